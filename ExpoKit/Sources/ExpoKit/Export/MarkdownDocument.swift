/// The whole exposition as one Markdown document: the poster, the list, then every exhibit, with
/// the poster's and the exhibits' pictures when ``images`` has them.
///
/// ```swift
/// let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "ko"))
/// let markdown = MarkdownDocument(presentation: presentation).text
/// // # 파리 만국박람회 1900 (L'Exposition de Paris 1900)
/// // - 방문객: 48,130,300명 …
/// ```
public struct MarkdownDocument: Sendable {
    /// The screens to write out.
    public let presentation: ExpoPresentation
    /// The pictures to show, when a folder of them was given.
    public let images: ExhibitImages?

    /// The name the document is written under: `exposition.md`.
    public static let fileName = "exposition.md"

    /// A document of `presentation`, showing the pictures in `images` when given.
    public init(presentation: ExpoPresentation, images: ExhibitImages? = nil) {
        self.presentation = presentation
        self.images = images
    }

    /// The document's text.
    public var text: String {
        let poster = presentation.poster
        var blocks: [String] = ["# \(poster.title.markdownEscaped())"]
        if let link = images?.link(for: poster.posterImageName) {
            blocks.append("![\(poster.posterImageAccessibilityLabel.markdownEscaped())](\(link))")
        }
        blocks.append(
            [poster.visitorsText, poster.locationText, poster.durationText]
                .map { "- \($0.markdownEscaped())" }.joined(separator: "\n"))
        blocks += poster.paragraphs.map { $0.markdownEscaped() }

        let list = presentation.list
        blocks.append("## \(list.title.markdownEscaped())")
        blocks.append(list.countText.markdownEscaped())
        blocks.append(
            list.rows.map { row in
                "\(row.number). **\(row.name.markdownEscaped())**: \(row.shortDescription.markdownEscaped())"
            }
            .joined(separator: "\n"))

        for detail in presentation.details {
            blocks.append("## \(detail.number). \(detail.title.markdownEscaped())")
            if let link = images?.link(for: detail.imageName) {
                blocks.append("![\(detail.imageAccessibilityLabel.markdownEscaped())](\(link))")
            }
            blocks.append("*\(detail.shortDescription.markdownEscaped())*")
            blocks += detail.paragraphs.map { $0.markdownEscaped() }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The document as the one file of a Markdown export.
    public var file: ExportFile {
        ExportFile(path: Self.fileName, contents: text)
    }
}
