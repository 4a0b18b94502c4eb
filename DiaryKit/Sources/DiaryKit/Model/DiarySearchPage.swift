import Foundation

/// One page of what a search found: the page's entries, best match first, and how many entries
/// matched in all, so that a screen or a tool can page through the results.
///
/// ```swift
/// let store = InMemoryDiaryStore()
/// for day in 1...3 { try await store.create(text: "Rain \(day)") }
/// let found = try await store.search("rain", page: try DiaryPage(number: 2, size: 2))
/// print(found.entries.count, found.totalCount, found.pageCount)  // 1 3 2
/// ```
public struct DiarySearchPage: Sendable, Hashable {
    /// The page's entries, best match first.
    public let entries: [DiaryEntry]
    /// Which page this is, and how many entries a page holds.
    public let page: DiaryPage
    /// How many entries matched in all, on every page.
    public let totalCount: Int

    /// A page of results with these values.
    public init(entries: [DiaryEntry], page: DiaryPage, totalCount: Int) {
        self.entries = entries
        self.page = page
        self.totalCount = totalCount
    }

    /// How many pages the results fill (at least 1).
    public var pageCount: Int { page.pageCount(for: totalCount) }

    /// Whether the page starts past the last result while there are results.
    public var isPastEnd: Bool { entries.isEmpty && totalCount > 0 }
}
