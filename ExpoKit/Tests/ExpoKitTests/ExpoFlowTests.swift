import ExpoKit
import Foundation
import Testing

/// The exposition app from its first screen, through intents only: the poster, the exhibit list,
/// two exhibits and back, asserting what each screen shows on the way.
@MainActor
@Suite("Exposition flows", .timeLimit(.minutes(1)))
struct ExpoFlowTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePosterLeadsToTheListAndToTwoExhibitsAndBack() async throws {
        // The poster
        let poster = PosterScreenModel(source: .bundled(), locale: Fixture.english)
        #expect(poster.navigationTitle == "Exposition")
        await poster.load()
        #expect(poster.phase == .loaded)
        let page = try #require(poster.page)
        #expect(page.titleLines.first == "Paris World Exposition 1900")
        #expect(page.visitorsText == "Visitors: 48,130,300")
        #expect(page.locationText == "Location: Paris, France")
        #expect(page.exhibitsButtonTitle == "See the Korean exhibits")
        #expect(poster.destination == nil)

        // Its button: the exhibit list, which loads its thirteen rows
        poster.openExhibits()
        let list = try #require(poster.destination.exhibitList)
        #expect(list.navigationTitle == "Korean exhibits")
        #expect(list.entries.isEmpty)
        await list.load()
        #expect(list.phase == .loaded)
        #expect(list.countText == "Exhibits: 13")
        #expect(list.entries.count == 13)
        #expect(
            list.entries.prefix(3).map(\.row.name) == ["Jikji", "Buddhist Scriptures", "Tripitaka Koreana"])
        #expect(
            list.entries.first?.row.shortDescription
                == "The oldest surviving book printed with movable metal type")
        #expect(list.destination == nil)

        // A row: the third exhibit's detail
        list.open(3)
        let tripitaka = try #require(list.destination.exhibit)
        #expect(tripitaka.title.isEmpty)
        await tripitaka.load()
        #expect(tripitaka.title == "Tripitaka Koreana")
        #expect(tripitaka.detail?.positionText == "Exhibit 3 of 13")
        #expect(tripitaka.detail?.shortDescription == "The Buddhist canon carved on 81,258 woodblocks")
        #expect(
            tripitaka.detail?.paragraphs.first?.hasPrefix("The Tripitaka Koreana is the complete") == true)

        // Back to the list, which still shows its rows
        list.destination = nil
        #expect(list.destination == nil)
        #expect(poster.destination.exhibitList === list)
        #expect(list.countText == "Exhibits: 13")

        // Another row: the eleventh exhibit, a new detail screen
        list.open(11)
        let gat = try #require(list.destination.exhibit)
        #expect(gat !== tripitaka)
        await gat.load()
        #expect(gat.title == "Gat")
        #expect(gat.detail?.positionText == "Exhibit 11 of 13")
        #expect(
            gat.detail?.shortDescription == "A Joseon gentleman's wide-brimmed hat of horsehair and bamboo")

        // Back to the list, then back to the poster, which still shows its page
        list.destination.exhibit = nil
        #expect(list.destination == nil)
        poster.destination.exhibitList = nil
        #expect(poster.destination == nil)
        #expect(poster.page?.visitorsText == "Visitors: 48,130,300")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aNumberTheListDoesNotShowLeadsNowhereInKorean() async throws {
        // The poster in Korean, and its list
        let poster = PosterScreenModel(source: .bundled(), locale: Fixture.korean)
        await poster.load()
        #expect(poster.page?.visitorsText == "방문객: 48,130,300명")
        poster.openExhibits()
        let list = try #require(poster.destination.exhibitList)
        #expect(list.locale == Fixture.korean)

        // A number chosen before the list shows it, or outside the list, opens nothing
        list.open(1)
        #expect(list.destination == nil)
        await list.load()
        #expect(list.countText == "출품작 13점")
        list.open(14)
        #expect(list.destination == nil)
        list.open(-1)
        #expect(list.destination == nil)

        // A row it shows opens the exhibit, in Korean
        list.open(11)
        let gat = try #require(list.destination.exhibit)
        await gat.load()
        #expect(gat.title == "갓")
        #expect(gat.detail?.positionText == "출품작 13점 중 11번째")
        list.destination = nil
        poster.destination = nil
        #expect(poster.destination == nil)
    }
}
