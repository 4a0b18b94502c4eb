import StarbucksKit

/// A failure a ``StarbucksKit/FixtureTransport`` plays instead of a fixture's answer, for tests
/// of error paths.
public enum FixtureFault: Hashable, Sendable {
    /// Answer with this HTTP status and an empty body.
    case status(Int)
    /// Answer `200 OK` with a body that is not JSON.
    case malformedBody
    /// Fail as a connection that could not be made.
    case transportFailure
    /// Fail as a request that timed out.
    case timeout

    /// The transport's form of the fault.
    var played: FixtureTransport.Fault {
        switch self {
        case .status(let status): .status(status)
        case .malformedBody: .malformedBody
        case .transportFailure: .transportFailure
        case .timeout: .timeout
        }
    }
}
