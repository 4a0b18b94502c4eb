import ArgumentParser
import DiaryKit
import DiaryKitReports
import ToolSupport

extension DiaryCommand {
    /// `diary show <id-prefix>`: one entry in full.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: localized(
                "Show one entry in full: title, dates, weather and body.",
                ko: "일기 하나를 모두 보여 줘요: 제목, 날짜, 날씨, 본문."),
            discussion: localized(
                """
                JSON: the entry {id, title, body, created, updated, weather?} with, under display, \
                the texts shown: {id, title, body, date, created, updated?, weather?, \
                weatherIconURL?, fields: [{label, value}]}.
                """,
                ko: """
                    JSON: 일기 {id, title, body, created, updated, weather?}와, display 아래에 화면에 \
                    보이는 글 {id, title, body, date, created, updated?, weather?, weatherIconURL?, \
                    fields: [{label, value}]}.
                    """))

        @Argument(help: ArgumentHelp(EntryArgument.help, valueName: "id"))
        var idPrefix: String

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let entry = try await session.store().entry(idPrefix: idPrefix)
            let detail = session.text.detail(for: entry)
            try session.console.emit(DiaryEntryReport(entry, display: .detail(detail))) {
                session.printDetail(detail)
            }
        }
    }
}
