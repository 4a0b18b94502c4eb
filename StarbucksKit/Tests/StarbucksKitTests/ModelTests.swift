import Foundation
import Testing

@testable import StarbucksKit

@Suite("Model values")
struct ModelTests {
    // MARK: Product codes

    @Test(arguments: ["106509", "9200000000479", "0", String(repeating: "9", count: 20)])
    func digitCodesAreCodes(text: String) {
        #expect(ProductCode(rawValue: text)?.rawValue == text)
    }

    @Test(arguments: [
        "", " 106509", "10650a", "-1", "1.5", "１２３", "٣٤", String(repeating: "9", count: 21), "106509\u{1B}",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(ProductCode(rawValue: text) == nil)
    }

    // MARK: Calendar days

    @Test(arguments: [
        ("2022-05-03", "2022-05-03"), ("2022.05.03", "2022-05-03"), ("2022/5/3", "2022-05-03"),
        ("20220503", "2022-05-03"), ("2022-05-03 10:00:00.0", "2022-05-03"), ("2024-02-29", "2024-02-29"),
        (" 2022-12-31T23:59:59Z", "2022-12-31"),
    ])
    func daysAreReadInEveryWayStarbucksWritesThem(text: String, expected: String) {
        #expect(CalendarDay(parsing: text)?.description == expected)
    }

    @Test(arguments: [
        "", "2022-13-01", "2022-02-29", "2022-04-31", "0000-01-01", "2022-05", "2022-05-03-01", "May 3",
        "99999999999999999999-01-01", "20221301",
    ])
    func impossibleDaysAreNotDays(text: String) {
        #expect(CalendarDay(parsing: text) == nil)
    }

    // MARK: Event periods

    @Test(arguments: [
        ("2021년 10월 11일 ~ 10월 22일", "2021-10-11", "2021-10-22"),
        ("2022-05-10 ~ 2022-07-18", "2022-05-10", "2022-07-18"),
        ("2021년 12월 28일 ~ 1월 3일", "2021-12-28", "2022-01-03"),
        ("2022년 5월 1일 ~ 15일", "2022-05-01", "2022-05-15"),
        ("2022.05.10~2022.05.10", "2022-05-10", "2022-05-10"),
    ])
    func periodsAreReadFromBothSpellings(text: String, start: String, end: String) {
        let period = EventPeriod(parsing: text)

        #expect(period?.start.description == start)
        #expect(period?.end.description == end)
    }

    @Test(arguments: [
        "", "2022-05-10", "2022-07-18 ~ 2022-05-10", "상시 진행", "2022-05-10 ~ ~ 2022-05-11",
        "2022년 2월 30일 ~ 3월 1일", "12345-01-01 ~ 12345-01-02",
    ])
    func textThatIsNotAPeriodIsNone(text: String) {
        #expect(EventPeriod(parsing: text) == nil)
    }

    // MARK: Rich text

    @Test(arguments: [
        ("plain", [("plain", false)]),
        ("**all bold**", [("all bold", true)]),
        ("a **b** c **d**", [("a ", false), ("b", true), (" c ", false), ("d", true)]),
        ("unpaired **end", [("unpaired **end", false)]),
        ("**a** **b", [("a", true), (" **b", false)]),
        ("empty ****pair", [("empty pair", false)]),
        ("", []),
    ])
    func boldMarkersBecomeRuns(markup: String, expected: [(String, Bool)]) {
        let text = RichText(markup: markup)

        #expect(text.runs.map(\.text) == expected.map(\.0))
        #expect(text.runs.map(\.isBold) == expected.map(\.1))
        #expect(text.plainText == expected.map(\.0).joined())
    }

    // MARK: Nutrition

    @Test(arguments: [("5", "5"), ("0.3", "0.3"), ("  140 ", "140"), ("0", "0"), ("1234567.5", "1234567.5")])
    func nutritionAmountsAreReadExactly(text: String, expected: String) {
        #expect(NutritionFact(nutrient: .fat, text: text)?.amount == Decimal(string: expected))
    }

    @Test(arguments: ["", "-5", "N/A", "1e3", ".5", "5.", "1.2.3", "9999999999999", "12 g", "NaN", "٣"])
    func unusableAmountsAreLeftOut(text: String) {
        #expect(NutritionFact(nutrient: .sodium, text: text) == nil)
    }

    @Test func nutritionKeepsTheUsualOrderAndOneFactPerNutrient() throws {
        let facts = try [
            #require(NutritionFact(nutrient: .caffeine, amount: 75)),
            #require(NutritionFact(nutrient: .calories, amount: 110)),
            #require(NutritionFact(nutrient: .caffeine, amount: 1)),
        ]

        let nutrition = Nutrition(facts: facts)

        #expect(nutrition.facts.map(\.nutrient) == [.calories, .caffeine])
        #expect(nutrition.amount(of: .caffeine) == 75)
        #expect(nutrition.amount(of: .sugars) == nil)
    }

    @Test func everyNutrientHasItsUnit() {
        #expect(Nutrient.calories.unit == .kilocalories)
        #expect([Nutrient.fat, .saturatedFat, .transFat, .sugars, .protein].allSatisfy { $0.unit == .grams })
        #expect([Nutrient.cholesterol, .sodium, .caffeine].allSatisfy { $0.unit == .milligrams })
    }

    // MARK: Home document

    @Test func allProductCodesListsEachCodeOnceInOrder() throws {
        let document = HomeDocument(
            displayName: "", yourRecommendations: try Sample.codes(["1", "2", "3"]), mainEventBannerURL: nil,
            nowRecommendations: try Sample.codes(["3", "4", "1"]))

        #expect(document.allProductCodes == (try Sample.codes(["1", "2", "3", "4"])))
    }
}
