import Foundation

/// The parts of swift-argument-parser's help that the commands do not write themselves
/// (section headings, the built-in `--help` and `--version` lines, default values), in the
/// user's language.
///
/// The commands' own abstracts, discussions and option help are already in that language
/// (written with ``localized(_:ko:)``).
public enum HelpText {
    /// The parser's fixed phrases and their Korean.
    static let korean: [(String, String)] = [
        ("OVERVIEW: ", "개요: "),
        ("USAGE: ", "사용법: "),
        ("ARGUMENTS:", "인자:"),
        ("OPTIONS:", "옵션:"),
        ("SUBCOMMANDS:", "하위 명령:"),
        ("Show help information.", "도움말을 보여 줍니다."),
        ("Show the version.", "버전을 보여 줍니다."),
        ("(default: ", "(기본값: "),
        ("(values: ", "(값: "),
        (" (default)", " (기본)"),
        ("<subcommand>' for detailed help.", "<subcommand>'에서 자세한 도움말을 보세요."),
        ("  See '", "  '"),
    ]

    /// `text` (a help or usage message of the parser) in `language`.
    public static func translate(_ text: String, to language: Language) -> String {
        guard language == .ko else { return text }
        var result = text
        for (english, korean) in korean {
            result = result.replacingOccurrences(of: english, with: korean)
        }
        return result
    }
}
