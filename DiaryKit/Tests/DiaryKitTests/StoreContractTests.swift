import DiaryKit
import Foundation
import Testing

/// Everything the `DiaryStore` protocol promises, run against both implementations.
@Suite("Store contract (in-memory and SQLite)")
struct StoreContractTests {
    // MARK: - Create and read

    @Test(arguments: StoreKind.allCases)
    func insertedEntryReadsBackEqual(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let original = entry(
            1, title: "Picnic", body: "By the river.", at: day(0),
            weather: DiaryWeather(condition: "Clear", iconCode: "01d"))
        try await store.insert(original)
        #expect(try await store.entry(id: original.id) == original)
        #expect(try await store.count() == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func createStampsTheEntryWithTheStoreClock(_ kind: StoreKind) async throws {
        let clock = ManualDate(day(3600))
        let store = try kind.makeStore(clock: clock)
        let created = try await store.create(text: "\nPicnic\n\nBy the river.\n")
        #expect(created.title == "Picnic")
        #expect(created.body == "By the river.")
        #expect(created.createdAt == day(3600))
        #expect(created.updatedAt == day(3600))
        #expect(try await store.entry(id: created.id) == created)
    }

    @Test(arguments: StoreKind.allCases)
    func missingEntryReadsAsNil(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        #expect(try await store.entry(id: UUID()) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func duplicateIdentifierIsRefusedAndTheStoredEntryKept(_ kind: StoreKind) async throws {
        // Given a stored entry
        let store = try kind.makeStore()
        let original = entry(1, title: "First", at: day(0))
        try await store.insert(original)
        // When another entry with the same id is inserted
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.insert(entry(1, title: "Second", at: day(10)))
        }
        // Then it is refused and nothing changed
        #expect(error?.kind == .duplicateID)
        #expect(error?.id == original.id)
        #expect(try await store.entry(id: original.id) == original)
        #expect(try await store.count() == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func emptyEntriesAreNeverSaved(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        for text in ["", "  ", "\n\n\t\n"] {
            let error = await #expect(throws: DiaryStoreError.self) { try await store.create(text: text) }
            #expect(error?.kind == .emptyEntry)
        }
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.insert(DiaryEntry(title: " ", body: "\n", createdAt: day(0)))
        }
        #expect(error?.kind == .emptyEntry)
        #expect(try await store.count() == 0)
    }

    // MARK: - Update and delete

    @Test(arguments: StoreKind.allCases)
    func updateBumpsTheUpdateDateAndKeepsTheCreationDate(_ kind: StoreKind) async throws {
        // Given an entry written at the start of the clock
        let clock = ManualDate(day(0))
        let store = try kind.makeStore(clock: clock)
        let created = try await store.create(text: "Draft\nfirst words")
        // When it is edited an hour later
        clock.advance(seconds: 3600)
        var changed = created
        changed.title = "Final"
        changed.body = "last words"
        changed.createdAt = day(99_999)  // ignored: the creation date is the store's
        changed.weather = DiaryWeather(condition: "Rain", iconCode: "10n")
        let updated = try await store.update(changed)
        // Then the stored entry has the new text, the old creation date and a new update date
        #expect(updated.title == "Final")
        #expect(updated.body == "last words")
        #expect(updated.weather == DiaryWeather(condition: "Rain", iconCode: "10n"))
        #expect(updated.createdAt == day(0))
        #expect(updated.updatedAt == day(3600))
        #expect(try await store.entry(id: created.id) == updated)
    }

    @Test(arguments: StoreKind.allCases)
    func updateFromTextResplitsTitleAndBody(_ kind: StoreKind) async throws {
        let clock = ManualDate(day(0))
        let store = try kind.makeStore(clock: clock)
        let created = try await store.create(text: "Draft")
        clock.advance(seconds: 60)
        let updated = try await store.update(id: created.id, text: "\nNew title\n\nNew body\n")
        #expect(updated.title == "New title")
        #expect(updated.body == "New body")
        #expect(updated.updatedAt == day(60))
    }

    @Test(arguments: StoreKind.allCases)
    func updatingAMissingEntryFailsWithNotFound(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.update(entry(7, title: "Ghost", at: day(0)))
        }
        #expect(error?.kind == .notFound)
        #expect(try await store.count() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func updatingToEmptyTextIsRefusedAndTheEntryKept(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let created = try await store.create(text: "Keep me")
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.update(id: created.id, text: " \n ")
        }
        #expect(error?.kind == .emptyEntry)
        #expect(try await store.entry(id: created.id) == created)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteRemovesTheEntryAndReturnsIt(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let keep = try await store.create(text: "Keep")
        let drop = try await store.create(text: "Drop")
        let deleted = try await store.delete(id: drop.id)
        #expect(deleted == drop)
        #expect(try await store.entry(id: drop.id) == nil)
        #expect(try await store.allEntries() == [keep])
    }

    @Test(arguments: StoreKind.allCases)
    func deletingAMissingEntryFailsWithNotFound(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        _ = try await store.create(text: "Keep")
        let missing = UUID()
        let error = await #expect(throws: DiaryStoreError.self) { try await store.delete(id: missing) }
        #expect(error?.kind == .notFound)
        #expect(error?.id == missing)
        #expect(try await store.count() == 1)
    }

    // MARK: - List

    @Test(arguments: StoreKind.allCases)
    func listIsNewestFirstAndPaged(_ kind: StoreKind) async throws {
        // Given seven entries written an hour apart, inserted out of order
        let store = try kind.makeStore()
        let entries = (0..<7).map { entry($0, title: "Entry \($0)", at: day(Double($0) * 3600)) }
        for item in entries.shuffled() { try await store.insert(item) }
        // When the list is read in pages of three
        let first = try await store.entries(page: DiaryPage(number: 1, size: 3))
        let second = try await store.entries(page: DiaryPage(number: 2, size: 3))
        let third = try await store.entries(page: DiaryPage(number: 3, size: 3))
        let past = try await store.entries(page: DiaryPage(number: 4, size: 3))
        // Then pages follow each other, newest first
        #expect(first.map(\.title) == ["Entry 6", "Entry 5", "Entry 4"])
        #expect(second.map(\.title) == ["Entry 3", "Entry 2", "Entry 1"])
        #expect(third.map(\.title) == ["Entry 0"])
        #expect(past.isEmpty)
        #expect(try await store.allEntries() == entries.reversed())
        #expect(try await store.count() == 7)
    }

    @Test(arguments: StoreKind.allCases)
    func searchResultsArePagedWithTheirTotalCount(_ kind: StoreKind) async throws {
        // Given 60 entries that match "rain", more than the 50 of search(_:), and one that does not
        let store = try kind.makeStore()
        for number in 0..<60 {
            try await store.insert(entry(number, title: "Rain \(number)", at: day(Double(number) * 60)))
        }
        try await store.insert(entry(99, title: "Sun", at: day(0)))
        // When the results are read in pages of 25
        let first = try await store.search("rain", page: DiaryPage(number: 1, size: 25))
        let third = try await store.search("rain", page: DiaryPage(number: 3, size: 25))
        let past = try await store.search("rain", page: DiaryPage(number: 4, size: 25))
        let none = try await store.search("snow", page: DiaryPage(number: 1, size: 25))
        // Then every match is counted and reachable, page after page, each once
        #expect(first.totalCount == 60)
        #expect(first.pageCount == 3)
        #expect(first.entries.count == 25)
        #expect(third.entries.count == 10)
        var seen = Set<UUID>()
        for number in 1...3 {
            let page = try await store.search("rain", page: DiaryPage(number: number, size: 25))
            seen.formUnion(page.entries.map(\.id))
        }
        #expect(seen.count == 60)
        #expect(past.entries.isEmpty)
        #expect(past.isPastEnd)
        #expect(none.totalCount == 0)
        #expect(!none.isPastEnd)
    }

    @Test(arguments: StoreKind.allCases)
    func entriesWrittenAtTheSameMomentHaveAStableOrder(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let twins = [
            entry(2, title: "B", at: day(0)), entry(1, title: "A", at: day(0)),
            entry(3, title: "C", at: day(0)),
        ]
        for item in twins { try await store.insert(item) }
        #expect(try await store.allEntries().map(\.title) == ["C", "B", "A"])
    }

    @Test(arguments: StoreKind.allCases)
    func countFollowsInsertsAndDeletes(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        #expect(try await store.count() == 0)
        let first = try await store.create(text: "One")
        _ = try await store.create(text: "Two")
        #expect(try await store.count() == 2)
        try await store.delete(id: first.id)
        #expect(try await store.count() == 1)
    }

    // MARK: - Identifier prefixes

    @Test(arguments: StoreKind.allCases)
    func uniquePrefixOrWholeIdentifierSelectsTheEntry(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let target = DiaryEntry(
            id: try #require(UUID(uuidString: "ab12cd34-0000-4000-8000-000000000001")), title: "Target",
            body: "",
            createdAt: day(0))
        let other = DiaryEntry(
            id: try #require(UUID(uuidString: "ab99cd34-0000-4000-8000-000000000002")), title: "Other",
            body: "",
            createdAt: day(1))
        try await store.insert(target)
        try await store.insert(other)
        for prefix in ["ab1", "AB12", " ab12cd ", "ab12cd34-0000", "ab12cd34-0000-4000-8000-000000000001"] {
            #expect(try await store.entry(idPrefix: prefix) == target, "prefix \(prefix)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func ambiguousPrefixIsAnErrorListingTheCandidates(_ kind: StoreKind) async throws {
        // Given three entries whose ids start alike
        let store = try kind.makeStore()
        for (number, suffix) in ["0001", "0002", "0003"].enumerated() {
            let id = try #require(UUID(uuidString: "abcd0000-0000-4000-8000-00000000\(suffix)"))
            try await store.insert(
                DiaryEntry(id: id, title: "Twin \(number)", body: "", createdAt: day(Double(number))))
        }
        // When a prefix they share is looked up
        let error = await #expect(throws: DiaryStoreError.self) { try await store.entry(idPrefix: "abcd") }
        // Then the error lists them, newest first, in its message too
        #expect(error?.kind == .ambiguousID)
        #expect(error?.matchCount == 3)
        #expect(error?.candidates.map(\.title) == ["Twin 2", "Twin 1", "Twin 0"])
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        // Each candidate is named by as much of its ID as tells it from the others.
        #expect(message.contains("abcd0000-0000-4000-8000-000000000001 (Twin 0)"))
        #expect(message.contains("3 entries"))
    }

    @Test(arguments: StoreKind.allCases)
    func candidatesAreNamedByPrefixesThatSelectThemAlone(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let ids = ["aaaaaaaa-1111-4000-8000-000000000001", "aaaaaaaa-2222-4000-8000-000000000002"]
        for (number, text) in ids.enumerated() {
            let id = try #require(UUID(uuidString: text))
            try await store.insert(
                DiaryEntry(id: id, title: "T\(number)", body: "", createdAt: day(Double(number))))
        }
        let error = await #expect(throws: DiaryStoreError.self) { try await store.entry(idPrefix: "aaaa") }
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("aaaaaaaa-2 (T1), aaaaaaaa-1 (T0)"), "\(message)")
        #expect(try await store.entry(idPrefix: "aaaaaaaa-2").title == "T1")
        let distinct = await #expect(throws: DiaryStoreError.self) { try await store.entry(idPrefix: "a") }
        #expect(distinct?.message(locale: Locale(identifier: "ko")).contains("aaaaaaaa-1 (T0)") == true)
    }

    @Test(arguments: StoreKind.allCases)
    func ambiguityWithManyMatchesListsTenAndCountsAll(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let entries = (0..<12).map { entry($0, title: "E\($0)", at: day(Double($0))) }
        _ = try await store.importEntries(entries)
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.entry(idPrefix: "00000000")
        }
        #expect(error?.candidates.count == DiaryStoreError.maximumCandidates)
        #expect(error?.matchCount == 12)
    }

    @Test(arguments: StoreKind.allCases)
    func unknownPrefixIsNotFound(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        _ = try await store.create(text: "Only")
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.entry(idPrefix: "ffffffff-ffff-ffff")
        }
        #expect(error?.kind == .notFound)
        #expect(error?.idPrefix == "ffffffff-ffff-ffff")
    }

    @Test(arguments: StoreKind.allCases)
    func textThatCannotStartAnIdentifierIsRejected(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        _ = try await store.create(text: "Only")
        for prefix in [
            "", "  ", "xyz", "ab%", "ab_", "'; DROP TABLE entry; --", "ab cd",
            String(repeating: "a", count: 37),
        ] {
            let error = await #expect(throws: DiaryStoreError.self) {
                try await store.entry(idPrefix: prefix)
            }
            #expect(error?.kind == .invalidIDPrefix, "prefix \(prefix)")
        }
        #expect(try await store.count() == 1)
    }

    // MARK: - Import

    @Test(arguments: StoreKind.allCases)
    func importAddsNewEntriesAndSkipsKnownOnes(_ kind: StoreKind) async throws {
        // Given a store holding one entry
        let store = try kind.makeStore()
        let known = entry(1, title: "Known", at: day(0))
        try await store.insert(known)
        // When a batch with it, two new ones and a repeat is imported
        var changedKnown = known
        changedKnown.title = "Changed elsewhere"
        let batch = [
            changedKnown, entry(2, title: "New A", at: day(1)), entry(3, title: "New B", at: day(2)),
            entry(2, title: "Repeat", at: day(3)),
        ]
        let report = try await store.importEntries(batch)
        // Then the new ones are added once and the known one is left as it was
        #expect(report == DiaryImportResult(insertedCount: 2, skippedCount: 2))
        #expect(try await store.entry(id: known.id) == known)
        #expect(try await store.allEntries().map(\.title) == ["New B", "New A", "Known"])
    }

    @Test(arguments: StoreKind.allCases)
    func importingTheSameEntriesTwiceAddsNothingTheSecondTime(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let batch = (0..<20).map { entry($0, title: "Entry \($0)", at: day(Double($0))) }
        let first = try await store.importEntries(batch)
        let second = try await store.importEntries(batch)
        #expect(first == DiaryImportResult(insertedCount: 20, skippedCount: 0))
        #expect(second == DiaryImportResult(insertedCount: 0, skippedCount: 20))
        #expect(try await store.count() == 20)
    }

    @Test(arguments: StoreKind.allCases)
    func importWithAnEmptyEntryAddsNothing(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let batch = [
            entry(1, title: "Good", at: day(0)), DiaryEntry(title: "", body: " ", createdAt: day(1)),
        ]
        let error = await #expect(throws: DiaryStoreError.self) { try await store.importEntries(batch) }
        #expect(error?.kind == .emptyEntry)
        #expect(try await store.count() == 0)
    }

    // MARK: - Observation

    @Test(arguments: StoreKind.allCases)
    func observationEmitsTheListAfterEveryChange(_ kind: StoreKind) async throws {
        // Given an observed store with one entry
        let clock = ManualDate(day(0))
        let store = try kind.makeStore(clock: clock)
        let first = try await store.create(text: "First")
        var iterator = store.changes().makeAsyncIterator()
        #expect(try await iterator.next()?.map(\.title) == ["First"])

        // When entries are added, edited, deleted and imported, one change at a time
        clock.advance(seconds: 10)
        let second = try await store.create(text: "Second")
        #expect(try await iterator.next()?.map(\.title) == ["Second", "First"])

        try await store.update(id: first.id, text: "First, edited")
        #expect(try await iterator.next()?.map(\.title) == ["Second", "First, edited"])

        try await store.delete(id: second.id)
        #expect(try await iterator.next()?.map(\.title) == ["First, edited"])

        try await store.importEntries([entry(9, title: "Imported", at: day(100))])
        // Then each change produced the list as it then was
        #expect(try await iterator.next()?.map(\.title) == ["Imported", "First, edited"])
    }

    @Test(arguments: StoreKind.allCases)
    func observationWithALimitEmitsTheFirstEntriesOnly(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.importEntries((0..<5).map { entry($0, title: "E\($0)", at: day(Double($0))) })
        var iterator = store.changes(limit: 2).makeAsyncIterator()
        #expect(try await iterator.next()?.map(\.title) == ["E4", "E3"])
        try await store.insert(entry(10, title: "Newest", at: day(50)))
        #expect(try await iterator.next()?.map(\.title) == ["Newest", "E4"])
    }

    @Test(arguments: StoreKind.allCases)
    func observationStopsWhenTheObservingTaskIsCancelled(_ kind: StoreKind) async throws {
        // Given a task that counts the lists it receives and reports the first one
        let store = try kind.makeStore()
        let (firstList, reportFirst) = AsyncStream.makeStream(of: Void.self)
        let observer = Task {
            var count = 0
            for try await _ in store.changes() {
                count += 1
                reportFirst.yield()
            }
            return count
        }
        var reports = firstList.makeAsyncIterator()
        _ = await reports.next()
        // When the task is cancelled
        observer.cancel()
        // Then its loop ends, having received only the first list
        #expect(try await observer.value == 1)
        _ = try await store.create(text: "After the end")
        #expect(try await store.count() == 1)
    }

    // MARK: - Search

    @Test(arguments: StoreKind.allCases)
    func koreanTwoSyllableWordIsFoundInsideLongerWords(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "문구점", body: "초록색 일기장을 샀다.", at: day(0)))
        try await store.insert(entry(2, title: "산책", body: "공원을 걸었다.", at: day(1)))
        #expect(try await store.search("일기").map(\.title) == ["문구점"])
        #expect(try await store.search("일기장").map(\.title) == ["문구점"])
        #expect(try await store.search("기장을").map(\.title) == ["문구점"])
        #expect(try await store.search("공원").map(\.title) == ["산책"])
        #expect(try await store.search("일기 공원").isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func englishWordsAreFoundInAnyCase(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "Rainy Sunday", body: "Read by the window.", at: day(0)))
        try await store.insert(entry(2, title: "Market", body: "Bought PEACHES and a notebook.", at: day(1)))
        #expect(try await store.search("rainy").map(\.title) == ["Rainy Sunday"])
        #expect(try await store.search("peaches").map(\.title) == ["Market"])
        #expect(try await store.search("Notebook market").map(\.title) == ["Market"])
        #expect(try await store.search("umbrella").isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func titleMatchesRankAboveBodyMatches(_ kind: StoreKind) async throws {
        // Given a newer entry mentioning the word once in a long body, and an older one with it in the title
        let store = try kind.makeStore()
        let filler = String(repeating: "Walked home slowly and thought about nothing much. ", count: 20)
        try await store.insert(
            entry(1, title: "Coffee with Min", body: "We had coffee, then more coffee.", at: day(0)))
        try await store.insert(entry(2, title: "Long day", body: filler + "Had a coffee.", at: day(100)))
        // When searching for the word
        let found = try await store.search("coffee")
        // Then the entry about it comes first
        #expect(found.map(\.title) == ["Coffee with Min", "Long day"])
    }

    @Test(arguments: StoreKind.allCases)
    func searchFollowsEditsAndDeletes(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let written = try await store.create(text: "Walk\nWent to the lake.")
        #expect(try await store.search("lake").map(\.id) == [written.id])
        try await store.update(id: written.id, text: "Walk\nWent to the forest.")
        #expect(try await store.search("lake").isEmpty)
        #expect(try await store.search("forest").map(\.id) == [written.id])
        try await store.delete(id: written.id)
        #expect(try await store.search("forest").isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func searchRespectsItsLimitAndABlankQueryFindsNothing(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        try await store.importEntries((0..<8).map { entry($0, title: "Tea \($0)", at: day(Double($0))) })
        #expect(try await store.search("tea", limit: 3).count == 3)
        #expect(try await store.search("tea", limit: 0).isEmpty)
        #expect(try await store.search("   ").isEmpty)
        #expect(try await store.search("").isEmpty)
    }

    static let hostileQueries = [
        "\"", "\"\"", "\"unbalanced", "*", "rain*", "-", "-rain", "NEAR", "NEAR(rain day)", "AND", "OR",
        "NOT",
        "rain AND", "(", ")", "(rain", "'", "''", "title:rain", "^rain", "rain +day", "{rain}", "[", "%", "_",
        "\\", ";", "--", "' OR 1=1 --", "\u{0}", "NEAR/2", "\"NEAR\"", ":", "col:", "rain\"day", "🙂",
    ]

    @Test(arguments: StoreKind.allCases)
    func hostileQueriesAreSearchedLiterallyNeverAnError(_ kind: StoreKind) async throws {
        // Given entries whose text holds the words and signs a query language would read as syntax
        let store = try kind.makeStore()
        try await store.insert(
            entry(1, title: "Quotes", body: "She said \"rain\" (twice) - near the AND sign * ok", at: day(0)))
        try await store.insert(entry(2, title: "Plain", body: "Nothing special here.", at: day(1)))
        // When each hostile query is searched, then none throws
        for query in Self.hostileQueries {
            _ = try await store.search(query)
        }
        // And signs and operator words are found as text
        #expect(try await store.search("\"").map(\.title) == ["Quotes"])
        #expect(try await store.search("*").map(\.title) == ["Quotes"])
        #expect(try await store.search("(").map(\.title) == ["Quotes"])
        #expect(try await store.search("NEAR").map(\.title) == ["Quotes"])
        #expect(try await store.search("AND").map(\.title) == ["Quotes"])
        #expect(try await store.search("\"rain\"").map(\.title) == ["Quotes"])
        #expect(try await store.search("-").map(\.title) == ["Quotes"])
        #expect(try await store.search("OR").isEmpty)
        #expect(try await store.count() == 2)
    }
}
