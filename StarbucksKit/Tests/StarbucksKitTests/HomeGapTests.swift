import Foundation
import Testing

@testable import StarbucksKit

/// The seed gap on the home screen: a What's New strip (not only a "see all" link) and product
/// pictures downloaded into their tiles, in the presentation value and its JSON.
@Suite("Home: What's New strip and pictures")
struct HomeGapTests {
    private let english = StarbucksText(locale: Locale(identifier: "en_US"))
    private let korean = StarbucksText(locale: Locale(identifier: "ko_KR"))

    private func screen() async throws -> HomeScreen {
        let dependencies = StarbucksDependencies.fixtures()
        var screen = try await dependencies.homeLoader().load(greetingName: "Minji")
        screen.whatsNew = try await dependencies.whatsNewLoader().load()
        let iced = try Sample.code("106509")
        screen.productPictures = [iced: .loaded(Data([1, 2, 3]))]
        return screen
    }

    @Test func theHomePageCarriesTheWhatsNewStrip() async throws {
        let page = english.home(try await screen())

        #expect(page.whatsNew.title == "What's New")
        #expect(page.whatsNew.linkTitle == "See all")
        #expect(page.whatsNew.items.count == 10)
        #expect(page.whatsNew.items.first?.title == "환경의 날 캠페인")
        #expect(page.whatsNew.items.first?.pictureState == .loaded)
        #expect(page.whatsNew.emptyText == nil)
        #expect(korean.home(try await screen()).whatsNew.linkTitle == "전체 보기")
    }

    @Test func aHomeWithoutEventsSaysSoInTheStrip() async throws {
        var screen = try await screen()
        screen.whatsNew = []

        let page = english.home(screen)

        #expect(page.whatsNew.items.isEmpty)
        #expect(page.whatsNew.emptyText == "No events are running right now.")
    }

    @Test func productTilesCarryTheirPictureState() async throws {
        let page = english.home(try await screen())
        let tiles = page.yourRecommendations.items

        #expect(tiles[0].pictureState == .loaded)
        #expect(tiles[0].pictureData == Data([1, 2, 3]))
        #expect(tiles[0].picture == "Picture ready (3 bytes)")
        #expect(tiles[1].pictureState == .pending)
        // The name read first is heard first: English leads in English, Korean in Korean.
        #expect(tiles[0].accessibilityLabel == "Iced Coffee, 아이스 커피")
        let korean = self.korean.home(try await screen()).yourRecommendations.items
        #expect(korean[0].accessibilityLabel == "아이스 커피, Iced Coffee")
    }

    @Test func theHomeJSONCarriesTheStripAndPictureStatesButNoBytes() async throws {
        let json = try JSONEncoder().encode(english.home(try await screen()))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let strip = try #require(object["whatsNew"] as? [String: Any])
        let items = try #require(strip["items"] as? [[String: Any]])
        let shelf = try #require(object["yourRecommendations"] as? [String: Any])
        let tiles = try #require(shelf["items"] as? [[String: Any]])

        #expect(items.count == 10)
        #expect(strip["linkTitle"] as? String == "See all")
        #expect(tiles[0]["pictureState"] as? String == "loaded")
        #expect(tiles[0]["pictureBytes"] as? Int == 3)
        #expect(tiles[0]["pictureData"] == nil)
        #expect(tiles[0]["picture"] == nil, "the state in words is text, not data")
        #expect(tiles[1]["pictureState"] as? String == "pending")
        #expect((object["mainEvent"] as? [String: Any])?["pictureState"] as? String == "pending")
    }
}
