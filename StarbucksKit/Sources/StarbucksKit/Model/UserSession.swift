import Foundation

/// Who is signed in: the name the app greets and the token the sign-in gave.
public struct UserSession: Hashable, Sendable, Codable {
    /// The user's name, as they gave it.
    public let name: String
    /// The token of the session.
    public let token: String
    /// When the user signed in.
    public let signedInAt: Date

    /// A session for `name` with `token`, begun at `signedInAt`.
    public init(name: String, token: String, signedInAt: Date) {
        self.name = name
        self.token = token
        self.signedInAt = signedInAt
    }
}
