import DiaryKit
import Foundation

/// What an export wrote, as data for programs (a tool's `--json`): the format, how many entries,
/// and either the export itself (when it went to standard output) or the file written and the
/// line a screen shows for it.
///
/// Encoded as `{format, count, file?, content?, message?}`; a key whose value is absent is left
/// out.
public struct DiaryExportSummary: Sendable, Hashable, Encodable {
    /// The format written (`markdown`, `text` or `json`).
    public let format: DiaryExportFormat
    /// How many entries were exported.
    public let count: Int
    /// The file written, when there is one.
    public let file: String?
    /// The export itself, when it went to standard output.
    public let content: String?
    /// The notice after writing a file.
    public let message: String?

    /// An export of `count` entries in `format` given whole as `content`.
    public init(format: DiaryExportFormat, count: Int, content: String) {
        self.format = format
        self.count = count
        self.file = nil
        self.content = content
        self.message = nil
    }

    /// An export of `count` entries in `format` written to `file`, with the notice `message`.
    public init(format: DiaryExportFormat, count: Int, file: String, message: String) {
        self.format = format
        self.count = count
        self.file = file
        self.content = nil
        self.message = message
    }
}
