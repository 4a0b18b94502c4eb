import ArgumentParser
import DiaryKit
import DiaryKitReports
import ToolSupport

extension DiaryCommand {
    /// `diary share <id-prefix>`: the text to send when sharing an entry.
    struct ShareCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "share",
            abstract: localized(
                "Print an entry as the text to share: title, date, then body.",
                ko: "일기를 공유할 글로 출력해요: 제목, 날짜, 본문 순서예요."),
            discussion: localized(
                "JSON: {id, text}: the entry's ID and the text to share.",
                ko: "JSON: {id, text}: 일기 ID와 공유할 글."))

        @Argument(help: ArgumentHelp(EntryArgument.help, valueName: "id"))
        var idPrefix: String

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let entry = try await session.store().entry(idPrefix: idPrefix)
            let shared = session.text.shareText(for: entry)
            try session.console.emit(DiaryShareSummary(entry, text: shared)) {
                session.printDocument(shared)
            }
        }
    }
}
