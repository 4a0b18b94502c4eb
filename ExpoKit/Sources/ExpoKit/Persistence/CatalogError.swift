import Foundation

/// Why an exposition catalog could not be loaded, naming the file and, inside it, the key path.
///
/// Match on ``kind``; read ``path``, ``fileName`` and ``keyPath`` to point at the culprit:
///
/// ```swift
/// do {
///     _ = try await ExpoCatalog.load(from: URL(filePath: "/tmp/expo"))
/// } catch let error as CatalogError where error.kind == .missingKey {
///     print(error.fileName, error.keyPath ?? "")  // items.json [3].desc
/// }
/// ```
public struct CatalogError: Error, Sendable, Hashable {
    /// What kind of problem it is; new kinds may be added, so a `switch` needs a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `missingKey`.
        public let description: String

        /// A kind called `description`.
        private init(_ description: String) {
            self.description = description
        }

        /// The data folder does not exist.
        public static let missingDirectory = Kind("missingDirectory")
        /// The data folder is a file.
        public static let notADirectory = Kind("notADirectory")
        /// One of the two files is not in the folder.
        public static let missingFile = Kind("missingFile")
        /// A file exists but cannot be read (permissions, a folder in its place).
        public static let unreadableFile = Kind("unreadableFile")
        /// A file is not JSON at all.
        public static let malformedJSON = Kind("malformedJSON")
        /// A required key is absent.
        public static let missingKey = Kind("missingKey")
        /// A value has the wrong JSON type (text where a number belongs…).
        public static let wrongType = Kind("wrongType")
        /// A required value is `null`.
        public static let missingValue = Kind("missingValue")
        /// A value has the right type but cannot be used (a number too large for an integer).
        public static let invalidValue = Kind("invalidValue")
        /// The visitor count is below zero.
        public static let negativeVisitors = Kind("negativeVisitors")
    }

    /// What went wrong, with what the message needs.
    private enum Reason: Hashable, Sendable {
        case missingDirectory(path: String)
        case notADirectory(path: String)
        case missingFile(path: String)
        case unreadableFile(path: String, reason: SystemReason.Detail)
        case invalidData(path: String, problem: DecodingProblem)
        case negativeVisitors(path: String, value: Int)
    }

    /// What went wrong.
    private let reason: Reason

    /// An error for `reason`.
    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// The data folder at `path` does not exist.
    public static func missingDirectory(path: String) -> CatalogError {
        CatalogError(.missingDirectory(path: path))
    }

    /// The data folder at `path` is a file.
    public static func notADirectory(path: String) -> CatalogError {
        CatalogError(.notADirectory(path: path))
    }

    /// The file at `path` does not exist.
    public static func missingFile(path: String) -> CatalogError {
        CatalogError(.missingFile(path: path))
    }

    /// The file at `path` exists but cannot be read, for `reason`.
    public static func unreadableFile(path: String, reason: String) -> CatalogError {
        CatalogError(.unreadableFile(path: path, reason: .text(reason)))
    }

    /// The file at `path` exists but the system refused to read it, for `reason`.
    static func unreadableFile(path: String, _ reason: SystemReason) -> CatalogError {
        CatalogError(.unreadableFile(path: path, reason: .system(reason, writing: false)))
    }

    /// The file at `path` is not JSON.
    public static func malformedJSON(path: String) -> CatalogError {
        CatalogError(.invalidData(path: path, problem: DecodingProblem(path: "", kind: .notJSON)))
    }

    /// The exposition file at `path` gives `value`, below zero, as its visitor count.
    public static func negativeVisitors(path: String, value: Int) -> CatalogError {
        CatalogError(.negativeVisitors(path: path, value: value))
    }

    /// The file at `path` did not decode, for the reason a decoder threw.
    static func invalidData(path: String, error: any Error) -> CatalogError {
        CatalogError(.invalidData(path: path, problem: DecodingProblem(error)))
    }

    /// What kind of problem it is.
    public var kind: Kind {
        switch reason {
        case .missingDirectory: .missingDirectory
        case .notADirectory: .notADirectory
        case .missingFile: .missingFile
        case .unreadableFile: .unreadableFile
        case .negativeVisitors: .negativeVisitors
        case .invalidData(_, let problem):
            switch problem.kind {
            case .notJSON: .malformedJSON
            case .missingKey: .missingKey
            case .wrongType: .wrongType
            case .missingValue: .missingValue
            case .invalidValue: .invalidValue
            }
        }
    }

    /// The file (or, for a folder problem, the folder) at fault.
    public var path: String {
        switch reason {
        case .missingDirectory(let path), .notADirectory(let path), .missingFile(let path),
            .unreadableFile(let path, _), .invalidData(let path, _), .negativeVisitors(let path, _):
            path
        }
    }

    /// The last component of ``path``, like `items.json`.
    public var fileName: String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Where in the file the problem is, like `visitors` or `[3].desc` (`[3]` counting from 0);
    /// empty for the top level, `nil` when the problem is not inside the file's JSON.
    public var keyPath: String? {
        switch reason {
        case .missingDirectory, .notADirectory, .missingFile, .unreadableFile:
            return nil
        case .negativeVisitors:
            return "visitors"
        case .invalidData(_, let problem):
            switch problem.kind {
            case .notJSON:
                return nil
            case .missingKey(let key):
                return problem.path.isEmpty ? key : "\(problem.path).\(key)"
            case .wrongType, .missingValue, .invalidValue:
                return problem.path
            }
        }
    }

    /// The negative visitor count, for ``Kind/negativeVisitors``.
    public var visitors: Int? {
        if case .negativeVisitors(_, let value) = reason { return value }
        return nil
    }

    /// A one-line message in the language of `locale`, naming the file, the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let path = path.removingControlCharacters()
        switch reason {
        case .missingDirectory:
            return text.format(
                "error.catalog.missingDirectory", path, ExpoCatalog.expositionFileName,
                ExpoCatalog.itemsFileName)
        case .notADirectory:
            return text.format(
                "error.catalog.notADirectory", path, ExpoCatalog.expositionFileName,
                ExpoCatalog.itemsFileName)
        case .missingFile:
            let url = URL(fileURLWithPath: path)
            return text.format(
                "error.catalog.missingFile", url.lastPathComponent, url.deletingLastPathComponent().path)
        case .unreadableFile(_, .system(let why, _)):
            return text.format("error.catalog.unreadableFile.system", path, why.sentence(text))
        case .unreadableFile(_, .text(let reason)):
            return text.format("error.catalog.unreadableFile", path, reason.removingControlCharacters())
        case .negativeVisitors(_, let value):
            return text.format("error.catalog.negativeVisitors", path, text.number(value))
        case .invalidData(_, let problem):
            if problem.kind == .notJSON {
                return text.format("error.catalog.malformedJSON", path)
            }
            return text.format("error.catalog.invalidData", path, problem.message(text))
        }
    }
}

extension CatalogError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
