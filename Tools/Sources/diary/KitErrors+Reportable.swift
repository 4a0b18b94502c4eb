import DiaryKit
import Foundation
import ToolSupport

/// The store's errors end a run with: 1 when the diary says no (no such entry, an ID start
/// several entries share), 64 for a page, an ID or a date that cannot be one, 65 for text or a database
/// that cannot be used (another program's SQLite database among them), 74 for a file that cannot be
/// opened or written.
extension DiaryStoreError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .notFound, .ambiguousID, .duplicateID: .refused
        case .invalidIDPrefix, .invalidPage, .invalidDate: .usage
        case .emptyEntry, .tooLong, .nulCharacter, .multilineTitle, .corruptDatabase, .newerDatabase,
            .notADiary:
            .dataError
        default: .ioError
        }
    }
}

/// Export and import errors end a run with: 64 for a format that does not exist, 74 for a file
/// that cannot be read or written, 65 for data that is not an export.
extension DiaryTransferError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .unknownFormat: .usage
        case .unreadableFile, .unwritableFile: .ioError
        default: .dataError
        }
    }
}

/// Weather errors end a run with: 64 for a place, an address or a key that cannot be used (the
/// options and environment are checked before anything is saved), 69 for a service that did not
/// answer as it should. `diary new --weather` turns the second kind into a warning instead.
extension WeatherLookupError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .missingAPIKey, .invalidCoordinates, .invalidPlace, .invalidEndpoint: .usage
        default: .unavailable
        }
    }
}
