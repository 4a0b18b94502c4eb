import Foundation

/// Why a diary store could not do what was asked.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. Each error has a one-line message in English or Korean naming the problem and what
/// to do: ``message(locale:)``, or `localizedDescription` in the current locale.
///
/// ```swift
/// func explain(_ error: DiaryStoreError) -> String {
///     switch error.kind {
///     case .ambiguousID:
///         return "Candidates: " + error.candidates.map(\.title).joined(separator: ", ")
///     default:
///         return error.message(locale: Locale(identifier: "ko"))
///     }
/// }
/// ```
public struct DiaryStoreError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// No entry has the identifier, or no identifier starts with the prefix.
        public static let notFound = Kind(name: "notFound")
        /// Several entries' identifiers start with the prefix (see ``DiaryStoreError/candidates``).
        public static let ambiguousID = Kind(name: "ambiguousID")
        /// The text given as an identifier prefix cannot start any identifier.
        public static let invalidIDPrefix = Kind(name: "invalidIDPrefix")
        /// An entry with the same identifier is already stored.
        public static let duplicateID = Kind(name: "duplicateID")
        /// The text has nothing but blank lines; empty entries are never saved.
        public static let emptyEntry = Kind(name: "emptyEntry")
        /// A page number or page size is out of range.
        public static let invalidPage = Kind(name: "invalidPage")
        /// A date is not a day of the calendar or not written as one, or a range of days ends
        /// before it starts.
        public static let invalidDate = Kind(name: "invalidDate")
        /// The database path names a folder.
        public static let pathIsDirectory = Kind(name: "pathIsDirectory")
        /// The file is not an SQLite database, or is damaged; it was not changed.
        public static let corruptDatabase = Kind(name: "corruptDatabase")
        /// The database file or its folder could not be opened or created.
        public static let cannotOpen = Kind(name: "cannotOpen")
        /// The database was written by a newer version of the kit.
        public static let newerDatabase = Kind(name: "newerDatabase")
        /// Another connection kept the database locked for longer than the busy timeout.
        public static let busy = Kind(name: "busy")
        /// SQLite refused the operation for another reason (a full disk, a disk error…).
        public static let databaseFailed = Kind(name: "databaseFailed")
        /// The store was opened read-only (the file, or its folder, may not be written): it reads,
        /// but every change is refused and nothing is saved. See ``SQLiteDiaryStore/isReadOnly``.
        public static let readOnly = Kind(name: "readOnly")

        /// The kind's name (`notFound`).
        public var description: String { name }
    }

    private enum Reason: Sendable, Hashable {
        case notFound(UUID)
        case noPrefixMatch(String)
        case ambiguousID(String, [DiaryEntry], matchCount: Int)
        case invalidIDPrefix(String)
        case duplicateID(UUID)
        case emptyEntry
        case invalidPage(Int)
        case invalidPageSize(Int, maximum: Int)
        case invalidDate(String)
        case invalidDateRange(from: DiaryDay, to: DiaryDay)
        case pathIsDirectory(String)
        case corruptDatabase(String, String)
        /// SQLite found the file damaged; its own words are kept for ``underlyingReason`` only.
        case damagedDatabase(String, sqlite: String)
        case notADatabase(String)
        case cannotOpen(String, SystemReason.Detail)
        case emptyPath
        case newerDatabase(String)
        case busy(String)
        case databaseFailed(String)
        /// SQLite refused, for a reason the kit words when it knows one; SQLite's own words are
        /// kept for ``underlyingReason`` only.
        case databaseRefused(SystemReason?, sqlite: String)
        case malformedStoredID(String)
        case readOnly(String)
        /// A read-only file written by an older version, which cannot be upgraded.
        case readOnlyOutdated(String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .notFound, .noPrefixMatch: .notFound
        case .ambiguousID: .ambiguousID
        case .invalidIDPrefix: .invalidIDPrefix
        case .duplicateID: .duplicateID
        case .emptyEntry: .emptyEntry
        case .invalidPage, .invalidPageSize: .invalidPage
        case .invalidDate, .invalidDateRange: .invalidDate
        case .pathIsDirectory: .pathIsDirectory
        case .corruptDatabase, .damagedDatabase, .notADatabase: .corruptDatabase
        case .cannotOpen, .emptyPath: .cannotOpen
        case .newerDatabase: .newerDatabase
        case .busy: .busy
        case .databaseFailed, .databaseRefused, .malformedStoredID: .databaseFailed
        case .readOnly, .readOnlyOutdated: .readOnly
        }
    }

    // MARK: - Making errors

    /// No entry has the identifier `id`.
    public static func notFound(_ id: UUID) -> DiaryStoreError { DiaryStoreError(.notFound(id)) }

    /// No entry's identifier starts with `prefix`.
    public static func notFound(idPrefix prefix: String) -> DiaryStoreError {
        DiaryStoreError(.noPrefixMatch(prefix))
    }

    /// `matchCount` entries' identifiers start with `prefix`; `candidates` are some of them.
    public static func ambiguousID(_ prefix: String, candidates: [DiaryEntry], matchCount: Int)
        -> DiaryStoreError
    {
        DiaryStoreError(.ambiguousID(prefix, candidates, matchCount: max(matchCount, candidates.count)))
    }

    /// `prefix` cannot start an identifier (it is empty or has characters other than hex digits
    /// and dashes).
    public static func invalidIDPrefix(_ prefix: String) -> DiaryStoreError {
        DiaryStoreError(.invalidIDPrefix(prefix))
    }

    /// An entry with the identifier `id` is already stored.
    public static func duplicateID(_ id: UUID) -> DiaryStoreError { DiaryStoreError(.duplicateID(id)) }

    /// The text is blank; empty entries are never saved.
    public static let emptyEntry = DiaryStoreError(.emptyEntry)

    /// Page `number` cannot exist (pages start at 1).
    public static func invalidPage(_ number: Int) -> DiaryStoreError { DiaryStoreError(.invalidPage(number)) }

    /// A page cannot hold `size` entries (1 to `maximum`).
    public static func invalidPageSize(_ size: Int, maximum: Int) -> DiaryStoreError {
        DiaryStoreError(.invalidPageSize(size, maximum: maximum))
    }

    /// `text` does not name a day: it is not written `YYYY-MM-DD` (nor `today` or `yesterday`), or
    /// the calendar has no such day (`2025-02-30`).
    public static func invalidDate(_ text: String) -> DiaryStoreError { DiaryStoreError(.invalidDate(text)) }

    /// A range of days would start on `from`, after the day `to` it ends on.
    public static func invalidDateRange(from: DiaryDay, to: DiaryDay) -> DiaryStoreError {
        DiaryStoreError(.invalidDateRange(from: from, to: to))
    }

    /// The database path `path` is a folder.
    public static func pathIsDirectory(_ path: String) -> DiaryStoreError {
        DiaryStoreError(.pathIsDirectory(path))
    }

    /// The file at `path` is not a readable diary database, for `reason`; it was not changed.
    public static func corruptDatabase(_ path: String, reason: String) -> DiaryStoreError {
        DiaryStoreError(.corruptDatabase(path, reason))
    }

    /// The file at `path` is not an SQLite database at all; it was not opened.
    public static func notADatabase(_ path: String) -> DiaryStoreError {
        DiaryStoreError(.notADatabase(path))
    }

    /// The database at `path` could not be opened or created, for `reason`.
    public static func cannotOpen(_ path: String, reason: String) -> DiaryStoreError {
        DiaryStoreError(.cannotOpen(path, .text(reason)))
    }

    /// The database at `path` could not be opened or created: the system refused, for `reason`,
    /// while reading it or (`writing`) while creating it or its folder.
    static func cannotOpen(_ path: String, _ reason: SystemReason, writing: Bool) -> DiaryStoreError {
        DiaryStoreError(path.isEmpty ? .emptyPath : .cannotOpen(path, .system(reason, writing: writing)))
    }

    /// SQLite found the database at `path` damaged, in its own words `sqlite` (kept for
    /// ``underlyingReason``, never shown in a message).
    static func damagedDatabase(_ path: String, sqlite: String) -> DiaryStoreError {
        DiaryStoreError(.damagedDatabase(path, sqlite: sqlite))
    }

    /// SQLite refused the operation, for `reason` when the kit knows it, in its own words
    /// `sqlite` (kept for ``underlyingReason``, never shown in a message).
    static func databaseRefused(_ reason: SystemReason?, sqlite: String) -> DiaryStoreError {
        DiaryStoreError(.databaseRefused(reason, sqlite: sqlite))
    }

    /// The database holds an entry whose identifier, `text`, is not one.
    static func malformedStoredID(_ text: String) -> DiaryStoreError {
        DiaryStoreError(.malformedStoredID(text))
    }

    /// The database at `path` was written by a newer version of the kit.
    public static func newerDatabase(_ path: String) -> DiaryStoreError {
        DiaryStoreError(.newerDatabase(path))
    }

    /// The database at `path` was opened read-only; the change was refused and nothing was saved.
    public static func readOnly(_ path: String) -> DiaryStoreError { DiaryStoreError(.readOnly(path)) }

    /// The read-only database at `path` was written by an older version of the kit, and cannot
    /// be upgraded without writing to it.
    static func readOnlyOutdated(_ path: String) -> DiaryStoreError {
        DiaryStoreError(.readOnlyOutdated(path))
    }

    /// The database at `path` stayed locked for longer than the busy timeout.
    public static func busy(_ path: String) -> DiaryStoreError { DiaryStoreError(.busy(path)) }

    /// SQLite refused the operation, for `reason`.
    public static func databaseFailed(_ reason: String) -> DiaryStoreError {
        DiaryStoreError(.databaseFailed(reason))
    }

    // MARK: - Details

    /// The identifier that was looked for, for ``Kind/notFound`` and ``Kind/duplicateID``.
    public var id: UUID? {
        switch reason {
        case .notFound(let id), .duplicateID(let id): id
        default: nil
        }
    }

    /// The identifier prefix that was looked for.
    public var idPrefix: String? {
        switch reason {
        case .noPrefixMatch(let prefix), .ambiguousID(let prefix, _, _), .invalidIDPrefix(let prefix): prefix
        default: nil
        }
    }

    /// For ``Kind/ambiguousID``, entries whose identifier starts with the prefix (at most
    /// ``DiaryStoreError/maximumCandidates``), newest first; empty otherwise.
    public var candidates: [DiaryEntry] {
        if case .ambiguousID(_, let candidates, _) = reason { return candidates }
        return []
    }

    /// For ``Kind/ambiguousID``, how many entries' identifiers start with the prefix.
    public var matchCount: Int? {
        if case .ambiguousID(_, _, let count) = reason { return count }
        return nil
    }

    /// The most candidates an ambiguity error lists.
    public static let maximumCandidates = 10

    /// The database path the error is about, when there is one.
    public var path: String? {
        switch reason {
        case .pathIsDirectory(let path), .corruptDatabase(let path, _), .damagedDatabase(let path, _),
            .notADatabase(let path), .cannotOpen(let path, _), .newerDatabase(let path), .busy(let path),
            .readOnly(let path), .readOnlyOutdated(let path):
            path
        case .emptyPath: ""
        default: nil
        }
    }

    /// The underlying reason reported by the file system or SQLite, when there is one, in
    /// English: for logs, not for people (``message(locale:)`` says it in their language).
    public var underlyingReason: String? {
        switch reason {
        case .corruptDatabase(_, let text), .databaseFailed(let text): text
        case .damagedDatabase(_, let sqlite), .databaseRefused(_, let sqlite): sqlite
        case .cannotOpen(_, let detail): detail.english
        default: nil
        }
    }

    // MARK: - Messages

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .notFound(let id):
            return text.format("error.store.notFound", id.uuidString.lowercased())
        case .noPrefixMatch(let prefix):
            return text.format("error.store.noPrefixMatch", prefix.removingControlCharacters())
        case .ambiguousID(let prefix, let candidates, let count):
            let ids = candidates.map { $0.id.uuidString.lowercased() }
            let shown = Self.distinguishingLength(of: ids)
            let listed = zip(ids, candidates).map { id, entry in
                text.format(
                    "error.store.candidate", String(id.prefix(shown)), entry.title.removingControlCharacters()
                )
            }
            return text.format(
                count > candidates.count ? "error.store.ambiguousIDMore" : "error.store.ambiguousID",
                prefix.removingControlCharacters(), text.number(count),
                listed.joined(separator: text.string("list.separator")))
        case .invalidIDPrefix(let prefix):
            return text.format("error.store.invalidIDPrefix", prefix.removingControlCharacters())
        case .duplicateID(let id):
            return text.format("error.store.duplicateID", id.uuidString.lowercased())
        case .emptyEntry:
            return text.string("error.store.emptyEntry")
        case .invalidPage(let number):
            return text.format("error.store.invalidPage", text.number(number))
        case .invalidPageSize(let size, let maximum):
            return text.format("error.store.invalidPageSize", text.number(size), text.number(maximum))
        case .invalidDate(let date):
            return text.format("error.store.invalidDate", date.singleLine(limit: 40))
        case .invalidDateRange(let from, let to):
            return text.format("error.store.invalidDateRange", from.description, to.description)
        case .pathIsDirectory(let path):
            return text.format("error.store.pathIsDirectory", path.removingControlCharacters())
        case .corruptDatabase(let path, let detail):
            return text.format(
                "error.store.corruptDatabase", path.removingControlCharacters(),
                detail.removingControlCharacters())
        case .damagedDatabase(let path, _):
            return text.format("error.store.corruptDatabase.plain", path.removingControlCharacters())
        case .notADatabase(let path):
            return text.format("error.store.notADatabase", path.removingControlCharacters())
        case .cannotOpen(let path, .system(let why, let writing)):
            return text.format(
                "error.store.cannotOpen.system", path.removingControlCharacters(),
                why.sentence(text, writing: writing))
        case .cannotOpen(let path, .text(let detail)):
            return text.format(
                "error.store.cannotOpen", path.removingControlCharacters(), detail.removingControlCharacters()
            )
        case .emptyPath:
            return text.string("error.store.emptyPath")
        case .newerDatabase(let path):
            return text.format("error.store.newerDatabase", path.removingControlCharacters())
        case .busy(let path):
            return text.format("error.store.busy", path.removingControlCharacters())
        case .databaseFailed(let detail):
            return text.format("error.store.databaseFailed", detail.removingControlCharacters())
        case .databaseRefused(let why?, _):
            return text.format("error.store.databaseFailed.system", why.sentence(text, writing: true))
        case .databaseRefused(nil, _):
            return text.string("error.store.databaseFailed.plain")
        case .malformedStoredID(let id):
            return text.format("error.store.malformedStoredID", id.removingControlCharacters())
        case .readOnly(let path):
            return text.format("error.store.readOnly", path.removingControlCharacters())
        case .readOnlyOutdated(let path):
            return text.format("error.store.readOnlyOutdated", path.removingControlCharacters())
        }
    }
}

extension DiaryStoreError {
    /// How many leading characters of `ids` tell them apart (at least 8, as the list shows them),
    /// so that each candidate of an ambiguity is named by a prefix that selects it alone.
    static func distinguishingLength(of ids: [String]) -> Int {
        let sorted = ids.sorted()
        var length = 8
        for (first, second) in zip(sorted, sorted.dropFirst()) {
            let shared = zip(first, second).prefix { $0 == $1 }.count
            length = max(length, min(shared + 1, max(first.count, second.count)))
        }
        return length
    }
}

extension DiaryStoreError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}

extension DiaryStoreError: CustomStringConvertible {
    /// The message in English, for logs.
    public var description: String { message(locale: Locale(identifier: "en")) }
}
