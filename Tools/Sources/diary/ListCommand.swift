import ArgumentParser
import DiaryKit
import DiaryKitReports
import ToolSupport

extension DiaryCommand {
    /// `diary list [--from DAY] [--to DAY] [--on DAY] [--page N] [--per-page N]`: one page of
    /// entries, newest first.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: localized(
                "List the entries, newest first, one page at a time.",
                ko: "일기 목록을 최신순으로 한 쪽씩 보여 줘요."),
            discussion: localized(
                """
                Each row shows the start of the entry's ID, its date, its title and the first \
                words of its body. --from, --to and --on keep the entries written on those days \
                (inclusive). Exits with 1 for a page past the end of the list.

                JSON: {page, perPage, pageCount, totalCount, from?, to?, summary, entries: [entry with its \
                row under display: {id, shortID, title, date, relativeDay?, day, preview, \
                weather?}]}.
                """,
                ko: """
                    줄마다 일기 ID 앞부분, 날짜, 제목, 본문 첫 낱말들을 보여 줘요. --from, --to, --on을 주면 \
                    그 날들(양 끝 포함)에 쓴 일기만 보여 줘요. 목록 끝을 넘은 쪽을 고르면 1로 끝나요.

                    JSON: {page, perPage, pageCount, totalCount, from?, to?, summary, entries: [display 아래에 \
                    목록 줄 {id, shortID, title, date, relativeDay?, day, preview, weather?}이 있는 일기]}.
                    """))

        @OptionGroup var dates: DateOptions
        @OptionGroup var paging: PageOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let page = try paging.diaryPage()
            let filter = try dates.filter()
            let store = try session.store()
            let entries = try await store.entries(page: page, dates: filter)
            let total = try await store.count(dates: filter)
            let list = session.text.listPage(entries, page: page, totalCount: total, dates: filter)
            if entries.isEmpty && total > 0 {
                throw ToolError(list.emptyMessage ?? list.summary, status: .refused)
            }
            let data = DiaryPageReport(list, entries: entries, page: page, dates: filter)
            let console = session.console
            try console.emit(data) {
                if let empty = list.emptyMessage {
                    console.line(empty)
                    return
                }
                session.printRows(list.rows)
                console.line()
                console.line(console.styled(list.summary, .dim))
            }
        }
    }
}
