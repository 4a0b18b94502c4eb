import Foundation

extension Date {
    /// The date without its fraction of a second: what a state file stores, so that a value read
    /// back equals the value written.
    var wholeSeconds: Date {
        Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
    }
}
