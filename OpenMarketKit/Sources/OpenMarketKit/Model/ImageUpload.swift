import Foundation

/// An image file to upload with a new product.
public struct ImageUpload: Sendable, Hashable {
    /// The file name sent to the server (`image.jpeg`).
    public var filename: String
    /// The MIME type of the bytes (`image/jpeg`, `image/png`).
    public var mimeType: String
    /// The encoded image bytes.
    public var data: Data

    /// Creates an upload from its bytes, a file name and a MIME type.
    public init(data: Data, filename: String = "image.jpeg", mimeType: String = "image/jpeg") {
        self.filename = filename
        self.mimeType = mimeType
        self.data = data
    }
}
