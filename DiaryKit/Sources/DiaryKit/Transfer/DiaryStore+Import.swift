import Foundation

extension DiaryStore {
    /// Imports the entries of the file at `url` (see ``DiaryImporter``), in one transaction.
    ///
    /// - Throws: ``DiaryTransferError`` when the file cannot be read, ``DiaryStoreError`` when the
    ///   store refuses; either way nothing was added.
    @discardableResult
    public func importFile(at url: URL) async throws -> DiaryImportResult {
        try await importEntries(DiaryImporter().entries(contentsOf: url))
    }
}
