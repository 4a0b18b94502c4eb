import Foundation

/// A product in a row of the home screen: its names and picture.
///
/// Encoded for `--json` without the picture's bytes or its state in words: `{code, name,
/// englishName, imageURL?, pictureState, pictureBytes?, accessibilityLabel}`, where
/// `pictureState` is `pending`, `loaded`, `failed` or `none` (``PictureState/Word``).
public struct ProductTile: Hashable, Sendable, Encodable {
    /// The product code.
    public let code: String
    /// The Korean name.
    public let name: String
    /// The English name (may be empty).
    public let englishName: String
    /// The picture's address, when known.
    public let imageURL: String?
    /// The picture's state in words (`Picture ready (74 bytes)`), for a screen (not encoded).
    public let picture: String
    /// Where the picture's download stands.
    public let pictureState: PictureState.Word
    /// The picture's size in bytes, once downloaded.
    public let pictureBytes: Int?
    /// The picture's bytes, once downloaded (not encoded).
    public let pictureData: Data?
    /// What a screen reader says for the tile (`Iced Coffee, 아이스 커피` in English, `아이스 커피, Iced Coffee` in Korean).
    public let accessibilityLabel: String

    private enum CodingKeys: String, CodingKey {
        case code, name, englishName, imageURL, pictureState, pictureBytes, accessibilityLabel
    }
}
