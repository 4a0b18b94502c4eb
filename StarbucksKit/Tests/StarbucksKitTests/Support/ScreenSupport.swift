import Foundation
import Observation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// Waits on the main actor until `condition` holds; `false` if it still does not after
/// `attempts` checks (a guard against a hang, never a measurement of time).
@MainActor
func until(attempts: Int = 2_000, _ condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// Waits for `task`, moving `clock` on by `step` whenever something sleeps on it, until `task`
/// ends: however the sleepers of one round happen to arrive (all before an advance, or some
/// after it), every one of them is woken. Gives up (recording an issue) after `attempts` turns
/// with nothing to wake, as a guard against a hang, never a measurement of time.
@MainActor
func drive(_ clock: ManualClock, by step: Duration, until task: Task<Void, Never>, attempts: Int = 20_000)
    async
{
    let ended = Flag()
    let watcher = Task {
        await task.value
        ended.set()
    }
    var idle = 0
    while !ended.value {
        if clock.sleeperCount > 0 {
            clock.advance(by: step)
            idle = 0
        } else {
            idle += 1
            if idle > attempts {
                Issue.record("the work did not end, and nothing sleeps on the clock")
                task.cancel()
                break
            }
            await Task.yield()
        }
    }
    await watcher.value
}

/// Whether reading `read` under observation tracking is told of a change while `action` runs.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
func observesChange(of read: @MainActor () -> Void, during action: @MainActor () async -> Void) async -> Bool
{
    let fired = Flag()
    withObservationTracking {
        read()
    } onChange: {
        fired.set()
    }
    await action()
    return fired.value
}

/// A flag set from any thread.
final class Flag: Sendable {
    private let box = Box()

    var value: Bool { box.lock.withLock { box.value } }

    func set() { box.lock.withLock { box.value = true } }

    /// @unchecked Sendable: `value` is only touched under `lock`.
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var value = false
    }
}

/// Everything a model's `updates()` sent, in order, until `.finished`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class UpdateRecorder {
    private(set) var updates: [HomeScreenModel.Update] = []
    private var task: Task<Void, Never>?

    init(_ model: HomeScreenModel) {
        let stream = model.updates()
        task = Task { @MainActor [weak self] in
            for await update in stream {
                self?.updates.append(update)
                if update == .finished { break }
            }
        }
    }

    var filled: [HomeScreenModel.Section] {
        updates.compactMap { if case .filled(let section) = $0 { return section } else { return nil } }
    }
}

/// A home document repository failing the first `failures` times, then reading `base`.
actor FlakyHomeRepository: HomeRepository {
    private let base: any HomeRepository
    private var failures: Int

    init(base: any HomeRepository, failures: Int) {
        self.base = base
        self.failures = failures
    }

    func home() async throws -> HomeDocument {
        if failures > 0 {
            failures -= 1
            throw StarbucksAPIError.wrapping(URLError(.timedOut), .home)
        }
        return try await base.home()
    }
}

/// A What's New repository failing the first `failures` times, then reading `base`.
actor FlakyWhatsNewRepository: WhatsNewRepository {
    private let base: any WhatsNewRepository
    private var failures: Int

    init(base: any WhatsNewRepository, failures: Int) {
        self.base = base
        self.failures = failures
    }

    func events() async throws -> [WhatsNewEvent] {
        if failures > 0 {
            failures -= 1
            throw StarbucksAPIError.wrapping(URLError(.timedOut), .whatsNew)
        }
        return try await base.events()
    }
}

/// Pictures from `base`, counting how many are downloaded at the same time.
final class CountingImages: ImageRepository {
    private let base: any ImageRepository
    private let counter = Counter()

    init(base: any ImageRepository) { self.base = base }

    var maximumInFlight: Int { get async { await counter.maximum } }
    var total: Int { get async { await counter.total } }

    func image(at url: URL) async throws -> Data {
        await counter.begin()
        do {
            let data = try await base.image(at: url)
            await counter.end()
            return data
        } catch {
            await counter.end()
            throw error
        }
    }

    private actor Counter {
        var inFlight = 0
        var maximum = 0
        var total = 0

        func begin() {
            inFlight += 1
            total += 1
            maximum = max(maximum, inFlight)
        }

        func end() { inFlight -= 1 }
    }
}

extension StarbucksDependencies {
    /// These dependencies with some repositories replaced.
    func replacing(
        home: (any HomeRepository)? = nil, whatsNew: (any WhatsNewRepository)? = nil,
        images: (any ImageRepository)? = nil
    ) -> StarbucksDependencies {
        StarbucksDependencies(
            eventPopups: eventPopups, home: home ?? self.home, products: products,
            whatsNew: whatsNew ?? self.whatsNew, images: images ?? self.images)
    }
}
