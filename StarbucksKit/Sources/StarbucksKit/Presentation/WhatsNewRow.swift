import Foundation

/// One event of the What's New list, ready to show.
///
/// Encoded for `--json` without the picture's bytes.
public struct WhatsNewRow: Hashable, Sendable, Encodable {
    /// The event's place in the list, from 1.
    public let position: Int
    /// The title.
    public let title: String
    /// The line under it, when given.
    public let subtitle: String?
    /// When the event runs, when known.
    public let period: String?
    /// The thumbnail's address, when given.
    public let thumbnailURL: String?
    /// The thumbnail's state in words (`Picture ready (74 bytes)`).
    public let picture: String
    /// The thumbnail's size in bytes, once downloaded.
    public let pictureBytes: Int?
    /// Where the thumbnail's download stands.
    public let pictureState: PictureState
    /// The thumbnail's bytes, once downloaded (not encoded).
    public let pictureData: Data?
    /// What a screen reader says for the row: the title, the line under it and the period.
    public let accessibilityLabel: String

    private enum CodingKeys: String, CodingKey {
        case position, title, subtitle, period, thumbnailURL, picture, pictureBytes, pictureState
        case accessibilityLabel
    }
}
