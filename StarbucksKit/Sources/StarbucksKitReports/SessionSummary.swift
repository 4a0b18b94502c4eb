import Foundation
import StarbucksKit

/// The outcome of signing in or out, ready to show.
///
/// Encoded for `--json` as `{"signedIn": true, "userName": "Minji", "message": "Signed in as Minji."}`.
public struct SessionSummary: Hashable, Sendable, Encodable {
    /// Whether someone is signed in now.
    public let signedIn: Bool
    /// The user signed in, or the one who just signed out; `nil` when there was nobody.
    public let userName: String?
    /// One line saying what happened.
    public let message: String
}
