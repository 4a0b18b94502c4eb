import Foundation

/// Why the inventory could not be read or saved. A failed save leaves the file as it was.
public enum PersistenceError: Error, Sendable, Hashable {
    /// The file exists but is not a valid inventory; it was not touched.
    case corrupt(path: String, reason: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file, its directory or its lock could not be written.
    case unwritable(path: String, reason: String)

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        return switch self {
        case .corrupt(let path, let reason): text.format("error.file.corrupt", path, reason)
        case .unreadable(let path, let reason): text.format("error.file.unreadable", path, reason)
        case .unwritable(let path, let reason): text.format("error.file.unwritable", path, reason)
        }
    }
}

extension PersistenceError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
