import Foundation

/// `{"img_UPLOAD_PATH": …, "mob_THUM": …}`: where the main event banner is.
struct WireMainEvent: Decodable, Hashable, Sendable {
    var imageUploadPath: String?
    var mobileThumbnail: String?

    enum CodingKeys: String, CodingKey {
        case imageUploadPath = "img_UPLOAD_PATH"
        case mobileThumbnail = "mob_THUM"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageUploadPath = try container.text(.imageUploadPath)
        mobileThumbnail = try container.text(.mobileThumbnail)
    }

    /// `img_UPLOAD_PATH + mob_THUM`, when both are given.
    var bannerURL: URL? { WireURL.join(imageUploadPath, mobileThumbnail) }
}
