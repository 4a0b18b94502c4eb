import Foundation

/// The product picture answer: `{"file": [{"file_PATH": …, "img_UPLOAD_PATH": …}, …]}`.
struct WireProductFiles: Decodable, Hashable, Sendable {
    var files: [WireProductFile]

    enum CodingKeys: String, CodingKey {
        case files = "file"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        files = try container.list(of: WireProductFile.self, .files)
    }

    /// `img_UPLOAD_PATH + file_PATH` of the first file that has both; `nil` when none has.
    var imageURL: URL? {
        files.lazy.compactMap(\.url).first
    }
}
