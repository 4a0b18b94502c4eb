/// Told of every request a ``FixtureTransport`` serves (`StarbucksKitTesting`'s request monitor).
package protocol FixtureRequestObserver: Sendable {
    /// A request for `key` started (`nil` when it matched no fixture).
    func begin(_ key: FixtureKey?) async
    /// A request ended, cancelled or not.
    func end(cancelled: Bool) async
}
