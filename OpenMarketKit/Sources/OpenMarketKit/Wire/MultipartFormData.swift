import Foundation

/// A `multipart/form-data` form: named parts, each optionally a file with a MIME type.
///
/// ``encoded(makeBoundary:)`` writes every line with CRLF and picks a boundary that does not
/// occur anywhere in the parts (it draws again if it does).
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

    /// A random boundary of 70 ASCII characters (the longest RFC 2046 allows; longer
    /// boundaries make the check that it is absent from the payload faster): a fixed prefix, then
    /// 56 letters, digits and hyphens drawn from a few 64-bit random numbers (six bits each).
    static func randomBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-".utf8)
        var bytes = Array("OpenMarketKit-".utf8)
        bytes.reserveCapacity(70)
        while bytes.count < 70 {
            var bits = generator.next()
            for _ in 0..<10 where bytes.count < 70 {
                let value = Int(bits & 0x3F)
                bits >>= 6
                // 63 symbols: the 64th value is dropped, so every symbol is equally likely.
                if value < alphabet.count { bytes.append(alphabet[value]) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Encodes the form; the boundary comes from `makeBoundary`, drawn again while it occurs
    /// in a part.
    ///
    /// The body's storage is reserved once and written in one pass: each part's header and bytes
    /// copied straight into it from their own storage, with no intermediate `Data` values. Each
    /// part is checked for the boundary just before it is copied, so the copy reads the bytes the
    /// check has just brought into the processor's cache.
    func encoded(
        makeBoundary: () -> String = MultipartFormData.randomBoundary
    ) -> (boundary: String, body: Data) {
        let headers = parts.map(Self.header(of:))
        while true {
            let boundary = makeBoundary()
            guard !boundary.isEmpty else { continue }
            let search = ByteSearch(Array(boundary.utf8))
            if headers.contains(where: { header in header.withUnsafeBytes { search.occurs(in: $0) } }) {
                continue
            }
            if let body = body(delimiter: Array("--\(boundary)".utf8), headers: headers, search: search) {
                return (boundary, body)
            }
        }
    }

    /// The body with `delimiter` (`--` and the boundary) before each part and `headers`, or
    /// `nil` when `search` finds the boundary in a part's bytes.
    private func body(delimiter: [UInt8], headers: [[UInt8]], search: ByteSearch) -> Data? {
        var capacity = delimiter.count + 4
        for (part, header) in zip(parts, headers) {
            capacity += delimiter.count + 2 + header.count + part.data.count + 2
        }
        var body = Data()
        body.reserveCapacity(capacity)
        let crlf: [UInt8] = [13, 10]
        let closing: [UInt8] = [45, 45, 13, 10]  // "--\r\n"
        for (part, header) in zip(parts, headers) {
            delimiter.withUnsafeBytes { body.append(contentsOf: $0) }
            crlf.withUnsafeBytes { body.append(contentsOf: $0) }
            header.withUnsafeBytes { body.append(contentsOf: $0) }
            let copied = part.data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
                guard !search.occurs(in: bytes) else { return false }
                body.append(contentsOf: bytes)
                return true
            }
            guard copied else { return nil }
            crlf.withUnsafeBytes { body.append(contentsOf: $0) }
        }
        delimiter.withUnsafeBytes { body.append(contentsOf: $0) }
        closing.withUnsafeBytes { body.append(contentsOf: $0) }
        return body
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
