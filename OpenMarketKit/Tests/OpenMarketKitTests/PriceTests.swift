import Foundation
import OpenMarketKit
import Testing

@Suite("Exact prices")
struct PriceTests {
    @Test func aStringLiteralIsTheExactDecimal() throws {
        let price: Price = "19.99"

        #expect(price.decimal == Decimal(string: "19.99"))
        #expect(price.description == "19.99")
        #expect(price.decimal != Decimal(19.99 as Double))
    }

    @Test func anIntegerLiteralIsExact() {
        let price: Price = 2_000

        #expect(price.decimal == 2_000)
        #expect(price == Price(2_000))
    }

    @Test(arguments: [
        ("19.99", "19.99"), ("-3", "-3"), ("+4.50", "4.5"), ("0", "0"), ("007", "7"), ("2000.50", "2000.5"),
        ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
        ("0.00000000000000000000000000000000000001", "0.00000000000000000000000000000000000001"),
    ])
    func plainDecimalTextIsRead(text: String, value: String) throws {
        let price = try #require(Price(text))

        #expect(price.decimal == Decimal(string: value))
        #expect(price.description == value)
    }

    @Test(arguments: [
        "", " ", "19,99", "1,000", "1e3", "0x10", "1.", ".5", "--1", "+", "1 000", "١٢", "NaN", "inf",
        "123456789012345678901234567890123456789", "0.000000000000000000000000000000000000001",
    ])
    func anythingElseIsNotAPrice(text: String) {
        #expect(Price(text) == nil)
    }

    @Test func aDecimalKeepsItsValue() throws {
        let decimal = try #require(Decimal(string: "12.5"))

        #expect(Price(decimal).decimal == decimal)
        #expect(Price(Decimal.nan).decimal == nil)
    }

    @Test func draftsAndChangesTakePricesAsTextOrWholeNumbers() {
        let draft = ProductDraft(
            name: "Tea", description: "A cup of tea.", price: "19.99", currency: .usd, discountedPrice: 1)
        let changes = ProductChanges(price: "1800.50", discountedPrice: 0)

        #expect(draft.price.decimal == Decimal(string: "19.99"))
        #expect(draft.discountedPrice.decimal == 1)
        #expect(changes.price?.decimal == Decimal(string: "1800.5"))
    }
}

/// The deprecated `Double` path, exercised on purpose (the deprecation is the loud part).
@Suite("Prices from a Double")
struct DoublePriceTests {
    @available(*, deprecated, message: "Exercises the deprecated Double initializer on purpose.")
    @Test func aDoubleIsReadThroughItsShortestTextNeverItsBinaryExpansion() {
        let price = Price(19.99)

        #expect(price.decimal == Decimal(string: "19.99"))
        #expect(Price(Double.nan).decimal == nil)
        #expect(Price(Double.infinity).decimal == nil)
    }
}
