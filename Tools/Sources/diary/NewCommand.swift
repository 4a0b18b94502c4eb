import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary new [TEXT]`: writes an entry and prints its ID.
    struct NewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Write a new entry and print its ID (with --json, the whole entry).",
            discussion: """
                The first line of the text is the title, the rest the body. Without TEXT, the text \
                is read from standard input (all of it, as UTF-8), or, when standard input is a \
                terminal, written in the editor $EDITOR names. Blank text is never saved.
                """)

        @Argument(
            help: ArgumentHelp(
                "The entry's text; several words are joined by spaces.", valueName: "text"))
        var words: [String] = []

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let typed = try TextInput(session: session).read(words: words)
            // Checked before the database is opened, so blank text leaves no file behind.
            guard DiaryEntry.split(typed) != nil else { throw session.failure(DiaryStoreError.emptyEntry) }
            let store = try await session.store()
            let entry = try await session.run { try await store.create(text: typed) }
            if session.console.json {
                try session.console.printJSON(entry)
            } else {
                session.console.line(entry.id.uuidString.lowercased())
            }
        }
    }
}
