import ArgumentParser
import DiaryKit
import DiaryKitReports
import ToolSupport

extension DiaryCommand {
    /// `diary search <text> [--from DAY] [--to DAY] [--on DAY] [--page N] [--per-page N]`: the
    /// entries holding every word, best first.
    struct SearchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: localized(
                "Find entries by words of their title or body, in English or Korean, best first.",
                ko: "제목이나 본문의 낱말로 일기를 찾아요. 영어와 한국어 모두 되고, 잘 맞는 것부터 보여 줘요."),
            discussion: localized(
                """
                An entry matches when it has every word. Korean words match inside longer words \
                (일기 finds 일기장을); English words match their other forms (rain finds raining). \
                Quotes, *, - and words like NEAR are searched for as they are. Every match is \
                ranked (words in the title count more) and can be reached page by page; \
                totalCount counts them all. --from, --to and --on keep the entries written on \
                those days (inclusive). Exits with 1 when none matches or the page is past the end.

                JSON: {query, page, perPage, pageCount, totalCount, from?, to?, summary, entries: [entry with \
                its row under display]}.
                """,
                ko: """
                    모든 낱말이 들어 있는 일기가 맞는 일기예요. 한국어 낱말은 더 긴 낱말 안에서도 찾고 \
                    (일기로 일기장을 찾아요), 영어 낱말은 다른 형태도 찾아요(rain으로 raining을 찾아요). \
                    따옴표, *, -, NEAR 같은 낱말도 글자 그대로 찾아요. 맞는 일기 모두에 순위를 매기고 \
                    (제목에 있는 낱말이 더 중요해요) 쪽을 넘겨 모두 볼 수 있어요. totalCount는 맞는 일기 \
                    전부의 수예요. --from, --to, --on을 주면 그 날들(양 끝 포함)에 쓴 일기만 찾아요. 맞는 \
                    일기가 없거나 끝을 넘은 쪽이면 1로 끝나요.

                    JSON: {query, page, perPage, pageCount, totalCount, from?, to?, summary, entries: [display \
                    아래에 목록 줄이 있는 일기]}.
                    """))

        @Argument(
            help: ArgumentHelp(localized("The words to look for.", ko: "찾을 낱말."), valueName: "text"))
        var words: [String]

        @OptionGroup var dates: DateOptions
        @OptionGroup var paging: PageOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let query = words.joined(separator: " ")
            // Nothing to see (only spaces, or control and direction characters) is no query.
            guard !TerminalText.safe(query).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ToolError(session.text.searchNeedsText(), status: .usage)
            }
            let page = try paging.diaryPage()
            let filter = try dates.filter()
            let found = try await session.store().search(query, page: page, dates: filter)
            let results = session.text.searchResults(found, for: query, dates: filter)
            if let pastEnd = results.pastEndMessage { throw ToolError(pastEnd, status: .refused) }
            let data = DiaryPageReport(results, entries: found.entries, page: page, dates: filter)
            let console = session.console
            try console.emit(data) {
                guard !found.entries.isEmpty else { return }
                console.line(console.styled(results.summary, .bold))
                console.line()
                session.printRows(results.rows)
                if let pageSummary = results.pageSummary {
                    console.line()
                    console.line(console.styled(pageSummary, .dim))
                }
            }
            if found.entries.isEmpty { throw ToolError(results.summary, status: .refused) }
        }
    }
}
