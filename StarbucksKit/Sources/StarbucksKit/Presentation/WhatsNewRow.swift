import Foundation

/// One event of the What's New list, ready to show.
///
/// Encoded for `--json` as data beside the text shown: `{position, id?, start?, end?, title,
/// subtitle?, period?, thumbnailURL?, pictureState, pictureBytes?, accessibilityLabel}` — the
/// event's number, its first and last days as `YYYY-MM-DD`, and where the thumbnail's download
/// stands as a stable word (``PictureState/Word``), without the picture's bytes or its state in words.
public struct WhatsNewRow: Hashable, Sendable, Encodable {
    /// The event's place in the list, from 1.
    public let position: Int
    /// Starbucks' number for the event (`pro_SEQ`), when given.
    public let id: String?
    /// The event's first day, when known.
    public let start: CalendarDay?
    /// The event's last day, when known.
    public let end: CalendarDay?
    /// The title.
    public let title: String
    /// The line under it, when given.
    public let subtitle: String?
    /// When the event runs, when known.
    public let period: String?
    /// The thumbnail's address, when given.
    public let thumbnailURL: String?
    /// The thumbnail's state in words (`Picture ready (74 bytes)`), for a screen (not encoded).
    public let picture: String
    /// The thumbnail's size in bytes, once downloaded.
    public let pictureBytes: Int?
    /// Where the thumbnail's download stands.
    public let pictureState: PictureState.Word
    /// The thumbnail's bytes, once downloaded (not encoded).
    public let pictureData: Data?
    /// What a screen reader says for the row: the title, the line under it and the period.
    public let accessibilityLabel: String

    private enum CodingKeys: String, CodingKey {
        case position, id, start, end, title, subtitle, period, thumbnailURL, pictureBytes, pictureState
        case accessibilityLabel
    }
}
