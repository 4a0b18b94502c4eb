import Foundation

/// An independent multipart/form-data reader used to check the kit's encoder: it splits on
/// the delimiter, insists on CRLF line ends and the closing `--`, and reads part headers.
struct MultipartParser {
    struct Part {
        var headers: [String: String]
        var body: Data

        var disposition: String { headers["content-disposition"] ?? "" }
        var contentType: String? { headers["content-type"] }
    }

    enum Failure: Error, Equatable {
        case missingOpeningDelimiter
        case missingClosingDelimiter
        case missingHeaderEnd
        case badHeaderLine(String)
        case trailingBytes
    }

    static func parse(_ body: Data, boundary: String) throws -> [Part] {
        let bytes = [UInt8](body)
        let opening = Array("--\(boundary)\r\n".utf8)
        let separator = Array("\r\n--\(boundary)".utf8)
        guard bytes.starts(with: opening) else { throw Failure.missingOpeningDelimiter }
        var parts: [Part] = []
        var cursor = opening.count
        while true {
            guard let end = find(separator, in: bytes, from: cursor) else {
                throw Failure.missingClosingDelimiter
            }
            parts.append(try part(Array(bytes[cursor..<end])))
            let after = end + separator.count
            if bytes.count >= after + 4, Array(bytes[after..<(after + 4)]) == Array("--\r\n".utf8) {
                guard after + 4 == bytes.count else { throw Failure.trailingBytes }
                return parts
            }
            guard bytes.count >= after + 2, bytes[after] == 13, bytes[after + 1] == 10 else {
                throw Failure.missingClosingDelimiter
            }
            cursor = after + 2
        }
    }

    private static func part(_ bytes: [UInt8]) throws -> Part {
        guard let headerEnd = find(Array("\r\n\r\n".utf8), in: bytes, from: 0) else {
            throw Failure.missingHeaderEnd
        }
        let headerText = String(decoding: bytes[..<headerEnd], as: UTF8.self)
        var headers: [String: String] = [:]
        for line in headerText.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), !line.contains("\n"), !line.contains("\r") else {
                throw Failure.badHeaderLine(line)
            }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Part(headers: headers, body: Data(bytes[(headerEnd + 4)...]))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle {
                return index
            }
            index += 1
        }
        return nil
    }
}
