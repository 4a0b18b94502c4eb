import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit
@testable import StarbucksKitReports

@Suite("Presentation in English and Korean")
struct PresentationTests {
    private let english = StarbucksText(locale: Locale(identifier: "en_US"))
    private let korean = StarbucksText(locale: Locale(identifier: "ko_KR"))

    private func product(_ code: String) async throws -> MenuProduct {
        try await StarbucksDependencies.fixtures().productLoader().load(code: code)
    }

    @Test func theGreetingNamesTheUserInBothLanguages() {
        #expect(english.greeting(name: "Minji") == "Nice to see you, Minji! Time for a little break.")
        #expect(korean.greeting(name: "민지") == "민지님, 반가워요! 잠깐 쉬어 가세요.")
        #expect(english.greeting(name: "  ") == "Nice to see you! Time for a little break.")
        #expect(korean.greeting(name: "") == "반가워요! 잠깐 쉬어 가세요.")
    }

    @Test func sectionTitlesAreLocalized() async throws {
        let screen = try await StarbucksDependencies.fixtures().homeLoader().load(greetingName: "Minji")

        let en = english.home(screen)
        let ko = korean.home(screen)

        #expect(en.yourRecommendations.title == "Picked for Minji")
        #expect(en.nowRecommendations.title == "Good for this time of day")
        #expect(en.mainEvent.title == "Main event")
        #expect(en.whatsNew.title == "What's New")
        #expect(en.whatsNew.linkTitle == "See all")
        #expect(ko.yourRecommendations.title == "Minji님을 위한 추천 메뉴")
        #expect(ko.nowRecommendations.title == "지금 이 시간대에 어울리는 메뉴")
        #expect(ko.mainEvent.title == "메인 이벤트")
        #expect(ko.whatsNew.linkTitle == "전체 보기")
        #expect(en.yourRecommendations.items.map(\.code) == Sample.yourCodes)
        #expect(en.yourRecommendations.items.first?.englishName == "Iced Coffee")
        #expect(en.notices.isEmpty)
    }

    @Test func eventPeriodsAreFormattedForTheLocale() throws {
        let period = try #require(EventPeriod(parsing: "2021년 10월 11일 ~ 10월 22일"))
        let oneDay = try #require(EventPeriod(parsing: "2022-05-10 ~ 2022-05-10"))

        #expect(english.period(period) == "October 11, 2021 – October 22, 2021")
        #expect(korean.period(period) == "2021년 10월 11일 ~ 2021년 10월 22일")
        #expect(english.period(oneDay) == "May 10, 2022")
    }

    @Test func aPeriodThatCannotBeReadIsShownAsWritten() {
        let popup = EventPopup(title: "T", periodText: "상시 진행", target: "", description: RichText(markup: ""))

        #expect(english.popup(popup).details == [LabeledValue(label: "Period", value: "상시 진행")])
    }

    @Test func nutritionLinesCarryTheirUnits() async throws {
        let latte = try await product("128695")

        let en = english.product(latte).nutrition.map(\.line)
        let ko = korean.product(latte).nutrition.map(\.line)

        #expect(
            en == [
                "Calories: 110 kcal", "Fat: 6 g", "Saturated fat: 3.5 g", "Trans fat: 0.2 g",
                "Cholesterol: 25 mg",
                "Sugars: 8 g", "Protein: 6 g", "Sodium: 70 mg", "Caffeine: 75 mg",
            ])
        #expect(
            ko == [
                "열량: 110kcal", "지방: 6g", "포화지방: 3.5g", "트랜스지방: 0.2g", "콜레스테롤: 25mg", "당류: 8g",
                "단백질: 6g", "나트륨: 70mg", "카페인: 75mg",
            ])
    }

    @Test func aDecimalAmountFollowsTheLocale() throws {
        let fact = try #require(NutritionFact(nutrient: .fat, text: "1234.5"))

        #expect(english.amount(fact) == "1,234.5 g")
        #expect(StarbucksText(locale: Locale(identifier: "ko")).amount(fact) == "1,234.5g")
    }

    @Test func aProductPageLabelsItsDetails() async throws {
        let page = english.product(try await product("128695"))

        #expect(page.name == "아이스 카페 라떼")
        #expect(page.englishName == "Iced Caffe Latte")
        #expect(
            page.details.map(\.labeledValue) == [
                LabeledValue(label: "Category", value: "에스프레소"), LabeledValue(label: "Served", value: "Iced"),
                LabeledValue(label: "Serving", value: "Tall(톨) 355ml"),
                LabeledValue(label: "Allergens", value: "우유"),
            ])
        #expect(page.details.map(\.kind) == [.category, .temperature, .serving, .allergens])
        #expect(page.details.map(\.temperature) == [nil, .iced, nil, nil])
        #expect(page.nutritionTitle == "Nutrition per serving (Tall(톨) 355ml)")
        #expect(page.nutritionEmptyText == nil)
        #expect(page.imageURL?.hasSuffix("_20210415135711424.png") == true)
    }

    @Test func aProductWithoutNutritionSaysSo() throws {
        let product = MenuProduct(code: try Sample.code("1"), name: "물")

        let page = korean.product(product)

        #expect(page.nutrition.isEmpty)
        #expect(page.nutritionEmptyText == "이 상품은 영양 정보가 나와 있지 않아요.")
        #expect(page.details.isEmpty)
    }

    @Test func thePopupKeepsItsBoldRunsAndSpaces() async throws {
        let popup = try #require(try await StarbucksDependencies.fixtures().eventPopups.eventPopup())

        let card = korean.popup(popup)

        #expect(card.descriptionRuns.filter(\.bold).map(\.text) == ["오후 2시부터 6시 사이", "영수증 한 장마다 별 1개"])
        #expect(card.descriptionRuns.first?.text == "기간 중 ")
        #expect(card.description == popup.description.plainText)
        #expect(card.actions.map(\.title) == ["다시 보지 않기", "오늘 하루 보지 않기", "닫기"])
        #expect(card.details.map(\.label) == ["기간", "참여 대상", "대상 상품"])
    }

    @Test func launchSummariesSayWhatComesNextAndEncodeNext() throws {
        let popup = EventPopup(title: "T", periodText: "", target: "", description: RichText(markup: "d"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let signIn = english.launch(.signIn)
        let withPopup = english.launch(.eventPopup(popup, session: Sample.session))
        let home = korean.launch(.home(session: Sample.session))
        let json = try #require(String(data: try encoder.encode(signIn), encoding: .utf8))

        #expect(signIn.next == .signIn)
        #expect(withPopup.next == .eventPopup)
        #expect(withPopup.popup?.title == "T")
        #expect(home.next == .home)
        #expect(home.message == "Minji님, 다시 오셨네요. 바로 홈 화면으로 갈게요.")
        #expect(
            json
                == #"{"message":"Nobody is signed in yet, so the sign-in screen comes first.","next":"signIn","notices":[]}"#
        )
    }

    @Test func popupStatusesAreSaidInTheGivenTimeZone() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let midnight = Sample.moment("2022-05-10T00:00", in: "Asia/Seoul")

        let hidden = english.popupStatus(.hiddenUntil(midnight), timeZone: seoul)

        #expect(english.popupStatus(.hiddenForever).message == "The event popup won't show again.")
        #expect(
            english.popupStatus(.due)
                == PopupStatusSummary(
                    state: .due, hiddenUntil: nil, message: "The event popup will show at the next launch."))
        #expect(hidden.state == .hiddenUntil)
        #expect(hidden.hiddenUntil == "2022-05-09T15:00:00Z")
        #expect(hidden.message.contains("May 10, 2022"))
        #expect(
            korean.popupStatus(.hiddenUntil(midnight), timeZone: seoul).message.hasPrefix(
                "이벤트 팝업은 2022년 5월 10일"))
    }

    @Test func theAppReadsTheLaunchAndPopupLinesWithoutTheReports() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let midnight = Sample.moment("2022-05-10T00:00", in: "Asia/Seoul")
        let hidden = english.popupStatusMessage(.hiddenUntil(midnight), timeZone: seoul)

        #expect(
            english.launchMessage(.signIn) == "Nobody is signed in yet, so the sign-in screen comes first.")
        #expect(korean.launchMessage(.home(session: Sample.session)) == "Minji님, 다시 오셨네요. 바로 홈 화면으로 갈게요.")
        #expect(english.popupStatusMessage(.hiddenForever) == "The event popup won't show again.")
        #expect(hidden.contains("May 10, 2022"))
        #expect(hidden == english.popupStatus(.hiddenUntil(midnight), timeZone: seoul).message)
    }

    @Test func signingInAndOutIsSaidInBothLanguages() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let signedIn = english.signedIn(Sample.session)
        let json = try #require(String(data: try encoder.encode(signedIn), encoding: .utf8))

        #expect(json == #"{"message":"Signed in as Minji.","signedIn":true,"userName":"Minji"}"#)
        #expect(korean.signedIn(Sample.session).message == "Minji님으로 로그인했어요.")
        #expect(korean.signedOut(Sample.session).message == "Minji님이 로그아웃했어요.")
        #expect(
            english.signedOut(nil)
                == SessionSummary(
                    signedIn: false, userName: nil,
                    message: "Nobody was signed in, so there was nothing to sign out."))
        #expect(
            english.signedOutOfDamagedSession().message
                == "The session file was damaged, so it was removed; nobody is signed in now.")
        #expect(korean.signedOutOfDamagedSession().message == "세션 파일이 손상돼 있어서 지웠어요. 이제 로그인한 사람이 없어요.")
    }

    @Test func leftOutProductsBecomeNotices() async throws {
        let code = try Sample.code("110569")
        let screen = try await StarbucksDependencies.fixtures(faults: [.productInfo(code): .status(500)])
            .homeLoader().load()

        let notices = english.home(screen).notices

        #expect(
            notices == [
                "Product 110569 was left out: The product details service failed with HTTP 500; try again later."
            ])
    }

    @Test func whatsNewRowsSayWhereEachPictureIs() async throws {
        let items = try await StarbucksDependencies.fixtures().whatsNewLoader().load()
        let event = WhatsNewEvent(title: "No picture")

        let page = english.whatsNew(items + [WhatsNewItem(event: event, image: .none)])

        #expect(page.title == "What's New")
        #expect(page.items.map(\.position) == Array(1...11))
        #expect(page.items.first?.period == "June 1, 2022 – June 10, 2022")
        #expect(page.items.first?.picture == "Picture ready (74 bytes)")
        #expect(page.items.first?.pictureBytes == 74)
        #expect(page.items.last?.picture == "No picture")
        #expect(page.items.last?.period == nil)
        #expect(english.whatsNew([]).emptyText == "No events are running right now.")
    }

    @Test func textFromOutsideLosesItsControlCharacters() throws {
        let product = MenuProduct(
            code: try Sample.code("1"), name: "Evil\u{1B}[2J name\u{7}", englishName: "\u{202E}txet",
            description: "line one\nline two")

        let page = english.product(product)
        let tile = english.tile(product)

        #expect(page.name == "Evil[2J name")
        #expect(page.englishName == "txet")
        #expect(page.description == "line one line two")
        #expect(tile.name == "Evil[2J name")
        #expect(english.greeting(name: "A\u{1B}B") == "Nice to see you, AB! Time for a little break.")
    }

    @Test func everyLabelIsTranslated() {
        for label in StarbucksText.Label.allCases {
            #expect(english.label(label) != korean.label(label), "\(label)")
            #expect(!english.label(label).hasPrefix("label."), "\(label)")
        }
    }

    @Test func anUnsupportedLanguageFallsBackToEnglish() {
        #expect(
            StarbucksText(locale: Locale(identifier: "fr_FR")).greeting(name: "Zoé")
                == "Nice to see you, Zoé! Time for a little break.")
        #expect(StarbucksText(locale: Locale(identifier: "fr_FR")).language == "en")
    }
}
