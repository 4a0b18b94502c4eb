import Foundation

/// Why the inventory could not be read or saved. A failed save leaves the file as it was.
///
/// Match on ``kind``: ``Kind/corrupt`` is a file whose contents are wrong and
/// ``Kind/newerFormat`` one a newer version wrote (data errors), the other kinds are the file
/// system refusing (an I/O error).
///
/// ```swift
/// do {
///     _ = try FruitStore(persistence: InventoryFile(directory: directory))
/// } catch let error as PersistenceError where error.kind == .corrupt {
///     print(error.message())  // names the file, what is wrong in it, and the way out
/// }
/// ```
public struct PersistenceError: Error, Sendable, Hashable {
    /// What kind of failure this is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as in `readOnly`.
        public let description: String

        /// A kind named `name`.
        private init(_ name: String) {
            self.description = name
        }

        /// The file exists but is not a valid inventory; it was not touched.
        public static let corrupt = Kind("corrupt")
        /// The file was written in a newer format than this kit reads (by a newer version of the
        /// kit); it was not touched, and the way forward is a newer version, not a reset.
        public static let newerFormat = Kind("newerFormat")
        /// The file exists but could not be read.
        public static let unreadable = Kind("unreadable")
        /// The file, its directory or its lock could not be written.
        public static let unwritable = Kind("unwritable")
        /// The inventory file is read-only; it was not replaced.
        public static let readOnly = Kind("readOnly")
        /// A path that should be a directory (the data directory or one above it) is a file.
        public static let notADirectory = Kind("notADirectory")
        /// The inventory's path names a directory, not a file.
        public static let isADirectory = Kind("isADirectory")
        /// The lock file's path is a symbolic link, which is never followed.
        public static let lockIsSymbolicLink = Kind("lockIsSymbolicLink")
    }

    /// What is wrong inside a file that was read.
    enum Problem: Error, Hashable, Sendable {
        /// The decoder's account of the problem.
        case decoding(DecodingProblem)
        /// A format version this kit does not read.
        case unsupportedFormat(Int)
        /// A key of `stock` that is no fruit.
        case unknownFruit(String)
        /// A fruit `stock` has no count for.
        case missingFruit(Fruit)
        /// A count that is a number but not a whole number an `Int` holds, as written.
        case countNotWhole(key: String, value: String)
        /// A file larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// A reason given as text by a persistence of the caller's own.
        case text(String)
    }

    /// The failure.
    private enum Reason: Hashable, Sendable {
        case corrupt(Problem)
        case newerFormat(Int)
        case unreadable(SystemReason.Detail)
        case unwritable(SystemReason.Detail)
        case readOnly
        case notADirectory
        case isADirectory
        case lockIsSymbolicLink
    }

    /// The failure.
    private let reason: Reason
    /// The path of the file or directory concerned.
    public let path: String

    /// An error for `reason` at `path`.
    private init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// The file at `path` is not a valid inventory; `reason` says why.
    public static func corrupt(path: String, reason: String) -> PersistenceError {
        PersistenceError(.corrupt(.text(reason)), path: path)
    }

    /// The file at `path` is not a valid inventory, for `problem`.
    static func corrupt(path: String, problem: Problem) -> PersistenceError {
        PersistenceError(.corrupt(problem), path: path)
    }

    /// The file at `path` is written in `format`, newer than ``InventoryFile/formatVersion``.
    public static func newerFormat(path: String, format: Int) -> PersistenceError {
        PersistenceError(.newerFormat(format), path: path)
    }

    /// The file at `path` could not be read; `reason` says why, and is shown as given.
    public static func unreadable(path: String, reason: String) -> PersistenceError {
        PersistenceError(.unreadable(.text(reason)), path: path)
    }

    /// The system refused to read the file at `path`, for `reason`.
    static func unreadable(path: String, _ reason: SystemReason) -> PersistenceError {
        PersistenceError(.unreadable(.system(reason, writing: false)), path: path)
    }

    /// The file, directory or lock at `path` could not be written; `reason` says why, and is shown
    /// as given.
    public static func unwritable(path: String, reason: String) -> PersistenceError {
        PersistenceError(.unwritable(.text(reason)), path: path)
    }

    /// The system refused to write the file, directory or lock at `path`, for `reason`.
    static func unwritable(path: String, _ reason: SystemReason) -> PersistenceError {
        PersistenceError(.unwritable(.system(reason, writing: true)), path: path)
    }

    /// The inventory file at `path` is read-only.
    public static func readOnly(path: String) -> PersistenceError {
        PersistenceError(.readOnly, path: path)
    }

    /// `path`, which should be a directory, is a file.
    public static func notADirectory(path: String) -> PersistenceError {
        PersistenceError(.notADirectory, path: path)
    }

    /// `path`, where the inventory file should be, is a directory.
    public static func isADirectory(path: String) -> PersistenceError {
        PersistenceError(.isADirectory, path: path)
    }

    /// The lock file at `path` is a symbolic link.
    public static func lockIsSymbolicLink(path: String) -> PersistenceError {
        PersistenceError(.lockIsSymbolicLink, path: path)
    }

    /// What kind of failure this is.
    public var kind: Kind {
        switch reason {
        case .corrupt: .corrupt
        case .newerFormat: .newerFormat
        case .unreadable: .unreadable
        case .unwritable: .unwritable
        case .readOnly: .readOnly
        case .notADirectory: .notADirectory
        case .isADirectory: .isADirectory
        case .lockIsSymbolicLink: .lockIsSymbolicLink
        }
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let path = NameText.visible(path)
        switch reason {
        case .corrupt(let problem):
            return text.format("error.file.corrupt", path, describe(problem, text))
        case .newerFormat(let format):
            return text.format(
                "error.file.newerFormat", path, text.number(format), text.number(InventoryFile.formatVersion))
        case .unreadable(.system(let why, _)):
            return text.format("error.file.unreadable.system", path, why.sentence(text))
        case .unreadable(.text(let reason)):
            return text.format("error.file.unreadable", path, reason.removingControlCharacters())
        case .unwritable(.system(let why, _)):
            return text.format("error.file.unwritable.system", path, why.sentence(text, writing: true))
        case .unwritable(.text(let reason)):
            return text.format("error.file.unwritable", path, reason.removingControlCharacters())
        case .readOnly:
            return text.format("error.file.readOnly", path)
        case .notADirectory:
            return text.format("error.file.notADirectory", path)
        case .isADirectory:
            return text.format("error.file.isADirectory", path)
        case .lockIsSymbolicLink:
            return text.format("error.file.lockIsSymbolicLink", path)
        }
    }

    /// What is wrong inside the file, in `text`'s language.
    private func describe(_ problem: Problem, _ text: Localizer) -> String {
        switch problem {
        case .decoding(let problem):
            problem.message(text)
        case .unsupportedFormat(let format):
            text.format(
                "error.file.detail.format", text.number(format), text.number(InventoryFile.formatVersion))
        case .unknownFruit(let key):
            text.format("error.file.detail.unknownFruit", NameText.visible(key), Fruit.fileKeys(text))
        case .missingFruit(let fruit):
            text.format("error.file.detail.missingFruit", fruit.fileKey(text))
        case .countNotWhole(let key, let value):
            text.format(
                "error.file.detail.countNotWhole", NameText.visible(key), NameText.visible(value),
                text.number(0), text.number(Int.max))
        case .tooLarge(let limit):
            text.format("error.file.detail.tooLarge", text.number(limit))
        case .text(let reason):
            reason.removingControlCharacters()
        }
    }
}

extension PersistenceError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
