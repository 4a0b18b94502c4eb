import ArgumentParser
import Foundation

/// `--lang` and `--json`: the options every command of every CLI takes, before or after the
/// subcommand (declare the group on the root command and on each subcommand).
public struct OutputOptions: ParsableArguments, Sendable {
    /// The language asked for with `--lang`; the run's language is ``Language/current``.
    @Option(
        name: .customLong("lang"), parsing: .unconditional,
        help: LanguageOption.help)
    public var language: Language?

    /// Whether the output is JSON data for programs.
    @Flag(name: .customLong("json"), help: OutputOptions.jsonHelp)
    public var json = false

    /// The help of `--json`, written once (the parser makes the group several times while it
    /// parses).
    static let jsonHelp = ArgumentHelp(
        localized(
            "Print JSON data for programs (ids, raw numbers, ISO 8601 dates) instead of text.",
            ko: "글 대신 프로그램이 읽을 JSON 데이터(아이디, 가공하지 않은 숫자, ISO 8601 날짜)를 출력해요."))

    /// The options with their defaults (the parser fills them in).
    public init() {}

    /// The locale of the run: `--lang`, else the environment (with the region it names).
    public var locale: Locale { (language ?? Language.current).locale(in: LocaleEnvironment.values()) }

    /// The console the run writes to.
    public var console: Console { Console(json: json) }
}

/// `--lang` alone, for a command that speaks but prints no data (a server): it takes no `--json`.
public struct LanguageOption: ParsableArguments, Sendable {
    /// The help of `--lang`, the same wherever the option appears (written once: the parser
    /// makes the option's group several times while it parses).
    static let help = ArgumentHelp(
        localized(
            "Language of the output: en or ko (default: from LC_ALL, LC_MESSAGES or LANG; else en).",
            ko: "출력 언어: en 또는 ko (기본값: LC_ALL, LC_MESSAGES, LANG 순서로 읽고, 없으면 en)."),
        valueName: "lang")

    /// The language asked for with `--lang`; the run's language is ``Language/current``.
    @Option(name: .customLong("lang"), parsing: .unconditional, help: LanguageOption.help)
    public var language: Language?

    /// The option with its default (the parser fills it in).
    public init() {}

    /// The locale of the run: `--lang`, else the environment (with the region it names).
    public var locale: Locale { (language ?? Language.current).locale(in: LocaleEnvironment.values()) }
}

/// `--data-dir`: where a CLI keeps its state, for the CLIs that keep one.
public struct DataDirectoryOption: ParsableArguments, Sendable {
    /// The help of `--data-dir`, written once (the parser makes the option's group several times
    /// while it parses).
    static let help = ArgumentHelp(
        localized(
            "Folder holding the tool's data (default: $\(DataDirectory.variable(for: ToolName.current)), else $XDG_DATA_HOME/\(ToolName.current), else ~/.local/share/\(ToolName.current)).",
            ko:
                "도구의 데이터를 두는 폴더 (기본값: $\(DataDirectory.variable(for: ToolName.current)), 없으면 $XDG_DATA_HOME/\(ToolName.current), 없으면 ~/.local/share/\(ToolName.current))."
        ),
        valueName: "dir")

    /// The folder given with `--data-dir`.
    @Option(name: .customLong("data-dir"), parsing: .unconditional, help: DataDirectoryOption.help)
    public var path: String?

    /// The option with its default (the parser fills it in).
    public init() {}

    /// Refuses an empty `--data-dir`.
    public func validate() throws {
        if let path, path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(
                localized(
                    "--data-dir needs a folder path; give one, or leave the option out.",
                    ko: "--data-dir에는 폴더 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
        }
    }

    /// The folder for `tool`: `--data-dir`, else `$<TOOL>_DATA_DIR`, else the XDG default.
    public func resolve(tool: String) -> URL {
        DataDirectory.resolve(flag: path, variable: DataDirectory.variable(for: tool), tool: tool)
    }
}

/// The name the CLI was started as (`juice-maker`), for help text that names its own variables.
public enum ToolName {
    /// The last path component of the program's path.
    public static let current: String = {
        let path = CommandLine.arguments.first ?? "tool"
        return path.split(separator: "/").last.map(String.init) ?? path
    }()
}
