import Foundation
import JuiceMakerKit
import JuiceMakerKitReports
import Testing

@Suite("The --json reports: data for programs")
struct ReportTests {
    private let english = JuiceMakerText(locale: Locale(identifier: "en"))

    /// `value` as a JSON object.
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aMenuItemCarriesItsIdNamesRecipeAndServings() throws {
        let rows = english.menuRows(.classic, inventory: Inventory(uniformStock: 10))
        let strawberry = try #require(rows.first { $0.juice == .strawberry })
        let item = try object(MenuItemReport(strawberry))
        #expect(item["id"] as? String == "strawberry")
        #expect(item["recipe"] as? [String: Int] == ["strawberry": 16])
        #expect(item["servings"] as? Int == 0)
        #expect(item["name"] as? String == strawberry.name)
    }

    @Test func anOrderReportsTheStockAfterItOrWhatWasShort() async throws {
        let maker = JuiceMaker(store: try FruitStore(defaultStock: 10))
        let served = try object(OrderReport(try await maker.order(.kiwi), text: english))
        #expect(served["served"] as? Bool == true)
        #expect(served["juice"] as? String == "kiwi")
        #expect((served["shortfalls"] as? [Any])?.isEmpty == true)
        let short = try object(OrderReport(try await maker.order(.strawberry), text: english))
        #expect(short["served"] as? Bool == false)
        let shortfalls = try #require(short["shortfalls"] as? [[String: Any]])
        #expect(shortfalls.first?["fruit"] as? String == "strawberry")
        #expect(shortfalls.first?["missing"] as? Int == 6)
        #expect(short["message"] as? String == english.alert(for: try await maker.order(.strawberry)).message)
    }
}
