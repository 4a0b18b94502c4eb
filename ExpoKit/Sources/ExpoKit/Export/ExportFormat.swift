import Foundation

/// The shapes an export can take.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable, Encodable {
    /// One Markdown document, `exposition.md`.
    case markdown
    /// A small static site: a poster page, a list page and one page per exhibit.
    case html

    /// The format called `name` (`markdown`, `md`, `html`; any case).
    ///
    /// - Throws: ``ExportError`` of kind ``ExportError/Kind/unknownFormat`` for any other name.
    public init(parsing name: String) throws {
        switch name.trimmingCharacters(in: .whitespaces).lowercased() {
        case "markdown", "md": self = .markdown
        case "html", "htm": self = .html
        default: throw ExportError.unknownFormat(name)
        }
    }
}
