import Foundation

/// Why signing in was refused, or why a step needs someone signed in.
public struct SignInError: Error, Sendable, Hashable {
    /// The most characters a name may have.
    public static let maximumNameLength = 20

    /// The refusal and what it concerns: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case emptyName
        case nameTooLong(Int)
        case controlCharacters
        case notSignedIn
    }

    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The name is empty once trimmed, or shows nothing: only marks that combine with no letter,
    /// fillers, zero-width or blank characters.
    public static let emptyName = Self(reason: .emptyName)
    /// The name has `length` characters, more than ``maximumNameLength``.
    public static func nameTooLong(length: Int) -> Self { Self(reason: .nameTooLong(length)) }
    /// The name holds control characters.
    public static let controlCharacters = Self(reason: .controlCharacters)
    /// Nobody is signed in.
    public static let notSignedIn = Self(reason: .notSignedIn)

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// The message's key is `error.signIn.` followed by ``kind``.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.signIn.\(kind)"
        return switch reason {
        case .emptyName, .controlCharacters, .notSignedIn: text.string(key)
        case .nameTooLong(let length):
            text.format(key, text.number(length), text.number(Self.maximumNameLength))
        }
    }

    /// `name` trimmed, if it can be used.
    static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isBlank else { throw emptyName }
        guard trimmed.removingControlCharacters() == trimmed else { throw controlCharacters }
        guard trimmed.count <= maximumNameLength else { throw nameTooLong(length: trimmed.count) }
        return trimmed
    }
}

extension SignInError {
    /// What kind of failure a ``SignInError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name (`emptyName`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The name is empty once trimmed, or shows nothing.
        public static var emptyName: Self { Self() }
        /// The name is longer than ``SignInError/maximumNameLength``.
        public static var nameTooLong: Self { Self() }
        /// The name holds control characters.
        public static var controlCharacters: Self { Self() }
        /// Nobody is signed in.
        public static var notSignedIn: Self { Self() }
    }
}

extension SignInError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
