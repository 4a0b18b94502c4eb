import Foundation

/// Why an export could not be made or written, naming the path at fault.
///
/// ```swift
/// do {
///     _ = try ExportFormat(parsing: "pdf")
/// } catch let error as ExportError {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct ExportError: Error, Sendable, Hashable {
    /// What kind of problem it is; new kinds may be added, so a `switch` needs a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `unwritable`.
        public let description: String

        /// A kind called `description`.
        private init(_ description: String) {
            self.description = description
        }

        /// The format's name is none the kit writes.
        public static let unknownFormat = Kind("unknownFormat")
        /// The output path is a file, not a folder.
        public static let notADirectory = Kind("notADirectory")
        /// A folder or a file could not be created or written.
        public static let unwritable = Kind("unwritable")
        /// The image folder does not exist or is not a folder.
        public static let missingImageDirectory = Kind("missingImageDirectory")
        /// A picture, or the image folder's listing, could not be read.
        public static let unreadableImage = Kind("unreadableImage")
    }

    /// What went wrong, with what the message needs.
    private enum Reason: Hashable, Sendable {
        case unknownFormat(String)
        case notADirectory(path: String)
        case unwritable(path: String, reason: SystemReason.Detail)
        case missingImageDirectory(path: String)
        case unreadableImage(path: String, reason: SystemReason.Detail)
    }

    /// What went wrong.
    private let reason: Reason

    /// An error for `reason`.
    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// `name` is not one of ``ExportFormat``'s names.
    public static func unknownFormat(_ name: String) -> ExportError {
        ExportError(.unknownFormat(name))
    }

    /// The output path `path` is a file.
    public static func notADirectory(path: String) -> ExportError {
        ExportError(.notADirectory(path: path))
    }

    /// `path` could not be created or written, for `reason`.
    public static func unwritable(path: String, reason: String) -> ExportError {
        ExportError(.unwritable(path: path, reason: .text(reason)))
    }

    /// The system refused to create or write `path`, for `reason`.
    static func unwritable(path: String, _ reason: SystemReason) -> ExportError {
        ExportError(.unwritable(path: path, reason: .system(reason, writing: true)))
    }

    /// There is no image folder at `path`.
    public static func missingImageDirectory(path: String) -> ExportError {
        ExportError(.missingImageDirectory(path: path))
    }

    /// The picture (or image folder) at `path` could not be read, for `reason`.
    public static func unreadableImage(path: String, reason: String) -> ExportError {
        ExportError(.unreadableImage(path: path, reason: .text(reason)))
    }

    /// The system refused to read the picture (or list the image folder) at `path`, for `reason`.
    static func unreadableImage(path: String, _ reason: SystemReason) -> ExportError {
        ExportError(.unreadableImage(path: path, reason: .system(reason, writing: false)))
    }

    /// What kind of problem it is.
    public var kind: Kind {
        switch reason {
        case .unknownFormat: .unknownFormat
        case .notADirectory: .notADirectory
        case .unwritable: .unwritable
        case .missingImageDirectory: .missingImageDirectory
        case .unreadableImage: .unreadableImage
        }
    }

    /// The path at fault; for ``Kind/unknownFormat``, the format's name as given.
    public var path: String {
        switch reason {
        case .unknownFormat(let name): name
        case .notADirectory(let path), .unwritable(let path, _), .missingImageDirectory(let path),
            .unreadableImage(let path, _):
            path
        }
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let path = path.removingControlCharacters()
        switch reason {
        case .unknownFormat:
            return text.format(
                "error.export.unknownFormat", path,
                ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        case .notADirectory:
            return text.format("error.export.notADirectory", path)
        case .unwritable(_, .system(let why, _)):
            return text.format("error.export.unwritable.system", path, why.sentence(text, writing: true))
        case .unwritable(_, .text(let reason)):
            return text.format("error.export.unwritable", path, reason.removingControlCharacters())
        case .missingImageDirectory:
            return text.format("error.export.missingImageDirectory", path)
        case .unreadableImage(_, .system(let why, _)):
            return text.format("error.export.unreadableImage.system", path, why.sentence(text))
        case .unreadableImage(_, .text(let reason)):
            return text.format("error.export.unreadableImage", path, reason.removingControlCharacters())
        }
    }
}

extension ExportError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
