import ArgumentParser
import Foundation

/// The languages the CLIs speak, chosen with `--lang` or, without it, from the environment.
public enum Language: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// English.
    case en
    /// Korean.
    case ko

    /// A locale for this language.
    public var locale: Locale {
        switch self {
        case .en: Locale(identifier: "en_US")
        case .ko: Locale(identifier: "ko_KR")
        }
    }

    /// The locale for `--lang`, or, when the flag is absent, for the language the environment names.
    public static func locale(
        for language: Language?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Locale {
        (language ?? fromEnvironment(environment)).locale
    }

    /// The language the POSIX locale variables name, read in POSIX order: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; the first one set to a non-empty value decides.
    ///
    /// `Locale.current` ignores these variables on Linux, so they are read here. Unset, `C`,
    /// `POSIX`, a language we do not speak, or a malformed value all mean English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in LocaleEnvironment.variables {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(posixLocale: value) ?? .en
        }
        return .en
    }

    /// The language of a POSIX locale name such as `ko_KR.UTF-8`; `nil` for `C`, `POSIX`, a
    /// language we do not speak, or a name that is not well formed.
    public init?(posixLocale value: String) {
        guard LocaleEnvironment.isWellFormed(value) else { return nil }
        let code = value.prefix { $0.isASCII && $0.isLetter }.lowercased()
        guard let language = Language(rawValue: code) else { return nil }
        self = language
    }
}
