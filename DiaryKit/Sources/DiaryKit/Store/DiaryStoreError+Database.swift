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
            self = .databaseFailed(String(describing: error))
            return
        }
        let detail = databaseError.message ?? "\(databaseError.resultCode)"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self = .corruptDatabase(place, reason: detail)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy(place)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
            self = .cannotOpen(place, reason: detail)
        default:
            self = .databaseFailed(detail)
        }
    }
}
