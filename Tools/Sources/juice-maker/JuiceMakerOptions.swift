import ArgumentParser
import ToolSupport

/// Options every `juice-maker` command takes.
struct JuiceMakerOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Directory holding inventory.json (default: $JUICE_MAKER_DATA_DIR, else $XDG_DATA_HOME/juice-maker).",
            valueName: "dir"))
    var dataDirectory: String?

    @Option(
        name: .customLong("menu"),
        help: ArgumentHelp("A custom menu file (JSON) to use instead of the classic menu.", valueName: "file")
    )
    var menuFile: String?

    @Option(name: .customLong("lang"), help: "Language of the output: en or ko (default: the system's).")
    var language: Language?

    @Flag(help: "Print JSON instead of text.")
    var json = false
}
