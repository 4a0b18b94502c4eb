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
            Juice and fruit names are accepted in English or Korean, in any case.

            Exit codes: 0 done, 1 refused (out of stock, unknown name, out of bounds), \
            64 usage error, 65 bad menu or inventory file, 74 file read or write error.
            """,
        version: WorkspaceVersion.current,
        subcommands: [Menu.self, Stock.self, Order.self, Reset.self]
    )

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
