import ArgumentParser
import ToolSupport

extension ExpoCommand {
    /// `expo item <name-or-number>`: one exhibit's whole story.
    struct ItemCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "item",
            abstract: "Show one exhibit's description, by its number in the list or by its name.",
            discussion: """
                The exhibit is named by its number in 'expo items' (1 to 13 for the bundled \
                catalog), or by its name in English or Korean, or its image name, or a part of one \
                of these that only one exhibit has ("jikji", "직지", "tripitaka", "gat").
                """)

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The exhibit's number or (part of) its name.", valueName: "name-or-number"))
        var query: [String] = []

        @OptionGroup var options: ExpoOptions

        func validate() throws {
            // Unrecognized words are taken so that `expo item -1` is a number out of range, not an
            // unknown option; a word that is an option and not a number still is an error.
            if let option = query.first(where: { $0.hasPrefix("-") && Int($0) == nil && $0.count > 1 }) {
                let shown = String(
                    String.UnicodeScalarView(
                        option.unicodeScalars.filter {
                            ![.control, .format].contains($0.properties.generalCategory)
                        }))
                throw ValidationError("Unknown option '\(shown)'.")
            }
        }

        func run() async throws {
            let session = Session(options)
            let catalog = try await session.catalog()
            let index = try await session.index(of: catalog)
            let match = try await session.run { try index.lookup(query.joined(separator: " ")) }
            let detail = session.text.detail(for: match, of: catalog.items.count)
            let console = session.console
            if console.json {
                try console.printJSON(detail)
                return
            }
            session.printWrapped(detail.title, style: .bold)
            session.printWrapped(detail.positionText, style: .dim)
            session.printWrapped(detail.shortDescription)
            if !detail.paragraphs.isEmpty {
                console.line()
                session.printParagraphs(detail.paragraphs)
            }
        }
    }
}
