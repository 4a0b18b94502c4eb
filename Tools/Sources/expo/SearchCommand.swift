import ArgumentParser
import ExpoKit
import ToolSupport

extension ExpoCommand {
    /// `expo search <text>`: the exhibits whose name holds the text.
    struct SearchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Find exhibits by name, in English or Korean, or by image name.",
            discussion: """
                Exact names come first, then names holding the text, ignoring case and accents. \
                Exits with 1 when no exhibit matches.
                """)

        @Argument(help: ArgumentHelp("The text to look for.", valueName: "text"))
        var words: [String] = []

        @OptionGroup var options: ExpoOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let query: String
            let heading: String
            let matches: [ExhibitRow]
        }

        func run() async throws {
            let session = Session(options)
            let query = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !query.isEmpty else { throw session.failure(LookupError.emptyQuery) }
            let index = try await session.index(of: try await session.catalog())
            let rows = session.text.rows(for: index.search(query))
            let heading = session.text.searchHeading(for: query, count: rows.count)
            let console = session.console
            if console.json {
                try console.printJSON(Answer(query: query, heading: heading, matches: rows))
            } else if !rows.isEmpty {
                session.printWrapped(heading, style: .bold)
                console.line()
                session.printRows(rows, labels: session.text.labels)
            }
            if rows.isEmpty {
                throw ToolError(session.text.noMatches(for: query), status: .refused)
            }
        }
    }
}
