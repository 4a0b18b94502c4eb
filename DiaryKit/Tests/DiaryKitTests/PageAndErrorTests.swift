import DiaryKit
import Foundation
import Testing

@Suite("Pages, and every error's message")
struct PageAndErrorTests {
    @Test(arguments: [
        (0, 20), (-1, 20), (Int.min, 20), (1, 0), (1, -5), (1, 1001), (2, Int.max), (Int.max, Int.max),
    ])
    func impossiblePagesAreRefused(_ number: Int, _ size: Int) {
        let error = #expect(throws: DiaryStoreError.self) { try DiaryPage(number: number, size: size) }
        #expect(error?.kind == .invalidPage)
        for language in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: language)) ?? ""
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.hasPrefix("error."))
        }
    }

    @Test func pagesCountTheirOffsetAndTheListsPages() throws {
        let page = try DiaryPage(number: 3, size: 25)
        #expect(page.offset == 50)
        #expect(page.pageCount(for: 0) == 1)
        #expect(page.pageCount(for: 50) == 2)
        #expect(page.pageCount(for: 51) == 3)
        #expect(DiaryPage.first(size: 5000).size == DiaryPage.maximumSize)
        #expect(DiaryPage.first(size: -3).size == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func aHugePageNumberIsAPagePastTheEndLikeAnyOther(_ kind: StoreKind) async throws {
        // It was refused as "There is no page 9,223,372,036,854,775,807. Page numbers start at
        // 1.", while page 3 of a short list is past its end.
        let store = try kind.makeStore()
        _ = try await store.create(text: "Only\none entry")
        let text = DiaryText(locale: Locale(identifier: "en"))
        for number in [3, Int.max / 20 + 2, Int.max] {
            let page = try DiaryPage(number: number, size: 20)
            #expect(page.number == number)
            let entries = try await store.entries(page: page)
            #expect(entries.isEmpty)
            #expect(try await store.entries(page: page, dates: .anyDay).isEmpty)
            #expect(try await store.search("entry", page: page, dates: .anyDay).entries.isEmpty)
            let shown = text.listPage(entries, page: page, totalCount: 1, dates: .anyDay)
            #expect(
                shown.emptyMessage
                    == "Page \(number.formatted(.number.locale(Locale(identifier: "en")))) is past the end of the list; the last page is 1."
            )
        }
        #expect(try DiaryPage(number: .max, size: 1000).offset == .max)
    }

    static let storeErrors: [DiaryStoreError] = [
        .notFound(UUID()), .notFound(idPrefix: "ab"),
        .ambiguousID("ab", candidates: [DiaryEntry(title: "T", body: "", createdAt: Date())], matchCount: 3),
        .invalidIDPrefix("zz"), .duplicateID(UUID()), .emptyEntry, .invalidPage(0),
        .invalidPageSize(0, maximum: 1000), .pathIsDirectory("/tmp"),
        .corruptDatabase("/x", reason: "bad page"),
        .notADatabase("/x"), .cannotOpen("/x", reason: "Permission denied"), .newerDatabase("/x"),
        .notADiary("/x"), .busy("/x"), .readOnly("/x"),
        .databaseFailed("disk full"),
    ]

    @Test(arguments: storeErrors)
    func everyStoreErrorIsOneLocalizedLine(_ error: DiaryStoreError) {
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko_KR"))
        for message in [english, korean] {
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.contains("error.store"))
        }
        #expect(english != korean)
        #expect(error.localizedDescription == error.message())
    }

    static let transferErrors: [DiaryTransferError] = [
        .unknownFormat("pdf", known: ["markdown", "text", "json"]), .unreadableFile("/x", reason: "denied"),
        .unwritableFile("/x", reason: "read-only"), .unsupportedVersion(9),
    ]

    @Test(arguments: transferErrors)
    func everyTransferErrorIsOneLocalizedLine(_ error: DiaryTransferError) {
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))
        for message in [english, korean] {
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.contains("error.transfer"))
        }
        #expect(english != korean)
    }

    static let weatherErrors: [WeatherLookupError] = [
        .missingAPIKey, .invalidCoordinates(latitude: 100, longitude: 0), .transportFailed("offline"),
        .unauthorized, .httpStatus(500),
    ]

    @Test(arguments: weatherErrors)
    func everyWeatherErrorIsOneLocalizedLine(_ error: WeatherLookupError) {
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))
        for message in [english, korean] {
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.contains("error.weather"))
        }
        #expect(english != korean)
    }

    @Test func messagesNeverCarryControlCharactersFromOutside() {
        let error = DiaryStoreError.notFound(idPrefix: "ab\u{1B}[2J")
        #expect(!error.message(locale: Locale(identifier: "en")).unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func aLongIDPrefixIsQuotedAtMost80CharactersLong() async {
        let long = String(repeating: "z", count: 100_000)
        let shown = String(repeating: "z", count: 80) + "…"
        let lookup = await #expect(throws: DiaryStoreError.self) {
            try await InMemoryDiaryStore().entry(idPrefix: long)
        }
        let errors = [
            lookup, .invalidIDPrefix(long), .notFound(idPrefix: long),
            .ambiguousID(long, candidates: [], matchCount: 2),
        ]
        for error in errors {
            for language in ["en", "ko"] {
                let message = error?.message(locale: Locale(identifier: language)) ?? ""
                #expect(message.contains(shown))
                #expect(!message.contains(shown.dropLast() + "z"))
                #expect(message.count < 400)
            }
        }
        #expect(lookup?.idPrefix == long)
    }

    @Test func unsupportedLanguagesFallBackToEnglish() {
        let error = DiaryStoreError.emptyEntry
        #expect(
            error.message(locale: Locale(identifier: "fr_FR"))
                == error.message(locale: Locale(identifier: "en")))
        #expect(
            error.message(locale: Locale(identifier: "@@garbage"))
                == error.message(locale: Locale(identifier: "en")))
    }
}
