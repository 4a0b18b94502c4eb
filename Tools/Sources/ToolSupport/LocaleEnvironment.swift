import Foundation

/// The POSIX locale variables, checked before anything asks ICU for a locale.
///
/// ICU reads `LC_ALL`, `LC_MESSAGES` and `LANG` for its default locale, and a malformed value (a
/// language part of a dozen letters, such as `zzzzzzzzzzzz`) crashes it inside any number or
/// date formatting, even one given an explicit locale. ``sanitize()`` replaces such values with
/// `C` so that no environment can crash a CLI.
public enum LocaleEnvironment {
    /// The variables that name the message language, in the order POSIX reads them.
    public static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Whether `value` is a locale name of the POSIX form `language[_territory][.codeset][@modifier]`
    /// (language: 2 to 8 letters), or `C` / `POSIX` with an optional codeset.
    public static func isWellFormed(_ value: String) -> Bool {
        var rest = Substring(value)
        if let at = rest.firstIndex(of: "@") {
            let modifier = rest[rest.index(after: at)...]
            guard (1...32).contains(modifier.count), modifier.allSatisfy(isNameCharacter) else {
                return false
            }
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") {
            let codeset = rest[rest.index(after: dot)...]
            guard (1...32).contains(codeset.count), codeset.allSatisfy(isNameCharacter) else { return false }
            rest = rest[..<dot]
        }
        if rest == "C" || rest == "POSIX" { return true }
        let parts = rest.split(separator: "_", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let language = parts.first,
            (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        if parts.count == 2 {
            let territory = parts[1]
            guard (2...8).contains(territory.count),
                territory.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return false }
        }
        return true
    }

    /// The values of ``variables`` that are set, read one by one (not the whole environment).
    public static func values() -> [String: String] {
        var values: [String: String] = [:]
        for name in variables { if let raw = getenv(name) { values[name] = String(cString: raw) } }
        return values
    }

    /// Replaces every malformed locale variable of this process with `C`, before ICU reads it.
    public static func sanitize() {
        for name in variables {
            guard let raw = getenv(name) else { continue }
            let value = String(cString: raw)
            if !value.isEmpty && !isWellFormed(value) { setenv(name, "C", 1) }
        }
    }

    /// Letters, digits, `-` and `_`.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII
            && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
