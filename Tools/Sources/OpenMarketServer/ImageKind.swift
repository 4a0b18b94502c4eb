/// The image formats the server stores, recognised by their first bytes, never by a file name
/// (the gallery types the pictures it serves with it too).
package enum ImageKind: String, Sendable, CaseIterable, Codable {
    case png
    case jpeg
    case gif
    case webp

    /// The MIME type the image is served with.
    package var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        }
    }

    /// The extension of the stored file.
    var fileExtension: String { rawValue }

    /// The format `bytes` start like, or `nil` when they are none of the four.
    package init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        func matches(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count
                && head[offset..<(offset + signature.count)].elementsEqual(signature)
        }
        if matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if matches([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if matches(Array("GIF87a".utf8)) || matches(Array("GIF89a".utf8)) {
            self = .gif
        } else if matches(Array("RIFF".utf8)), matches(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The format a stored file name (`<32 hex digits>.<extension>`) has, or `nil` when the name
    /// is not one the server makes; the only names ever turned into paths.
    init?(storedName name: Substring) {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let stem = name[..<dot]
        guard stem.utf8.count == 32,
            stem.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let kind = ImageKind(rawValue: String(name[name.index(after: dot)...]))
        else { return nil }
        self = kind
    }
}
