import Foundation
import Observation

/// The values one property of a screen model took, as a view that reads it would have been told
/// of them: each change Observation reports is read once the main actor is free again, so values
/// set and replaced within one main-actor turn count once (a view would not have shown them).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ObservedValues<Value: Equatable & Sendable> {
    /// Every value seen, starting with the one at creation; no value twice in a row.
    private(set) var values: [Value] = []
    /// Reads the property (and so tracks it).
    private let read: @MainActor () -> Value
    /// Tasks waiting for a value to satisfy their condition.
    private var waiters: [(condition: (Value) -> Bool, continuation: CheckedContinuation<Value, Never>)] = []

    /// Starts recording what `read` returns.
    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        record()
    }

    /// The latest value once it satisfies `condition` (at once if it already does). No clock: if
    /// the value never comes, the test waits, and the run's own limit reports it.
    func until(_ condition: @escaping (Value) -> Bool) async -> Value {
        if let last = values.last, condition(last) { return last }
        return await withCheckedContinuation { continuation in
            waiters.append((condition, continuation))
        }
    }

    /// Reads the value, tracking it for the next change, and wakes the waiters it satisfies.
    private func record() {
        let value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            Task { @MainActor in self?.record() }
        }
        if values.last != value { values.append(value) }
        var waiting: [(condition: (Value) -> Bool, continuation: CheckedContinuation<Value, Never>)] = []
        for waiter in waiters {
            if waiter.condition(value) {
                waiter.continuation.resume(returning: value)
            } else {
                waiting.append(waiter)
            }
        }
        waiters = waiting
    }
}

/// Whether reading `properties` (as a view's body would) and then running `intent` tells the
/// reader of a change.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func notifies(reading properties: @MainActor () -> Void, when intent: () async -> Void) async -> Bool {
    let fired = Flag()
    withObservationTracking {
        properties()
    } onChange: {
        fired.raise()
    }
    await intent()
    return fired.isRaised
}

/// A flag Observation's `onChange` raises from whatever thread made the change.
final class Flag: @unchecked Sendable {
    // @unchecked Sendable: the only state, `raised`, is read and written under `lock`.
    /// Guards `raised`.
    private let lock = NSLock()
    /// Whether the flag was raised.
    private var raised = false

    /// Raises the flag.
    func raise() {
        lock.withLock { raised = true }
    }

    /// Whether the flag was raised.
    var isRaised: Bool { lock.withLock { raised } }
}

/// A door a test opens by hand: ``wait()`` returns once ``open()`` was called, before or after.
final class Gate: Sendable {
    /// One element, or the end, once the door is open.
    private let opened: AsyncStream<Void>
    /// Opens the door.
    private let door: AsyncStream<Void>.Continuation

    /// A closed door.
    init() {
        (opened, door) = AsyncStream.makeStream(of: Void.self)
    }

    /// Returns once the door is open.
    func wait() async {
        for await _ in opened { return }
    }

    /// Opens the door.
    func open() {
        door.yield()
        door.finish()
    }
}
