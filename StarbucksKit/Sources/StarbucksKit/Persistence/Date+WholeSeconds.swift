import Foundation

extension Date {
    /// The date without its fraction of a second: what a state file stores, so that a value read
    /// back equals the value written.
    var wholeSeconds: Date {
        Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
    }

    /// The moments a state file holds: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, the years
    /// ISO 8601 writes in four digits and the days ``CalendarDay`` names. The file's reader reads
    /// every one of them back as written; a clock outside them (or not a number, or infinite) is
    /// refused before anything is written.
    static let storableMoments =
        Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// The date to the second as a state file keeps it, or `nil` when a state file cannot keep
    /// it: not a number, infinite, or outside ``storableMoments``.
    var storableMoment: Date? {
        guard timeIntervalSince1970.isFinite else { return nil }
        let moment = wholeSeconds
        return Self.storableMoments.contains(moment) ? moment : nil
    }
}
