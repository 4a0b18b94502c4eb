import DiaryKit
import Foundation

/// A store that forwards only the protocol's requirements that have no default: what an app's
/// own store written before ``DiaryStore/edits()`` existed looks like.
struct RequirementsOnlyStore: DiaryStore {
    let base: InMemoryDiaryStore
    init(_ base: InMemoryDiaryStore) { self.base = base }
    func now() -> Date { base.now() }
    func insert(_ entry: DiaryEntry) async throws { try await base.insert(entry) }
    func entry(id: UUID) async throws -> DiaryEntry? { try await base.entry(id: id) }
    @discardableResult func update(_ entry: DiaryEntry) async throws -> DiaryEntry {
        try await base.update(entry)
    }
    @discardableResult func delete(id: UUID) async throws -> DiaryEntry { try await base.delete(id: id) }
    func entries(page: DiaryPage) async throws -> [DiaryEntry] { try await base.entries(page: page) }
    func allEntries() async throws -> [DiaryEntry] { try await base.allEntries() }
    func count() async throws -> Int { try await base.count() }
    func search(_ query: String, limit: Int) async throws -> [DiaryEntry] {
        try await base.search(query, limit: limit)
    }
    func search(_ query: String, page: DiaryPage, dates: DiaryDateFilter) async throws -> DiarySearchPage {
        try await base.search(query, page: page, dates: dates)
    }
    func entries(page: DiaryPage, dates: DiaryDateFilter) async throws -> [DiaryEntry] {
        try await base.entries(page: page, dates: dates)
    }
    func count(dates: DiaryDateFilter) async throws -> Int { try await base.count(dates: dates) }
    func entries(onThisDay day: DiaryDay, timeZone: TimeZone) async throws -> [DiaryEntry] {
        try await base.entries(onThisDay: day, timeZone: timeZone)
    }
    func entry(idPrefix prefix: String) async throws -> DiaryEntry { try await base.entry(idPrefix: prefix) }
    func importEntries(_ entries: [DiaryEntry]) async throws -> DiaryImportResult {
        try await base.importEntries(entries)
    }
    func changes(limit: Int?) -> DiaryChanges { base.changes(limit: limit) }
}
