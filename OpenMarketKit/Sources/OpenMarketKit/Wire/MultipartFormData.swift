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
    /// boundaries make the check that it is absent from the payload faster).
    static func randomBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        var bytes = Array("OpenMarketKit-".utf8)
        for _ in 0..<56 {
            bytes.append(alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Encodes the form; the boundary comes from `makeBoundary`, drawn again while it occurs
    /// in a part.
    func encoded(
        makeBoundary: () -> String = MultipartFormData.randomBoundary
    ) -> (boundary: String, body: Data) {
        let headers = parts.map(Self.header(of:))
        var boundary = makeBoundary()
        while boundary.isEmpty || occurs(boundary, in: headers) {
            boundary = makeBoundary()
        }
        let open = Data("--\(boundary)\r\n".utf8)
        let crlf = Data("\r\n".utf8)
        var capacity = 8 + boundary.utf8.count
        for (part, header) in zip(parts, headers) {
            capacity += open.count + header.count + part.data.count + 2
        }
        var body = Data()
        body.reserveCapacity(capacity)
        for (part, header) in zip(parts, headers) {
            body.append(open)
            body.append(header)
            body.append(part.data)
            body.append(crlf)
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return (boundary, body)
    }

    private func occurs(_ boundary: String, in headers: [Data]) -> Bool {
        let search = ByteSearch(Array(boundary.utf8))
        for header in headers where search.occurs(in: header) {
            return true
        }
        for part in parts where search.occurs(in: part.data) {
            return true
        }
        return false
    }

    private static func header(of part: Part) -> Data {
        var text = "Content-Disposition: form-data; name=\"\(quoted(part.name))\""
        if let filename = part.filename {
            text += "; filename=\"\(quoted(filename))\""
        }
        text += "\r\n"
        if let contentType = part.contentType {
            var cleaned = String.UnicodeScalarView()
            cleaned.append(contentsOf: contentType.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
            text += "Content-Type: \(String(cleaned))\r\n"
        }
        text += "\r\n"
        return Data(text.utf8)
    }

    private static func quoted(_ text: String) -> String {
        // Scalars, not characters: "\r\n" is one Character and would slip past a match on "\r".
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
