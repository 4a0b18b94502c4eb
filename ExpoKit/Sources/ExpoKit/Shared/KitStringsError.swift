import Foundation

/// Why ``KitStrings`` refused an app's strings table.
///
/// ```swift
/// do {
///     try KitStrings.supplement(from: Bundle.main, table: "KitOverrides")
/// } catch let error as KitStringsError {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
///
/// Every kit has this type, under this name; see ``KitStrings`` for naming it in an app that
/// imports two kits.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
public struct KitStringsError: Error, Sendable, Hashable {
    /// What went wrong, with what the message needs: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case invalidTableName(String)
        case noTable(String, bundlePath: String)
        case unreadableTable(path: String)
        case sameLanguageTwice(first: String, second: String)
        case formatMismatch(path: String, key: String, found: String, expected: String)
    }

    /// What went wrong.
    private let reason: Reason

    /// What kind of refusal it is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// `name` is not a table's name: it is empty, holds a `/` or a control character, or ends in
    /// `.strings`.
    public static func invalidTableName(_ name: String) -> Self {
        Self(reason: .invalidTableName(name))
    }

    /// No `<language>.lproj/<table>.strings` is in the bundle whose resources are at `bundlePath`.
    public static func noTable(_ table: String, bundlePath: String) -> Self {
        Self(reason: .noTable(table, bundlePath: bundlePath))
    }

    /// The file at `path` is not a table of text rows.
    public static func unreadableTable(path: String) -> Self {
        Self(reason: .unreadableTable(path: path))
    }

    /// Two folders (`zh-Hans.lproj` and `zh-Hant.lproj`) have the same language code, and a
    /// locale is matched by its language code alone.
    public static func sameLanguageTwice(first: String, second: String) -> Self {
        Self(reason: .sameLanguageTwice(first: first, second: second))
    }

    /// In the table at `path`, the row `key` has the format slots `found` where the kit's English
    /// row has `expected`.
    public static func formatMismatch(path: String, key: String, found: String, expected: String) -> Self {
        Self(reason: .formatMismatch(path: path, key: key, found: found, expected: expected))
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        return switch reason {
        case .invalidTableName(let name):
            text.format("strings.invalidTableName", name.removingControlCharacters())
        case .noTable(let table, let bundlePath):
            text.format("strings.noTable", table, bundlePath.removingControlCharacters())
        case .unreadableTable(let path):
            text.format("strings.unreadableTable", path.removingControlCharacters())
        case .sameLanguageTwice(let first, let second):
            text.format("strings.sameLanguageTwice", first, second)
        case .formatMismatch(let path, let key, let found, let expected):
            text.format(
                "strings.formatMismatch", path.removingControlCharacters(), key.removingControlCharacters(),
                found.isEmpty ? "—" : found, expected.isEmpty ? "—" : expected)
        }
    }
}

extension KitStringsError {
    /// What kind of refusal a ``KitStringsError`` is; new kinds may be added, so a `switch` needs a
    /// `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `noTable`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The name given is not a table's name.
        public static var invalidTableName: Self { Self() }
        /// The bundle has no table of that name.
        public static var noTable: Self { Self() }
        /// A table is not a table of text rows.
        public static var unreadableTable: Self { Self() }
        /// Two folders have the same language code.
        public static var sameLanguageTwice: Self { Self() }
        /// A row's format slots differ from the kit's English row's.
        public static var formatMismatch: Self { Self() }
    }
}

extension KitStringsError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
