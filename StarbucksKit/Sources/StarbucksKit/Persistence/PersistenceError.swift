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
    /// The failure and the file at fault: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case corrupt(String, Damage)
        case unreadable(String, SystemReason.Detail)
        case unwritable(String, SystemReason.Detail)
        case notADirectory(String)
        case notAFile(String)
        case unstorableTime(String)
    }

    /// What a damaged file holds: data that cannot be decoded, or a value that is not one of
    /// its choices.
    private enum Damage: Hashable, Sendable {
        case undecodable(DecodingProblem)
        case invalidChoice(InvalidChoice)
    }

    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The file at `path` does not hold what it should, for `reason`.
    public static func corrupt(_ path: String, reason: String) -> Self {
        corrupt(path, DecodingProblem(path: "", kind: .invalidValue(reason)))
    }

    /// The file at `path` does not hold what it should; built from the decoder's error.
    static func corrupt(_ path: String, _ problem: DecodingProblem) -> Self {
        Self(reason: .corrupt(path, .undecodable(problem)))
    }

    /// The file at `path` holds a value that is not one of the choices it may hold.
    static func invalidChoice(_ path: String, _ choice: InvalidChoice) -> Self {
        Self(reason: .corrupt(path, .invalidChoice(choice)))
    }

    /// The file at `path` could not be read, for `reason`.
    public static func unreadable(_ path: String, reason: String) -> Self {
        Self(reason: .unreadable(path, .text(reason)))
    }

    /// The system refused to read the file at `path`, for `reason`.
    static func unreadable(_ path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unreadable(path, .system(reason, writing: false)))
    }

    /// The file at `path` could not be written or removed, for `reason`.
    public static func unwritable(_ path: String, reason: String) -> Self {
        Self(reason: .unwritable(path, .text(reason)))
    }

    /// The system refused to write or remove the file at `path`, for `reason`.
    static func unwritable(_ path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unwritable(path, .system(reason, writing: true)))
    }

    /// `path`, where the state's folder (or one of its parents) should be, is a file.
    public static func notADirectory(_ path: String) -> Self { Self(reason: .notADirectory(path)) }

    /// `path`, where the state file should be, is a folder.
    public static func notAFile(_ path: String) -> Self { Self(reason: .notAFile(path)) }

    /// The device's clock gave a time no state file can keep (not a number, infinite, or outside
    /// the years 1 to 9999), so nothing was saved: the file at `path` (empty for state kept in
    /// memory) was not touched.
    public static func unstorableTime(_ path: String) -> Self { Self(reason: .unstorableTime(path)) }

    /// The file at fault; for ``Kind-swift.struct/unstorableTime``, the file that was to be
    /// written (empty when the state is kept in memory).
    public var path: String {
        switch reason {
        case .corrupt(let path, _), .unreadable(let path, _), .unwritable(let path, _),
            .notADirectory(let path), .notAFile(let path), .unstorableTime(let path):
            path
        }
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// The message's key is `error.state.` followed by ``kind``; a reason the system gave adds
    /// `.system`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.state.\(kind)"
        switch reason {
        case .corrupt(let path, let damage):
            return text.format(key, Self.shown(path), Self.problem(damage, text), remedy(for: path, text))
        case .unreadable(let path, .system(let why, _)):
            return text.format(key + ".system", Self.shown(path), why.sentence(text))
        case .unwritable(let path, .system(let why, _)):
            return text.format(key + ".system", Self.shown(path), why.sentence(text, writing: true))
        case .unreadable(let path, .text(let detail)), .unwritable(let path, .text(let detail)):
            return text.format(key, Self.shown(path), Self.shown(detail))
        case .notADirectory(let path), .notAFile(let path):
            return text.format(key, Self.shown(path))
        case .unstorableTime:
            return text.string(key)
        }
    }

    /// What is wrong in a damaged file, for the middle of its message.
    private static func problem(_ damage: Damage, _ text: Localizer) -> String {
        switch damage {
        case .undecodable(let problem):
            return problem.message(text)
        case .invalidChoice(let choice) where choice.choices.isEmpty:
            return text.format("error.state.invalidMoment", choice.key, shown(choice.value))
        case .invalidChoice(let choice):
            return text.format(
                "error.state.invalidChoice", choice.key, shown(choice.value),
                choice.choices.joined(separator: ", "))
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

extension PersistenceError {
    /// What kind of failure a ``PersistenceError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name (`corrupt`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The file exists but is not what it should hold; it was not touched.
        public static var corrupt: Self { Self() }
        /// The file exists but could not be read.
        public static var unreadable: Self { Self() }
        /// The file or its folder could not be written or removed.
        public static var unwritable: Self { Self() }
        /// A part of the file's folder path is a file, so the state cannot be kept there.
        public static var notADirectory: Self { Self() }
        /// The file's place is taken by a folder, so the state cannot be kept there.
        public static var notAFile: Self { Self() }
        /// The device's clock gave a time that cannot be stored, so nothing was saved.
        public static var unstorableTime: Self { Self() }
    }
}

extension PersistenceError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
