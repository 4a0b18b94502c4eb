import ArgumentParser
import ToolSupport

/// `starbucks`: the Starbucks Korea app's launch flow, home and What's New, from the command line.
@main
struct StarbucksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "starbucks",
        abstract: "Sign in, see the launch event popup, the home screen and What's New of the Starbucks app.",
        discussion: """
            The sign-in and the popup's "don't show again" live in session.json and \
            event-popup.json under the data directory (--data-dir, STARBUCKS_DATA_DIR, \
            $XDG_DATA_HOME/starbucks or ~/.local/share/starbucks). The commands that read the \
            services (launch, home, whats-new, product) answer from the fixtures bundled with \
            StarbucksKit unless told otherwise: --fixtures replaces some of them from a folder, \
            --live reads the real hosts and --base-url (or --popup-base-url, --home-base-url, \
            --starbucks-base-url) reads servers of your own. The global options (--data-dir, \
            --lang, --json) go before or after the subcommand; without --lang the language \
            follows LC_ALL, LC_MESSAGES or LANG.

            Exit codes: 0 done, 1 refused (unknown product, nobody signed in), 64 usage error, \
            65 bad data (a malformed fixture or answer, a damaged state file), 69 service \
            unavailable, 74 file read or write error.
            """,
        version: WorkspaceVersion.current,
        subcommands: [
            SignInCommand.self, SignOutCommand.self, LaunchCommand.self, PopupCommand.self, HomeCommand.self,
            WhatsNewCommand.self, ProductCommand.self,
        ]
    )

    /// The global options, accepted before the subcommand as well as after it.
    @OptionGroup var options: StarbucksOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
