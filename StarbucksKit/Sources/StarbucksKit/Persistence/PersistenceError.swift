import Foundation

/// Why the local state (the signed-in session, the popup's "don't show again") could not be read
/// or saved. A failed save leaves the file as it was.
///
/// ```swift
/// do {
///     _ = try await LocalSignIn(directory: folder).currentSession()
/// } catch let error as PersistenceError where error.kind == .corrupt {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct PersistenceError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// The file exists but is not what it should hold; it was not touched.
        public static let corrupt = Kind(name: "corrupt")
        /// The file exists but could not be read.
        public static let unreadable = Kind(name: "unreadable")
        /// The file or its folder could not be written or removed.
        public static let unwritable = Kind(name: "unwritable")
        /// A part of the file's folder path is a file, so the state cannot be kept there.
        public static let notADirectory = Kind(name: "notADirectory")
        /// The file's place is taken by a folder, so the state cannot be kept there.
        public static let notAFile = Kind(name: "notAFile")

        /// The kind's name (`corrupt`).
        public var description: String { name }
    }

    private enum Reason: Hashable, Sendable {
        case corrupt(String, DecodingProblem)
        case invalidChoice(String, InvalidChoice)
        case unreadable(String, SystemReason.Detail)
        case unwritable(String, SystemReason.Detail)
        case notADirectory(String)
        case notAFile(String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .corrupt, .invalidChoice: .corrupt
        case .unreadable: .unreadable
        case .unwritable: .unwritable
        case .notADirectory: .notADirectory
        case .notAFile: .notAFile
        }
    }

    /// The file at `path` does not hold what it should, for `reason`.
    public static func corrupt(_ path: String, reason: String) -> PersistenceError {
        PersistenceError(.corrupt(path, DecodingProblem(path: "", kind: .invalidValue(reason))))
    }

    /// The file at `path` does not hold what it should; built from the decoder's error.
    static func corrupt(_ path: String, _ problem: DecodingProblem) -> PersistenceError {
        PersistenceError(.corrupt(path, problem))
    }

    /// The file at `path` holds a value that is not one of the choices it may hold.
    static func invalidChoice(_ path: String, _ choice: InvalidChoice) -> PersistenceError {
        PersistenceError(.invalidChoice(path, choice))
    }

    /// The file at `path` could not be read, for `reason`.
    public static func unreadable(_ path: String, reason: String) -> PersistenceError {
        PersistenceError(.unreadable(path, .text(reason)))
    }

    /// The system refused to read the file at `path`, for `reason`.
    static func unreadable(_ path: String, _ reason: SystemReason) -> PersistenceError {
        PersistenceError(.unreadable(path, .system(reason, writing: false)))
    }

    /// The file at `path` could not be written or removed, for `reason`.
    public static func unwritable(_ path: String, reason: String) -> PersistenceError {
        PersistenceError(.unwritable(path, .text(reason)))
    }

    /// The system refused to write or remove the file at `path`, for `reason`.
    static func unwritable(_ path: String, _ reason: SystemReason) -> PersistenceError {
        PersistenceError(.unwritable(path, .system(reason, writing: true)))
    }

    /// `path`, where the state's folder (or one of its parents) should be, is a file.
    public static func notADirectory(_ path: String) -> PersistenceError {
        PersistenceError(.notADirectory(path))
    }

    /// `path`, where the state file should be, is a folder.
    public static func notAFile(_ path: String) -> PersistenceError {
        PersistenceError(.notAFile(path))
    }

    /// The file at fault.
    public var path: String {
        switch reason {
        case .corrupt(let path, _), .invalidChoice(let path, _), .unreadable(let path, _),
            .unwritable(let path, _), .notADirectory(let path), .notAFile(let path):
            path
        }
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .corrupt(let path, let problem):
            return text.format(
                "error.state.corrupt", Self.shown(path), problem.message(text), remedy(for: path, text))
        case .invalidChoice(let path, let choice):
            let problem =
                choice.choices.isEmpty
                ? text.format("error.state.invalidMoment", choice.key, Self.shown(choice.value))
                : text.format(
                    "error.state.invalidChoice", choice.key, Self.shown(choice.value),
                    choice.choices.joined(separator: ", "))
            return text.format("error.state.corrupt", Self.shown(path), problem, remedy(for: path, text))
        case .unreadable(let path, .system(let why, _)):
            return text.format("error.state.unreadable.system", Self.shown(path), why.sentence(text))
        case .unreadable(let path, .text(let detail)):
            return text.format("error.state.unreadable", Self.shown(path), Self.shown(detail))
        case .unwritable(let path, .system(let why, _)):
            return text.format(
                "error.state.unwritable.system", Self.shown(path), why.sentence(text, writing: true))
        case .unwritable(let path, .text(let detail)):
            return text.format("error.state.unwritable", Self.shown(path), Self.shown(detail))
        case .notADirectory(let path):
            return text.format("error.state.notADirectory", Self.shown(path))
        case .notAFile(let path):
            return text.format("error.state.notAFile", Self.shown(path))
        }
    }

    /// How to start over from a damaged state file: reset the popup for its file, sign out for
    /// the session's (or any other).
    private func remedy(for path: String, _ text: Localizer) -> String {
        URL(fileURLWithPath: path).lastPathComponent == PopupDismissalFile.fileName
            ? text.string("error.state.remedy.popup") : text.string("error.state.remedy.session")
    }

    private static func shown(_ text: String) -> String { StarbucksAPIError.shown(text) }
}

extension PersistenceError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
