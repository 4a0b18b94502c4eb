import Foundation

/// A title and a body as a writer has them, without the dates and weather of a stored entry:
/// what an editor started from and what it saves.
public struct DiaryEntryFields: Sendable, Hashable {
    /// The title (one line; may be empty when the body is not).
    public var title: String
    /// The body (may be empty when the title is not).
    public var body: String

    /// Fields with these values, as they are.
    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    /// The title and body of `entry`.
    public init(_ entry: DiaryEntry) {
        self.init(title: entry.title, body: entry.body)
    }

    /// No title and no body: what a new entry starts from.
    public static let empty = DiaryEntryFields(title: "", body: "")

    /// Whether both fields are blank (such an entry is never stored).
    public var isBlank: Bool { title.isBlank && body.isBlank }
}

/// What an editor saves with ``DiaryStore/save(_:)``: its title and body for the entry ``id``,
/// and the title and body it started from (its base), so that a change made elsewhere since then
/// is merged field by field instead of overwritten.
///
/// The rule, for each field, against the entry as stored when the save is written:
///
/// - the writer did not change the field (it equals the base): the stored value stays, newer or
///   not;
/// - only the writer changed it (the stored value equals the base, or the writer's): the writer's
///   value is saved;
/// - both changed it to different texts: the writer's value is saved, and the stored value it
///   replaced is returned (``DiarySavedDraft/otherTitle``, ``DiarySavedDraft/otherBody``) so
///   nothing is lost.
///
/// A draft whose identifier is not stored creates the entry with that identifier (so saving the
/// same draft twice, from two tabs or a form sent again, stores one entry). A draft whose merged
/// title and body are both blank deletes the stored entry.
///
/// ```swift
/// func saveTwice(in store: any DiaryStore) async throws -> Int {
///     let id = UUID()
///     _ = try await store.save(DiaryDraft(id: id, title: "Picnic", body: "", base: nil))
///     _ = try await store.save(DiaryDraft(id: id, title: "Picnic", body: "Plums.", base: nil))
///     return try await store.count()  // 1
/// }
/// ```
public struct DiaryDraft: Sendable, Hashable {
    /// The entry's identifier: the entry this draft updates, or creates when none has it.
    public var id: UUID
    /// The title and body the writer wants saved (blank for both deletes the entry).
    public var fields: DiaryEntryFields
    /// The title and body the writer started from: the stored ones when the editor was opened or
    /// last saved; `nil` for a new entry (which starts from no text, ``DiaryEntryFields/empty``).
    public var base: DiaryEntryFields?
    /// When the entry was written, for an entry this draft creates (or stores again after it was
    /// deleted); `nil` takes the store's ``DiaryStore/now()``.
    public var createdAt: Date?
    /// The weather stored with an entry this draft creates, or given to a stored entry that has
    /// none (a new entry's weather recorded after its first save); a stored entry's own weather
    /// is never replaced.
    public var weather: DiaryWeather?

    /// A draft of `title` and `body` for the entry `id`, started from `base`.
    public init(
        id: UUID, title: String, body: String, base: DiaryEntryFields?, createdAt: Date? = nil,
        weather: DiaryWeather? = nil
    ) {
        self.id = id
        self.fields = DiaryEntryFields(title: title, body: body)
        self.base = base
        self.createdAt = createdAt
        self.weather = weather
    }

    /// The title and body to store over `stored` (the entry as stored now, `nil` when none is),
    /// merged field by field, with the stored values that both sides changed.
    func merged(onto stored: DiaryEntry?) -> (
        fields: DiaryEntryFields, otherTitle: String?, otherBody: String?
    ) {
        guard let stored else { return (fields, nil, nil) }
        let start = base ?? .empty
        let title = Self.merge(mine: fields.title, base: start.title, stored: stored.title)
        let body = Self.merge(mine: fields.body, base: start.body, stored: stored.body)
        return (DiaryEntryFields(title: title.value, body: body.value), title.other, body.other)
    }

    /// One field merged: the value to store, and the stored value it replaced when both sides
    /// changed it.
    private static func merge(mine: String, base: String, stored: String) -> (value: String, other: String?) {
        if mine == base { return (stored, nil) }
        if stored == base || stored == mine { return (mine, nil) }
        return (mine, stored)
    }

    /// What saving this draft over `stored` does, stamped `now`: the entry to write (`nil` to
    /// delete or write nothing) and what to answer.
    func outcome(over stored: DiaryEntry?, now: Date) -> (write: Write, answer: DiarySavedDraft) {
        let (merged, otherTitle, otherBody) = merged(onto: stored)
        let clean = DiaryEntry.fields(title: merged.title, body: merged.body)
        guard let clean else {
            let answer = DiarySavedDraft(
                entry: nil, deleted: stored != nil, otherTitle: otherTitle, otherBody: otherBody)
            return (stored == nil ? .nothing : .delete, answer)
        }
        guard var entry = stored else {
            let created = DiaryEntry(
                id: id, title: clean.title, body: clean.body, createdAt: createdAt ?? now, updatedAt: now,
                weather: weather)
            return (.insert(created), DiarySavedDraft(entry: created, deleted: false))
        }
        let addsWeather = entry.weather == nil && weather != nil
        if entry.title == clean.title && entry.body == clean.body && !addsWeather {
            return (.nothing, DiarySavedDraft(entry: entry, deleted: false))
        }
        entry.title = clean.title
        entry.body = clean.body
        if addsWeather { entry.weather = weather }
        entry.updatedAt = now
        let answer = DiarySavedDraft(
            entry: entry, deleted: false, otherTitle: otherTitle, otherBody: otherBody)
        return (.update(entry), answer)
    }

    /// The write a save makes.
    enum Write: Sendable, Hashable {
        /// Stores a new entry.
        case insert(DiaryEntry)
        /// Replaces the stored entry's title, body and update date.
        case update(DiaryEntry)
        /// Deletes the stored entry.
        case delete
        /// Leaves the store as it is.
        case nothing
    }
}

/// What ``DiaryStore/save(_:)`` did with a ``DiaryDraft``.
public struct DiarySavedDraft: Sendable, Hashable {
    /// The entry as stored after the save; `nil` when it was deleted (or nothing was stored).
    public var entry: DiaryEntry?
    /// Whether the save deleted the stored entry (its merged title and body were blank).
    public var deleted: Bool
    /// The stored title the save replaced because both the draft and another writer changed it;
    /// `nil` when the titles did not clash.
    public var otherTitle: String?
    /// The stored body the save replaced because both changed it; `nil` when they did not clash.
    public var otherBody: String?

    /// An outcome with these values.
    public init(entry: DiaryEntry?, deleted: Bool, otherTitle: String? = nil, otherBody: String? = nil) {
        self.entry = entry
        self.deleted = deleted
        self.otherTitle = otherTitle
        self.otherBody = otherBody
    }

    /// Whether a field clashed: the draft's text replaced another writer's, returned here.
    public var hasClash: Bool { otherTitle != nil || otherBody != nil }
}
