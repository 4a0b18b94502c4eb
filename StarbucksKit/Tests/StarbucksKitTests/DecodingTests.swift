import Foundation
import Testing

@testable import StarbucksKit

@Suite("Decoding every answer shape")
struct DecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func fixture(_ key: FixtureKey) throws -> Data {
        try #require(FixtureSet.bundled.data(for: key), "no bundled fixture \(key)")
    }

    // MARK: Event popup

    @Test func thePopupFixtureKeepsItsHyphenatedKeyAndBoldRuns() throws {
        let today = try #require(CalendarDay(year: 2021, month: 10, day: 14))
        let data = try #require(FixtureSet.bundled(today: today).data(for: .eventPopup))
        let popup = try #require(try JSONDecoder().decode(WireEventPopup.self, from: data).popup)

        #expect(popup.title == "딜리버리로 주문하고 별 더 받기")
        #expect(popup.periodText == "2021년 10월 11일 ~ 2021년 10월 22일")
        #expect(popup.period?.start == CalendarDay(year: 2021, month: 10, day: 11))
        #expect(popup.period?.end == CalendarDay(year: 2021, month: 10, day: 22))
        #expect(popup.eventProducts == "딜리버리 전용 음료 전체")
        #expect(popup.description.runs.filter(\.isBold).map(\.text) == ["오후 2시부터 6시 사이", "영수증 한 장마다 별 1개"])
        #expect(!popup.description.plainText.contains("**"))
    }

    @Test func aPopupWithBlankAndNullFieldsKeepsWhatItHas() throws {
        let popup = try #require(
            try JSONDecoder().decode(WireEventPopup.self, from: Shape.data("popup-sparse")).popup)

        #expect(popup.title == "")
        #expect(popup.periodText == "")
        #expect(popup.period == nil)
        #expect(popup.target == "")
        #expect(popup.eventProducts == nil)
        #expect(
            popup.description.runs == [
                .init(text: "평일 ", isBold: false), .init(text: "오후", isBold: true),
                .init(text: "에만 드려요", isBold: false),
            ])
    }

    @Test(arguments: [
        #"{}"#, #"{"title": "", "description": "  "}"#,
        #"{"target": "모두", "range": "2022-01-01 ~ 2022-01-02"}"#,
    ])
    func aPopupWithNeitherTitleNorDescriptionIsNoPopup(json: String) throws {
        #expect(try decode(WireEventPopup.self, json).popup == nil)
    }

    // MARK: Home

    @Test func theHomeFixtureKeepsItsCodesInOrder() throws {
        let document = try JSONDecoder().decode(WireHome.self, from: fixture(.home)).document

        #expect(document.displayName == "초록별")
        #expect(document.yourRecommendations == (try Sample.codes(Sample.yourCodes)))
        #expect(document.nowRecommendations == (try Sample.codes(Sample.nowCodes)))
        #expect(
            document.mainEventBannerURL?.absoluteString
                == "https://image.istarbucks.co.kr/upload/promotion/APP_THUM_20220509101500123.png")
    }

    @Test func aHomeWithEmptyStringsMissingKeysAndNumericCodesIsRead() throws {
        let document = try JSONDecoder().decode(WireHome.self, from: Shape.data("home-sparse")).document

        #expect(document.displayName == "")
        #expect(document.yourRecommendations.isEmpty)
        #expect(document.mainEventBannerURL == nil)
        #expect(document.nowRecommendations == (try Sample.codes(["110563", "9200000003505"])))
    }

    @Test func aMainEventWithoutAThumbnailHasNoBanner() throws {
        let json =
            #"{"main-event": {"img_UPLOAD_PATH": "https://image.istarbucks.co.kr/upload/promotion/", "mob_THUM": ""}}"#

        #expect(try decode(WireHome.self, json).document.mainEventBannerURL == nil)
    }

    @Test func aHomeListingSomethingThatIsNotACodeNamesItsPosition() throws {
        let json = #"{"now-recommand": {"products": ["110563", "latte"]}}"#

        let error = #expect(throws: DecodingError.self) { try decode(WireHome.self, json) }

        #expect(error.map { DecodingProblem($0).path } == "now-recommand.products[1]")
    }

    // MARK: Product details

    @Test func theProductFixtureGivesNamesNutritionAndUnits() throws {
        let view = try #require(
            try JSONDecoder().decode(WireProductInfo.self, from: fixture(.productInfo(Sample.code("106509"))))
                .view)
        let product = try #require(view.product(try Sample.code("106509")))

        #expect(product.name == "아이스 커피")
        #expect(product.englishName == "Iced Coffee")
        #expect(product.category == "브루드 커피")
        #expect(product.isHot == false)
        #expect(product.recommendation == "가볍고 깨끗한 뒷맛을 원할 때 추천해요.")
        #expect(product.allergens == nil)
        #expect(product.nutrition.facts.count == Nutrient.allCases.count)
        #expect(product.nutrition.amount(of: .caffeine) == 140)
        #expect(product.nutrition.amount(of: .calories) == 5)
        #expect(product.nutrition.serving == "Tall(톨) 355ml")
        #expect(product.imageURL == nil)
    }

    @Test func aProductWithEmptyStringsNumbersAndUnknownKeysIsRead() throws {
        let view = try #require(
            try JSONDecoder().decode(WireProductInfo.self, from: Shape.data("product-info-sparse")).view)
        let product = try #require(view.product(try Sample.code("106509")))

        #expect(product.name == "아이스 커피")
        #expect(product.englishName == "")
        #expect(product.description == nil)
        #expect(product.recommendation == nil)
        #expect(product.category == nil)
        #expect(product.isHot == nil)
        #expect(product.nutrition.facts.map(\.nutrient) == [.calories, .fat])
        #expect(product.nutrition.amount(of: .fat) == Decimal(string: "0.3"))
        #expect(product.nutrition.serving == "355ml")
    }

    @Test(arguments: [#"{"view": null}"#, #"{"view": ""}"#, #"{}"#])
    func anUnknownProductAnswersWithoutAView(json: String) throws {
        #expect(try decode(WireProductInfo.self, json).view == nil)
    }

    @Test func aViewWithoutAnyNameIsNoProduct() throws {
        let view = try #require(
            try decode(WireProductInfo.self, #"{"view": {"product_NM": "", "kcal": "5"}}"#).view)

        #expect(view.product(try Sample.code("1")) == nil)
    }

    // MARK: Product pictures

    @Test func theProductImageFixtureJoinsUploadPathAndFilePath() throws {
        let files = try JSONDecoder().decode(
            WireProductFiles.self, from: fixture(.productImage(Sample.code("106509"))))
        let url = try #require(files.imageURL)

        #expect(url.host == "image.istarbucks.co.kr")
        #expect(url.lastPathComponent == "[106509]_20210430111852999.png")
        #expect(url.path == "/upload/store/skuimg/2021/04/[106509]_20210430111852999.png")
    }

    @Test(arguments: [
        #"{"file": []}"#, #"{}"#, #"{"file": ""}"#,
        #"{"file": [{"file_PATH": "", "img_UPLOAD_PATH": "https://a.b"}]}"#,
    ])
    func aProductWithoutUsableFilesHasNoPicture(json: String) throws {
        #expect(try decode(WireProductFiles.self, json).imageURL == nil)
    }

    @Test func theFirstFileWithBothPartsGivesThePicture() throws {
        let json = #"""
            {"file": [{"file_PATH": "", "img_UPLOAD_PATH": "https://image.istarbucks.co.kr"},
                      {"file_PATH": "/upload/x 1.png", "img_UPLOAD_PATH": "https://image.istarbucks.co.kr/"}]}
            """#

        let url = try #require(try decode(WireProductFiles.self, json).imageURL)

        #expect(url.lastPathComponent == "x 1.png")
        #expect(url.absoluteString.hasPrefix("https://image.istarbucks.co.kr/upload/"))
    }

    // MARK: Events

    @Test func theEventsFixtureHasTenEventsWithThumbnails() throws {
        let events = try JSONDecoder().decode(WireEventList.self, from: fixture(.whatsNew)).events.compactMap(
            \.event)

        #expect(events.count == 10)
        #expect(events.allSatisfy { $0.thumbnailURL?.path.hasPrefix("/upload/promotion/WN_") == true })
        #expect(events.allSatisfy { $0.period != nil && $0.startDate != nil })
    }

    @Test func eventsWithEmptyDatesMissingKeysAndNumbersAreRead() throws {
        let events = try JSONDecoder().decode(WireEventList.self, from: Shape.data("events-sparse")).events
            .compactMap(\.event)

        #expect(events.map(\.title) == ["등록일이 비어 있는 이벤트", "등록일이 있는 이벤트", "기간만 있는 이벤트"])
        #expect(events[0].registrationDate == nil)
        #expect(events[0].startDate == CalendarDay(year: 2022, month: 5, day: 3))
        #expect(events[0].period?.end == CalendarDay(year: 2022, month: 5, day: 30))
        #expect(
            events[0].thumbnailURL?.absoluteString == "https://image.istarbucks.co.kr/upload/promotion/a.png")
        #expect(events[0].sequence == "3215")
        #expect(events[1].registrationDate == CalendarDay(year: 2022, month: 5, day: 20))
        #expect(events[1].period?.end == CalendarDay(year: 2022, month: 6, day: 15))
        #expect(events[1].subtitle == nil)
        #expect(events[1].thumbnailURL?.lastPathComponent == "b_web.png")
        #expect(events[2].startDate == CalendarDay(year: 2022, month: 4, day: 10))
        #expect(events[2].thumbnailURL == nil)
    }

    // MARK: Wrong shapes

    struct WrongShape: Sendable, CustomTestStringConvertible {
        let endpoint: StarbucksEndpoint
        let json: String
        let path: String

        var testDescription: String { "\(endpoint): \(json)" }

        func decode() throws {
            let data = Data(json.utf8)
            let decoder = JSONDecoder()
            switch endpoint {
            case .eventPopup: _ = try decoder.decode(WireEventPopup.self, from: data)
            case .home: _ = try decoder.decode(WireHome.self, from: data)
            case .productInfo: _ = try decoder.decode(WireProductInfo.self, from: data)
            case .productImage: _ = try decoder.decode(WireProductFiles.self, from: data)
            case .whatsNew, .image: _ = try decoder.decode(WireEventList.self, from: data)
            }
        }
    }

    @Test(arguments: [
        WrongShape(endpoint: .eventPopup, json: #"{"title": {"ko": "제목"}}"#, path: "title"),
        WrongShape(
            endpoint: .home, json: #"{"your-recommand": {"products": "106509"}}"#,
            path: "your-recommand.products"),
        WrongShape(endpoint: .home, json: #"{"main-event": ["a"]}"#, path: "main-event"),
        WrongShape(endpoint: .productInfo, json: #"{"view": [1, 2]}"#, path: "view"),
        WrongShape(
            endpoint: .productImage, json: #"{"file": [{"file_PATH": []}]}"#, path: "file[0].file_PATH"),
        WrongShape(endpoint: .whatsNew, json: #"{"list": "none"}"#, path: "list"),
        WrongShape(
            endpoint: .whatsNew, json: #"{"list": [{"title": "a"}, {"title": {}}]}"#, path: "list[1].title"),
        WrongShape(endpoint: .whatsNew, json: "<html>busy</html>", path: ""),
    ])
    func aWrongShapeFailsAtItsPath(shape: WrongShape) {
        let error = #expect(throws: (any Error).self) { try shape.decode() }

        #expect(error.map { DecodingProblem($0).path } == shape.path)
    }

    @Test func everyBundledJSONFixtureDecodes() throws {
        for key in FixtureSet.bundled.keys where key.isJSON {
            let data = try fixture(key)
            #expect(throws: Never.self, "\(key)") {
                try FixtureSet.validate(data, as: key, path: key.fileName)
            }
        }
    }
}
