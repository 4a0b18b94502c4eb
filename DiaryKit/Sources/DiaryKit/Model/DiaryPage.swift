import Foundation

/// One page of the newest-first list: which page (from 1) and how many entries a page holds.
///
/// Built from numbers a person typed, it checks them:
///
/// ```swift
/// let page = try DiaryPage(number: 2, size: 20)
/// print(page.offset)  // 20
/// ```
public struct DiaryPage: Sendable, Hashable, Codable {
    /// The largest page size accepted.
    public static let maximumSize = 1000

    /// The page number, from 1.
    public let number: Int
    /// How many entries a page holds, from 1 to ``maximumSize``.
    public let size: Int
    /// How many entries come before this page (`Int.max` for a page that would start beyond
    /// what can be counted: past the end of any list).
    public let offset: Int

    /// The page `number` (from 1) of `size` entries (1 to ``maximumSize``).
    ///
    /// Any number from 1 up is a page: one so large that it would start beyond what can be
    /// counted is past the end of every list, as a page just past the last one is (its
    /// ``offset`` is `Int.max`).
    ///
    /// - Throws: ``DiaryStoreError`` of kind ``DiaryStoreError/Kind/invalidPage`` when the number is
    ///   below 1 or the size is outside its range.
    public init(number: Int, size: Int) throws {
        guard size >= 1, size <= Self.maximumSize else {
            throw DiaryStoreError.invalidPageSize(size, maximum: Self.maximumSize)
        }
        guard number >= 1 else { throw DiaryStoreError.invalidPage(number) }
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        self.number = number
        self.size = size
        self.offset = overflow ? .max : offset
    }

    /// The first page of `size` entries (clamped to 1…``maximumSize``).
    public static func first(size: Int = 20) -> DiaryPage {
        let size = min(max(size, 1), maximumSize)
        return DiaryPage(checkedNumber: 1, size: size)
    }

    /// How many pages `count` entries fill (at least 1, so an empty diary has one empty page).
    public func pageCount(for count: Int) -> Int {
        guard count > 0 else { return 1 }
        return count / size + (count % size == 0 ? 0 : 1)
    }

    private init(checkedNumber: Int, size: Int) {
        self.number = checkedNumber
        self.size = size
        self.offset = (checkedNumber - 1) * size
    }
}
