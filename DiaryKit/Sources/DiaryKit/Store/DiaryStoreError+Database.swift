import Foundation
import GRDB

extension DiaryStoreError {
    /// The store error for an error SQLite or GRDB reported about the database at `path`
    /// (`nil` for an in-memory database).
    init(databaseError error: any Error, path: String?) {
        if let error = error as? DiaryStoreError {
            self = error
            return
        }
        let place = path ?? ":memory:"
        guard let databaseError = error as? DatabaseError else {
            self = .databaseRefused(nil, sqlite: String(describing: error))
            return
        }
        // SQLite's own words stay out of messages (they are English, and name its internals);
        // the kit words what it knows, and keeps them for `underlyingReason`.
        let detail = databaseError.message ?? "\(databaseError.resultCode)"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self = .damagedDatabase(place, sqlite: detail)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy(place)
        case .SQLITE_PERM, .SQLITE_AUTH:
            self = .cannotOpen(place, .permissionDenied, writing: true)
        case .SQLITE_CANTOPEN, .SQLITE_READONLY:
            self = .cannotOpen(place, .readOnly, writing: true)
        case .SQLITE_FULL:
            self = .databaseRefused(.noSpace, sqlite: detail)
        case .SQLITE_IOERR:
            self = .databaseRefused(.inputOutput, sqlite: detail)
        default:
            self = .databaseRefused(nil, sqlite: detail)
        }
    }
}
