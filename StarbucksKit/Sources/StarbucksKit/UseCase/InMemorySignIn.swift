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
    /// - Throws: ``SignInError`` for an unusable name; ``PersistenceError`` of kind
    ///   ``PersistenceError/Kind-swift.struct/unstorableTime`` (with an empty path) when the clock
    ///   gives a time ``LocalSignIn`` could not keep either. Nothing changes.
    public func signIn(name: String) throws -> UserSession {
        let name = try SignInError.validated(name)
        guard let moment = now().storableMoment else { throw PersistenceError.unstorableTime("") }
        let session = UserSession(name: name, token: UUID().uuidString, signedInAt: moment)
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
