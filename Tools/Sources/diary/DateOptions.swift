import ArgumentParser
import DiaryKit
import Foundation
import ToolSupport

/// `--from`, `--to` and `--on`: which days' entries a command shows, as days of the machine's
/// time zone (`TZ`).
struct DateOptions: ParsableArguments {
    /// The first day shown.
    @Option(
        name: .customLong("from"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Only entries written on or after this day: YYYY-MM-DD, today or yesterday.",
                ko: "이날이나 그 뒤에 쓴 일기만: YYYY-MM-DD, today, yesterday."),
            valueName: "day"))
    var from: String?

    /// The last day shown.
    @Option(
        name: .customLong("to"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Only entries written on or before this day: YYYY-MM-DD, today or yesterday.",
                ko: "이날이나 그 전에 쓴 일기만: YYYY-MM-DD, today, yesterday."),
            valueName: "day"))
    var to: String?

    /// The one day shown.
    @Option(
        name: .customLong("on"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Only entries written on this day: YYYY-MM-DD, today or yesterday.",
                ko: "이날 쓴 일기만: YYYY-MM-DD, today, yesterday."),
            valueName: "day"))
    var on: String?

    /// The filter the options describe, checked by the kit (a day that is not one, a first day
    /// after the last); `--on` goes alone.
    func filter(now: Date = Date(), timeZone: TimeZone = .current) throws -> DiaryDateFilter {
        if let on {
            guard from == nil, to == nil else {
                throw ToolError(
                    localized(
                        "--on names one day and goes alone; for several days use --from and --to.",
                        ko: "--on은 하루만 고르니 혼자 써야 해요. 여러 날을 고르려면 --from과 --to를 쓰세요."),
                    status: .usage)
            }
            return .on(try DiaryDay(parsing: on, now: now, timeZone: timeZone), timeZone: timeZone)
        }
        let first = try from.map { try DiaryDay(parsing: $0, now: now, timeZone: timeZone) }
        let last = try to.map { try DiaryDay(parsing: $0, now: now, timeZone: timeZone) }
        return try DiaryDateFilter(from: first, to: last, timeZone: timeZone)
    }
}
