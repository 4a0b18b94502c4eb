import HTTPTypes
import Hummingbird

/// Reads the parts of a request every operation shares, turning anything malformed into an
/// ``APIError``: the product id in the path, the vendor in the `identifier` header, the page
/// query, the content type and the body.
struct RequestReader: Sendable {
    /// The limits checked.
    let limits: MarketLimits
    /// The vendors who may change the catalogue.
    let vendors: VendorDirectory

    /// The `identifier` header's field name.
    static let identifierField = HTTPField.Name("identifier") ?? .authorization

    /// The vendor the `identifier` header names.
    ///
    /// - Throws: ``APIError`` 401 when the header is missing, empty or names no vendor.
    func vendor(of request: Request) throws(APIError) -> VendorDirectory.Vendor {
        let values = request.headers[values: Self.identifierField]
        guard let identifier = values.first, !identifier.isEmpty else {
            throw APIError.unauthorized(
                "This needs the vendor's identifier in the identifier header; send it with the request.")
        }
        guard values.count == 1, identifier.utf8.count <= limits.maximumIdentifierLength,
            let vendor = vendors.vendor(identifier: identifier)
        else {
            throw APIError.unauthorized(
                "No vendor has the identifier in the identifier header; check it against vendors.json.")
        }
        return vendor
    }

    /// The product id in the path: a whole number from 1 to 9223372036854775807.
    ///
    /// - Throws: ``APIError`` 400 otherwise.
    func productID(_ context: MarketRequestContext) throws(APIError) -> Int {
        let text = context.parameters.get("id") ?? ""
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(text), id >= 1
        else {
            throw APIError.badRequest(
                "INVALID_ID",
                "The product id in the path must be a whole number from 1 to 9223372036854775807, "
                    + "not \(Self.quoted(text)).")
        }
        return id
    }

    /// The page number, page size and search text of a listing.
    ///
    /// - Throws: ``APIError`` 400 for a value that is not a whole number in bounds, a search text
    ///   that is too long, or a key given twice.
    func pageQuery(_ request: Request, generation: MarketGeneration) throws(APIError) -> (
        number: Int, size: Int, search: String?
    ) {
        let query = request.uri.queryParameters
        let number = try wholeNumber(query[values: "page_no"], "page_no", default: 1, in: limits.pageNumber)
        let size = try wholeNumber(
            query[values: "items_per_page"], "items_per_page", default: 20, in: limits.itemsPerPage)
        guard generation.searches else { return (number, size, nil) }
        let searches = query[values: "search_value"]
        guard searches.count <= 1 else {
            throw APIError.badRequest("INVALID_QUERY", "search_value is given twice; give it once.")
        }
        guard let search = searches.first.map(String.init) else { return (number, size, nil) }
        guard search.unicodeScalars.count <= limits.maximumSearchLength else {
            throw APIError.badRequest(
                "INVALID_QUERY",
                "search_value may have at most \(limits.maximumSearchLength) characters; shorten it.")
        }
        return (number, size, search)
    }

    private func wholeNumber(
        _ values: [Substring], _ key: String, default value: Int, in range: ClosedRange<Int>
    ) throws(APIError) -> Int {
        guard values.count <= 1 else {
            throw APIError.badRequest("INVALID_QUERY", "\(key) is given twice; give it once.")
        }
        guard let text = values.first else { return value }
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text),
            range.contains(number)
        else {
            throw APIError.badRequest(
                "INVALID_QUERY",
                "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not \(Self.quoted(String(text))).")
        }
        return number
    }

    /// Checks that the body is JSON.
    ///
    /// - Throws: ``APIError`` 415 otherwise.
    func requireJSON(_ request: Request) throws(APIError) {
        guard let type = request.headers[.contentType].map(MediaTypeText.init),
            type.essence == "application/json"
        else { throw APIError.unsupportedMediaType(expected: "application/json") }
    }

    /// The boundary of a `multipart/form-data` body.
    ///
    /// - Throws: ``APIError`` 415 for another content type, 400 for a missing or invalid boundary.
    func multipartBoundary(_ request: Request) throws(APIError) -> String {
        guard let type = request.headers[.contentType].map(MediaTypeText.init),
            type.essence == "multipart/form-data"
        else { throw APIError.unsupportedMediaType(expected: "multipart/form-data") }
        guard let boundary = type.parameters["boundary"], MultipartForm.isValidBoundary(boundary) else {
            throw APIError.badRequest(
                "INVALID_MULTIPART",
                "The Content-Type has no valid boundary (1 to 70 letters, digits or '()+_,-./:=? ); add one.")
        }
        return boundary
    }

    /// The whole body, at most `limit` bytes.
    ///
    /// - Throws: ``APIError`` 413 when it is larger, 400 when it cannot be read.
    func body(of request: Request, upTo limit: Int) async throws(APIError) -> ByteBuffer {
        let tooLarge = APIError.tooLarge(
            "BODY_TOO_LARGE",
            "The body is larger than \(limit) bytes; send less (images at most 300 KB each).")
        // A body announced as larger is refused before any of it is read.
        if let announced = request.headers[.contentLength].flatMap({ Int($0) }), announced > limit {
            throw tooLarge
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge
        } catch {
            throw APIError.badRequest("INVALID_BODY", "The body could not be read completely; send it again.")
        }
    }

    /// `text` quoted for a message, cut short and without control characters.
    static func quoted(_ text: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(
                text.unicodeScalars.prefix(40).filter {
                    $0.properties.generalCategory != .control
                }))
        return "\"" + cleaned + (text.unicodeScalars.count > 40 ? "…" : "") + "\""
    }
}

/// A `Content-Type` value split into its essence (`multipart/form-data`, lowercased) and its
/// parameters (names lowercased, quoted values unquoted).
package struct MediaTypeText: Sendable {
    /// The type and subtype, lowercased.
    package let essence: String
    /// The parameters, by lowercased name.
    package let parameters: [String: String]

    /// `text` split.
    package init(_ text: String) {
        let pieces = HeaderParameters.split(text)
        essence = (pieces.first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        parameters = HeaderParameters.parse(pieces.dropFirst())
    }
}

/// Splits header values of the form `value; name=value; name="quoted; value"`.
enum HeaderParameters {
    /// The pieces between semicolons that are not inside quotes.
    static func split(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
                current.append(character)
            } else if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces
    }

    /// `name=value` pieces as a dictionary; a name given twice keeps its first value.
    static func parse(_ pieces: some Sequence<String>) -> [String: String] {
        var result: [String: String] = [:]
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = piece[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = piece[piece.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
                    .replacingOccurrences(of: "\\\"", with: "\"")
                    .replacingOccurrences(of: "\\\\", with: "\\")
            }
            if result[name] == nil { result[name] = value }
        }
        return result
    }
}
