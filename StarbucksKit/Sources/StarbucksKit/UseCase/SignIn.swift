import Foundation

/// Signing a user in and out. The original app used a third-party sign-in; here the protocol
/// stands in for any of them, and ``LocalSignIn`` keeps the session in a file.
///
/// ```swift
/// let signIn = LocalSignIn(directory: folder)
/// let session = try await signIn.signIn(name: "Minji")
/// print(session.name)                      // Minji
/// try await signIn.signOut()
/// ```
public protocol SignIn: Sendable {
    /// The signed-in session, or `nil` when nobody is signed in.
    ///
    /// - Throws: ``PersistenceError`` when the stored session cannot be read.
    func currentSession() async throws -> UserSession?

    /// Signs `name` in, replacing any earlier session.
    ///
    /// - Throws: ``SignInError`` for a name that cannot be used (nothing is stored);
    ///   ``PersistenceError`` when the session cannot be saved (of kind
    ///   ``PersistenceError/Kind-swift.struct/unstorableTime`` when the clock gives a time that
    ///   cannot be stored; nothing is stored).
    func signIn(name: String) async throws -> UserSession

    /// Signs out; returns the session that ended, or `nil` when nobody was signed in.
    ///
    /// - Throws: ``PersistenceError`` when the stored session cannot be removed.
    @discardableResult
    func signOut() async throws -> UserSession?
}

extension SignIn {
    /// The signed-in session.
    ///
    /// - Throws: ``SignInError`` of kind ``SignInError/Kind-swift.struct/notSignedIn`` when nobody
    ///   is signed in; ``PersistenceError`` when the session cannot be read.
    public func requireSession() async throws -> UserSession {
        guard let session = try await currentSession() else { throw SignInError.notSignedIn }
        return session
    }
}
