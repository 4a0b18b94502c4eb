import Foundation

/// Sign-in kept on this device: the session (name and token) in `session.json` in a folder you
/// choose (``StarbucksDependencies/defaultDirectory()`` when you choose none), written atomically,
/// readable by its owner alone (mode 0600; a folder it makes, 0700). On iOS the mode is not what
/// protects the token: the app's sandbox and the file's Data Protection class are, and the kit sets
/// none, so the file gets the app's default (see "Using StarbucksKit in an iOS app").
///
/// ```swift
/// let signIn = LocalSignIn(directory: URL(fileURLWithPath: "/tmp/starbucks"))
/// try await signIn.signIn(name: "Minji")
/// let session = try await LocalSignIn(directory: URL(fileURLWithPath: "/tmp/starbucks")).currentSession()
/// ```
public struct LocalSignIn: SignIn {
    /// The session file's name in its folder.
    public static let fileName = "session.json"

    /// Where the session file is.
    public var url: URL { file.url }
    private let file: JSONFile<UserSession>
    private let now: @Sendable () -> Date
    private let makeToken: @Sendable () -> String

    /// Sign-in kept in `directory` (created on the first sign-in; the kit's
    /// ``StarbucksDependencies/defaultDirectory()`` by default), timed by `now` (to the second),
    /// with tokens from `makeToken` (a random UUID by default).
    public init(
        directory: URL = StarbucksDependencies.defaultDirectory(),
        now: @escaping @Sendable () -> Date = { Date() },
        makeToken: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        file = JSONFile(url: directory.appendingPathComponent(Self.fileName), ownerOnly: true)
        self.now = now
        self.makeToken = makeToken
    }

    /// The stored session, or `nil` when there is no session file.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be read or is not a session.
    public func currentSession() async throws -> UserSession? {
        try file.read()
    }

    /// Signs `name` (trimmed) in with a new token.
    ///
    /// - Throws: ``SignInError`` for an unusable name (the file is not touched);
    ///   ``PersistenceError`` when the file cannot be written, or of kind
    ///   ``PersistenceError/Kind-swift.struct/unstorableTime`` when the clock gives a time no state
    ///   file can keep (not a number, infinite, or outside the years 1 to 9999; the file is not
    ///   touched).
    public func signIn(name: String) async throws -> UserSession {
        let name = try SignInError.validated(name)
        guard let moment = now().storableMoment else { throw PersistenceError.unstorableTime(url.path) }
        let session = UserSession(name: name, token: makeToken(), signedInAt: moment)
        try file.write(session)
        return session
    }

    /// Removes the session file; returns the session it held (`nil` when there was none, or when
    /// it was unreadable — it is removed all the same).
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be removed.
    @discardableResult
    public func signOut() async throws -> UserSession? {
        let session = try? file.read()
        try file.remove()
        return session ?? nil
    }
}
