import Foundation

/// The formats entries can be exported in.
///
/// ```swift
/// let format = try DiaryExportFormat(name: "md")
/// print(format)  // markdown
/// print(format.fileExtension)  // md
/// ```
public enum DiaryExportFormat: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Markdown: each entry a `#` heading, its date in italics, its body.
    case markdown
    /// Plain text: each entry's title, date and body.
    case text
    /// JSON that ``DiaryImporter`` reads back, identifiers and dates intact.
    case json

    /// The format called `name` (`markdown`/`md`, `text`/`txt`, `json`), in any case.
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/unknownFormat``,
    ///   listing the names.
    public init(name: String) throws {
        switch name.trimmingBlanks().lowercased() {
        case "markdown", "md": self = .markdown
        case "text", "txt", "plain": self = .text
        case "json": self = .json
        default: throw DiaryTransferError.unknownFormat(name, known: Self.allCases.map(\.rawValue))
        }
    }

    /// The usual file name extension (`md`, `txt`, `json`).
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .text: "txt"
        case .json: "json"
        }
    }

    /// The format's name (`markdown`, `text`, `json`).
    public var description: String { rawValue }
}
