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
    /// What went wrong, with what the message needs: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case unknownFormat
        case notADirectory
        case unwritable(SystemReason.Detail)
        case missingImageDirectory
        case unreadableImage(SystemReason.Detail)
    }

    /// What went wrong.
    private let reason: Reason
    /// The path at fault; for ``Kind/unknownFormat``, the format's name as given.
    public let path: String

    /// What kind of problem it is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// `name` is not one of ``ExportFormat``'s names.
    public static func unknownFormat(_ name: String) -> Self { Self(reason: .unknownFormat, path: name) }

    /// The output path `path` is a file.
    public static func notADirectory(path: String) -> Self { Self(reason: .notADirectory, path: path) }

    /// `path` could not be created or written, for `reason`.
    public static func unwritable(path: String, reason: String) -> Self {
        Self(reason: .unwritable(.text(reason)), path: path)
    }

    /// The system refused to create or write `path`, for `reason`.
    static func unwritable(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unwritable(.system(reason, writing: true)), path: path)
    }

    /// There is no image folder at `path`.
    public static func missingImageDirectory(path: String) -> Self {
        Self(reason: .missingImageDirectory, path: path)
    }

    /// The picture (or image folder) at `path` could not be read, for `reason`.
    public static func unreadableImage(path: String, reason: String) -> Self {
        Self(reason: .unreadableImage(.text(reason)), path: path)
    }

    /// The system refused to read the picture (or list the image folder) at `path`, for `reason`.
    static func unreadableImage(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .unreadableImage(.system(reason, writing: false)), path: path)
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.export.` followed by ``kind``; a reason the kit words itself
    /// adds `.system`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.export.\(kind)"
        let path = path.removingControlCharacters()
        return switch reason {
        case .unknownFormat:
            text.format(key, path, ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        case .notADirectory, .missingImageDirectory: text.format(key, path)
        case .unwritable(.system(let why, _)):
            text.format("error.export.unwritable.system", path, why.sentence(text, writing: true))
        case .unreadableImage(.system(let why, _)):
            text.format("error.export.unreadableImage.system", path, why.sentence(text))
        case .unwritable(.text(let reason)), .unreadableImage(.text(let reason)):
            text.format(key, path, reason.removingControlCharacters())
        }
    }
}

extension ExportError {
    /// What kind of problem an ``ExportError`` is; new kinds may be added, so a `switch` needs a
    /// `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `unwritable`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The format's name is none the kit writes.
        public static var unknownFormat: Self { Self() }
        /// The output path is a file, not a folder.
        public static var notADirectory: Self { Self() }
        /// A folder or a file could not be created or written.
        public static var unwritable: Self { Self() }
        /// The image folder does not exist or is not a folder.
        public static var missingImageDirectory: Self { Self() }
        /// A picture, or the image folder's listing, could not be read.
        public static var unreadableImage: Self { Self() }
    }
}

extension ExportError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
