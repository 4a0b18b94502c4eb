import Foundation
import Observation

/// Signals one change seen by `withObservationTracking`, whether it comes before or after the
/// waiter arrives.
private final class ChangeSignal: @unchecked Sendable {
    // @unchecked Sendable: `fired` and `waiter` are guarded by `lock`.
    private let lock = NSLock()
    private var fired = false
    private var waiter: CheckedContinuation<Void, Never>?

    func fire() {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            fired = true
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume()
    }

    /// Returns after the change, or at once when the task is cancelled (a test's time limit).
    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now: Bool = lock.withLock {
                    if fired { return true }
                    waiter = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            fire()
        }
    }
}

/// Waits, never on wall-clock time, until `condition` holds: it is checked again after every
/// change of the observable properties it reads. Gives up when the task is cancelled (a test's
/// time limit), and the test's expectations then fail.
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    while !Task.isCancelled {
        let signal = ChangeSignal()
        let holds = withObservationTracking {
            condition()
        } onChange: {
            signal.fire()
        }
        if holds { return }
        await signal.wait()
    }
}

/// The values an observable expression took, in order: the first when recording starts, then
/// one after each change the screen would be told of (a value equal to the last is not repeated).
@MainActor
final class Recorder<Value: Equatable> {
    private(set) var values: [Value]
    private let read: @MainActor () -> Value

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        self.values = [read()]
        track()
    }

    /// The values, once the recording of changes made so far has run (it runs on the main actor
    /// right after each change).
    var settledValues: [Value] {
        get async {
            await Task { @MainActor in }.value
            return values
        }
    }

    private func track() {
        withObservationTracking {
            _ = read()
        } onChange: { [weak self] in
            Task { @MainActor in self?.changed() }
        }
    }

    private func changed() {
        let value = read()
        if value != values.last { values.append(value) }
        track()
    }
}

/// Whether the screen is told of a change: `onChange` fired after reading `properties` and
/// running `action`.
@MainActor
func isToldOfChange(reading properties: @MainActor () -> Void, when action: @MainActor () async -> Void)
    async -> Bool
{
    let told = Told()
    withObservationTracking {
        properties()
    } onChange: {
        told.set()
    }
    await action()
    return told.value
}

/// A flag set from `onChange`.
private final class Told: @unchecked Sendable {
    // @unchecked Sendable: `flag` is guarded by `lock`.
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}
