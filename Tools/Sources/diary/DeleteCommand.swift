import ArgumentParser
import DiaryKit
import DiaryKitReports
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary delete <id-prefix> [--yes]`: deletes an entry once it is confirmed.
    struct DeleteCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: localized(
                "Delete an entry, after asking (or at once with --yes).",
                ko: "일기를 물어본 뒤 지워요 (--yes를 주면 바로 지워요)."),
            discussion: localized(
                """
                On a terminal the command asks before deleting; anything but yes keeps the entry. \
                Without a terminal to ask on, it deletes only with --yes. Exits with 1 when the \
                entry is kept.

                JSON: the deleted entry {id, title, body, created, updated, weather?} and the \
                notice under message.
                """,
                ko: """
                    터미널에서는 지우기 전에 물어봐요. y나 네가 아닌 대답이면 일기를 그대로 둬요. 물어볼 \
                    터미널이 없으면 --yes가 있을 때만 지워요. 일기를 그대로 두면 1로 끝나요.

                    JSON: 지운 일기 {id, title, body, created, updated, weather?}와 message 아래의 알림.
                    """))

        @Argument(help: ArgumentHelp(EntryArgument.help, valueName: "id"))
        var idPrefix: String

        @Flag(
            name: [.customLong("yes"), .customShort("y")],
            help: ArgumentHelp(localized("Delete without asking.", ko: "묻지 않고 지워요.")))
        var yes = false

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            try session.refuseIfReadOnly()
            // Found and confirmed before the file is opened for writing, which changes its
            // bytes: a refusal leaves it as it was.
            let entry = try await session.store().entry(idPrefix: idPrefix)
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw ToolError(
                        session.text.deleteNeedsConfirmation(for: entry, option: "--yes"), status: .refused)
                }
                let confirmation = session.text.terminalDeleteQuestion(for: entry)
                guard let answer = Console.ask(confirmation.prompt), confirmation.isConfirmed(by: answer)
                else {
                    throw ToolError(confirmation.declined, status: .refused)
                }
            }
            let deleted = try await session.storeForWriting().delete(id: entry.id)
            let message = session.text.deleted(deleted)
            try session.console.emit(DiaryEntryReport(deleted, message: message)) {
                session.console.line(message)
            }
        }
    }
}
