import DiaryKit
import Foundation

/// "On this day" as data for programs (a tool's `--json`): the day remembered (`YYYY-MM-DD`), the
/// title and summary lines a screen shows, and the earlier years' entries grouped by year, newest
/// year first, each entry a ``DiaryEntryReport`` with its list row as `display`.
///
/// The keys are `date, title, totalCount, summary, years: [{year, yearsAgo, heading, entries}]`.
///
/// ```swift
/// let entries = try await store.entries(onThisDay: day, timeZone: .current)
/// let report = DiaryOnThisDayReport(text.onThisDay(entries, day: day), entries: entries)
/// ```
public struct DiaryOnThisDayReport: Sendable, Hashable, Encodable {
    /// One earlier year's entries.
    public struct Year: Sendable, Hashable, Encodable {
        /// The year, such as 2024.
        public let year: Int
        /// How many years before the day it is (1 for last year).
        public let yearsAgo: Int
        /// The heading shown above the year's rows.
        public let heading: String
        /// The year's entries, newest first, each with its row as `display`.
        public let entries: [DiaryEntryReport]
    }

    /// The day the entries are remembered on.
    public let date: DiaryDay
    /// The title line.
    public let title: String
    /// How many entries there are in all.
    public let totalCount: Int
    /// The summary line.
    public let summary: String
    /// The years that have entries, newest first.
    public let years: [Year]

    /// The data of `shown`: each of its rows with the entry of `entries` it shows (a row whose
    /// entry is not in `entries` is left out).
    public init(_ shown: DiaryOnThisDay, entries: [DiaryEntry]) {
        var byID: [String: DiaryEntry] = [:]
        for entry in entries { byID[entry.id.uuidString.lowercased()] = entry }
        date = shown.day
        title = shown.title
        totalCount = shown.totalCount
        summary = shown.summary
        years = shown.years.map { year in
            Year(
                year: year.year, yearsAgo: year.yearsAgo, heading: year.heading,
                entries: year.rows.compactMap { row in
                    byID[row.id].map { DiaryEntryReport($0, display: .row(row)) }
                })
        }
    }
}
