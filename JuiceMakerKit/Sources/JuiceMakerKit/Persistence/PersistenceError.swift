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

    /// The failure: the only list of this error's cases.
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

    /// What kind of failure this is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The file at `path` is not a valid inventory; `reason` says why.
    public static func corrupt(path: String, reason: String) -> Self {
        Self(reason: .corrupt(.text(reason)), path: path)
    }

    /// The file at `path` is not a valid inventory, for `problem`.
    static func corrupt(path: String, problem: Problem) -> Self {
        Self(reason: .corrupt(problem), path: path)
    }

    /// The file at `path` is written in `format`, newer than ``InventoryFile/formatVersion``.
    public static func newerFormat(path: String, format: Int) -> Self {
        Self(reason: .newerFormat(format), path: path)
    }

    /// The file at `path` could not be read; `reason` says why, and is shown as given.
    public static func unreadable(path: String, reason: String) -> Self {
        Self(reason: .unreadable(.text(reason)), path: path)
    }

    /// The system refused to read the file at `path`, for `reason`.
    static func unreadable(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unreadable(.system(reason, writing: false)), path: path)
    }

    /// The file, directory or lock at `path` could not be written; `reason` says why, and is shown
    /// as given.
    public static func unwritable(path: String, reason: String) -> Self {
        Self(reason: .unwritable(.text(reason)), path: path)
    }

    /// The system refused to write the file, directory or lock at `path`, for `reason`.
    static func unwritable(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unwritable(.system(reason, writing: true)), path: path)
    }

    /// The inventory file at `path` is read-only.
    public static func readOnly(path: String) -> Self { Self(reason: .readOnly, path: path) }

    /// `path`, which should be a directory, is a file.
    public static func notADirectory(path: String) -> Self { Self(reason: .notADirectory, path: path) }

    /// `path`, where the inventory file should be, is a directory.
    public static func isADirectory(path: String) -> Self { Self(reason: .isADirectory, path: path) }

    /// The lock file at `path` is a symbolic link.
    public static func lockIsSymbolicLink(path: String) -> Self {
        Self(reason: .lockIsSymbolicLink, path: path)
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.file.` followed by ``kind``; a reason the kit words itself adds
    /// `.system`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.file.\(kind)"
        let path = NameText.visible(path)
        return switch reason {
        case .corrupt(let problem): text.format(key, path, describe(problem, text))
        case .newerFormat(let format):
            text.format(key, path, text.number(format), text.number(InventoryFile.formatVersion))
        case .unreadable(.system(let why, _)):
            text.format("error.file.unreadable.system", path, why.sentence(text))
        case .unwritable(.system(let why, _)):
            text.format("error.file.unwritable.system", path, why.sentence(text, writing: true))
        case .unreadable(.text(let reason)), .unwritable(.text(let reason)):
            text.format(key, path, reason.removingControlCharacters())
        case .readOnly, .notADirectory, .isADirectory, .lockIsSymbolicLink: text.format(key, path)
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

extension PersistenceError {
    /// What kind of failure a ``PersistenceError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as in `readOnly`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The file exists but is not a valid inventory; it was not touched.
        public static var corrupt: Self { Self() }
        /// The file was written in a newer format than this kit reads (by a newer version of the
        /// kit); it was not touched, and the way forward is a newer version, not a reset.
        public static var newerFormat: Self { Self() }
        /// The file exists but could not be read.
        public static var unreadable: Self { Self() }
        /// The file, its directory or its lock could not be written.
        public static var unwritable: Self { Self() }
        /// The inventory file is read-only; it was not replaced.
        public static var readOnly: Self { Self() }
        /// A path that should be a directory (the data directory or one above it) is a file.
        public static var notADirectory: Self { Self() }
        /// The inventory's path names a directory, not a file.
        public static var isADirectory: Self { Self() }
        /// The lock file's path is a symbolic link, which is never followed.
        public static var lockIsSymbolicLink: Self { Self() }
    }
}

extension PersistenceError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
