import ArgumentParser
import ToolSupport

extension ExpoCommand {
    /// `expo items`: the numbered list of exhibits.
    struct ItemsCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "items",
            abstract: "List the exhibits: number, name and one line about each.")

        @OptionGroup var options: ExpoOptions

        func run() async throws {
            let session = Session(options)
            let list = session.text.list(for: try await session.catalog())
            let console = session.console
            if console.json {
                try console.printJSON(list)
                return
            }
            session.printWrapped(list.title, style: .bold)
            session.printWrapped(list.countText, style: .dim)
            guard !list.rows.isEmpty else { return }
            console.line()
            session.printRows(list.rows, labels: session.text.labels)
        }
    }
}
