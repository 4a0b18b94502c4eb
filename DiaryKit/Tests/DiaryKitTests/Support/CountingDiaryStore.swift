import DiaryKit
import Foundation

/// A store that forwards to another and counts the entries each read hands back: what a screen
/// costs, without timing anything. A whole-list observation counts as reading its whole window.
final class CountingDiaryStore: DiaryStore, @unchecked Sendable {
    // @unchecked Sendable: the counts are guarded by `lock`.
    private let base: any DiaryStore
    private let lock = NSLock()
    private var rows = 0
    private var reads: [String] = []

    init(_ base: any DiaryStore) {
        self.base = base
    }

    /// The entries read since the last ``reset()``.
    var rowsRead: Int { lock.withLock { rows } }
    /// The reads made since the last ``reset()``, by name, in order.
    var readsMade: [String] { lock.withLock { reads } }

    /// Starts counting again from zero.
    func reset() {
        lock.withLock {
            rows = 0
            reads = []
        }
    }

    private func counted<T>(_ name: String, _ entries: T) -> T where T: Collection {
        lock.withLock {
            rows += entries.count
            reads.append(name)
        }
        return entries
    }

    var isReadOnly: Bool { base.isReadOnly }
    func now() -> Date { base.now() }
    func insert(_ entry: DiaryEntry) async throws { try await base.insert(entry) }
    func entry(id: UUID) async throws -> DiaryEntry? {
        counted("entry(id:)", [try await base.entry(id: id)].compactMap { $0 }).first
    }
    @discardableResult func update(_ entry: DiaryEntry) async throws -> DiaryEntry {
        try await base.update(entry)
    }
    @discardableResult func delete(id: UUID) async throws -> DiaryEntry { try await base.delete(id: id) }
    func entries(page: DiaryPage) async throws -> [DiaryEntry] {
        counted("entries(page:)", try await base.entries(page: page))
    }
    func allEntries() async throws -> [DiaryEntry] { counted("allEntries()", try await base.allEntries()) }
    func count() async throws -> Int { try await base.count() }
    func search(_ query: String, limit: Int) async throws -> [DiaryEntry] {
        counted("search", try await base.search(query, limit: limit))
    }
    func search(_ query: String, page: DiaryPage, dates: DiaryDateFilter) async throws -> DiarySearchPage {
        try await base.search(query, page: page, dates: dates)
    }
    func entries(page: DiaryPage, dates: DiaryDateFilter) async throws -> [DiaryEntry] {
        counted("entries(page:dates:)", try await base.entries(page: page, dates: dates))
    }
    func count(dates: DiaryDateFilter) async throws -> Int { try await base.count(dates: dates) }
    func entries(onThisDay day: DiaryDay, timeZone: TimeZone) async throws -> [DiaryEntry] {
        try await base.entries(onThisDay: day, timeZone: timeZone)
    }
    func entry(idPrefix prefix: String) async throws -> DiaryEntry { try await base.entry(idPrefix: prefix) }
    func importEntries(_ entries: [DiaryEntry]) async throws -> DiaryImportResult {
        try await base.importEntries(entries)
    }
    func changes(limit: Int?) -> DiaryChanges {
        _ = counted("changes(limit:)", Array(repeating: 0, count: limit ?? 0))
        return base.changes(limit: limit)
    }
    func entries(after entry: DiaryEntry?, limit: Int) async throws -> [DiaryEntry] {
        counted("entries(after:limit:)", try await base.entries(after: entry, limit: limit))
    }
    func edits() -> DiaryEdits {
        let edits = base.edits()
        return DiaryEdits(
            edits.map { [self] edit in
                if case .changed(let saved, _) = edit { _ = counted("edits", saved) }
                return edit
            })
    }
}
