import ArgumentParser
import DiaryKit
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary import FILE`: adds the entries of an export or of the original app's sample file.
    struct ImportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Add the entries of a JSON export, or of the original app's sample file.",
            discussion: """
                Reads the JSON that 'diary export' writes, or a JSON array of title, body \
                and created_at (Unix seconds). Entries the diary already has are left as they are, \
                so importing a file twice adds nothing the second time. All or nothing: a file \
                with one bad entry adds none.
                """)

        @Argument(help: ArgumentHelp("The file to import.", valueName: "file"))
        var file: String

        @OptionGroup var options: DiaryOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let insertedCount: Int
            let skippedCount: Int
            let message: String
        }

        func run() async throws {
            let session = Session(options)
            // Read and checked before the database is opened: a bad file changes nothing.
            let entries = try await session.run {
                try DiaryImporter().entries(contentsOf: URL(fileURLWithPath: file))
            }
            let store = try await session.store()
            let report = try await session.run { try await store.importEntries(entries) }
            let message = session.text.imported(report)
            if session.console.json {
                try session.console.printJSON(
                    Answer(
                        insertedCount: report.insertedCount, skippedCount: report.skippedCount,
                        message: message))
            } else {
                session.console.line(message)
            }
        }
    }
}
