import ArgumentParser
import ToolSupport

/// `diary`: write, find, show, export and import diary entries, from the command line.
@main
struct DiaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diary",
        abstract: "Keep a diary: write entries, list, search, show, edit, share, export and import them.",
        discussion: """
            Entries live in one SQLite file: --db, else $DIARY_DB, else \
            $XDG_DATA_HOME/diary/diary.sqlite (~/.local/share/diary/diary.sqlite without it). \
            Several diary commands may use the file at once. The first line of an entry's text is \
            its title, the rest its body; text comes from the command line, else from standard \
            input, else, on a terminal, from $EDITOR. Entries are picked by their ID or any start \
            of it that only one entry has (see 'diary list'). The global options (--db, --lang, \
            --json) go before or after the subcommand; without --lang the language follows \
            LC_ALL, LC_MESSAGES or LANG.

            Exit codes: 0 done, 1 refused (no such entry, an ID start shared by several entries, \
            no match, a deletion not confirmed), 64 usage error, 65 bad data (empty or non-UTF-8 \
            text, a damaged database, a file that is not an export), 74 a file that cannot be read \
            or written.
            """,
        version: WorkspaceVersion.current,
        subcommands: [
            NewCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
            SearchCommand.self, ExportCommand.self, ImportCommand.self, ShareCommand.self,
        ]
    )

    /// The global options, accepted before the subcommand as well as after it.
    @OptionGroup var options: DiaryOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
