import ArgumentParser
import ToolSupport

/// Options every `expo` command takes, before or after the subcommand.
struct ExpoOptions: ParsableArguments {
    @Option(
        name: [.customLong("data"), .customLong("data-dir")],
        help: ArgumentHelp(
            "A folder holding the original app's exposition_universelle_1900.json and items.json, "
                + "read instead of the bundled catalog.",
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
            throw ValidationError("--data needs a folder path; give one, or leave the option out.")
        }
    }
}
