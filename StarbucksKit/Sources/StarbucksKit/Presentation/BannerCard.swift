import Foundation

/// The main event banner, with its title.
///
/// Encoded for `--json` without the picture's bytes: `{title, imageURL?, emptyText?,
/// pictureState}`, where `pictureState` is `pending`, `loaded`, `failed` or `none`
/// (``PictureState/Word``).
public struct BannerCard: Hashable, Sendable, Encodable {
    /// The section's title (`Main event`).
    public let title: String
    /// The banner's address, when there is one.
    public let imageURL: String?
    /// What to show instead when there is no banner; `nil` otherwise.
    public let emptyText: String?
    /// Where the banner picture's download stands.
    public let pictureState: PictureState.Word
    /// The banner's bytes, once downloaded (not encoded).
    public let pictureData: Data?

    private enum CodingKeys: String, CodingKey {
        case title, imageURL, emptyText, pictureState
    }
}
