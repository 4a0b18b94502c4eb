import Foundation
import OpenMarketKit
import Testing

/// A fake catalogue of `total` products that counts the page loads it serves.
private actor Catalogue {
    let total: Int
    private(set) var loads: [Int] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var holding = false

    init(total: Int) {
        self.total = total
    }

    /// Makes the next loads wait until ``release()``.
    func hold() {
        holding = true
    }

    func release() {
        holding = false
        gate?.resume()
        gate = nil
    }

    func page(_ number: Int, _ size: Int) async -> Page<ProductListing> {
        loads.append(number)
        if holding {
            await withCheckedContinuation { gate = $0 }
        }
        let start = (number - 1) * size
        let end = min(start + size, total)
        let last = max(1, (total + size - 1) / size)
        guard start < end else { return .emptyLast(pageNumber: number, itemsPerPage: size) }
        let items = (start..<end).map { index in
            ProductListing(
                id: index + 1, vendorID: 1, name: "Item \(index + 1)", thumbnail: nil, currency: .krw,
                price: 1_000,
                createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0))
        }
        return Page(
            pageNumber: number, itemsPerPage: size, totalCount: total, lastPage: last, hasNext: number < last,
            hasPrevious: number > 1, items: items)
    }
}

@Suite("Pager")
struct PagerTests {
    private func pager(_ catalogue: Catalogue, size: Int = 2) -> ProductPager {
        ProductPager(itemsPerPage: size) { number, size in await catalogue.page(number, size) }
    }

    @Test func nextPageLoadsPagesInOrderAndAccumulatesItems() async throws {
        let catalogue = Catalogue(total: 5)
        let pager = pager(catalogue)

        let first = try await pager.loadNextPage()
        let second = try await pager.loadNextPage()

        #expect(first?.pageNumber == 1)
        #expect(second?.pageNumber == 2)
        #expect(await pager.items.map(\.id) == [1, 2, 3, 4])
        #expect(await pager.hasMorePages)
    }

    @Test func afterTheLastPageThereIsNoMoreAndNothingIsLoaded() async throws {
        let catalogue = Catalogue(total: 3)
        let pager = pager(catalogue)

        _ = try await pager.loadNextPage()
        let last = try await pager.loadNextPage()
        let beyond = try await pager.loadNextPage()

        #expect(last?.hasNext == false)
        #expect(beyond == nil)
        #expect(await !pager.hasMorePages)
        #expect(await catalogue.loads == [1, 2])
    }

    @Test func anEmptyPagePastTheEndEndsThePaging() async throws {
        let pager = ProductPager(itemsPerPage: 2) { number, size in
            .emptyLast(pageNumber: number, itemsPerPage: size)
        }

        let page = try await pager.loadNextPage()

        #expect(page?.items.isEmpty == true)
        #expect(await !pager.hasMorePages)
        #expect(try await pager.loadNextPage() == nil)
    }

    @Test func refreshStartsOverFromThFirstPage() async throws {
        let catalogue = Catalogue(total: 6)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()
        _ = try await pager.loadNextPage()

        let refreshed = try await pager.refresh()

        #expect(refreshed?.pageNumber == 1)
        #expect(await pager.items.map(\.id) == [1, 2])
        #expect(await pager.nextPageNumber == 2)
        #expect(await catalogue.loads == [1, 2, 1])
    }

    @Test func concurrentRequestsForTheNextPageShareOneLoad() async throws {
        // Given a slow catalogue
        let catalogue = Catalogue(total: 10)
        await catalogue.hold()
        let pager = pager(catalogue)

        // When five callers ask for the next page at once
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            for _ in 0..<5 {
                group.addTask { try await pager.loadNextPage()?.pageNumber }
            }
            while await catalogue.loads.isEmpty { await Task.yield() }
            try await Task.sleep(for: .milliseconds(20))
            await catalogue.release()
            var numbers: [Int?] = []
            for try await number in group { numbers.append(number) }
            return numbers
        }

        // Then page 1 was loaded once and everyone got it
        #expect(results == Array(repeating: 1, count: 5))
        #expect(await catalogue.loads == [1])
        #expect(await pager.items.count == 2)
    }

    @Test func pagesCanBeIteratedAsAnAsyncSequence() async throws {
        let catalogue = Catalogue(total: 5)
        let pager = pager(catalogue)

        var numbers: [Int] = []
        for try await page in pager.pages() {
            numbers.append(page.pageNumber)
        }

        #expect(numbers == [1, 2, 3])
        #expect(await pager.items.count == 5)
    }

    @Test func aPagerOverAClientAsksTheServerPageByPage() async throws {
        let transport = StubTransport(sequence: [try .fixture("page-marketTraining"), .text("", status: 204)])
        let pager = ProductPager(
            client: Sample.client(.marketTraining, transport: transport), itemsPerPage: 3)

        let first = try await pager.loadNextPage()
        let second = try await pager.loadNextPage()

        #expect(first?.items.count == 3)
        #expect(second?.items.isEmpty == true)
        #expect(await !pager.hasMorePages)
        let queries = await transport.requests.map { $0.url?.query }
        #expect(queries == ["page_no=1&items_per_page=3", "page_no=2&items_per_page=3"])
    }

    @Test func aFailedLoadCanBeRetried() async throws {
        let attempts = Counter()
        let pager = ProductPager(itemsPerPage: 2) { number, size in
            if await attempts.increment() == 1 { throw OpenMarketError.timedOut }
            return .emptyLast(pageNumber: number, itemsPerPage: size)
        }

        await #expect(throws: OpenMarketError.timedOut) { try await pager.loadNextPage() }
        let retried = try await pager.loadNextPage()

        #expect(retried?.pageNumber == 1)
    }
}

/// Counts calls across tasks.
actor Counter {
    private(set) var value = 0

    @discardableResult
    func increment() -> Int {
        value += 1
        return value
    }
}
