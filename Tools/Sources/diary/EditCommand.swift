import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary edit <id-prefix> [TEXT]`: replaces an entry's text.
    struct EditCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Replace an entry's title and body; its ID and date stay.",
            discussion: """
                The new text's first line is the title, the rest the body. Without TEXT, it is \
                read from standard input, or, when standard input is a terminal, edited in the \
                editor $EDITOR names, which opens on the entry's current text.
                """)

        @Argument(
            help: ArgumentHelp("The entry's ID, or a start of it only that entry has.", valueName: "id"))
        var idPrefix: String

        @Argument(help: ArgumentHelp("The new text; several words are joined by spaces.", valueName: "text"))
        var words: [String] = []

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let store = try await session.store()
            let entry = try await session.entry(idPrefix: idPrefix, in: store)
            let typed = try TextInput(session: session).read(words: words, draft: entry.text)
            let edited = try await session.run { try await store.update(id: entry.id, text: typed) }
            if session.console.json {
                try session.console.printJSON(edited)
            } else {
                session.console.line(session.text.updated(edited))
            }
        }
    }
}
