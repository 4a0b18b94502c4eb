import Foundation

/// The popup dismissal kept in `event-popup.json` in a folder you choose, written atomically.
struct PopupDismissalFile: PopupDismissalStore {
    /// The file's name in its folder.
    static let fileName = "event-popup.json"

    /// Where the file is.
    var url: URL { file.url }
    private let file: JSONFile<PopupDismissalRecord>

    /// The dismissal file in `directory` (created on the first save; the kit's default folder
    /// when none is given).
    init(directory: URL = StarbucksDependencies.defaultDirectory()) {
        file = JSONFile(url: directory.appendingPathComponent(Self.fileName))
    }

    /// The stored dismissal, or `nil` when there is no file.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be read or is not a dismissal.
    func load() async throws -> PopupDismissalRecord? { try file.read() }

    /// Stores `record`.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be written.
    func save(_ record: PopupDismissalRecord) async throws { try file.write(record) }

    /// Removes the file.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be removed.
    func clear() async throws { try file.remove() }
}
