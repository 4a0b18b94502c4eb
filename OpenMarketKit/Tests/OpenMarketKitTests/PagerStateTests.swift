import Foundation
import OpenMarketKit
import Testing

/// A page loader whose loads wait until the test lets each one finish.
private actor HeldLoader {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrivals: [CheckedContinuation<Void, Never>] = []
    private(set) var started = 0

    func load(_ number: Int, _ size: Int) async -> Page<ProductListing> {
        started += 1
        for arrival in arrivals { arrival.resume() }
        arrivals = []
        await withCheckedContinuation { waiting.append($0) }
        return Page(
            pageNumber: number, itemsPerPage: size, totalCount: nil, lastPage: nil, hasNext: true,
            hasPrevious: number > 1, items: [])
    }

    /// Returns once `count` loads have started.
    func waitForLoads(_ count: Int) async {
        while started < count {
            await withCheckedContinuation { arrivals.append($0) }
        }
    }

    /// Lets every load waiting so far finish.
    func releaseAll() {
        for load in waiting { load.resume() }
        waiting = []
    }
}

@Suite("Pager state")
struct PagerStateTests {
    @Test func aPagerAtRestIsIdle() async {
        let pager = ProductPager(itemsPerPage: 2) { number, size in
            .emptyLast(pageNumber: number, itemsPerPage: size)
        }

        #expect(await pager.state == .idle)
        #expect(await !pager.isLoading)
        #expect(await !pager.isRefreshing)
    }

    @Test func theNextPageIsLoadingUntilItArrives() async throws {
        // Given a pager whose loads wait
        let loader = HeldLoader()
        let pager = ProductPager(itemsPerPage: 2) { await loader.load($0, $1) }

        // When the next page is asked for
        let load = Task { try await pager.loadNextPage() }
        await loader.waitForLoads(1)

        // Then it is loading, not refreshing, until the page arrives
        #expect(await pager.state == .loadingNextPage)
        #expect(await pager.isLoading)
        #expect(await !pager.isRefreshing)
        await loader.releaseAll()
        _ = try await load.value
        #expect(await pager.state == .idle)
    }

    @Test func aRefreshIsRefreshingUntilTheFirstPageArrives() async throws {
        let loader = HeldLoader()
        let pager = ProductPager(itemsPerPage: 2) { await loader.load($0, $1) }
        let first = Task { try await pager.loadNextPage() }
        await loader.waitForLoads(1)
        await loader.releaseAll()
        _ = try await first.value

        let refresh = Task { try await pager.refresh() }
        await loader.waitForLoads(2)

        #expect(await pager.state == .refreshing)
        #expect(await pager.isRefreshing)
        #expect(await pager.isLoading)
        await loader.releaseAll()
        _ = try await refresh.value
        #expect(await pager.state == .idle)
    }

    @Test func aRefreshOvertakingALoadStaysRefreshingUntilItsOwnPageArrives() async throws {
        // Given a next page under way
        let loader = HeldLoader()
        let pager = ProductPager(itemsPerPage: 2) { await loader.load($0, $1) }
        let stale = Task { try await pager.loadNextPage() }
        await loader.waitForLoads(1)

        // When a refresh starts and the old load ends first
        let refresh = Task { try await pager.refresh() }
        await loader.waitForLoads(2)
        await loader.releaseAll()
        await #expect(throws: CancellationError.self) { try await stale.value }
        _ = try await refresh.value

        // Then the pager is idle only once the refresh is done
        #expect(await pager.state == .idle)
        #expect(await pager.items.isEmpty)
    }

    @Test func aFailedLoadLeavesThePagerIdle() async {
        let pager = ProductPager(itemsPerPage: 2) { _, _ in throw OpenMarketError.timedOut }

        await #expect(throws: OpenMarketError.timedOut) { try await pager.loadNextPage() }

        #expect(await pager.state == .idle)
    }

    @Test func resetEndsARefreshingState() async throws {
        let loader = HeldLoader()
        let pager = ProductPager(itemsPerPage: 2) { await loader.load($0, $1) }
        let refresh = Task { try await pager.refresh() }
        await loader.waitForLoads(1)

        await pager.reset()

        #expect(await pager.state == .idle)
        await loader.releaseAll()
        await #expect(throws: CancellationError.self) { try await refresh.value }
        #expect(await pager.state == .idle)
    }
}
