import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary share <id-prefix>`: the text to send when sharing an entry.
    struct ShareCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "share",
            abstract: "Print an entry as the text to share: title, date, then body.")

        @Argument(
            help: ArgumentHelp("The entry's ID, or a start of it only that entry has.", valueName: "id"))
        var idPrefix: String

        @OptionGroup var options: DiaryOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let id: String
            let text: String
        }

        func run() async throws {
            let session = Session(options)
            let store = try await session.store()
            let entry = try await session.entry(idPrefix: idPrefix, in: store)
            let shared = session.text.shareText(for: entry)
            if session.console.json {
                try session.console.printJSON(Answer(id: entry.id.uuidString.lowercased(), text: shared))
            } else {
                session.printDocument(shared)
            }
        }
    }
}
