import ArgumentParser
import Foundation
import ToolSupport

/// Options every `juice-maker` command takes, before or after the subcommand.
struct JuiceMakerOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Directory holding inventory.json (default: $JUICE_MAKER_DATA_DIR, else $XDG_DATA_HOME/juice-maker).",
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

/// `--menu`, for the commands that read the menu (`menu` and `order`).
struct MenuFileOption: ParsableArguments {
    @Option(
        name: .customLong("menu"),
        help: ArgumentHelp("A custom menu file (JSON) to use instead of the classic menu.", valueName: "file")
    )
    var menuFile: String?
}
