import Foundation
import StarbucksKitReports
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The JSON a tool prints from the kit's values: data (numbers, stable words, days as
/// `YYYY-MM-DD`, the four picture states) beside the text shown.
@Suite("JSON shapes: data beside the text")
struct JSONShapeTests {
    private let english = StarbucksText(locale: Locale(identifier: "en_US"))

    /// `value` as a JSON object, keys sorted, as a tool prints it.
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any])
    }

    /// `value` as JSON text, keys sorted.
    private func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func theFourPictureStatesAreStableWords() throws {
        #expect(PictureState.Word.allCases.map(\.rawValue) == ["pending", "loaded", "failed", "none"])
        #expect(
            try text([PictureState.Word.pending, .loaded, .failed, .none])
                == #"["pending","loaded","failed","none"]"#)
        let failed = Picture.failed(.timedOut(.image))
        let pictures: [Picture] = [.loading, .loaded(Data([1])), failed, .none]
        #expect(pictures.map(StarbucksText.state(of:)) == [.pending, .loaded, .failed, .none])
    }

    @Test func aProductsNutritionIsANumberAndAUnit() async throws {
        let product = try await StarbucksDependencies.fixtures().productLoader().load(code: "110569")
        let page = try object(english.product(product))
        let rows = try #require(page["nutrition"] as? [[String: Any]])
        let calories = try #require(rows.first)

        #expect(
            try text(english.product(product).nutrition.first)
                == #"{"amount":110,"amountText":"110 kcal","label":"Calories","line":"Calories: 110 kcal","#
                + #""nutrient":"calories","unit":"kilocalories"}"#)
        #expect((calories["amount"] as? NSNumber)?.intValue == 110)
        #expect(
            rows.map { $0["unit"] as? String }.allSatisfy {
                ["kilocalories", "grams", "milligrams"].contains($0)
            })
        let fat = try #require(rows.first { $0["nutrient"] as? String == "saturatedFat" })
        #expect((fat["amount"] as? NSNumber)?.doubleValue == 2.5)
        #expect(fat["unit"] as? String == "grams")
    }

    @Test func aProductsDetailsAreStableWordsBesideTheirText() async throws {
        let product = try await StarbucksDependencies.fixtures().productLoader().load(code: "110569")
        let details = try #require(try object(english.product(product))["details"] as? [[String: Any]])
        let served = try #require(details.first { $0["kind"] as? String == "temperature" })

        #expect(details.map { $0["kind"] as? String } == ["category", "temperature", "serving", "allergens"])
        #expect(served["label"] as? String == "Served")
        #expect(served["value"] as? String == "Hot")
        #expect(served["temperature"] as? String == "hot")
        #expect(details.filter { $0["temperature"] != nil }.count == 1)
    }

    @Test func whatsNewItemsCarryTheirNumberAndDays() async throws {
        let items = try await StarbucksDependencies.fixtures().whatsNewLoader().load()
        let page = english.whatsNew(items)
        let report = try object(WhatsNewReport(items, page: page))
        let first = try #require((report["items"] as? [[String: Any]])?.first)

        #expect(report["title"] as? String == "What's New")
        #expect(first["id"] as? String == "3070")
        #expect(first["start"] as? String == "2022-06-01")
        #expect(first["end"] as? String == "2022-06-10")
        #expect(first["pictureState"] as? String == "loaded")
        #expect(first["pictureBytes"] as? Int == 74)
        #expect(first["picture"] == nil)
        let display = try #require(first["display"] as? [String: Any])
        #expect(display["period"] as? String == "June 1, 2022 – June 10, 2022")
        #expect(display["id"] as? String == "3070")
        #expect(display["start"] as? String == "2022-06-01" && display["end"] as? String == "2022-06-10")
        #expect(display["pictureState"] as? String == "loaded")
        #expect(display["picture"] == nil && display["pictureData"] == nil)
    }

    @Test func aPendingOrMissingThumbnailIsSaidSo() throws {
        let day = try #require(CalendarDay(parsing: "2022-05-03"))
        let event = WhatsNewEvent(
            title: "Soon", startDate: day, periodText: "2022-05-03",
            thumbnailURL: URL(string: "https://x/y.png"),
            sequence: "1")
        let items = [
            WhatsNewItem(event: event, image: .loading),
            WhatsNewItem(event: WhatsNewEvent(title: "No"), image: .none),
        ]
        let report = try object(WhatsNewReport(items, page: english.whatsNew(items)))
        let rows = try #require(report["items"] as? [[String: Any]])

        #expect(rows.map { $0["pictureState"] as? String } == ["pending", "none"])
        #expect(rows[0]["start"] as? String == "2022-05-03")
        #expect(rows[0]["end"] == nil)
        #expect(rows[1]["id"] == nil && rows[1]["start"] == nil)
    }

    @Test func theLaunchCarriesThePopupsDaysBesideItsCard() throws {
        let popup = EventPopup(
            title: "Event", periodText: "2022-05-03 ~ 2022-05-09", target: "All",
            description: RichText(runs: []))
        let session = UserSession(name: "Minji", token: "t", signedInAt: Date(timeIntervalSince1970: 0))
        let step = LaunchStep.eventPopup(popup, session: session)
        let report = try object(LaunchReport(step, summary: english.launch(step)))
        let event = try #require(report["popup"] as? [String: Any])

        #expect(report["next"] as? String == "eventPopup")
        #expect(report["userName"] as? String == "Minji")
        #expect(event["start"] as? String == "2022-05-03")
        #expect(event["end"] as? String == "2022-05-09")
        #expect((event["display"] as? [String: Any])?["title"] as? String == "Event")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor @Test func eachHomeUpdateIsALineOfData() async throws {
        let model = HomeScreenModel(
            dependencies: .fixtures(), greetingName: "Minji", locale: Locale(identifier: "en_US"))
        await model.load()

        let greeting = try object(HomeUpdateReport(.filled(.greeting), of: model))
        let shelf = try object(HomeUpdateReport(.filled(.yourRecommendations), of: model))
        let picture = try object(HomeUpdateReport(.pictureLoaded(.whatsNew, index: 0), of: model))
        let finished = try object(HomeUpdateReport(.finished, of: model))

        #expect(greeting["event"] as? String == "filled")
        #expect(greeting["section"] as? String == "greeting")
        #expect(greeting["content"] as? String == "Nice to see you, Minji! Time for a little break.")
        let tiles = try #require((shelf["content"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(tiles.allSatisfy { $0["pictureState"] as? String == "loaded" && $0["picture"] == nil })
        #expect(picture["event"] as? String == "picture")
        #expect(picture["index"] as? Int == 0)
        #expect(picture["pictureState"] as? String == "loaded")
        #expect(finished.keys.sorted() == ["event"])
        #expect(model.pictureStates(of: .mainEvent) == [.loaded])
        #expect(model.pictureStates(of: .greeting).isEmpty)
    }
}
