import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Image cache")
struct ImageCacheTests {
    private func url(_ name: String) throws -> URL {
        try #require(URL(string: "https://images.example.test/\(name).png"))
    }

    @Test func aSecondRequestIsAHitWithoutDownloading() async throws {
        let downloads = Counter()
        let cache = ImageCache(costLimit: 1_000) { _ in
            await downloads.increment()
            return Data(count: 10)
        }

        let first = try await cache.data(for: try url("a"))
        let second = try await cache.data(for: try url("a"))

        #expect(first == second)
        #expect(await downloads.value == 1)
        #expect(cache.cachedData(for: try url("a")) == Data(count: 10))
        #expect(cache.cachedData(for: try url("b")) == nil)
    }

    @Test func theLeastRecentlyUsedImagesAreEvictedToStayUnderTheCostLimit() async throws {
        // Given a cache of 100 bytes holding a (40) and b (40), with a used last
        let cache = ImageCache(costLimit: 100) { _ in Data(count: 40) }
        _ = try await cache.data(for: try url("a"))
        _ = try await cache.data(for: try url("b"))
        _ = cache.cachedData(for: try url("a"))

        // When c (40) arrives
        _ = try await cache.data(for: try url("c"))

        // Then b, the least recently used, is gone
        #expect(cache.cachedData(for: try url("b")) == nil)
        #expect(cache.cachedData(for: try url("a")) != nil)
        #expect(cache.cachedData(for: try url("c")) != nil)
        #expect(cache.totalCost == 80)
        #expect(cache.count == 2)
    }

    @Test func aLargeImageEvictsAsManyAsNeeded() throws {
        let cache = ImageCache(costLimit: 100) { _ in Data() }
        for name in ["a", "b", "c", "d"] {
            cache.insert(Data(count: 25), for: try url(name))
        }

        cache.insert(Data(count: 70), for: try url("big"))

        #expect(cache.count == 2)
        #expect(cache.cachedData(for: try url("d")) != nil)
        #expect(cache.cachedData(for: try url("a")) == nil)
        #expect(cache.totalCost == 95)
    }

    @Test func anImageLargerThanTheLimitIsServedButNotKept() async throws {
        let cache = ImageCache(costLimit: 10) { _ in Data(count: 11) }

        let data = try await cache.data(for: try url("huge"))

        #expect(data.count == 11)
        #expect(cache.count == 0)
    }

    @Test func concurrentRequestsForOneURLShareOneDownload() async throws {
        // Given a slow loader
        let downloads = Counter()
        let cache = ImageCache(costLimit: 1_000) { _ in
            await downloads.increment()
            try await Task.sleep(for: .milliseconds(100))
            return Data([7, 7, 7])
        }
        let target = try url("shared")

        // When ten tasks ask for the same URL at once
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<10 { group.addTask { try await cache.data(for: target) } }
            var all: [Data] = []
            for try await data in group { all.append(data) }
            return all
        }

        // Then one download served them all
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0 == Data([7, 7, 7]) })
        #expect(await downloads.value == 1)
    }

    @Test func aFailedDownloadIsNotCachedAndCanBeRetried() async throws {
        let attempts = Counter()
        let cache = ImageCache(costLimit: 1_000) { _ in
            if await attempts.increment() == 1 { throw URLError(.networkConnectionLost) }
            return Data([1])
        }

        await #expect(throws: URLError.self) { try await cache.data(for: try url("flaky")) }
        let data = try await cache.data(for: try url("flaky"))

        #expect(data == Data([1]))
    }

    @Test func aTransportBackedCacheReportsErrorStatuses() async throws {
        let transport = StubTransport(always: .text("", status: 404))
        let cache = ImageCache(costLimit: 1_000, transport: transport)

        await #expect(throws: ImageCacheError.httpStatus(try url("missing"), status: 404)) {
            try await cache.data(for: try url("missing"))
        }
        #expect(await transport.requests.first?.url == (try url("missing")))
    }

    @Test func aTransportBackedCacheReportsTimeoutsAndFailuresWithTheirURL() async throws {
        let timedOut = ImageCache(
            costLimit: 1_000, transport: StubTransport { _ in throw URLError(.timedOut) })
        let offline = ImageCache(
            costLimit: 1_000, transport: StubTransport { _ in throw URLError(.notConnectedToInternet) })

        await #expect(throws: ImageCacheError.timedOut(try url("slow"))) {
            try await timedOut.data(for: try url("slow"))
        }
        let error = await #expect(throws: ImageCacheError.self) {
            try await offline.data(for: try url("far"))
        }
        #expect(error?.kind == .transportFailed)
        #expect(error?.url == (try url("far")))
    }

    @Test func aServerFailureOfTheImageHostSaysToTryLater() async throws {
        let cache = ImageCache(costLimit: 1_000, transport: StubTransport(always: .text("", status: 503)))

        let error = await #expect(throws: ImageCacheError.self) { try await cache.data(for: try url("busy")) }

        #expect(error?.status == 503)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("Try again later") == true)
    }

    @Test func removeAllEmptiesTheCache() throws {
        let cache = ImageCache(costLimit: 100) { _ in Data() }
        cache.insert(Data(count: 5), for: try url("a"))

        cache.removeAll()

        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
    }
}
