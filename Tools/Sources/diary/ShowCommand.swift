import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary show <id-prefix>`: one entry in full.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one entry in full: title, dates, weather and body.")

        @Argument(
            help: ArgumentHelp("The entry's ID, or a start of it only that entry has.", valueName: "id"))
        var idPrefix: String

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let store = try await session.store()
            let detail = session.text.detail(for: try await session.entry(idPrefix: idPrefix, in: store))
            if session.console.json {
                try session.console.printJSON(detail)
            } else {
                session.printDetail(detail)
            }
        }
    }
}
