import Foundation

/// A checked identifier prefix: lowercase hex digits and dashes, 1 to 36 characters.
struct IDPrefix: Sendable, Hashable {
    /// The prefix in lowercase, as identifiers are stored.
    let text: String
    /// What the person typed.
    let original: String

    /// Checks `raw` (surrounding white space is ignored).
    ///
    /// - Throws: ``DiaryStoreError`` of kind ``DiaryStoreError/Kind/invalidIDPrefix``.
    init(_ raw: String) throws {
        let trimmed = raw.trimmingBlanks()
        let lower = trimmed.lowercased()
        guard !lower.isEmpty, lower.count <= 36,
            lower.unicodeScalars.allSatisfy({
                ("0"..."9").contains($0) || ("a"..."f").contains($0) || $0 == "-"
            })
        else { throw DiaryStoreError.invalidIDPrefix(raw) }
        self.text = lower
        self.original = trimmed
    }

    /// The one entry among `matches` (newest first, as many as were fetched), given that
    /// `matchCount` entries match in all.
    ///
    /// - Throws: ``DiaryStoreError`` (not found, ambiguous).
    func resolve(_ matches: [DiaryEntry], matchCount: Int? = nil) throws -> DiaryEntry {
        let count = matchCount ?? matches.count
        if count == 1, let only = matches.first { return only }
        guard count > 1 else { throw DiaryStoreError.notFound(idPrefix: original) }
        throw DiaryStoreError.ambiguousID(
            original, candidates: Array(matches.prefix(DiaryStoreError.maximumCandidates)), matchCount: count)
    }
}
