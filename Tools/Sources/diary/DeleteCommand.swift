import ArgumentParser
import DiaryKit
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary delete <id-prefix> [--yes]`: deletes an entry once it is confirmed.
    struct DeleteCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete an entry, after asking (or at once with --yes).",
            discussion: """
                On a terminal the command asks before deleting; anything but yes keeps the entry. \
                Without a terminal to ask on, it deletes only with --yes. Exits with 1 when the \
                entry is kept.
                """)

        @Argument(
            help: ArgumentHelp("The entry's ID, or a start of it only that entry has.", valueName: "id"))
        var idPrefix: String

        @Flag(name: [.customLong("yes"), .customShort("y")], help: "Delete without asking.")
        var yes = false

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let store = try await session.store()
            let entry = try await session.entry(idPrefix: idPrefix, in: store)
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw ToolError(
                        session.text.deleteNeedsConfirmation(for: entry, option: "--yes"), status: .refused)
                }
                let confirmation = session.text.deleteConfirmation(for: entry)
                guard let answer = Console.ask(confirmation.prompt), confirmation.isConfirmed(by: answer)
                else {
                    throw ToolError(confirmation.declined, status: .refused)
                }
            }
            let deleted = try await session.run { try await store.delete(id: entry.id) }
            if session.console.json {
                try session.console.printJSON(deleted)
            } else {
                session.console.line(session.text.deleted(deleted))
            }
        }
    }
}
