import Foundation

/// Finds exhibits by number, by name in either language, or by image name (with or without
/// its picture's extension: `jikji` or `jikji.png`).
///
/// A search tries exact matches first, then case- and diacritic-insensitive substrings
/// (`jikji`, `JÍKJI` and `직지` all find 직지심체요절). Names from `translations` — the same
/// exhibits in another language, paired by image name — match too, so an English query finds
/// an exhibit in a Korean catalog:
///
/// ```swift
/// let korean = try await ExpoCatalog.bundled(locale: Locale(identifier: "ko"))
/// let index = try await ExhibitIndex.withBundledNames(for: korean)
/// index.search("tripitaka").first?.item.name  // 팔만대장경
/// try index.lookup("2").item.name             // 불경
/// ```
public struct ExhibitIndex: Sendable {
    /// The catalog whose exhibits are found.
    public let catalog: ExpoCatalog
    /// Every text each exhibit answers to, in list order.
    private let entries: [Entry]

    /// An index of `catalog`'s exhibits that also knows their names in each of `translations`.
    public init(catalog: ExpoCatalog, translations: [ExpoCatalog] = []) {
        self.catalog = catalog
        var names: [String: [String]] = [:]
        for translation in translations {
            for item in translation.items { names[item.imageName, default: []].append(item.name) }
        }
        entries = catalog.items.enumerated().map { offset, item in
            var texts = [item.name, item.imageName]
            for name in names[item.imageName] ?? [] where !texts.contains(name) { texts.append(name) }
            return Entry(number: offset + 1, item: item, keys: texts.map(Key.init))
        }
    }

    /// An index of `catalog` that also answers to the names of the kit's bundled exhibits, in
    /// every shipped language, paired by image name.
    ///
    /// - Throws: ``CatalogError`` when the kit's resources are missing or damaged.
    public static func withBundledNames(for catalog: ExpoCatalog) async throws -> ExhibitIndex {
        var translations: [ExpoCatalog] = []
        for language in ExpoCatalog.languages {
            translations.append(try await ExpoCatalog.bundled(locale: Locale(identifier: language)))
        }
        return ExhibitIndex(catalog: catalog, translations: translations)
    }

    /// The exhibits matching `query`: exact matches first, then case- and diacritic-insensitive
    /// substring matches, each in list order; empty for an empty query. A picture's file name
    /// (`jikji.png`) matches as its image name.
    public func search(_ query: String) -> [ExhibitMatch] {
        let query = Key(
            ExpositionItem.withoutPictureExtension(query.trimmingCharacters(in: .whitespacesAndNewlines)))
        guard !query.text.isEmpty else { return [] }
        var matches: [ExhibitMatch] = []
        for entry in entries {
            if let key = entry.keys.first(where: { $0.text == query.text }) {
                matches.append(entry.match(key, isExact: true))
            }
        }
        for entry in entries where !matches.contains(where: { $0.number == entry.number }) {
            if let key = entry.keys.first(where: { $0.folded.contains(query.folded) }) {
                matches.append(entry.match(key, isExact: false))
            }
        }
        return matches
    }

    /// The exhibits matching `query`, as ``search(_:)`` finds them; a search needs something to
    /// look for.
    ///
    /// ```swift
    /// try index.matches(for: "jikji.png").first?.number  // 1
    /// ```
    ///
    /// - Throws: ``LookupError`` of kind ``LookupError/Kind/emptySearch`` when `query` is empty
    ///   or only white space.
    public func matches(for query: String) throws -> [ExhibitMatch] {
        guard !query.isBlank else {
            throw LookupError.emptySearch
        }
        return search(query)
    }

    /// The one exhibit `query` names: a number from 1, or a name or image name in either language,
    /// the image name also as its picture's file name (`jikji.png`) — exact, then equal ignoring
    /// case and accents, then the only one holding it.
    ///
    /// - Throws: ``LookupError`` when the query is empty, a number out of range, matches nothing,
    ///   or matches several exhibits equally well.
    public func lookup(_ query: String) throws -> ExhibitMatch {
        let trimmed = query.trimmingBlanks()
        guard !trimmed.isEmpty else { throw LookupError.emptyQuery }
        if Self.isNumber(trimmed) {
            guard let number = Int(trimmed) else {
                throw LookupError.numberOutOfRange(trimmed, count: entries.count)
            }
            return try exhibit(number: number)
        }
        let key = Key(ExpositionItem.withoutPictureExtension(trimmed))
        let tests: [(Key) -> Bool] = [
            { $0.text == key.text }, { $0.folded == key.folded }, { $0.folded.contains(key.folded) },
        ]
        for test in tests {
            let found = entries.compactMap { entry in entry.keys.first(where: test).map { (entry, $0) } }
            if found.count == 1, let (entry, matched) = found.first {
                return entry.match(matched, isExact: matched.text == key.text)
            }
            if found.count > 1 {
                throw LookupError.ambiguous(trimmed, candidates: found.map { $0.0.item.name })
            }
        }
        throw LookupError.notFound(trimmed, count: entries.count)
    }

    /// The exhibit numbered `number`, counting from 1.
    ///
    /// - Throws: ``LookupError`` when no exhibit has that number.
    public func exhibit(number: Int) throws -> ExhibitMatch {
        guard number >= 1, number <= entries.count else {
            throw LookupError.numberOutOfRange(String(number), count: entries.count)
        }
        let entry = entries[number - 1]
        return entry.match(Key(String(number)), isExact: true)
    }

    /// Whether `text` is written as a whole number (`3`, `+3`, `-1`, `007`).
    private static func isNumber(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// One text an exhibit answers to, with its folded form for loose comparison.
    private struct Key: Sendable {
        /// The text as written.
        let text: String
        /// The text without case, accents or width differences.
        let folded: String

        /// The key for `text`.
        init(_ text: String) {
            self.text = text
            folded =
                text.folding(
                    options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
                )
                .precomposedStringWithCanonicalMapping
        }
    }

    /// An exhibit and the texts it answers to.
    private struct Entry: Sendable {
        /// Its number in the list, from 1.
        let number: Int
        /// The exhibit.
        let item: ExpositionItem
        /// Its name, image name and translated names.
        let keys: [Key]

        /// A match of this exhibit on `key`.
        func match(_ key: Key, isExact: Bool) -> ExhibitMatch {
            ExhibitMatch(number: number, item: item, matchedText: key.text, isExact: isExact)
        }
    }
}
