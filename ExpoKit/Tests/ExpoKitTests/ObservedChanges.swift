import Foundation
import Observation

/// Which of a model's properties told their observers of a change, each read tracked on its own
/// with `withObservationTracking` as a view's body would read it.
@MainActor
final class ObservedChanges {
    /// The names whose observers were told, gathered from `onChange`.
    private let told = ToldNames()

    /// Starts tracking each read of `reads`, by name.
    init(_ reads: [String: () -> Void]) {
        for (name, read) in reads {
            withObservationTracking(read) { [told] in told.insert(name) }
        }
    }

    /// The names of the reads whose observers were told of a change so far.
    var names: Set<String> { told.names }
}

/// A set of names filled from `onChange`, which may run on any thread.
///
/// `@unchecked Sendable`: the set is only touched under the lock.
private final class ToldNames: @unchecked Sendable {
    /// Guards ``storage``.
    private let lock = NSLock()
    /// The names so far.
    private var storage: Set<String> = []

    /// Adds `name`.
    func insert(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.insert(name)
    }

    /// The names so far.
    var names: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
