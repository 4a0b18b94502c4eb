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

    /// This language's locale with the region the POSIX locale variables name, when the one that
    /// decides (``fromEnvironment(_:)``) names this language: `LANG=en_GB.UTF-8` gives `en_GB`
    /// (British dates and numbers), `LANG=de_DE.UTF-8` gives `en_DE` (English words, German
    /// dates and numbers), `LANG=ko_KR.UTF-8` with `--lang en` gives ``locale``.
    public func locale(in environment: [String: String]) -> Locale {
        for name in LocaleEnvironment.variables {
            guard let value = environment[name], !value.isEmpty else { continue }
            // A language we do not speak is read in English, with its region's dates and numbers
            // (`de_DE` gives `en_DE`); Korean with `--lang en` keeps English's own.
            let named = Language(posixLocale: value)
            guard named == self || (named == nil && self == .en && LocaleEnvironment.isWellFormed(value))
            else { break }
            let parts = value.prefix { $0 != "." && $0 != "@" }.split(separator: "_")
            guard parts.count == 2 else { break }
            return Locale(identifier: "\(rawValue)_\(parts[1].uppercased())")
        }
        return locale
    }

    /// The locale of this run's dates and numbers: ``current``'s, with the region the environment
    /// names for it (``locale(in:)``).
    public static let currentLocale: Locale = current.locale(in: LocaleEnvironment.values())

    /// The language of this run: `--lang` anywhere on the command line, else the environment.
    ///
    /// Help text, usage errors and messages are all chosen from it, so it is read from the raw
    /// arguments before the parser runs (the parser builds help from static text).
    public static let current: Language = resolve(
        arguments: CommandLine.arguments, environment: LocaleEnvironment.values())

    /// The language `arguments` ask for with `--lang ko` or `--lang=ko` (the last one wins), else
    /// the one `environment` names; a value that is not a language is left to the parser.
    public static func resolve(arguments: [String], environment: [String: String]) -> Language {
        var chosen: Language?
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--lang", arguments.index(after: index) < arguments.endIndex {
                let next = arguments[arguments.index(after: index)]
                if let language = Language(rawValue: next) { chosen = language }
            } else if argument.hasPrefix("--lang="),
                let language = Language(rawValue: String(argument.dropFirst("--lang=".count)))
            {
                chosen = language
            }
            index = arguments.index(after: index)
        }
        return chosen ?? fromEnvironment(environment)
    }

    /// The locale for `--lang`, or, when the flag is absent, for the language the environment names.
    public static func locale(
        for language: Language?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Locale {
        (language ?? fromEnvironment(environment)).locale(in: environment)
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

    /// `english` or `korean`, whichever is this language; Korean particles written as `을(를)`
    /// are chosen for the word before them.
    public func pick(_ english: String, _ korean: String) -> String {
        self == .ko ? KoreanParticles.resolve(korean) : english
    }
}

/// `english` or `korean`, in the language of this run (``Language/current``): the one way a CLI
/// writes its own text (help, usage errors, messages the kits do not own).
public func localized(_ english: String, ko korean: String) -> String {
    Language.current.pick(english, korean)
}
