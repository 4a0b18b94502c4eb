/// The whole exposition as a small static site: a poster page, a list page and one page per
/// exhibit, linked to each other.
///
/// The pages are self-contained (styles inline, nothing fetched from elsewhere), escaped, and
/// well-formed XHTML as well as HTML, so an XML parser reads them too. With pictures, each
/// exhibit shows `images/<image name>.<extension>` with its spoken label as `alt` text, and the
/// poster page shows the `poster` picture under the title and a `flag` on each side of the button
/// that opens the list, each only when the pictures hold it.
///
/// ```swift
/// let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
/// let site = HTMLSite(presentation: presentation)
/// site.pages.map(\.path)   // index.html, exhibits.html, exhibit-01-jikji.html, …
/// ```
public struct HTMLSite: Sendable {
    /// The screens to write out.
    public let presentation: ExpoPresentation
    /// The pictures to show, when a folder of them was given.
    public let images: ExhibitImages?

    /// The poster page's file name.
    public static let posterPage = "index.html"
    /// The list page's file name.
    public static let listPage = "exhibits.html"

    /// A site of `presentation`, showing the pictures in `images` when given.
    public init(presentation: ExpoPresentation, images: ExhibitImages? = nil) {
        self.presentation = presentation
        self.images = images
    }

    /// Every page: the poster, the list, then one per exhibit in list order.
    public var pages: [ExportFile] {
        let names = presentation.details.map(pageName(for:))
        var pages = [
            ExportFile(path: Self.posterPage, contents: posterHTML()),
            ExportFile(path: Self.listPage, contents: listHTML(pageNames: names)),
        ]
        for (offset, detail) in presentation.details.enumerated() {
            pages.append(
                ExportFile(path: names[offset], contents: detailHTML(detail, at: offset, pageNames: names)))
        }
        return pages
    }

    /// The file name of an exhibit's page: `exhibit-01-jikji.html`, from its number and the letters,
    /// digits, `-` and `_` of its image name.
    public func pageName(for detail: ExhibitDetail) -> String {
        let digits = String(max(presentation.details.count, 1)).count
        let number = String(detail.number)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        var slug = ""
        for scalar in detail.imageName.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "exhibit-\(padded).html" : "exhibit-\(padded)-\(slug).html"
    }

    /// The poster page.
    private func posterHTML() -> String {
        let poster = presentation.poster
        let labels = presentation.labels
        var body = navigation(current: Self.posterPage)
        body += "<main>\n<h1>"
        body += poster.titleLines.map { "<span class=\"line\">\($0.htmlEscaped())</span>" }.joined(
            separator: "<br />")
        body += "</h1>\n"
        if let link = images?.link(for: poster.posterImageName) {
            body += "<figure class=\"poster\"><img src=\"\(link.htmlEscaped())\" "
            body += "alt=\"\(poster.posterImageAccessibilityLabel.htmlEscaped())\" /></figure>\n"
        }
        body += "<ul class=\"facts\" aria-label=\"\(poster.accessibilityLabel.htmlEscaped())\">\n"
        for fact in [poster.visitorsText, poster.locationText, poster.durationText] {
            body += "<li>\(fact.htmlEscaped())</li>\n"
        }
        body += "</ul>\n"
        body += paragraphs(poster.paragraphs)
        let flag = images?.link(for: poster.flagImageName).map { link in
            "<img class=\"flag\" src=\"\(link.htmlEscaped())\" "
                + "alt=\"\(poster.flagImageAccessibilityLabel.htmlEscaped())\" width=\"48\" />"
        }
        body += "<p class=\"more\">" + (flag.map { $0 + " " } ?? "")
        body += "<a href=\"\(Self.listPage)\">\(poster.exhibitsButtonTitle.htmlEscaped())</a>"
        body += (flag.map { " " + $0 } ?? "") + "</p>\n"
        body += "</main>\n"
        return document(title: "\(poster.title) · \(labels.exposition)", body: body)
    }

    /// The list page.
    private func listHTML(pageNames: [String]) -> String {
        let list = presentation.list
        var body = navigation(current: Self.listPage)
        body += "<main>\n<h1>\(list.title.htmlEscaped())</h1>\n"
        body += "<p class=\"count\">\(list.countText.htmlEscaped())</p>\n<ol class=\"exhibits\">\n"
        for (offset, row) in list.rows.enumerated() {
            let page = offset < pageNames.count ? pageNames[offset] : Self.listPage
            body +=
                "<li><a href=\"\(page.htmlEscaped())\" aria-label=\"\(row.accessibilityLabel.htmlEscaped())\">"
            if let link = images?.link(for: row.imageName) {
                let alt =
                    offset < presentation.details.count
                    ? presentation.details[offset].imageAccessibilityLabel : row.name
                body += "<img src=\"\(link.htmlEscaped())\" alt=\"\(alt.htmlEscaped())\" width=\"96\" />"
            }
            body += "<span class=\"name\">\(row.name.htmlEscaped())</span>"
            body += "<span class=\"summary\">\(row.shortDescription.htmlEscaped())</span></a></li>\n"
        }
        body += "</ol>\n</main>\n"
        return document(title: "\(list.title) · \(presentation.poster.title)", body: body)
    }

    /// The page of the exhibit at `offset`.
    private func detailHTML(_ detail: ExhibitDetail, at offset: Int, pageNames: [String]) -> String {
        let labels = presentation.labels
        var body = navigation(current: pageNames[offset])
        body += "<main>\n<p class=\"position\">\(detail.positionText.htmlEscaped())</p>\n"
        body += "<h1>\(detail.title.htmlEscaped())</h1>\n"
        if let link = images?.link(for: detail.imageName) {
            body +=
                "<figure><img src=\"\(link.htmlEscaped())\" alt=\"\(detail.imageAccessibilityLabel.htmlEscaped())\" />"
            body += "</figure>\n"
        }
        body += "<p class=\"summary\">\(detail.shortDescription.htmlEscaped())</p>\n"
        body += paragraphs(detail.paragraphs)
        body += "<nav class=\"pager\">\n"
        if offset > 0 {
            let previous = presentation.details[offset - 1]
            body += "<a rel=\"prev\" href=\"\(pageNames[offset - 1].htmlEscaped())\">"
            body += "\(labels.previous.htmlEscaped()): \(previous.title.htmlEscaped())</a>\n"
        }
        if offset + 1 < pageNames.count {
            let next = presentation.details[offset + 1]
            body += "<a rel=\"next\" href=\"\(pageNames[offset + 1].htmlEscaped())\">"
            body += "\(labels.next.htmlEscaped()): \(next.title.htmlEscaped())</a>\n"
        }
        body += "</nav>\n</main>\n"
        return document(title: "\(detail.title) · \(presentation.list.title)", body: body)
    }

    /// The links at the top of every page; the current page is marked, not linked.
    private func navigation(current: String) -> String {
        let labels = presentation.labels
        var links: [String] = []
        for (page, label) in [(Self.posterPage, labels.aboutExposition), (Self.listPage, labels.allExhibits)]
        {
            links.append(
                page == current
                    ? "<strong aria-current=\"page\">\(label.htmlEscaped())</strong>"
                    : "<a href=\"\(page)\">\(label.htmlEscaped())</a>")
        }
        return "<nav class=\"site\">\(links.joined(separator: " · "))</nav>\n"
    }

    /// One `<p>` per paragraph.
    private func paragraphs(_ paragraphs: [String]) -> String {
        paragraphs.map { "<p>\($0.htmlEscaped())</p>\n" }.joined()
    }

    /// A whole page around `body`.
    private func document(title: String, body: String) -> String {
        let language = presentation.language.htmlEscaped()
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(language)" xml:lang="\(language)">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>\(title.htmlEscaped())</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// The pages' shared style sheet, inline so that every page stands alone.
    private static let style = """
        body { font-family: -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", sans-serif; \
        line-height: 1.6; max-width: 42rem; margin: 0 auto; padding: 1rem; color: #222; } \
        h1 .line { display: inline-block; } \
        .facts { list-style: none; padding: 0; font-weight: 600; } \
        .exhibits { padding-left: 1.5rem; } .exhibits li { margin: 0.75rem 0; } \
        .exhibits a { display: flex; gap: 0.75rem; align-items: center; color: inherit; } \
        .exhibits .name { font-weight: 600; } .exhibits .summary { color: #555; } \
        img { max-width: 100%; height: auto; } figure { margin: 1rem 0; } \
        .more { display: flex; gap: 0.75rem; align-items: center; } .more .flag { width: 3rem; } \
        nav.site, .position { color: #666; font-size: 0.9rem; } \
        nav.pager { display: flex; justify-content: space-between; margin-top: 2rem; }
        """
}
