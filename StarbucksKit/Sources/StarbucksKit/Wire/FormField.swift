import Foundation

/// One `key=value` pair of an `application/x-www-form-urlencoded` body.
struct FormField: Hashable, Sendable {
    let name: String
    let value: String

    /// The characters a form key or value keeps as they are (HTML's urlencoded serializer).
    private static let unreserved: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._ ")
        return set
    }()

    /// `fields` as a form body: `a=1&b=2`, UTF-8, spaces as `+`, everything else percent-encoded.
    static func body(_ fields: [FormField]) -> Data {
        let text = fields.map { "\(encode($0.name))=\(encode($0.value))" }.joined(separator: "&")
        return Data(text.utf8)
    }

    /// The fields of a form body; `nil` when it is not UTF-8 or a pair is malformed.
    static func fields(in body: Data) -> [FormField]? {
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        if text.isEmpty { return [] }
        var fields: [FormField] = []
        for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = decode(parts[0]), let value = decode(parts[1]) else {
                return nil
            }
            fields.append(FormField(name: name, value: value))
        }
        return fields
    }

    private static func encode(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == " " {
                result += "+"
            } else if unreserved.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
            }
        }
        return result
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
