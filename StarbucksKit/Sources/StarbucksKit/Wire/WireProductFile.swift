import Foundation

/// One file of a product's pictures.
struct WireProductFile: Decodable, Hashable, Sendable {
    var filePath: String?
    var imageUploadPath: String?

    enum CodingKeys: String, CodingKey {
        case filePath = "file_PATH"
        case imageUploadPath = "img_UPLOAD_PATH"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        filePath = try container.text(.filePath)
        imageUploadPath = try container.text(.imageUploadPath)
    }

    /// `img_UPLOAD_PATH + file_PATH`, when both are given.
    var url: URL? { WireURL.join(imageUploadPath, filePath) }
}
