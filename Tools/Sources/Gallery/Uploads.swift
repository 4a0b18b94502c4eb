import Foundation
import NIOCore
import OpenMarketServer

/// A file a form sent: its field's name, the file name the browser gave, and its bytes.
public struct UploadedFile: Sendable, Hashable {
    /// The form field's name (`pictures`).
    public let field: String
    /// The file's name as the browser sent it (only for showing; never a path).
    public let filename: String
    /// The file's bytes.
    public let data: Data

    /// A file sent in `field`.
    public init(field: String, filename: String, data: Data) {
        self.field = field
        self.filename = filename
        self.data = data
    }
}

/// A `multipart/form-data` body, read as the local Open Market server reads one
/// (`MultipartForm`, MultipartKit underneath): its text fields and its files (a file field left
/// empty, which browsers send with an empty file name and no bytes, is no file).
struct MultipartBody {
    /// The text fields, by name (the last of a name wins).
    var fields: [String: String] = [:]
    /// The files, in order.
    var files: [UploadedFile] = []

    /// The most parts read.
    static let maximumParts = 64

    /// The body's fields and files; `nil` when the content type is not `multipart/form-data` with
    /// a boundary, or the body is not well formed.
    init?(_ body: ByteBuffer, contentType: String?) {
        guard let contentType else { return nil }
        let type = MediaTypeText(contentType)
        guard type.essence == "multipart/form-data", let boundary = type.parameters["boundary"],
            MultipartForm.isValidBoundary(boundary),
            let parts = MultipartForm.parts(of: body, boundary: boundary, maximumParts: Self.maximumParts)
        else { return nil }
        for part in parts {
            if let filename = part.filename {
                if !part.bytes.isEmpty {
                    files.append(UploadedFile(field: part.name, filename: filename, data: Data(part.bytes)))
                }
            } else {
                fields[part.name] = String(decoding: part.bytes, as: UTF8.self)
            }
        }
    }
}
