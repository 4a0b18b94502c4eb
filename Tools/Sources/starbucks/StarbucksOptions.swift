import ArgumentParser
import Foundation
import ToolSupport

/// Options every `starbucks` command takes, before or after the subcommand.
struct StarbucksOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Directory holding the sign-in and the popup's state (default: $STARBUCKS_DATA_DIR, else $XDG_DATA_HOME/starbucks).",
            valueName: "dir"))
    var dataDirectory: String?

    @Option(
        name: .customLong("lang"),
        help: "Language of the output: en or ko (default: from LC_ALL, LC_MESSAGES or LANG; else en).")
    var language: Language?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir needs a directory path; give one, or leave the option out.")
        }
    }
}
