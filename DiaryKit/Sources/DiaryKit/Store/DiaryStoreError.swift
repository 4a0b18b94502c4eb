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
    /// What failed, with what the message needs: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case notFound(Sought)
        case ambiguousID(String, [DiaryEntry], matchCount: Int)
        case invalidIDPrefix(String)
        case duplicateID(UUID)
        case emptyEntry
        case tooLong(length: Int, maximum: Int)
        case nulCharacter
        case multilineTitle
        case invalidPage(Int, sizeLimit: Int?)
        case invalidDate(DateProblem)
        case pathIsDirectory(String)
        case corruptDatabase(String, Corruption)
        case cannotOpen(String, SystemReason.Detail?)
        case newerDatabase(String)
        case notADiary(String)
        case busy(String)
        case databaseFailed(Failure)
        case readOnly(String, outdated: Bool)
        case invalidBusyTimeout(Seconds)
    }

    /// A number of seconds as it was given, compared by its bits so that an error holding NaN
    /// equals itself.
    private struct Seconds: Sendable, Hashable {
        let value: TimeInterval

        static func == (left: Self, right: Self) -> Bool { left.value.bitPattern == right.value.bitPattern }

        func hash(into hasher: inout Hasher) { hasher.combine(value.bitPattern) }
    }

    /// What a lookup sought: an identifier, or the start of one.
    private enum Sought: Sendable, Hashable {
        case id(UUID)
        case prefix(String)
    }

    /// A date that is none: text naming no day, a range of days ending before it starts, or an
    /// entry's date (its seconds since 1970) that is not a number or lies outside the years 1 to
    /// 9999.
    private enum DateProblem: Sendable, Hashable {
        case text(String)
        case range(from: DiaryDay, to: DiaryDay)
        case outsideYears(Seconds)
    }

    /// Why a file is not a readable database: a reason shown as given, damage SQLite found (its
    /// own words kept for ``underlyingReason`` only), or a file that is no SQLite database.
    private enum Corruption: Sendable, Hashable {
        case described(String)
        case damaged(sqlite: String)
        case notADatabase
    }

    /// Why SQLite failed: a reason shown as given, a refusal for a reason the kit words when it
    /// knows one (SQLite's own words kept for ``underlyingReason`` only), or a stored identifier
    /// that is none.
    private enum Failure: Sendable, Hashable {
        case described(String)
        case refused(SystemReason?, sqlite: String)
        case malformedStoredID(String)
    }

    /// What failed.
    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    // MARK: - Making errors

    /// No entry has the identifier `id`.
    public static func notFound(_ id: UUID) -> Self { Self(reason: .notFound(.id(id))) }

    /// No entry's identifier starts with `prefix`.
    public static func notFound(idPrefix prefix: String) -> Self { Self(reason: .notFound(.prefix(prefix))) }

    /// `matchCount` entries' identifiers start with `prefix`; `candidates` are some of them.
    public static func ambiguousID(_ prefix: String, candidates: [DiaryEntry], matchCount: Int) -> Self {
        Self(reason: .ambiguousID(prefix, candidates, matchCount: max(matchCount, candidates.count)))
    }

    /// `prefix` cannot start an identifier (it is empty or has characters other than hex digits
    /// and dashes).
    public static func invalidIDPrefix(_ prefix: String) -> Self { Self(reason: .invalidIDPrefix(prefix)) }

    /// An entry with the identifier `id` is already stored.
    public static func duplicateID(_ id: UUID) -> Self { Self(reason: .duplicateID(id)) }

    /// The text is blank; empty entries are never saved.
    public static let emptyEntry = Self(reason: .emptyEntry)

    /// The title and body hold `length` characters together, more than the `maximum` an entry
    /// may hold (``DiaryEntry/maximumLength``).
    public static func tooLong(length: Int, maximum: Int) -> Self {
        Self(reason: .tooLong(length: length, maximum: maximum))
    }

    /// The title or body holds a NUL character (U+0000), which a diary cannot keep: the SQLite
    /// store would cut the text there.
    public static let nulCharacter = Self(reason: .nulCharacter)

    /// The title holds a line break: a title is the entry's one first line.
    public static let multilineTitle = Self(reason: .multilineTitle)

    /// Page `number` cannot exist (pages start at 1).
    public static func invalidPage(_ number: Int) -> Self {
        Self(reason: .invalidPage(number, sizeLimit: nil))
    }

    /// A page cannot hold `size` entries (1 to `maximum`).
    public static func invalidPageSize(_ size: Int, maximum: Int) -> Self {
        Self(reason: .invalidPage(size, sizeLimit: maximum))
    }

    /// `text` does not name a day: it is not written `YYYY-MM-DD` (nor `today` or `yesterday`), or
    /// the calendar has no such day (`2025-02-30`).
    public static func invalidDate(_ text: String) -> Self { Self(reason: .invalidDate(.text(text))) }

    /// A range of days would start on `from`, after the day `to` it ends on.
    public static func invalidDateRange(from: DiaryDay, to: DiaryDay) -> Self {
        Self(reason: .invalidDate(.range(from: from, to: to)))
    }

    /// An entry's date, `date`, is not a number (NaN) or lies outside the years 1 to 9999 a diary
    /// keeps (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z); the entry was not saved.
    public static func invalidEntryDate(_ date: Date) -> Self {
        Self(reason: .invalidDate(.outsideYears(Seconds(value: date.timeIntervalSince1970))))
    }

    /// The database path `path` is a folder.
    public static func pathIsDirectory(_ path: String) -> Self { Self(reason: .pathIsDirectory(path)) }

    /// The file at `path` is not a readable diary database, for `reason`; it was not changed.
    public static func corruptDatabase(_ path: String, reason: String) -> Self {
        Self(reason: .corruptDatabase(path, .described(reason)))
    }

    /// The file at `path` is not an SQLite database at all; it was not opened.
    public static func notADatabase(_ path: String) -> Self {
        Self(reason: .corruptDatabase(path, .notADatabase))
    }

    /// The database at `path` could not be opened or created, for `reason`.
    public static func cannotOpen(_ path: String, reason: String) -> Self {
        Self(reason: .cannotOpen(path, .text(reason)))
    }

    /// The database at `path` could not be opened or created: the system refused, for `reason`,
    /// while reading it or (`writing`) while creating it or its folder. An empty `path` is
    /// reported as such, without the reason.
    static func cannotOpen(_ path: String, _ reason: SystemReason, writing: Bool) -> Self {
        Self(reason: .cannotOpen(path, path.isEmpty ? nil : .system(reason, writing: writing)))
    }

    /// SQLite found the database at `path` damaged, in its own words `sqlite` (kept for
    /// ``underlyingReason``, never shown in a message).
    static func damagedDatabase(_ path: String, sqlite: String) -> Self {
        Self(reason: .corruptDatabase(path, .damaged(sqlite: sqlite)))
    }

    /// SQLite refused the operation, for `reason` when the kit knows it, in its own words
    /// `sqlite` (kept for ``underlyingReason``, never shown in a message).
    static func databaseRefused(_ reason: SystemReason?, sqlite: String) -> Self {
        Self(reason: .databaseFailed(.refused(reason, sqlite: sqlite)))
    }

    /// The database holds an entry whose identifier, `text`, is not one.
    static func malformedStoredID(_ text: String) -> Self {
        Self(reason: .databaseFailed(.malformedStoredID(text)))
    }

    /// The database at `path` was written by a newer version of the kit.
    public static func newerDatabase(_ path: String) -> Self { Self(reason: .newerDatabase(path)) }

    /// The file at `path` is an SQLite database, but not a diary: it has tables of its own and no
    /// diary schema (another program's database). It was left as it was: nothing was written to
    /// it or beside it.
    public static func notADiary(_ path: String) -> Self { Self(reason: .notADiary(path)) }

    /// The database at `path` was opened read-only; the change was refused and nothing was saved.
    public static func readOnly(_ path: String) -> Self { Self(reason: .readOnly(path, outdated: false)) }

    /// The read-only database at `path` was written by an older version of the kit, and cannot
    /// be upgraded without writing to it.
    static func readOnlyOutdated(_ path: String) -> Self { Self(reason: .readOnly(path, outdated: true)) }

    /// The database at `path` stayed locked for longer than the busy timeout.
    public static func busy(_ path: String) -> Self { Self(reason: .busy(path)) }

    /// SQLite refused the operation, for `reason`.
    public static func databaseFailed(_ reason: String) -> Self {
        Self(reason: .databaseFailed(.described(reason)))
    }

    /// A store cannot wait `seconds` for another connection: the busy timeout is not a number,
    /// is negative, or is longer than SQLite can wait (``SQLiteDiaryStore/maximumBusyTimeout``).
    public static func invalidBusyTimeout(_ seconds: TimeInterval) -> Self {
        Self(reason: .invalidBusyTimeout(Seconds(value: seconds)))
    }

    // MARK: - Details

    /// The identifier that was looked for, for ``Kind/notFound`` and ``Kind/duplicateID``.
    public var id: UUID? {
        switch reason {
        case .notFound(.id(let id)), .duplicateID(let id): id
        default: nil
        }
    }

    /// For ``Kind/invalidBusyTimeout``, the busy timeout that was given, in seconds.
    public var busyTimeout: TimeInterval? {
        if case .invalidBusyTimeout(let seconds) = reason { return seconds.value }
        return nil
    }

    /// The identifier prefix that was looked for.
    public var idPrefix: String? {
        switch reason {
        case .notFound(.prefix(let prefix)), .ambiguousID(let prefix, _, _), .invalidIDPrefix(let prefix):
            prefix
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
        case .pathIsDirectory(let path), .corruptDatabase(let path, _), .cannotOpen(let path, _),
            .newerDatabase(let path), .notADiary(let path), .busy(let path), .readOnly(let path, _):
            path
        default: nil
        }
    }

    /// The underlying reason reported by the file system or SQLite, when there is one, in
    /// English: for logs, not for people (``message(locale:)`` says it in their language).
    public var underlyingReason: String? {
        switch reason {
        case .corruptDatabase(_, .described(let text)), .databaseFailed(.described(let text)): text
        case .corruptDatabase(_, .damaged(let sqlite)), .databaseFailed(.refused(_, let sqlite)): sqlite
        case .cannotOpen(_, let detail?): detail.english
        default: nil
        }
    }

    // MARK: - Messages

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.store.` followed by ``kind``; a case that says more, or says it
    /// otherwise, names its own key (`error.store.noPrefixMatch`, `error.store.cannotOpen.system`).
    /// An identifier prefix the person typed is quoted at most 80 characters long, then `…`.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.store.\(kind)"
        let path = (path ?? "").removingControlCharacters()
        return switch reason {
        case .notFound(.id(let id)), .duplicateID(let id): text.format(key, id.uuidString.lowercased())
        case .notFound(.prefix(let prefix)):
            text.format("error.store.noPrefixMatch", Self.quoted(prefix))
        case .ambiguousID(let prefix, let candidates, let count):
            text.format(
                count > candidates.count ? "error.store.ambiguousIDMore" : key,
                Self.quoted(prefix), text.number(count), Self.listed(candidates, text))
        case .invalidIDPrefix(let prefix): text.format(key, Self.quoted(prefix))
        case .emptyEntry, .nulCharacter, .multilineTitle: text.string(key)
        case .tooLong(let length, let maximum): text.format(key, text.number(length), text.number(maximum))
        case .invalidPage(let number, nil): text.format(key, text.number(number))
        case .invalidPage(let size, let maximum?):
            text.format("error.store.invalidPageSize", text.number(size), text.number(maximum))
        case .invalidDate(.text(let date)): text.format(key, date.singleLine(limit: 40))
        case .invalidDate(.range(let from, let to)):
            text.format("error.store.invalidDateRange", from.description, to.description)
        case .invalidDate(.outsideYears(let seconds)) where seconds.value.isNaN:
            text.string("error.store.dateNotANumber")
        case .invalidDate(.outsideYears(let seconds)):
            text.format("error.store.dateOutsideYears", "\(seconds.value)")
        case .pathIsDirectory, .newerDatabase, .notADiary, .busy, .readOnly(_, outdated: false):
            text.format(key, path)
        case .readOnly(_, outdated: true): text.format("error.store.readOnlyOutdated", path)
        case .corruptDatabase(_, .described(let detail)):
            text.format(key, path, detail.removingControlCharacters())
        case .corruptDatabase(_, .damaged): text.format("error.store.corruptDatabase.plain", path)
        case .corruptDatabase(_, .notADatabase): text.format("error.store.notADatabase", path)
        case .cannotOpen(_, nil): text.string("error.store.emptyPath")
        case .cannotOpen(_, .system(let why, let writing)?):
            text.format("error.store.cannotOpen.system", path, why.sentence(text, writing: writing))
        case .cannotOpen(_, .text(let detail)?): text.format(key, path, detail.removingControlCharacters())
        case .databaseFailed(.described(let detail)): text.format(key, detail.removingControlCharacters())
        case .databaseFailed(.refused(let why?, _)):
            text.format("error.store.databaseFailed.system", why.sentence(text, writing: true))
        case .databaseFailed(.refused(nil, _)): text.string("error.store.databaseFailed.plain")
        case .databaseFailed(.malformedStoredID(let id)):
            text.format("error.store.malformedStoredID", id.removingControlCharacters())
        case .invalidBusyTimeout(let seconds):
            text.format(key, "\(seconds.value)", "\(SQLiteDiaryStore.maximumBusyTimeout)")
        }
    }

    /// An identifier prefix as a message quotes what the person typed: without control
    /// characters, at most 80 characters long, then `…` (a prefix of 100,000 characters is not
    /// repeated whole).
    private static func quoted(_ prefix: String) -> String {
        prefix.removingControlCharacters().shortenedForMessage()
    }

    /// `candidates`, each named by a prefix of its identifier that selects it alone and by its
    /// title, in `text`'s language.
    private static func listed(_ candidates: [DiaryEntry], _ text: Localizer) -> String {
        let ids = candidates.map { $0.id.uuidString.lowercased() }
        let shown = distinguishingLength(of: ids)
        return zip(ids, candidates).map { id, entry in
            text.format(
                "error.store.candidate", String(id.prefix(shown)), entry.title.removingControlCharacters())
        }.joined(separator: text.string("list.separator"))
    }
}

extension DiaryStoreError {
    /// What kind of failure a ``DiaryStoreError`` is; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`notFound`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// No entry has the identifier, or no identifier starts with the prefix.
        public static var notFound: Self { Self() }
        /// Several entries' identifiers start with the prefix (see ``DiaryStoreError/candidates``).
        public static var ambiguousID: Self { Self() }
        /// The text given as an identifier prefix cannot start any identifier.
        public static var invalidIDPrefix: Self { Self() }
        /// An entry with the same identifier is already stored.
        public static var duplicateID: Self { Self() }
        /// The text has nothing but blank lines; empty entries are never saved.
        public static var emptyEntry: Self { Self() }
        /// The title and body together are longer than an entry may be.
        public static var tooLong: Self { Self() }
        /// The title or body holds a NUL character (U+0000), which a diary cannot keep.
        public static var nulCharacter: Self { Self() }
        /// The title holds a line break; a title is one line.
        public static var multilineTitle: Self { Self() }
        /// A page number or page size is out of range.
        public static var invalidPage: Self { Self() }
        /// A date is not a day of the calendar or not written as one, a range of days ends
        /// before it starts, or an entry's date is not a number or lies outside the years 1 to
        /// 9999.
        public static var invalidDate: Self { Self() }
        /// The database path names a folder.
        public static var pathIsDirectory: Self { Self() }
        /// The file is not an SQLite database, or is damaged; it was not changed.
        public static var corruptDatabase: Self { Self() }
        /// The database file or its folder could not be opened or created.
        public static var cannotOpen: Self { Self() }
        /// The database was written by a newer version of the kit.
        public static var newerDatabase: Self { Self() }
        /// The file is an SQLite database of another program (tables of its own, no diary
        /// schema); it was left as it was.
        public static var notADiary: Self { Self() }
        /// Another connection kept the database locked for longer than the busy timeout.
        public static var busy: Self { Self() }
        /// SQLite refused the operation for another reason (a full disk, a disk error…).
        public static var databaseFailed: Self { Self() }
        /// The store was opened read-only (the file, or its folder, may not be written): it reads,
        /// but every change is refused and nothing is saved. See ``SQLiteDiaryStore/isReadOnly``.
        public static var readOnly: Self { Self() }
        /// The busy timeout given to open a store is not a number, is negative, or is longer
        /// than SQLite can wait (``SQLiteDiaryStore/maximumBusyTimeout``); nothing was opened.
        public static var invalidBusyTimeout: Self { Self() }
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
