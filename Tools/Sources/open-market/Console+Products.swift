import Foundation
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension Console {
    /// Prints a page as a table (id, name, price, discount, sale price, stock) and a line about
    /// its place in the listing; the kit's summaries do the formatting.
    func showPage(_ page: Page<ProductListing>, text: OpenMarketText) {
        guard !page.items.isEmpty else {
            line(text.emptyPageLine)
            return
        }
        let header = [
            text.label(.id), text.label(.name), text.label(.price), text.label(.discount),
            text.label(.salePrice), text.label(.stock),
        ]
        let rows = page.items.map { product -> [String] in
            let summary = ProductPresentation(product: product, locale: text.locale)
            return [
                String(summary.id), TerminalText.oneLine(summary.name), summary.priceText,
                summary.discountText ?? "-", summary.bargainPriceText ?? summary.priceText,
                summary.isSoldOut ? styled(summary.stockText, .dim) : summary.stockText,
            ]
        }
        table([header] + rows, alignRight: [0, 2, 3, 4])
        line(styled(text.pageLine(page), .dim))
    }

    /// Answers with a product's detail: JSON with `--json`, else label–value lines.
    func showDetail(_ detail: ProductDetail, text: OpenMarketText) throws {
        try emit(detail) {
            let summary = ProductPresentation(detail: detail, locale: text.locale)
            var rows: [[String]] = [
                [text.label(.id), String(summary.id)],
                [text.label(.name), styled(TerminalText.oneLine(summary.name), .bold)],
            ]
            if let vendor = summary.vendorName {
                rows.append([text.label(.vendor), TerminalText.oneLine(vendor)])
            }
            rows.append([text.label(.price), summary.priceText])
            if let discount = summary.discountText, let sale = summary.bargainPriceText {
                rows.append([text.label(.discount), discount])
                rows.append([text.label(.salePrice), sale])
            }
            rows.append([text.label(.stock), summary.stockText])
            if let description = summary.description {
                rows.append([text.label(.description), TerminalText.oneLine(description)])
            }
            for (index, image) in detail.images.enumerated() {
                rows.append([index == 0 ? text.label(.images) : "", TerminalText.safe(image.address)])
            }
            rows.append([text.label(.created), text.dateText(detail.createdAt)])
            if detail.issuedAt != detail.createdAt {
                rows.append([text.label(.updated), text.dateText(detail.issuedAt)])
            }
            for row in TerminalText.table(rows.map { [styled($0[0], .dim), $0[1]] }) {
                line(row)
            }
        }
    }
}
