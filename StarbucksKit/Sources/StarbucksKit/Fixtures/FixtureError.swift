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
    /// The failure and the file or folder at fault: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case missingFolder(String)
        case notAFolder(String)
        case unreadable(String, SystemReason.Detail)
        case malformedFile(String, Malformation)
        case unexpectedFile(String)
    }

    /// What a malformed file is not: a valid answer of an endpoint, or a picture.
    private enum Malformation: Hashable, Sendable {
        case json(StarbucksEndpoint, DecodingProblem)
        case image
    }

    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The folder at `path` does not exist.
    static func missingFolder(_ path: String) -> Self { Self(reason: .missingFolder(path)) }

    /// `path` is a file, not a folder.
    static func notAFolder(_ path: String) -> Self { Self(reason: .notAFolder(path)) }

    /// `path` could not be read, for `reason`.
    static func unreadable(_ path: String, reason: String) -> Self {
        Self(reason: .unreadable(path, .text(reason)))
    }

    /// The system refused to read `path`, for `reason`.
    static func unreadable(_ path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unreadable(path, .system(reason, writing: false)))
    }

    /// The JSON file `file` is not a valid `endpoint` answer.
    static func malformedJSON(_ file: String, _ endpoint: StarbucksEndpoint, _ problem: DecodingProblem)
        -> Self
    {
        Self(reason: .malformedFile(file, .json(endpoint, problem)))
    }

    /// The image file `file` is not a PNG, JPEG, GIF or WebP picture.
    static func malformedImage(_ file: String) -> Self { Self(reason: .malformedFile(file, .image)) }

    /// The folder holds `file`, whose name is no fixture's.
    static func unexpectedFile(_ file: String) -> Self { Self(reason: .unexpectedFile(file)) }

    /// The file or folder at fault.
    public var path: String {
        switch reason {
        case .missingFolder(let path), .notAFolder(let path), .unreadable(let path, _),
            .malformedFile(let path, _),
            .unexpectedFile(let path):
            path
        }
    }

    /// Where a malformed JSON fixture went wrong (`list[2].title`, empty for the top level);
    /// otherwise `nil`.
    public var codingPath: String? {
        if case .malformedFile(_, .json(_, let problem)) = reason { return problem.path }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// The message's key is `error.fixture.` followed by ``kind``; a reason the system gave adds
    /// `.system`. A malformed file's key holds the line of its own sort of file
    /// (`error.fixture.malformedJSON` or `error.fixture.malformedImage`).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.fixture.\(kind)"
        return switch reason {
        case .missingFolder(let path), .notAFolder(let path), .unexpectedFile(let path):
            text.format(key, Self.shown(path))
        case .unreadable(let path, .system(let why, _)):
            text.format(key + ".system", Self.shown(path), why.sentence(text))
        case .unreadable(let path, .text(let detail)): text.format(key, Self.shown(path), Self.shown(detail))
        case .malformedFile(let path, .json(let endpoint, let problem)):
            text.format(
                key,
                text.format(
                    "error.fixture.malformedJSON", Self.shown(path),
                    text.string("endpoint.\(endpoint.rawValue)"),
                    problem.message(text)))
        case .malformedFile(let path, .image):
            text.format(key, text.format("error.fixture.malformedImage", Self.shown(path)))
        }
    }

    private static func shown(_ text: String) -> String { StarbucksAPIError.shown(text) }
}

extension FixtureError {
    /// What kind of failure a ``FixtureError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name (`malformedFile`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The folder does not exist.
        public static var missingFolder: Self { Self() }
        /// The path is a file, not a folder.
        public static var notAFolder: Self { Self() }
        /// The folder or a file in it could not be read.
        public static var unreadable: Self { Self() }
        /// A file in it is not the kind of answer its name says.
        public static var malformedFile: Self { Self() }
        /// A file in it has a name no fixture has.
        public static var unexpectedFile: Self { Self() }
    }
}

extension FixtureError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
