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
    /// What went wrong, with what the message needs: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case missingDirectory
        case notADirectory
        case missingFile
        case unreadableFile(SystemReason.Detail)
        case malformedJSON
        case missingKey(DecodingProblem)
        case wrongType(DecodingProblem)
        case missingValue(DecodingProblem)
        case invalidValue(DecodingProblem)
        case negativeVisitors(Int)
    }

    /// What went wrong.
    private let reason: Reason
    /// The file (or, for a folder problem, the folder) at fault.
    public let path: String

    /// What kind of problem it is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The data folder at `path` does not exist.
    public static func missingDirectory(path: String) -> Self { Self(reason: .missingDirectory, path: path) }

    /// The data folder at `path` is a file.
    public static func notADirectory(path: String) -> Self { Self(reason: .notADirectory, path: path) }

    /// The file at `path` does not exist.
    public static func missingFile(path: String) -> Self { Self(reason: .missingFile, path: path) }

    /// The file at `path` exists but cannot be read, for `reason`.
    public static func unreadableFile(path: String, reason: String) -> Self {
        Self(reason: .unreadableFile(.text(reason)), path: path)
    }

    /// The file at `path` exists but the system refused to read it, for `reason`.
    static func unreadableFile(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unreadableFile(.system(reason, writing: false)), path: path)
    }

    /// The file at `path` is not JSON.
    public static func malformedJSON(path: String) -> Self { Self(reason: .malformedJSON, path: path) }

    /// The exposition file at `path` gives `value`, below zero, as its visitor count.
    public static func negativeVisitors(path: String, value: Int) -> Self {
        Self(reason: .negativeVisitors(value), path: path)
    }

    /// The file at `path` did not decode, for the reason a decoder threw.
    static func invalidData(path: String, error: any Error) -> Self {
        let problem = DecodingProblem(error)
        let reason: Reason =
            switch problem.kind {
            case .notJSON: .malformedJSON
            case .missingKey: .missingKey(problem)
            case .wrongType: .wrongType(problem)
            case .missingValue: .missingValue(problem)
            case .invalidValue: .invalidValue(problem)
            }
        return Self(reason: reason, path: path)
    }

    /// The last component of ``path``, like `items.json`.
    public var fileName: String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Where in the file the problem is, like `visitors` or `[3].desc` (`[3]` counting from 0);
    /// empty for the top level, `nil` when the problem is not inside the file's JSON.
    public var keyPath: String? {
        switch reason {
        case .negativeVisitors: return "visitors"
        case .missingKey(let problem):
            guard case .missingKey(let key) = problem.kind else { return problem.path }
            return problem.path.isEmpty ? key : "\(problem.path).\(key)"
        case .wrongType(let problem), .missingValue(let problem), .invalidValue(let problem):
            return problem.path
        default: return nil
        }
    }

    /// The negative visitor count, for ``Kind/negativeVisitors``.
    public var visitors: Int? {
        if case .negativeVisitors(let value) = reason { return value }
        return nil
    }

    /// A one-line message in the language of `locale`, naming the file, the problem and the fix.
    ///
    /// The message's key is `error.catalog.` followed by ``kind``, but `error.catalog.invalidData`
    /// for the four kinds a decoder words (a missing key, a wrong type, a missing or an invalid
    /// value), and a reason the kit words itself adds `.system`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.catalog.\(kind)"
        let path = path.removingControlCharacters()
        let url = URL(fileURLWithPath: path)
        return switch reason {
        case .missingDirectory, .notADirectory:
            text.format(key, path, ExpoCatalog.expositionFileName, ExpoCatalog.itemsFileName)
        case .missingFile: text.format(key, url.lastPathComponent, url.deletingLastPathComponent().path)
        case .unreadableFile(.system(let why, _)):
            text.format("error.catalog.unreadableFile.system", path, why.sentence(text))
        case .unreadableFile(.text(let reason)): text.format(key, path, reason.removingControlCharacters())
        case .negativeVisitors(let value): text.format(key, path, text.number(value))
        case .malformedJSON: text.format(key, path)
        case .missingKey(let problem), .wrongType(let problem), .missingValue(let problem),
            .invalidValue(let problem):
            text.format("error.catalog.invalidData", path, problem.message(text))
        }
    }
}

extension CatalogError {
    /// What kind of problem a ``CatalogError`` is; new kinds may be added, so a `switch` needs a
    /// `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `missingKey`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The data folder does not exist.
        public static var missingDirectory: Self { Self() }
        /// The data folder is a file.
        public static var notADirectory: Self { Self() }
        /// One of the two files is not in the folder.
        public static var missingFile: Self { Self() }
        /// A file exists but cannot be read (permissions, a folder in its place).
        public static var unreadableFile: Self { Self() }
        /// A file is not JSON at all.
        public static var malformedJSON: Self { Self() }
        /// A required key is absent.
        public static var missingKey: Self { Self() }
        /// A value has the wrong JSON type (text where a number belongs…).
        public static var wrongType: Self { Self() }
        /// A required value is `null`.
        public static var missingValue: Self { Self() }
        /// A value has the right type but cannot be used (a number too large for an integer).
        public static var invalidValue: Self { Self() }
        /// The visitor count is below zero.
        public static var negativeVisitors: Self { Self() }
    }
}

extension CatalogError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
