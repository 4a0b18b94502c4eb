import Foundation

/// The popup dismissal kept in `event-popup.json` in a folder you choose, written atomically.
public struct PopupDismissalFile: PopupDismissalStore {
    /// The file's name in its folder.
    public static let fileName = "event-popup.json"

    /// Where the file is.
    public var url: URL { file.url }
    private let file: JSONFile<PopupDismissalRecord>

    /// The dismissal file in `directory` (created on the first save).
    public init(directory: URL) {
        file = JSONFile(url: directory.appendingPathComponent(Self.fileName))
    }

    /// The stored dismissal, or `nil` when there is no file.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be read or is not a dismissal.
    public func load() async throws -> PopupDismissalRecord? { try file.read() }

    /// Stores `record`.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be written.
    public func save(_ record: PopupDismissalRecord) async throws { try file.write(record) }

    /// Removes the file.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be removed.
    public func clear() async throws { try file.remove() }
}
