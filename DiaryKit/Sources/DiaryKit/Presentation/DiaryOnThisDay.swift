import Foundation

/// "On this day": the entries written on today's month and day in earlier years, grouped by
/// year, newest year first, ready to show.
public struct DiaryOnThisDay: Sendable, Hashable, Encodable {
    /// One earlier year's entries.
    public struct Year: Sendable, Hashable, Encodable {
        /// The year, such as 2024.
        public let year: Int
        /// How many years before the day it is (1 for last year).
        public let yearsAgo: Int
        /// The group's heading, such as "1 year ago · 2024" or "1년 전 · 2024년".
        public let heading: String
        /// The year's entries, newest first.
        public let rows: [DiaryRow]

        /// A year's group with these values.
        public init(year: Int, yearsAgo: Int, heading: String, rows: [DiaryRow]) {
            self.year = year
            self.yearsAgo = yearsAgo
            self.heading = heading
            self.rows = rows
        }
    }

    /// The day the entries are remembered on.
    public let day: DiaryDay
    /// A title such as "On this day: November 24".
    public let title: String
    /// The earlier years that have entries, newest first.
    public let years: [Year]
    /// How many entries there are in all.
    public let totalCount: Int
    /// One line such as "3 entries written on this day in earlier years.", or the line to show
    /// instead of the groups when there are none.
    public let summary: String

    /// A page with these values.
    public init(day: DiaryDay, title: String, years: [Year], totalCount: Int, summary: String) {
        self.day = day
        self.title = title
        self.years = years
        self.totalCount = totalCount
        self.summary = summary
    }
}
