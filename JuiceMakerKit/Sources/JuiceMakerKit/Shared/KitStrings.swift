import Foundation

/// Strings an app supplies to the kit: a language the kit does not ship, or its own wording for a
/// row the kit ships.
///
/// Put the rows in a strings table of the app, one folder per language, named after the kit so
/// they stay apart from the app's own rows (Xcode builds a String Catalog into the same
/// folders), and supply it once, when the app starts, before the kit shows any text:
///
/// ```swift
/// try KitStrings.supplement(from: Bundle.main, table: "KitOverrides")
/// ```
///
/// From then on each lookup of a language reads the app's table first, then the kit's own; a row
/// missing from both comes from the app's English table, then from the kit's English. A language
/// the app supplies, such as `ja.lproj`, becomes one the kit speaks: a Japanese locale gets the
/// app's Japanese rows and English for the rest. A locale is matched by its language code alone
/// (`pt-BR.lproj` serves every Portuguese locale). When two supplied tables have the same row,
/// the one supplied last wins.
///
/// Text made before a supply (a screen already shown, a value already formatted) keeps its words.
///
/// Every kit has this type, under this name, and each kit's strings are its own: an app that
/// imports two kits names it with its module (`OpenMarketKit.KitStrings`) and supplies each kit
/// its table.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
public enum KitStrings {
    /// Adds the rows of every `<language>.lproj/<table>.strings` in `bundle` to the kit's strings.
    ///
    /// Each folder named by a language code (`ja.lproj`, `pt-BR.lproj`) counts; others, such as
    /// `Base.lproj`, are passed over. A row the kit ships must keep the format slots (`%@`, `%1$@`,
    /// `%ld`) of the kit's English row, since the kit fills them in. Rows for keys the kit does
    /// not have are kept and never read. Nothing is added when any table is refused.
    ///
    /// - Parameters:
    ///   - bundle: The bundle holding the tables, usually `Bundle.main`.
    ///   - table: The tables' name, without `.strings`.
    /// - Throws: ``KitStringsError`` naming the table at fault and how to fix it.
    public static func supplement(from bundle: Bundle, table: String) throws {
        let found = try SuppliedTables.read(from: bundle, table: table)
        for table in found.values.sorted(by: { $0.path < $1.path }) {
            if let problem = Localizer.slotProblem(in: table.rows) {
                throw KitStringsError.formatMismatch(
                    path: table.path, key: problem.key, found: problem.found, expected: problem.expected)
            }
        }
        store.withLock { $0.add(found.mapValues(\.rows)) }
    }

    /// Removes every supplied table: the kit speaks only the languages it ships, in its own words.
    public static func removeSupplements() {
        store.withLock { $0 = SuppliedTables() }
    }

    /// The language codes the kit speaks: those it ships (`en` first), then those an app supplied,
    /// in alphabetical order.
    public static var languages: [String] {
        let supplied = current.languages.subtracting(Localizer.languages).sorted()
        return Localizer.languages + supplied
    }

    /// The tables supplied so far, as a value every lookup reads without a lock.
    static var current: SuppliedTables {
        store.withLock { $0 }
    }

    /// The tables supplied so far.
    private static let store = LockedTables()
}

/// Tables an app supplied, merged by language: a row supplied later replaces an earlier one.
struct SuppliedTables: Sendable, Hashable {
    /// The rows of each supplied language, keyed by language code.
    private(set) var rows: [String: [String: String]] = [:]

    /// The languages supplied.
    var languages: Set<String> { Set(rows.keys) }

    /// The supplied row for `key` in `language`, if any.
    func value(_ key: String, language: String) -> String? {
        rows[language]?[key]
    }

    /// Adds `tables` (rows by language); their rows win over earlier ones.
    mutating func add(_ tables: [String: [String: String]]) {
        for (language, table) in tables {
            rows[language, default: [:]].merge(table) { _, later in later }
        }
    }

    /// One table read from a bundle: its file and its rows.
    struct Table {
        /// The file's path, as errors name it.
        let path: String
        /// Its rows.
        let rows: [String: String]
    }

    /// Reads every `<language>.lproj/<table>.strings` of `bundle`, keyed by language code.
    ///
    /// - Throws: ``KitStringsError`` for a name that is not a table name, a bundle without the
    ///   table, a table that cannot be read, or two folders of one language.
    static func read(from bundle: Bundle, table: String) throws -> [String: Table] {
        guard !table.isEmpty, !table.contains("/"), !table.hasSuffix(".strings"),
            table.removingControlCharacters() == table
        else { throw KitStringsError.invalidTableName(table) }
        let resources = bundle.resourceURL ?? bundle.bundleURL
        let folders =
            (try? FileManager.default.contentsOfDirectory(atPath: resources.path))?
            .filter { $0.hasSuffix(".lproj") }.sorted() ?? []
        var found: [String: Table] = [:]
        var folderOf: [String: String] = [:]
        for folder in folders {
            guard let language = languageCode(ofFolder: folder) else { continue }
            let file = resources.appendingPathComponent(folder).appendingPathComponent("\(table).strings")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            if let other = folderOf[language] {
                throw KitStringsError.sameLanguageTwice(first: other, second: folder)
            }
            guard let rows = Localizer.readTable(at: file) else {
                throw KitStringsError.unreadableTable(path: file.path)
            }
            folderOf[language] = folder
            found[language] = Table(path: file.path, rows: rows)
        }
        guard !found.isEmpty else { throw KitStringsError.noTable(table, bundlePath: resources.path) }
        return found
    }

    /// The language code a `.lproj` folder is named by (`ja` for `ja.lproj`, `pt` for
    /// `pt-BR.lproj`), or nil for a folder named otherwise (`Base.lproj`).
    static func languageCode(ofFolder folder: String) -> String? {
        let name = folder.dropLast(".lproj".count)
        let code = name.prefix { $0.isASCII && $0.isLetter }
        guard (2...3).contains(code.count), code == code.lowercased(),
            code.count == name.count || ["-", "_"].contains(name[code.endIndex])
        else { return nil }
        return String(code)
    }
}

/// The supplied tables behind a lock: `@unchecked Sendable` because the lock guards every access.
private final class LockedTables: @unchecked Sendable {
    /// Guards ``tables``.
    private let lock = NSLock()
    /// The tables; read and written only with ``lock`` held.
    private var tables = SuppliedTables()

    /// Runs `body` on the tables with the lock held.
    func withLock<Result>(_ body: (inout SuppliedTables) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&tables)
    }
}
