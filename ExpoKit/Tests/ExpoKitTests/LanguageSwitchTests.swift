import ExpoKit
import Foundation
import Testing

/// Switching a screen model's `locale`: every word follows (the catalog's own words once read
/// again in the new language), and nothing the screen holds is lost: the screens shown after it
/// stay, with their exhibit.
@MainActor
@Suite("Switching language", .timeLimit(.minutes(1)))
struct LanguageSwitchTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePosterKeepsItsListAndTheExhibitShownAndAllSpeakKorean() async throws {
        // Given the poster, its exhibit list and exhibit 11's detail, all in English
        let poster = PosterScreenModel(source: .bundled(), locale: Fixture.english)
        await poster.load()
        poster.openExhibits()
        let list = try #require(poster.destination.exhibitList)
        await list.load()
        list.open(11)
        let detail = try #require(list.destination.exhibit)
        await detail.load()
        #expect(detail.title == "Gat")

        // When the language changes to Korean
        poster.locale = Fixture.korean

        // Then the labels are Korean at once, and every screen stays where it was
        #expect(poster.navigationTitle == "박람회")
        #expect(list.navigationTitle == "한국의 출품작")
        #expect(poster.destination.exhibitList === list)
        #expect(list.destination.exhibit === detail)
        #expect(detail.number == 11)
        #expect(detail.locale == Fixture.korean)

        // And once the catalog's words are read again, they are Korean too
        await poster.finishRewording()
        #expect(poster.page?.visitorsText == "방문객: 48,130,300명")
        #expect(poster.exhibitsButtonHint != "Opens the list of the exhibits.")
        #expect(list.countText == "출품작 13점")
        #expect(list.entries.map(\.id) == Array(1...13))
        #expect(list.entries[10].row.name == "갓")
        #expect(detail.title == "갓")
        #expect(detail.detail?.imageAccessibilityLabel == "갓 사진")
        #expect(detail.phase == .loaded)
        #expect(poster.phase == .loaded && list.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theShownExhibitStaysUntilItsNewWordsArrive() async throws {
        // Given exhibit 3, shown in English, from a catalog the test hands over
        let gate = CatalogGate()
        let detail = ExhibitDetailScreenModel(number: 3, source: gate.source(), locale: Fixture.english)
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await detail.load()

        // When the language changes, the exhibit stays shown while it is read again
        detail.locale = Fixture.korean
        await gate.waitForArrivals(2)
        #expect(detail.title == "Tripitaka Koreana")
        #expect(detail.phase == .loaded)
        #expect(detail.loadingAccessibilityLabel != "Loading the exposition")

        // Then its Korean words replace it
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.korean)))
        await detail.finishRewording()
        #expect(detail.title != "Tripitaka Koreana")
        #expect(detail.detail?.positionText.contains("13") == true)
        #expect(detail.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aLoadStillRunningIsWordedInTheNewLanguage() async throws {
        let gate = CatalogGate()
        let list = ExhibitListScreenModel(source: gate.source(), locale: Fixture.english)
        let loading = Task { await list.load() }
        await gate.waitForArrivals(1)

        list.locale = Fixture.korean
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await loading.value
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.korean)))
        await list.finishRewording()

        #expect(list.countText == "출품작 13점")
        #expect(list.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureIsWordedAgainFromItsError() async throws {
        struct Offline: Error {}
        let model = PosterScreenModel(source: ExpoSource { _ in throw Offline() }, locale: Fixture.english)
        await model.load()
        #expect(model.phase.failure?.retryTitle == "Try again")

        model.locale = Fixture.korean

        #expect(model.phase.failure?.retryTitle == "다시 시도")
        #expect(model.phase.failure?.message != "The exposition could not be loaded; try again.")
        #expect(model.phase.failure?.error is Offline)
    }
}
