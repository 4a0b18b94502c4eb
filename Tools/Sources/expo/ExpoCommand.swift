import ArgumentParser
import ToolSupport

/// `expo`: the 1900 Paris exposition and its Korean exhibits, from the command line.
@main
struct ExpoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expo",
        abstract: "The 1900 Paris world exposition and the Korean Empire's thirteen exhibits.",
        discussion: """
            Shows the exposition's poster, the list of exhibits and each exhibit's story, finds \
            exhibits by name in English or Korean, and exports everything as Markdown or as a small \
            HTML site. The catalog is the one bundled in English and Korean, or the original app's \
            two files from the folder --data names. The global options (--data, --lang, --json) go \
            before or after the subcommand; without --lang the language follows LC_ALL, LC_MESSAGES \
            or LANG. Text is wrapped to $COLUMNS, else to the terminal's width, else to 80 columns.

            Exit codes: 0 done, 1 no such exhibit (or no match), 64 usage error, 65 a data file \
            that is not in the original format, 74 a file or folder that cannot be read or written.
            """,
        version: WorkspaceVersion.current,
        subcommands: [
            PosterCommand.self, ItemsCommand.self, ItemCommand.self, SearchCommand.self, ExportCommand.self,
        ]
    )

    /// The global options, accepted before the subcommand as well as after it.
    @OptionGroup var options: ExpoOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
