import Foundation

/// Sign-in kept in memory, for tests and previews.
public actor InMemorySignIn: SignIn {
    private var session: UserSession?
    private let now: @Sendable () -> Date

    /// Sign-in holding `session`, timed by `now`.
    public init(session: UserSession? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
        self.session = session
        self.now = now
    }

    /// The session.
    public func currentSession() -> UserSession? { session }

    /// Signs `name` (trimmed) in with a new random token.
    ///
    /// - Throws: ``SignInError`` for an unusable name (nothing changes).
    public func signIn(name: String) throws -> UserSession {
        let session = UserSession(
            name: try SignInError.validated(name), token: UUID().uuidString, signedInAt: now().wholeSeconds)
        self.session = session
        return session
    }

    /// Forgets the session and returns it.
    @discardableResult
    public func signOut() -> UserSession? {
        defer { session = nil }
        return session
    }
}
