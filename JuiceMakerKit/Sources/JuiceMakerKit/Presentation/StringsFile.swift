import Foundation

/// Reads a `Localizable.strings` table.
///
/// The text form (`"key" = "value";` with comments), as SwiftPM copies it on
/// Linux, is read by a small scanner that is much quicker at start-up than the
/// property-list parser; anything else (the binary form Xcode and SwiftPM
/// produce on Apple platforms) goes through `PropertyListSerialization`.
enum StringsFile {
    /// The table in `data`; empty when it cannot be read.
    static func parse(_ data: Data) -> [String: String] {
        if let table = scanText(data) { return table }
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        return plist as? [String: String] ?? [:]
    }

    /// Scans the text form; `nil` when the data is not in it.
    static func scanText(_ data: Data) -> [String: String]? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        var scalars = Array(text.unicodeScalars)[...]
        var table: [String: String] = [:]
        while true {
            skipSpaceAndComments(&scalars)
            guard let first = scalars.first else { return table }
            guard first == "\"", let key = quoted(&scalars) else { return nil }
            skipSpaceAndComments(&scalars)
            guard scalars.popFirst() == "=" else { return nil }
            skipSpaceAndComments(&scalars)
            guard scalars.first == "\"", let value = quoted(&scalars) else { return nil }
            skipSpaceAndComments(&scalars)
            guard scalars.popFirst() == ";" else { return nil }
            table[key] = value
        }
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private static func skipSpaceAndComments(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let first = scalars.first {
            if first.properties.isWhitespace {
                scalars.removeFirst()
            } else if first == "/", scalars.dropFirst().first == "*" {
                scalars.removeFirst(2)
                while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") {
                    scalars.removeFirst()
                }
                scalars = scalars.dropFirst(2)
            } else if first == "/", scalars.dropFirst().first == "/" {
                while let next = scalars.first, next != "\n" { scalars.removeFirst() }
            } else {
                return
            }
        }
    }

    /// Reads a quoted string with `\\"`, `\\\\`, `\\n`, `\\t` and `\\U`/`\\u` escapes.
    private static func quoted(_ scalars: inout ArraySlice<Unicode.Scalar>) -> String? {
        scalars.removeFirst()
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                return String(result)
            case "\\":
                guard let escaped = scalars.popFirst() else { return nil }
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "u", "U":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(4)))
                    guard digits.count == 4, let value = UInt32(digits, radix: 16),
                        let decoded = Unicode.Scalar(value)
                    else { return nil }
                    scalars.removeFirst(4)
                    result.append(decoded)
                default: result.append(escaped)
                }
            default:
                result.append(scalar)
            }
        }
        return nil
    }
}
