import Foundation

/// Loads the What's New list: the events sorted newest first, and their thumbnails downloaded
/// a few at a time, each landing in its own event's slot whatever order the downloads finish in.
///
/// An event is sorted by its registration date, or its start date when the registration date is
/// empty; events with neither come last, and ties keep the service's order. A thumbnail that
/// fails leaves its slot ``Picture/failed(_:)`` and the rest of the list
/// intact.
///
/// ```swift
/// let loader = WhatsNewLoader(events: events, images: images, maximumConcurrentDownloads: 4)
/// for item in try await loader.load() {
///     print(item.event.title, item.image == .none ? "no picture" : "picture")
/// }
/// ```
public struct WhatsNewLoader: Sendable {
    private let events: any WhatsNewRepository
    private let images: any ImageRepository
    /// The most thumbnails downloaded at the same time (at least 1).
    public let maximumConcurrentDownloads: Int

    /// A loader reading events from `events` and thumbnails from `images`, at most
    /// `maximumConcurrentDownloads` at a time (values below 1 count as 1; a value larger than
    /// the number of thumbnails, `Int.max` included, downloads them all at once).
    public init(
        events: any WhatsNewRepository, images: any ImageRepository, maximumConcurrentDownloads: Int = 10
    ) {
        self.events = events
        self.images = images
        self.maximumConcurrentDownloads = max(1, maximumConcurrentDownloads)
    }

    /// The whole list, once every thumbnail has been answered.
    ///
    /// - Throws: ``StarbucksAPIError`` when the events cannot be loaded; `CancellationError` when
    ///   cancelled.
    public func load() async throws -> [WhatsNewItem] {
        try await run { _ in }
    }

    /// The list as it fills: first every event with its thumbnail ``Picture/loading``,
    /// then a new snapshot each time a thumbnail lands in its slot. Ending the iteration early
    /// cancels the downloads still running.
    public func updates() -> AsyncThrowingStream<[WhatsNewItem], any Error> {
        let (stream, continuation) = AsyncThrowingStream<[WhatsNewItem], any Error>.makeStream()
        let task = Task {
            do {
                _ = try await run { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// `events` newest first by ``WhatsNewEvent/sortDate``; undated last; ties in their given order.
    public static func newestFirst(_ events: [WhatsNewEvent]) -> [WhatsNewEvent] {
        events.enumerated().sorted { left, right in
            switch (left.element.sortDate, right.element.sortDate) {
            case (let a?, let b?) where a != b: return a > b
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.offset < right.offset
            }
        }
        .map(\.element)
    }

    private func run(_ changed: ([WhatsNewItem]) -> Void) async throws -> [WhatsNewItem] {
        let sorted = Self.newestFirst(try await events.events())
        var items = sorted.map { WhatsNewItem(event: $0, image: $0.thumbnailURL == nil ? .none : .loading) }
        changed(items)
        let downloads: [(index: Int, url: URL)] = sorted.enumerated().compactMap { index, event in
            event.thumbnailURL.map { (index, $0) }
        }
        let images = self.images
        try await withThrowingTaskGroup(of: (Int, Picture).self) { group in
            var next = 0
            func startNext() {
                guard next < downloads.count else { return }
                let (index, url) = downloads[next]
                next += 1
                group.addTask {
                    // Awaited before the tuple is made: Swift 6.3.1 at -O corrupts a task's
                    // tuple result written on both sides of a suspension (swiftlang/swift#91911).
                    let picture: Picture
                    do {
                        picture = .loaded(try await images.image(at: url))
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        picture = .failed(StarbucksAPIError.wrapping(error, .image))
                    }
                    return (index, picture)
                }
            }
            // As many as may run, but no more than there are: the width may be `Int.max`.
            for _ in 0..<min(maximumConcurrentDownloads, downloads.count) { startNext() }
            for try await (index, image) in group {
                items[index].image = image
                changed(items)
                startNext()
            }
        }
        try Task.checkCancellation()
        return items
    }
}
