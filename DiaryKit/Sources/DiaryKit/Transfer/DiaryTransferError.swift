import Foundation

/// Why entries could not be exported or imported.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. ``message(locale:)`` says in one line, in English or Korean, what was wrong and
/// what to do; a file that could not be imported is named with the place in it (`[3].created_at`).
///
/// ```swift
/// do {
///     _ = try DiaryImporter().entries(from: Data("[{\"title\": 1}]".utf8))
/// } catch let error as DiaryTransferError {
///     print(error.kind)  // malformedData
///     print(error.codingPath ?? "")  // [0].title
/// }
/// ```
public struct DiaryTransferError: Error, Sendable, Hashable {
    /// Why a value cannot be used.
    enum ValueProblem: String, Sendable, Hashable {
        case id, date, dateRange, emptyEntry
    }

    /// Why a file could not be read or written.
    enum FileProblem: Sendable, Hashable {
        /// Found by the kit itself: `database` is the diary database (or a companion file) the
        /// exporter was told of, `sqlite` any other SQLite database.
        case missing, folder, tooLarge, database, sqlite
        /// Refused by the system, worded by the kit.
        case system(SystemReason)
        /// Given as text by a caller of the public API.
        case text(String)
    }

    /// What failed, with what the message needs: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case unknownFormat(String, [String])
        case unreadableFile(String, FileProblem)
        case unwritableFile(String, FileProblem)
        case malformedData(DecodingProblem)
        case unsupportedVersion(Int)
        case invalidValue(path: String, ValueProblem)
        case invalidEncoding
    }

    /// What failed.
    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    // MARK: - Making errors

    /// `name` is not one of the format names `known`.
    public static func unknownFormat(_ name: String, known: [String]) -> Self {
        Self(reason: .unknownFormat(name, known))
    }

    /// The file at `path` could not be read, for `reason`.
    public static func unreadableFile(_ path: String, reason: String) -> Self {
        Self(reason: .unreadableFile(path, .text(reason)))
    }

    /// The file at `path` could not be read, for a reason the kit found.
    static func unreadableFile(_ path: String, _ problem: FileProblem) -> Self {
        Self(reason: .unreadableFile(path, problem))
    }

    /// Nothing could be written to `path`, for `reason`.
    public static func unwritableFile(_ path: String, reason: String) -> Self {
        Self(reason: .unwritableFile(path, .text(reason)))
    }

    /// An export was asked to replace `path`, which is the diary database itself (or one of its
    /// companion files); nothing was written.
    public static func exportOverDatabase(_ path: String) -> Self {
        Self(reason: .unwritableFile(path, .database))
    }

    /// Nothing could be written to `path`, for a reason the kit found.
    static func unwritableFile(_ path: String, _ problem: FileProblem) -> Self {
        Self(reason: .unwritableFile(path, problem))
    }

    /// The data could not be decoded; built from a decoder's error.
    static func malformedData(_ problem: DecodingProblem) -> Self { Self(reason: .malformedData(problem)) }

    /// The export has format version `version`, newer than this kit reads.
    public static func unsupportedVersion(_ version: Int) -> Self {
        Self(reason: .unsupportedVersion(version))
    }

    /// The value at `path` cannot be used.
    static func invalidValue(at path: String, _ problem: ValueProblem) -> Self {
        Self(reason: .invalidValue(path: path, problem))
    }

    /// Text to save is not valid UTF-8; nothing was saved.
    public static let invalidEncoding = Self(reason: .invalidEncoding)

    // MARK: - Details

    /// Where in the data the problem is (`[3].created_at`, `entries[0].id`); empty for the whole
    /// document; `nil` when the error is not about the data.
    public var codingPath: String? {
        switch reason {
        case .malformedData(let problem): problem.path
        case .invalidValue(let path, _): path
        default: nil
        }
    }

    /// The file the error is about, when there is one.
    public var path: String? {
        switch reason {
        case .unreadableFile(let path, _), .unwritableFile(let path, _): path
        default: nil
        }
    }

    // MARK: - Messages

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.transfer.` followed by ``kind``, but
    /// `error.transfer.invalid.` followed by the problem (`date`) for ``Kind/invalidValue``, and a
    /// reason the kit words itself adds `.system`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.transfer.\(kind)"
        return switch reason {
        case .unknownFormat(let name, let known):
            text.format(
                key, name.removingControlCharacters(), known.joined(separator: text.string("list.separator")))
        case .unreadableFile(let path, .system(let why)):
            text.format(
                "error.transfer.unreadableFile.system", path.removingControlCharacters(), why.sentence(text))
        case .unwritableFile(let path, .system(let why)):
            text.format(
                "error.transfer.unwritableFile.system", path.removingControlCharacters(),
                why.sentence(text, writing: true))
        case .unreadableFile(let path, let problem), .unwritableFile(let path, let problem):
            text.format(key, path.removingControlCharacters(), describe(problem, text))
        case .malformedData(let problem): text.format(key, problem.message(text))
        case .unsupportedVersion(let version): text.format(key, text.number(version))
        case .invalidValue(let path, let problem):
            text.format(
                "error.transfer.invalid.\(problem.rawValue)",
                (path.isEmpty ? text.string("decoding.topLevel") : path).removingControlCharacters())
        case .invalidEncoding: text.string(key)
        }
    }

    private func describe(_ problem: FileProblem, _ text: Localizer) -> String {
        switch problem {
        case .missing: text.string("error.file.missing")
        case .folder: text.string("error.file.folder")
        case .tooLarge: text.format("error.file.tooLarge", text.number(DiaryImporter.maximumFileSize >> 20))
        case .database: text.string("error.file.database")
        case .sqlite: text.string("error.file.sqlite")
        case .system(let why): why.sentence(text)
        case .text(let detail): detail.removingControlCharacters()
        }
    }
}

extension DiaryTransferError {
    /// What kind of failure a ``DiaryTransferError`` is; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`malformedData`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The export format name is not one the kit writes.
        public static var unknownFormat: Self { Self() }
        /// The file to import could not be read.
        public static var unreadableFile: Self { Self() }
        /// The export could not be written to its destination.
        public static var unwritableFile: Self { Self() }
        /// The data is not JSON, or not shaped like an export or the sample format (see
        /// ``DiaryTransferError/codingPath``).
        public static var malformedData: Self { Self() }
        /// The export was written by a newer version of the kit.
        public static var unsupportedVersion: Self { Self() }
        /// A value has the right type but cannot be used: a malformed id or date, a date out of
        /// range, an entry with no text (see ``DiaryTransferError/codingPath``).
        public static var invalidValue: Self { Self() }
        /// Text to save is not valid UTF-8 (see ``DiaryImporter/text(from:)``).
        public static var invalidEncoding: Self { Self() }
    }
}

extension DiaryTransferError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}

extension DiaryTransferError: CustomStringConvertible {
    /// The message in English, for logs.
    public var description: String { message(locale: Locale(identifier: "en")) }
}
