import ArgumentParser
import ToolSupport

/// `open-market`: list, show, create, edit and delete Open Market products, and run the local
/// server.
@main
struct OpenMarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open-market",
        abstract: "Browse and sell on an Open Market server, or run a local one.",
        discussion: """
            The server is --server, else $OPEN_MARKET_SERVER, else the local server's default \
            address (http://127.0.0.1:8080); its API generation is --generation, else \
            $OPEN_MARKET_GENERATION, else marketTraining. Selling (create, update, delete) needs \
            the vendor's identifier (--vendor or $OPEN_MARKET_VENDOR) and password \
            ($OPEN_MARKET_PASSWORD, or one line on standard input with --password-stdin; never \
            on the command line). The global options go before or after the subcommand; \
            without --lang the language follows LC_ALL, LC_MESSAGES or LANG.

            Exit codes: 0 done, 1 refused by the server (401, 403, 404), 64 usage error, \
            65 invalid input, 69 server unreachable or failing (5xx), 74 local file error.
            """,
        version: WorkspaceVersion.current,
        subcommands: [
            HealthCommand.self, ListCommand.self, ShowCommand.self, CreateCommand.self, UpdateCommand.self,
            DeleteCommand.self, ServeCommand.self,
        ]
    )

    /// The options every command takes, accepted before the subcommand as well as after it.
    @OptionGroup var generation: GenerationOption
    /// The client commands' options, accepted before the subcommand as well.
    @OptionGroup var options: ClientOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
