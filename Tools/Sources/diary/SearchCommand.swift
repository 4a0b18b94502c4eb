import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary search <text>`: the entries holding every word, best first.
    struct SearchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Find entries by words of their title or body, in English or Korean, best first.",
            discussion: """
                An entry matches when it has every word. Korean words match inside longer words \
                (일기 finds 일기장을); English words match their other forms (rain finds raining). \
                Quotes, *, - and words like NEAR are searched for as they are. Shows at most 50 \
                entries; exits with 1 when none matches.
                """)

        @Argument(help: ArgumentHelp("The words to look for.", valueName: "text"))
        var words: [String]

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let query = words.joined(separator: " ")
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ToolError(session.text.searchNeedsText(), status: .usage)
            }
            let store = try await session.store()
            let found = try await session.run { try await store.search(query) }
            let results = session.text.searchResults(found, for: query)
            let console = session.console
            if console.json {
                try console.printJSON(results)
            } else if !found.isEmpty {
                console.line(console.styled(results.summary, .bold))
                console.line()
                session.printRows(results.rows)
            }
            if found.isEmpty { throw ToolError(results.summary, status: .refused) }
        }
    }
}
