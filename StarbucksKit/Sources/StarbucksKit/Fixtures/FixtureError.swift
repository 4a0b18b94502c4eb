import Foundation

/// Why a fixture override folder could not be used. Nothing is served from a folder that fails.
///
/// ```swift
/// do {
///     _ = try FixtureSet.bundled.overridden(by: URL(fileURLWithPath: "/tmp/fixtures"))
/// } catch let error as FixtureError {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct FixtureError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// The folder does not exist.
        public static let missingFolder = Kind(name: "missingFolder")
        /// The path is a file, not a folder.
        public static let notAFolder = Kind(name: "notAFolder")
        /// The folder or a file in it could not be read.
        public static let unreadable = Kind(name: "unreadable")
        /// A file in it is not the kind of answer its name says.
        public static let malformedFile = Kind(name: "malformedFile")
        /// A file in it has a name no fixture has.
        public static let unexpectedFile = Kind(name: "unexpectedFile")

        /// The kind's name (`malformedFile`).
        public var description: String { name }
    }

    private enum Reason: Hashable, Sendable {
        case missingFolder(String)
        case notAFolder(String)
        case unreadable(String, SystemReason.Detail)
        case malformedJSON(String, StarbucksEndpoint, DecodingProblem)
        case malformedImage(String)
        case unexpectedFile(String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .missingFolder: .missingFolder
        case .notAFolder: .notAFolder
        case .unreadable: .unreadable
        case .malformedJSON, .malformedImage: .malformedFile
        case .unexpectedFile: .unexpectedFile
        }
    }

    /// The folder at `path` does not exist.
    static func missingFolder(_ path: String) -> FixtureError { FixtureError(.missingFolder(path)) }

    /// `path` is a file, not a folder.
    static func notAFolder(_ path: String) -> FixtureError { FixtureError(.notAFolder(path)) }

    /// `path` could not be read, for `reason`.
    static func unreadable(_ path: String, reason: String) -> FixtureError {
        FixtureError(.unreadable(path, .text(reason)))
    }

    /// The system refused to read `path`, for `reason`.
    static func unreadable(_ path: String, _ reason: SystemReason) -> FixtureError {
        FixtureError(.unreadable(path, .system(reason, writing: false)))
    }

    /// The JSON file `file` is not a valid `endpoint` answer.
    static func malformedJSON(_ file: String, _ endpoint: StarbucksEndpoint, _ problem: DecodingProblem)
        -> FixtureError
    {
        FixtureError(.malformedJSON(file, endpoint, problem))
    }

    /// The image file `file` is not a PNG, JPEG, GIF or WebP picture.
    static func malformedImage(_ file: String) -> FixtureError { FixtureError(.malformedImage(file)) }

    /// The folder holds `file`, whose name is no fixture's.
    static func unexpectedFile(_ file: String) -> FixtureError { FixtureError(.unexpectedFile(file)) }

    /// The file or folder at fault.
    public var path: String {
        switch reason {
        case .missingFolder(let path), .notAFolder(let path), .unreadable(let path, _),
            .malformedJSON(let path, _, _), .malformedImage(let path), .unexpectedFile(let path):
            path
        }
    }

    /// Where a malformed JSON fixture went wrong (`list[2].title`, empty for the top level);
    /// otherwise `nil`.
    public var codingPath: String? {
        if case .malformedJSON(_, _, let problem) = reason { return problem.path }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .missingFolder(let path):
            return text.format("error.fixture.missingFolder", Self.shown(path))
        case .notAFolder(let path):
            return text.format("error.fixture.notAFolder", Self.shown(path))
        case .unreadable(let path, .system(let why, _)):
            return text.format("error.fixture.unreadable.system", Self.shown(path), why.sentence(text))
        case .unreadable(let path, .text(let detail)):
            return text.format("error.fixture.unreadable", Self.shown(path), Self.shown(detail))
        case .malformedJSON(let path, let endpoint, let problem):
            return text.format(
                "error.fixture.malformedJSON", Self.shown(path), text.string("endpoint.\(endpoint.rawValue)"),
                problem.message(text))
        case .malformedImage(let path):
            return text.format("error.fixture.malformedImage", Self.shown(path))
        case .unexpectedFile(let path):
            return text.format("error.fixture.unexpectedFile", Self.shown(path))
        }
    }

    private static func shown(_ text: String) -> String { StarbucksAPIError.shown(text) }
}

extension FixtureError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
