import DiaryKit
import Foundation
import Testing

/// The title and the body given apart: a blank title stays empty, the body never moves up into
/// it, in the model, both stores, the presentation and the archive.
@Suite("Title and body as separate fields")
struct TitleAndBodyTests {
    @Test func fieldsKeepABlankTitleEmpty() throws {
        let parts = try #require(
            DiaryEntry.fields(title: "  \t", body: "\n\nRain on the window.\nTea.  \n\n"))
        #expect(parts.title == "")
        #expect(parts.body == "Rain on the window.\nTea.")
        // The one-text form reads the same words the other way: the first line becomes the title.
        #expect(DiaryEntry.split("\n\nRain on the window.\nTea.")?.title == "Rain on the window.")
    }

    @Test func fieldsPutATitleOnOneLine() throws {
        let parts = try #require(DiaryEntry.fields(title: " Picnic\r\nby the  river \n", body: ""))
        #expect(parts.title == "Picnic by the  river")
        #expect(parts.body == "")
    }

    @Test(arguments: [("", ""), ("  ", "\n \n"), ("\u{200B}", "\t")])
    func fieldsBothBlankAreNoEntry(_ title: String, _ body: String) {
        #expect(DiaryEntry.fields(title: title, body: body) == nil)
    }

    @Test func replacingOneFieldKeepsTheOtherAndTheIdentity() throws {
        let weather = DiaryWeather(condition: "Clouds", iconCode: "03d")
        let original = DiaryEntry(title: "Old", body: "Kept body", createdAt: day(0), weather: weather)
        let retitled = try #require(original.replacingFields(title: "", at: day(60)))
        #expect(retitled.title == "")
        #expect(retitled.body == "Kept body")
        #expect(retitled.id == original.id)
        #expect(retitled.createdAt == original.createdAt)
        #expect(retitled.updatedAt == day(60))
        #expect(retitled.weather == weather)
        let rebodied = try #require(original.replacingFields(body: "New body\n", at: day(60)))
        #expect(rebodied.title == "Old")
        #expect(rebodied.body == "New body")
        #expect(original.replacingFields(title: "", body: " ", at: day(60)) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func storeCreatesABodyOnlyEntryWithAnEmptyTitle(_ kind: StoreKind) async throws {
        let store = try kind.makeStore(clock: ManualDate(day(7200)))
        let weather = DiaryWeather(condition: "Rain", iconCode: "10d")
        let created = try await store.create(title: "", body: "Rain all day.\nStayed in.", weather: weather)
        #expect(created.title == "")
        #expect(created.body == "Rain all day.\nStayed in.")
        #expect(created.createdAt == day(7200))
        #expect(created.weather == weather)
        #expect(try await store.entry(id: created.id) == created)
        // Search finds it by its body.
        #expect(try await store.search("stayed").map(\.id) == [created.id])
    }

    @Test(arguments: StoreKind.allCases)
    func storeRefusesBothFieldsBlankAndSavesNothing(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.create(title: " ", body: "\n")
        }
        #expect(error?.kind == .emptyEntry)
        // Text that shows nothing is blank too: marks with no letter, zero-width spaces, fillers.
        let invisible = await #expect(throws: DiaryStoreError.self) {
            try await store.create(title: "\u{301}\u{301}", body: "\u{200B}\u{3164}\n\u{2800}")
        }
        #expect(invisible?.kind == .emptyEntry)
        #expect(try await store.count() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func storeUpdatesJustTheFieldGiven(_ kind: StoreKind) async throws {
        let clock = ManualDate(day(0))
        let store = try kind.makeStore(clock: clock)
        let created = try await store.create(title: "Walk", body: "Around the lake.")
        clock.advance(seconds: 90)
        let untitled = try await store.update(id: created.id, title: "", body: nil)
        #expect(untitled.title == "")
        #expect(untitled.body == "Around the lake.")
        #expect(untitled.updatedAt == day(90))
        let rewritten = try await store.update(id: created.id, title: nil, body: "Twice around.")
        #expect(rewritten.title == "")
        #expect(rewritten.body == "Twice around.")
        #expect(try await store.entry(id: created.id) == rewritten)
        // Emptying the last field left is refused, and the stored entry kept.
        let error = await #expect(throws: DiaryStoreError.self) {
            try await store.update(id: created.id, title: nil, body: "  ")
        }
        #expect(error?.kind == .emptyEntry)
        #expect(try await store.entry(id: created.id) == rewritten)
        let missing = await #expect(throws: DiaryStoreError.self) {
            try await store.update(id: UUID(), title: "x", body: nil)
        }
        #expect(missing?.kind == .notFound)
    }

    @Test func theUntitledEntrysOwnTextComesBackUntitled() throws {
        let entry = DiaryEntry(title: "", body: "First line\nSecond line", createdAt: day(0))
        let unchanged = try #require(entry.replacingText(entry.text, at: day(60)))
        #expect(unchanged.title == "")
        #expect(unchanged.body == "First line\nSecond line")
        #expect(unchanged.updatedAt == day(60))
        // The same words with other blank lines are the same text too
        #expect(entry.replacingText("\n\nFirst line\n\nSecond line\n", at: day(60))?.title == "")
        // Changed words are read as one text: the first line is the title
        let changed = try #require(entry.replacingText("First line\nSecond line, edited", at: day(60)))
        #expect(changed.title == "First line")
        #expect(changed.body == "Second line, edited")
    }

    @Test(arguments: StoreKind.allCases)
    func updatingAnUntitledEntryWithItsOwnTextKeepsItUntitled(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let created = try await store.create(title: "", body: "Only a body\nand more")
        let updated = try await store.update(id: created.id, text: created.text)
        #expect(updated.title == "")
        #expect(try await store.entry(id: created.id)?.title == "")
    }

    @Test func untitledEntryShowsAPlaceholderInDisplayOnly() throws {
        let entry = DiaryEntry(title: "", body: "Only a body.", createdAt: day(0))
        let english = DiaryText(locale: Locale(identifier: "en"), timeZone: .gmt)
        let korean = DiaryText(locale: Locale(identifier: "ko"), timeZone: .gmt)
        #expect(english.row(for: entry).title == "Untitled")
        #expect(korean.row(for: entry).title == "제목 없음")
        #expect(english.row(for: entry).preview == "Only a body.")
        #expect(english.detail(for: entry).title == "Untitled")
        #expect(english.shareText(for: entry).hasPrefix("Untitled\n"))
        #expect(english.created(entry).contains("Untitled"))
        #expect(entry.title == "")
    }

    @Test func untitledEntrySurvivesTheArchiveRoundTrip() async throws {
        let source = InMemoryDiaryStore()
        let created = try await source.create(title: "", body: "Kept untitled.")
        let archive = try DiaryExporter().data(for: try await source.allEntries(), format: .json)
        let target = InMemoryDiaryStore()
        _ = try await target.importEntries(try DiaryImporter().entries(from: archive))
        #expect(try await target.entry(id: created.id) == created)
    }
}
