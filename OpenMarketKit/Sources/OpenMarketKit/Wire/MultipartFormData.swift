import Foundation

/// A `multipart/form-data` form: named parts, each optionally a file with a MIME type.
///
/// ``encoded(boundary:)`` writes every line with CRLF between delimiters made from a random
/// boundary. The parts are not searched for it: the boundary carries about 335 random bits, so
/// that a payload holds it by chance is beyond any real odds (a client built on `URLSession` does
/// the same with far fewer), and the body is written in one pass over the parts.
struct MultipartFormData: Sendable, Hashable {
    /// One part of a form.
    struct Part: Sendable, Hashable {
        /// The form field's name (`params`, `images`).
        var name: String
        /// The file name, for file parts.
        var filename: String?
        /// The part's `Content-Type`, when it has one.
        var contentType: String?
        /// The part's bytes.
        var data: Data

        /// Creates a part.
        init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = data
        }
    }

    /// The parts, in order.
    var parts: [Part]

    /// A random boundary of 70 ASCII characters, the longest RFC 2046 allows: a fixed prefix,
    /// then 56 letters, digits and hyphens, each drawn evenly from 63 symbols (about 335 random
    /// bits in all).
    ///
    /// The system's generator is asked for eight bytes at a time (each ask is a system call on
    /// Linux, which one ask per symbol made cost more than the rest of a 1.5 MB body); a byte
    /// below 252, four times 63, picks a symbol evenly, and a larger one is drawn again.
    static func randomBoundary() -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-".utf8)
        let prefix = "OpenMarketKit-"
        let count = 70 - prefix.utf8.count
        var generator = SystemRandomNumberGenerator()
        var symbols: [UInt8] = []
        symbols.reserveCapacity(count)
        while symbols.count < count {
            var bytes = generator.next()
            for _ in 0..<8 where symbols.count < count {
                let byte = UInt8(truncatingIfNeeded: bytes)
                bytes >>= 8
                if byte < 252 { symbols.append(alphabet[Int(byte % 63)]) }
            }
        }
        return prefix + String(decoding: symbols, as: UTF8.self)
    }

    /// The form's body between delimiters made from `boundary` (a fresh random one by default),
    /// and that boundary, for the request's `Content-Type`.
    func encoded(boundary: String = MultipartFormData.randomBoundary()) -> (boundary: String, body: Data) {
        let delimiter = Data("--\(boundary)".utf8)
        let crlf = Data("\r\n".utf8)
        var body = Data()
        body.reserveCapacity(parts.reduce(delimiter.count + 4) { $0 + delimiter.count + 256 + $1.data.count })
        for part in parts {
            body.append(delimiter)
            body.append(crlf)
            body.append(contentsOf: Self.header(of: part))
            body.append(part.data)
            body.append(crlf)
        }
        body.append(delimiter)
        body.append(Data("--\r\n".utf8))
        return (boundary, body)
    }

    /// The part's header lines and the blank line after them, as bytes.
    private static func header(of part: Part) -> [UInt8] {
        var bytes = Array("Content-Disposition: form-data; name=\"".utf8)
        appendQuoted(part.name, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        if let filename = part.filename {
            bytes += "; filename=\"".utf8
            appendQuoted(filename, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes += [13, 10]
        if let contentType = part.contentType {
            bytes += "Content-Type: ".utf8
            bytes += contentType.utf8.filter { $0 != 13 && $0 != 10 }
            bytes += [13, 10]
        }
        bytes += [13, 10]
        return bytes
    }

    /// Appends `text` with its quotes and line breaks percent-encoded, so it cannot end the
    /// quoted value or the header line. (In UTF-8 those bytes never occur inside another
    /// character's bytes, so bytes are replaced, not scalars.)
    private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "%22".utf8
            case 13: bytes += "%0D".utf8
            case 10: bytes += "%0A".utf8
            default: bytes.append(byte)
            }
        }
    }
}
