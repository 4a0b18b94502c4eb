import Foundation

/// A failure a ``FixtureTransport`` plays instead of a fixture's answer, for tests of error paths.
public enum FixtureFault: Hashable, Sendable {
    /// Answer with this HTTP status and an empty body.
    case status(Int)
    /// Answer `200 OK` with a body that is not JSON.
    case malformedBody
    /// Fail as a connection that could not be made.
    case transportFailure
    /// Fail as a request that timed out.
    case timeout
}
