import DiaryKit
import Foundation

/// An entry to share, as data for programs (a tool's `--json`): its ID and the text to send.
///
/// Encoded as `{id, text}`.
///
/// ```swift
/// let shared = DiaryShareSummary(entry, text: text.shareText(for: entry))
/// ```
public struct DiaryShareSummary: Sendable, Hashable, Encodable {
    /// The entry's identifier in lowercase.
    public let id: String
    /// The text to share: title, date, then body.
    public let text: String

    /// The share of `entry`: its ID with `text` beside it.
    public init(_ entry: DiaryEntry, text: String) {
        id = entry.id.uuidString.lowercased()
        self.text = text
    }
}
