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
    /// What kind of failure happened.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The export format name is not one the kit writes.
        public static let unknownFormat = Kind(name: "unknownFormat")
        /// The file to import could not be read.
        public static let unreadableFile = Kind(name: "unreadableFile")
        /// The export could not be written to its destination.
        public static let unwritableFile = Kind(name: "unwritableFile")
        /// The data is not JSON, or not shaped like an export or the sample format (see
        /// ``DiaryTransferError/codingPath``).
        public static let malformedData = Kind(name: "malformedData")
        /// The export was written by a newer version of the kit.
        public static let unsupportedVersion = Kind(name: "unsupportedVersion")
        /// A value has the right type but cannot be used: a malformed id or date, a date out of
        /// range, an entry with no text (see ``DiaryTransferError/codingPath``).
        public static let invalidValue = Kind(name: "invalidValue")
        /// Text to save is not valid UTF-8 (see ``DiaryImporter/text(from:)``).
        public static let invalidEncoding = Kind(name: "invalidEncoding")

        /// The kind's name (`malformedData`).
        public var description: String { name }
    }

    /// Why a value cannot be used.
    enum ValueProblem: String, Sendable, Hashable {
        case id, date, dateRange, emptyEntry
    }

    /// Why a file could not be read or written.
    enum FileProblem: Sendable, Hashable {
        /// Found by the kit itself.
        case missing, folder, tooLarge, database
        /// Refused by the system, worded by the kit.
        case system(SystemReason)
        /// Given as text by a caller of the public API.
        case text(String)
    }

    private enum Reason: Sendable, Hashable {
        case unknownFormat(String, [String])
        case unreadableFile(String, FileProblem)
        case unwritableFile(String, FileProblem)
        case malformedData(DecodingProblem)
        case unsupportedVersion(Int)
        case invalidValue(path: String, ValueProblem)
        case invalidEncoding
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .unknownFormat: .unknownFormat
        case .unreadableFile: .unreadableFile
        case .unwritableFile: .unwritableFile
        case .malformedData: .malformedData
        case .unsupportedVersion: .unsupportedVersion
        case .invalidValue: .invalidValue
        case .invalidEncoding: .invalidEncoding
        }
    }

    // MARK: - Making errors

    /// `name` is not one of the format names `known`.
    public static func unknownFormat(_ name: String, known: [String]) -> DiaryTransferError {
        DiaryTransferError(.unknownFormat(name, known))
    }

    /// The file at `path` could not be read, for `reason`.
    public static func unreadableFile(_ path: String, reason: String) -> DiaryTransferError {
        DiaryTransferError(.unreadableFile(path, .text(reason)))
    }

    /// The file at `path` could not be read, for a reason the kit found.
    static func unreadableFile(_ path: String, _ problem: FileProblem) -> DiaryTransferError {
        DiaryTransferError(.unreadableFile(path, problem))
    }

    /// Nothing could be written to `path`, for `reason`.
    public static func unwritableFile(_ path: String, reason: String) -> DiaryTransferError {
        DiaryTransferError(.unwritableFile(path, .text(reason)))
    }

    /// An export was asked to replace `path`, which is the diary database itself (or one of its
    /// companion files); nothing was written.
    public static func exportOverDatabase(_ path: String) -> DiaryTransferError {
        DiaryTransferError(.unwritableFile(path, .database))
    }

    /// Nothing could be written to `path`, for a reason the kit found.
    static func unwritableFile(_ path: String, _ problem: FileProblem) -> DiaryTransferError {
        DiaryTransferError(.unwritableFile(path, problem))
    }

    /// The data could not be decoded; built from a decoder's error.
    static func malformedData(_ problem: DecodingProblem) -> DiaryTransferError {
        DiaryTransferError(.malformedData(problem))
    }

    /// The export has format version `version`, newer than this kit reads.
    public static func unsupportedVersion(_ version: Int) -> DiaryTransferError {
        DiaryTransferError(.unsupportedVersion(version))
    }

    /// The value at `path` cannot be used.
    static func invalidValue(at path: String, _ problem: ValueProblem) -> DiaryTransferError {
        DiaryTransferError(.invalidValue(path: path, problem))
    }

    /// Text to save is not valid UTF-8; nothing was saved.
    public static let invalidEncoding = DiaryTransferError(.invalidEncoding)

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
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .unknownFormat(let name, let known):
            return text.format(
                "error.transfer.unknownFormat", name.removingControlCharacters(),
                known.joined(separator: text.string("list.separator")))
        case .unreadableFile(let path, .system(let why)):
            return text.format(
                "error.transfer.unreadableFile.system", path.removingControlCharacters(), why.sentence(text))
        case .unwritableFile(let path, .system(let why)):
            return text.format(
                "error.transfer.unwritableFile.system", path.removingControlCharacters(),
                why.sentence(text, writing: true))
        case .unreadableFile(let path, let problem):
            return text.format(
                "error.transfer.unreadableFile", path.removingControlCharacters(), describe(problem, text))
        case .unwritableFile(let path, let problem):
            return text.format(
                "error.transfer.unwritableFile", path.removingControlCharacters(), describe(problem, text))
        case .malformedData(let problem):
            return text.format("error.transfer.malformedData", problem.message(text))
        case .unsupportedVersion(let version):
            return text.format("error.transfer.unsupportedVersion", text.number(version))
        case .invalidValue(let path, let problem):
            let place = path.isEmpty ? text.string("decoding.topLevel") : path
            return text.format(
                "error.transfer.invalid.\(problem.rawValue)", place.removingControlCharacters())
        case .invalidEncoding:
            return text.string("error.transfer.invalidEncoding")
        }
    }

    private func describe(_ problem: FileProblem, _ text: Localizer) -> String {
        switch problem {
        case .missing: text.string("error.file.missing")
        case .folder: text.string("error.file.folder")
        case .tooLarge: text.format("error.file.tooLarge", text.number(DiaryImporter.maximumFileSize >> 20))
        case .database: text.string("error.file.database")
        case .system(let why): why.sentence(text)
        case .text(let detail): detail.removingControlCharacters()
        }
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
