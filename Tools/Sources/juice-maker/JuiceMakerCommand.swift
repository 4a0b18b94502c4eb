import ArgumentParser
import ToolSupport

/// `juice-maker`: sell juices and keep the fruit stock, from the command line.
@main
struct JuiceMakerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juice-maker",
        abstract: "Sell juices and keep the fruit stock.",
        discussion: """
            The stock lives in inventory.json under the data directory (--data-dir, \
            JUICE_MAKER_DATA_DIR, $XDG_DATA_HOME/juice-maker or ~/.local/share/juice-maker). \
            Juice and fruit names are accepted in English or Korean, in any case. The global \
            options (--data-dir, --lang, --json) go before or after the subcommand; without \
            --lang the language follows LC_ALL, LC_MESSAGES or LANG.

            Exit codes: 0 done, 1 refused (out of stock, unknown name, out of bounds), \
            64 usage error, 65 bad menu or inventory file, 74 file read or write error.
            """,
        version: WorkspaceVersion.current,
        subcommands: [MenuCommand.self, StockCommand.self, OrderCommand.self, ResetCommand.self]
    )

    /// The global options, accepted before the subcommand as well as after it.
    @OptionGroup var options: JuiceMakerOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
