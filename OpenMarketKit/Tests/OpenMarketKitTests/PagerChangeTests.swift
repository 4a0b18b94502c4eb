import Foundation
import OpenMarketKit
import Testing

/// A catalogue listed newest first, whose products can be deleted and registered while it is
/// read, and which counts the pages it serves.
private actor ChangingCatalogue {
    private var ids: [Int]
    private(set) var loads: [Int] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var holding = false
    private var answerBeforeHolding = false

    /// Products `total` (the newest) down to 1.
    init(total: Int) {
        ids = Array((1...total).reversed())
    }

    func delete(_ id: Int) {
        ids.removeAll { $0 == id }
    }

    /// Registers product `id`, the newest: it is listed first.
    func register(_ id: Int) -> ProductListing {
        ids.insert(id, at: 0)
        return Self.product(id)
    }

    /// Makes the next pages wait until ``release()``; `answerFirst` reads them before they wait
    /// (as if the server answered before a change), otherwise after.
    func hold(answerFirst: Bool) {
        holding = true
        answerBeforeHolding = answerFirst
    }

    func release() {
        holding = false
        gate?.resume()
        gate = nil
    }

    func page(_ number: Int, _ size: Int) async -> Page<ProductListing> {
        loads.append(number)
        let early = answerBeforeHolding ? read(number, size) : nil
        if holding {
            await withCheckedContinuation { gate = $0 }
        }
        return early ?? read(number, size)
    }

    private func read(_ number: Int, _ size: Int) -> Page<ProductListing> {
        let start = min((number - 1) * size, ids.count)
        let end = min(start + size, ids.count)
        let last = max(1, (ids.count + size - 1) / size)
        return Page(
            pageNumber: number, itemsPerPage: size, totalCount: ids.count, lastPage: last,
            hasNext: number < last, hasPrevious: number > 1, items: ids[start..<end].map(Self.product))
    }

    static func product(_ id: Int) -> ProductListing {
        ProductListing(
            id: id, vendorID: 1, name: "Item \(id)", thumbnail: nil, currency: .krw, price: 1_000,
            createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0))
    }
}

@Suite("Pager after deletions and registrations")
struct PagerChangeTests {
    private func pager(_ catalogue: ChangingCatalogue, size: Int = 3) -> ProductPager {
        ProductPager(itemsPerPage: size) { number, size in await catalogue.page(number, size) }
    }

    /// Reads `count` pages and returns the ids each returned.
    private func read(_ pager: ProductPager, pages count: Int) async throws -> [[Int]] {
        var pages: [[Int]] = []
        for _ in 0..<count {
            pages.append(try await pager.loadNextPage()?.items.map(\.id) ?? [])
        }
        return pages
    }

    @Test func withoutChangesEachPageCostsOneRequest() async throws {
        let catalogue = ChangingCatalogue(total: 9)
        let pager = pager(catalogue)

        let pages = try await read(pager, pages: 3)

        #expect(pages == [[9, 8, 7], [6, 5, 4], [3, 2, 1]])
        #expect(await catalogue.loads == [1, 2, 3])
        #expect(await !pager.hasMorePages)
    }

    @Test func aRemovalCostsOneMoreRequestOnceAndTheProductThatMovedIsReturned() async throws {
        // Given pages 1 and 2 of 4 read
        let catalogue = ChangingCatalogue(total: 12)
        let pager = pager(catalogue)
        _ = try await read(pager, pages: 2)

        // When product 8 is deleted: product 6 moves into page 2
        await catalogue.delete(8)
        #expect(await pager.remove(productID: 8))

        // Then the next page reads page 2 again, then page 3, and returns product 6 first
        let next = try await pager.loadNextPage()
        #expect(next?.items.map(\.id) == [6, 5, 4, 3])
        #expect(next?.pageNumber == 3)
        #expect(next?.hasNext == true)
        #expect(await catalogue.loads == [1, 2, 2, 3])
        #expect(await pager.items.map(\.id) == [12, 11, 10, 9, 7, 6, 5, 4, 3])
        #expect(await pager.nextPageNumber == 4)

        // And the page after costs one request again
        let last = try await pager.loadNextPage()
        #expect(last?.items.map(\.id) == [2, 1])
        #expect(await catalogue.loads == [1, 2, 2, 3, 4])
        #expect(await !pager.hasMorePages)
    }

    @Test func removalsOfMoreThanAPageReadTheirPagesAgain() async throws {
        let catalogue = ChangingCatalogue(total: 12)
        let pager = pager(catalogue)
        _ = try await read(pager, pages: 2)

        for id in [12, 10, 9, 7] {
            await catalogue.delete(id)
            await pager.remove(productID: id)
        }
        let next = try await pager.loadNextPage()

        #expect(next?.items.map(\.id) == [6, 5, 4, 3, 2, 1])
        #expect(await catalogue.loads == [1, 2, 1, 2, 3])
        #expect(await pager.items.map(\.id) == [11, 8, 6, 5, 4, 3, 2, 1])
        #expect(await !pager.hasMorePages)
    }

    @Test func aProductThePagerDoesNotHoldCostsNothingMore() async throws {
        let catalogue = ChangingCatalogue(total: 9)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()

        await catalogue.delete(2)
        #expect(await !pager.remove(productID: 2))
        let next = try await read(pager, pages: 2)

        #expect(next == [[6, 5, 4], [3, 1]])
        #expect(await catalogue.loads == [1, 2, 3])
    }

    @Test func aRemovalAfterTheLastPageLoadsNothing() async throws {
        let catalogue = ChangingCatalogue(total: 5)
        let pager = pager(catalogue)
        _ = try await read(pager, pages: 2)

        await catalogue.delete(4)
        await pager.remove(productID: 4)

        #expect(try await pager.loadNextPage() == nil)
        #expect(await !pager.hasMorePages)
        #expect(await pager.items.map(\.id) == [5, 3, 2, 1])
        #expect(await catalogue.loads == [1, 2])
    }

    @Test func anInsertedProductIsKeptFirstAndNotReturnedAgain() async throws {
        // Given page 1 read, and product 10 registered: it pushes product 7 into page 2
        let catalogue = ChangingCatalogue(total: 9)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()
        let registered = await catalogue.register(10)
        #expect(await pager.insert(registered))
        #expect(await !pager.insert(registered))

        // When the next pages load
        let pages = try await read(pager, pages: 3)

        // Then nothing is returned twice, nothing is skipped, and no page costs more
        #expect(pages == [[6, 5], [4, 3, 2], [1]])
        #expect(await pager.items.map(\.id) == Array((1...10).reversed()))
        #expect(await catalogue.loads == [1, 2, 3, 4])
    }

    @Test func insertsOfAWholePageReadOnToTheFirstNewProduct() async throws {
        let catalogue = ChangingCatalogue(total: 6)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()
        for id in [7, 8, 9] {
            await pager.insert(await catalogue.register(id))
        }

        let next = try await pager.loadNextPage()

        #expect(next?.items.map(\.id) == [3, 2, 1])
        #expect(next?.hasNext == false)
        #expect(await catalogue.loads == [1, 2, 3])
        #expect(await pager.items.map(\.id) == Array((1...9).reversed()))
    }

    @Test func removingAnInsertedProductCostsNothingMore() async throws {
        let catalogue = ChangingCatalogue(total: 9)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()
        await pager.insert(await catalogue.register(10))
        await catalogue.delete(10)
        #expect(await pager.remove(productID: 10))

        let pages = try await read(pager, pages: 2)

        #expect(pages == [[6, 5, 4], [3, 2, 1]])
        #expect(await catalogue.loads == [1, 2, 3])
    }

    @Test func aRefreshForgetsTheChanges() async throws {
        let catalogue = ChangingCatalogue(total: 9)
        let pager = pager(catalogue)
        _ = try await read(pager, pages: 2)
        await catalogue.delete(5)
        await pager.remove(productID: 5)

        _ = try await pager.refresh()
        let next = try await pager.loadNextPage()

        #expect(next?.items.map(\.id) == [6, 4, 3])
        #expect(await catalogue.loads == [1, 2, 1, 2])
    }

    @Test func callersAskingTogetherAfterARemovalShareOneLoad() async throws {
        let catalogue = ChangingCatalogue(total: 12)
        let pager = pager(catalogue)
        _ = try await read(pager, pages: 2)
        await catalogue.delete(8)
        await pager.remove(productID: 8)
        await catalogue.hold(answerFirst: false)

        async let first = pager.loadNextPage()
        async let second = pager.loadNextPage()
        while await catalogue.loads.count < 3 { await Task.yield() }
        await catalogue.release()
        while await catalogue.loads.count < 4 { await Task.yield() }
        await catalogue.release()
        let pages = try await [first, second]

        #expect(pages.map { $0?.items.map(\.id) } == [[6, 5, 4, 3], [6, 5, 4, 3]])
        #expect(await catalogue.loads == [1, 2, 2, 3])
        #expect(await pager.items.map(\.id) == [12, 11, 10, 9, 7, 6, 5, 4, 3])
        #expect(await pager.state == .idle)
    }

    @Test(arguments: [0, -1, Int.min, 501, Int.max])
    func aPagerOfAnImpossiblePageSizeRefusesToLoadAsTheClientDoes(_ size: Int) async throws {
        let calls = LoaderCalls()
        let pager = ProductPager(itemsPerPage: size) { number, size in
            await calls.record(number)
            return Page(
                pageNumber: number, itemsPerPage: size, totalCount: nil, lastPage: nil, hasNext: number < 3,
                hasPrevious: number > 1, items: [ChangingCatalogue.product(number)])
        }
        let expected = try #require(OpenMarketAPI.listingProblem(page: 1, itemsPerPage: size))

        let load = await #expect(throws: OpenMarketError.self) { try await pager.loadNextPage() }
        #expect(load == expected)
        #expect(load?.kind == .invalidRequest)
        await pager.insert(ChangingCatalogue.product(9))
        await pager.remove(productID: 1)
        let refresh = await #expect(throws: OpenMarketError.self) { try await pager.refresh() }
        #expect(refresh == expected)
        var iterator = pager.pages().makeAsyncIterator()
        await #expect(throws: OpenMarketError.self) { try await iterator.next() }

        #expect(await calls.pages.isEmpty)
        #expect(await pager.state == .idle)
        #expect(await pager.nextPageNumber == 1)
    }

    /// The pages a loader was asked for.
    private actor LoaderCalls {
        private(set) var pages: [Int] = []
        func record(_ page: Int) { pages.append(page) }
    }

    /// The page loading may reach the server before the deletion or after it: either way no
    /// product is skipped or returned twice.
    @Test(arguments: [true, false])
    func aRemovalWhileAPageLoadsSkipsNothing(answeredBeforeTheDeletion: Bool) async throws {
        // Given page 1 read and page 2 loading
        let catalogue = ChangingCatalogue(total: 12)
        let pager = pager(catalogue)
        _ = try await pager.loadNextPage()
        await catalogue.hold(answerFirst: answeredBeforeTheDeletion)
        let loading = Task { try await pager.loadNextPage() }
        while await catalogue.loads.count < 2 { await Task.yield() }

        // When product 11 is deleted meanwhile
        await catalogue.delete(11)
        await pager.remove(productID: 11)
        await catalogue.release()
        _ = try await loading.value
        _ = try await read(pager, pages: 3)

        // Then every product is returned once: reading again from page 1 costs one more request
        let items = await pager.items.map(\.id)
        #expect(items.sorted() == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
        #expect(await catalogue.loads == [1, 2, 1, 2, 3, 4])
        #expect(await !pager.hasMorePages)
        if answeredBeforeTheDeletion {
            #expect(items == [12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        }
    }
}
