import Foundation

/// Why signing in was refused, or why a step needs someone signed in.
public struct SignInError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// The name is empty once trimmed.
        public static let emptyName = Kind(name: "emptyName")
        /// The name is longer than ``SignInError/maximumNameLength``.
        public static let nameTooLong = Kind(name: "nameTooLong")
        /// The name holds control characters.
        public static let controlCharacters = Kind(name: "controlCharacters")
        /// Nobody is signed in.
        public static let notSignedIn = Kind(name: "notSignedIn")

        /// The kind's name (`emptyName`).
        public var description: String { name }
    }

    /// The most characters a name may have.
    public static let maximumNameLength = 20

    private enum Reason: Hashable, Sendable {
        case emptyName
        case nameTooLong(Int)
        case controlCharacters
        case notSignedIn
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .emptyName: .emptyName
        case .nameTooLong: .nameTooLong
        case .controlCharacters: .controlCharacters
        case .notSignedIn: .notSignedIn
        }
    }

    /// The name is empty once trimmed.
    public static let emptyName = SignInError(.emptyName)
    /// The name has `length` characters, more than ``maximumNameLength``.
    public static func nameTooLong(length: Int) -> SignInError { SignInError(.nameTooLong(length)) }
    /// The name holds control characters.
    public static let controlCharacters = SignInError(.controlCharacters)
    /// Nobody is signed in.
    public static let notSignedIn = SignInError(.notSignedIn)

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .emptyName: return text.string("error.signIn.emptyName")
        case .nameTooLong(let length):
            return text.format(
                "error.signIn.nameTooLong", text.number(length), text.number(Self.maximumNameLength))
        case .controlCharacters: return text.string("error.signIn.controlCharacters")
        case .notSignedIn: return text.string("error.signIn.notSignedIn")
        }
    }

    /// `name` trimmed, if it can be used.
    static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw emptyName }
        guard trimmed.removingControlCharacters() == trimmed else { throw controlCharacters }
        guard trimmed.count <= maximumNameLength else { throw nameTooLong(length: trimmed.count) }
        return trimmed
    }
}

extension SignInError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
