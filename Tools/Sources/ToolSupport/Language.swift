import ArgumentParser
import Foundation

/// The languages the CLIs speak, chosen with `--lang`.
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

    /// The locale for `--lang`, or the process's current one when the flag is absent.
    public static func locale(for language: Language?) -> Locale {
        language?.locale ?? .current
    }
}
