import ArgumentParser
import DiaryKit
import DiaryKitReports
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary on-this-day [--date DAY]`: the entries written on this month and day in earlier
    /// years, newest year first.
    struct OnThisDayCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "on-this-day",
            abstract: localized(
                "Show what you wrote on this month and day in earlier years, newest year first.",
                ko: "예전 해의 같은 달 같은 날에 쓴 일기를 최근 해부터 보여 줘요."),
            discussion: localized(
                """
                The day is today in the machine's time zone (TZ), or --date. Entries written on \
                February 29 come back on February 29 in leap years and on February 28 in other \
                years. Finding nothing is not an error: the command says so and exits with 0.

                JSON: {date, title, totalCount, summary, years: [{year, yearsAgo, heading, \
                entries: [entry with its row under display]}]}.
                """,
                ko: """
                    날짜는 이 컴퓨터 시간대(TZ)의 오늘이에요. --date로 바꿀 수 있어요. 2월 29일에 쓴 일기는 \
                    윤년에는 2월 29일에, 다른 해에는 2월 28일에 다시 보여 줘요. 찾은 일기가 없어도 오류가 \
                    아니에요: 없다고 말하고 0으로 끝나요.

                    JSON: {date, title, totalCount, summary, years: [{year, yearsAgo, heading, \
                    entries: [display 아래에 목록 줄이 있는 일기]}]}.
                    """))

        @Option(
            name: .customLong("date"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "The day to remember instead of today: YYYY-MM-DD, today or yesterday.",
                    ko: "오늘 대신 돌아볼 날: YYYY-MM-DD, today, yesterday."),
                valueName: "day"))
        var date: String?

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let timeZone = TimeZone.current
            let day =
                try date.map { try DiaryDay(parsing: $0, timeZone: timeZone) }
                ?? DiaryDay(Date(), timeZone: timeZone)
            let entries = try await session.store().entries(onThisDay: day, timeZone: timeZone)
            let found = session.text.onThisDay(entries, day: day)
            let data = DiaryOnThisDayReport(found, entries: entries)
            let console = session.console
            try console.emit(data) {
                console.line(console.styled(found.title, .bold))
                for year in found.years {
                    console.line()
                    console.line(console.styled(year.heading, .bold))
                    session.printRows(year.rows)
                }
                console.line()
                console.line(console.styled(found.summary, .dim))
            }
        }
    }
}
