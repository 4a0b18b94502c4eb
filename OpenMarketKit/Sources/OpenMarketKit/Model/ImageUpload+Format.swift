import Foundation

extension ImageUpload {
    /// An image format the server accepts, recognised by its leading bytes.
    ///
    /// A struct rather than an enum, so accepting another format later does not break a
    /// caller's `switch`.
    public struct Format: Sendable, Hashable, CustomStringConvertible {
        /// The format's name (`PNG`).
        public let name: String
        /// The MIME type sent as the part's `Content-Type` (`image/png`).
        public let mimeType: String
        /// The extension given to the file name (`png`).
        public let fileExtension: String
        /// Every extension that names the format (`jpeg` and `jpg`).
        let fileExtensions: Set<String>

        /// PNG, starting with `89 50 4E 47 0D 0A 1A 0A`.
        public static let png = Format(name: "PNG", mimeType: "image/png", fileExtension: "png")
        /// JPEG, starting with `FF D8 FF`.
        public static let jpeg = Format(
            name: "JPEG", mimeType: "image/jpeg", fileExtension: "jpeg", otherExtensions: ["jpg"])
        /// GIF, starting with `GIF87a` or `GIF89a`.
        public static let gif = Format(name: "GIF", mimeType: "image/gif", fileExtension: "gif")
        /// WebP, a RIFF file of type `WEBP`.
        public static let webP = Format(name: "WebP", mimeType: "image/webp", fileExtension: "webp")

        /// Every format recognised.
        public static let all: [Format] = [.png, .jpeg, .gif, .webP]

        private init(name: String, mimeType: String, fileExtension: String, otherExtensions: Set<String> = [])
        {
            self.name = name
            self.mimeType = mimeType
            self.fileExtension = fileExtension
            self.fileExtensions = otherExtensions.union([fileExtension])
        }

        /// The format's name.
        public var description: String { name }

        /// The format `data` starts like, or `nil`.
        init?(detectedIn data: Data) {
            let bytes = [UInt8](data.prefix(12))
            func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
                bytes.count >= offset + prefix.count
                    && Array(bytes[offset..<(offset + prefix.count)]) == prefix
            }
            if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if starts([0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
                self = .gif
            } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
                self = .webP
            } else {
                return nil
            }
        }
    }
}
