import ArgumentParser
import ToolSupport

/// Options every `diary` command takes, before or after the subcommand.
struct DiaryOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The diary database file (default: $DIARY_DB, else $XDG_DATA_HOME/diary/diary.sqlite).",
            valueName: "path"))
    var database: String?

    @Option(
        name: .customLong("lang"),
        help: "Language of the output: en or ko (default: from LC_ALL, LC_MESSAGES or LANG; else en).")
    var language: Language?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--db needs a file path; give one, or leave the option out.")
        }
    }
}
