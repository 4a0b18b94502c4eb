import MultipartKit

/// The parts of a create request's `multipart/form-data` body, parsed with MultipartKit: one
/// `params` part and the `images` parts, in order.
///
/// This parser is independent of the kit's encoder on purpose: what one writes, the other has
/// to read, so a mistake on either side shows. The gallery's upload forms are read with it too.
package struct MultipartForm: Sendable {
    /// One part: its field name, its file name when it has one, and its bytes.
    package struct Part: Sendable {
        package var name: String
        package var filename: String?
        package var bytes: [UInt8]
    }

    /// Every part, in order.
    package let parts: [Part]

    /// The most parts a create body may have (one `params` and at most five images, with room).
    package static let maximumParts = 16

    /// Whether `boundary` is a boundary RFC 2046 allows: 1 to 70 characters from its set, not
    /// ending in a space.
    package static func isValidBoundary(_ boundary: String) -> Bool {
        let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
        let bytes = Array(boundary.utf8)
        return (1...70).contains(bytes.count) && bytes.allSatisfy(allowed.contains) && bytes.last != 0x20
    }

    /// Parses `body`, whose parts are separated by `boundary`, `maximumParts` parts at most.
    ///
    /// - Throws: ``APIError`` 400 when the body is not well-formed multipart (no closing
    ///   boundary, a header line without CRLF, a part without `Content-Disposition: form-data`
    ///   and a name, too many parts).
    init(_ body: ByteBuffer, boundary: String, maximumParts: Int = Self.maximumParts) throws(APIError) {
        guard Self.endsWithClosingDelimiter(body, boundary: boundary) else {
            throw Self.malformed("it does not end with the closing boundary --\(boundary)--")
        }
        let parser = MultipartParser(boundary: boundary)
        var parts: [Part] = []
        var headers: [(String, String)] = []
        var bytes: [UInt8] = []
        var problem: String?
        parser.onHeader = { name, value in headers.append((name, value)) }
        parser.onBody = { chunk in bytes.append(contentsOf: chunk.readableBytesView) }
        parser.onPartComplete = {
            defer {
                headers = []
                bytes = []
            }
            guard problem == nil else { return }
            guard parts.count < maximumParts else {
                problem = "it has more than \(maximumParts) parts"
                return
            }
            switch Self.disposition(headers) {
            case .success(let (name, filename)):
                parts.append(Part(name: name, filename: filename, bytes: bytes))
            case .failure(let reason):
                problem = reason.text
            }
        }
        do {
            try parser.execute(body)
        } catch {
            throw Self.malformed("a part's header lines are not well formed (each must end in CRLF)")
        }
        if let problem { throw Self.malformed(problem) }
        self.parts = parts
    }

    /// The parts named `name`.
    func parts(named name: String) -> [Part] {
        parts.filter { $0.name == name }
    }

    // MARK: - Helpers

    /// A reason a part's headers are refused.
    struct Reason: Error {
        let text: String
    }

    /// The `name` and `filename` of a part's one `Content-Disposition: form-data` header.
    static func disposition(_ headers: [(String, String)]) -> Result<(String, String?), Reason> {
        let dispositions = headers.filter { $0.0.lowercased() == "content-disposition" }
        guard dispositions.count == 1, let value = dispositions.first?.1 else {
            return .failure(Reason(text: "every part needs exactly one Content-Disposition header"))
        }
        let pieces = HeaderParameters.split(value)
        guard pieces.first?.trimmingCharacters(in: .whitespaces).lowercased() == "form-data" else {
            return .failure(Reason(text: "every part's Content-Disposition must be form-data"))
        }
        let parameters = HeaderParameters.parse(pieces.dropFirst())
        guard let name = parameters["name"], !name.isEmpty else {
            return .failure(Reason(text: "every part's Content-Disposition needs a name"))
        }
        return .success((name, parameters["filename"]))
    }

    /// Whether `body`, less trailing white space, ends with `--boundary--`.
    private static func endsWithClosingDelimiter(_ body: ByteBuffer, boundary: String) -> Bool {
        let view = body.readableBytesView
        var end = view.endIndex
        while end > view.startIndex, [0x0D, 0x0A, 0x20, 0x09].contains(view[end - 1]) {
            end -= 1
        }
        let closing = Array("--\(boundary)--".utf8)
        guard end - view.startIndex >= closing.count else { return false }
        return view[(end - closing.count)..<end].elementsEqual(closing)
    }

    private static func malformed(_ detail: String) -> APIError {
        APIError.badRequest(
            "INVALID_MULTIPART",
            "The multipart body is malformed: \(detail). Send a valid multipart/form-data body.")
    }
}
