import Foundation
import OpenMarketKit
import ToolSupport

extension Session {
    /// Prints a page as a table (id, name, price, discount, sale price, stock) and a line about
    /// its place in the listing, or as JSON.
    func printPage(_ page: Page<Product>) throws {
        if console.json {
            try console.printJSON(PageOutput(page))
            return
        }
        guard !page.items.isEmpty else {
            console.line(text.emptyPageLine)
            return
        }
        let header = [
            text.label(.id), text.label(.name), text.label(.price), text.label(.discount),
            text.label(.salePrice), text.label(.stock),
        ]
        let rows = page.items.map { product -> [String] in
            let summary = ProductSummary(product: product, locale: locale)
            return [
                String(summary.id), summary.name.oneLine, summary.priceText, summary.discountText ?? "-",
                summary.bargainPriceText ?? summary.priceText,
                summary.isSoldOut ? console.styled(summary.stockText, .dim) : summary.stockText,
            ]
        }
        console.table([header] + rows, alignRight: [0, 2, 3, 4])
        console.line(console.styled(text.pageLine(page), .dim))
    }

    /// Prints a product's detail as label–value lines, or as JSON with its id.
    func printDetail(_ detail: ProductDetail) throws {
        if console.json {
            try console.printJSON(ProductOutput(detail))
            return
        }
        let summary = ProductSummary(detail: detail, locale: locale)
        var rows: [[String]] = [
            [text.label(.id), String(summary.id)],
            [text.label(.name), console.styled(summary.name.oneLine, .bold)],
        ]
        if let vendor = summary.vendorName { rows.append([text.label(.vendor), vendor.oneLine]) }
        rows.append([text.label(.price), summary.priceText])
        if let discount = summary.discountText, let sale = summary.bargainPriceText {
            rows.append([text.label(.discount), discount])
            rows.append([text.label(.salePrice), sale])
        }
        rows.append([text.label(.stock), summary.stockText])
        if let description = summary.description {
            rows.append([text.label(.description), description.oneLine])
        }
        for (index, image) in detail.images.enumerated() {
            rows.append([index == 0 ? text.label(.images) : "", image.address.oneLine])
        }
        rows.append([text.label(.created), text.dateText(detail.createdAt)])
        if detail.issuedAt != detail.createdAt {
            rows.append([text.label(.updated), text.dateText(detail.issuedAt)])
        }
        for line in TerminalText.table(rows.map { [console.styled($0[0], .dim), $0[1]] }) {
            console.line(line)
        }
    }
}

extension String {
    /// The text on one line: line breaks and tabs as spaces (control characters are already
    /// gone in the kit's summaries).
    var oneLine: String {
        split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
    }
}
