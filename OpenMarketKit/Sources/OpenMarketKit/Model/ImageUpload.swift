import Foundation

/// An image file to upload with a new product.
///
/// The format is read from the bytes themselves (PNG, JPEG, GIF or WebP), and the MIME type and
/// the file name's extension follow it; any other bytes are refused:
///
/// ```swift
/// let pngData = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
/// let upload = try ImageUpload(data: pngData, filename: "tea.jpeg")
/// // upload.format == .png, upload.mimeType == "image/png", upload.filename == "tea.png"
/// ```
///
/// An upload has no size limit of its own: the limit is the form's
/// (``ProductFormValidator/maximumImageBytes``, 300 × 1024 bytes unless a client's validator says
/// otherwise), so ``OpenMarketClient/createProduct(_:images:idempotencyKey:retry:)`` refuses a
/// larger image before sending anything (``OpenMarketError/Kind-swift.struct/invalidProduct``
/// with ``ProductFormError/Kind-swift.struct/imageTooLarge``), and the product form shows it on
/// its pictures.
public struct ImageUpload: Sendable, Hashable {
    /// The file name sent to the server, with the extension of ``format`` (`image.png`).
    public let filename: String
    /// The format the bytes are in.
    public let format: Format
    /// The encoded image bytes.
    public let data: Data

    /// An upload of `data`, typed from its leading bytes.
    ///
    /// `filename` defaults to `image`; its extension is replaced by the format's when it does not
    /// name that format (`tea.jpeg` holding PNG bytes is sent as `tea.png`).
    ///
    /// - Throws: ``ImageUploadError`` when `data` is empty or not PNG, JPEG, GIF or WebP.
    public init(data: Data, filename: String = "image") throws {
        guard !data.isEmpty else { throw ImageUploadError.empty }
        guard let format = Format(detectedIn: data) else {
            throw ImageUploadError.unsupportedFormat(leadingBytes: data.prefix(12))
        }
        self.data = data
        self.format = format
        self.filename = Self.filename(filename, for: format)
    }

    /// The MIME type of the bytes (`image/png`).
    public var mimeType: String { format.mimeType }

    /// `name` with the format's extension, unless it already has one naming the format.
    private static func filename(_ name: String, for format: Format) -> String {
        let cleaned = name.removingControlCharacters().trimmingCharacters(in: .whitespaces)
        let base: Substring
        if let dot = cleaned.lastIndex(of: "."), dot != cleaned.startIndex {
            let pathExtension = cleaned[cleaned.index(after: dot)...].lowercased()
            if format.fileExtensions.contains(pathExtension) { return cleaned }
            base = cleaned[..<dot]
        } else {
            base = cleaned[...]
        }
        return (base.isEmpty ? "image" : String(base)) + "." + format.fileExtension
    }
}
