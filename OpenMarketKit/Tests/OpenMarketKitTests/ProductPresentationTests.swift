import Foundation
import OpenMarketKit
import Testing

@Suite("Product summaries for screens")
struct ProductSummaryTests {
    private func product(price: Decimal, discount: Decimal = 0, stock: Int, currency: Currency = .krw)
        -> ProductListing
    {
        ProductListing(
            id: 1, vendorID: 2, name: "Barley tea", thumbnail: nil, currency: currency, price: price,
            discountedPrice: discount, stock: stock, createdAt: Date(timeIntervalSince1970: 0),
            issuedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func aSoldOutWonProductReadsInKorean() {
        let summary = ProductPresentation(
            product: product(price: 2_000, stock: 0), locale: Locale(identifier: "ko_KR"))

        #expect(summary.priceText == "₩2,000")
        #expect(summary.discountText == nil)
        #expect(summary.bargainPriceText == nil)
        #expect(summary.stockText == "품절")
        #expect(summary.isSoldOut)
    }

    @Test func aDiscountedDollarProductShowsBothPricesInEnglish() throws {
        let price = try #require(Decimal(string: "12.5"))
        let summary = ProductPresentation(
            product: product(price: price, discount: 2, stock: 3, currency: .usd),
            locale: Locale(identifier: "en_US"))

        #expect(summary.priceText == "$12.50")
        #expect(summary.discountText == "$2.00")
        #expect(summary.bargainPriceText == "$10.50")
        #expect(summary.stockText == "3 in stock")
        #expect(!summary.isSoldOut)
    }

    /// Money follows the locale it is shown in, the kit's one formatter for every screen: in
    /// Korean a dollar amount is written `US$`, as Korean convention (CLDR's) has it, so that it is
    /// not read as another dollar; in American English `$`. Cents always show, for both.
    @Test(arguments: [
        ("en_US", "16.75", Currency.usd, "$16.75"), ("en", "28.5", .usd, "$28.50"),
        ("ko_KR", "16.75", .usd, "US$16.75"), ("ko", "28.5", .usd, "US$28.50"),
        ("en_US", "2000", .krw, "₩2,000"), ("ko_KR", "2000", .krw, "₩2,000"),
        ("ko", "15000", .krw, "₩15,000"),
        ("en_GB", "16.75", .usd, "US$16.75"),
    ])
    func moneyIsWrittenForTheLocaleItIsShownIn(
        locale: String, amount: String, currency: Currency, shown: String
    )
        throws
    {
        let value = try #require(Decimal(string: amount))
        let summary = ProductPresentation(
            product: product(price: value, stock: 1, currency: currency), locale: Locale(identifier: locale))

        #expect(summary.priceText == shown)
        #expect(
            ProductPresentation.money(value, currency: currency, locale: Locale(identifier: locale)) == shown)
    }

    @Test func stockIsWordedPerLocale() {
        let korean = ProductPresentation(
            product: product(price: 1, stock: 7), locale: Locale(identifier: "ko"))

        #expect(korean.stockText == "잔여수량 7")
    }

    @Test func anOddCurrencyCodeFollowsAPlainNumber() {
        #expect(
            ProductPresentation.money(1_500, currency: .other("POINTS"), locale: Locale(identifier: "en_US"))
                == "1,500 POINTS")
    }

    @Test func textFromTheServerReachesTheSummaryWithoutControlCharacters() {
        // Given a product whose texts carry terminal escapes, a bell and a direction override
        var raw = product(price: 1, stock: 1)
        raw.name = "Tea\u{1B}[31m red\u{7}"
        raw.description = "Line one\nline two\u{202E}"
        raw.vendorName = "shop\u{9B}2J"

        // When it is summarized
        let summary = ProductPresentation(product: raw, locale: Locale(identifier: "en"))

        // Then the escapes are gone and line breaks became spaces
        #expect(summary.name == "Tea[31m red")
        #expect(summary.description == "Line one line two")
        #expect(summary.vendorName == "shop2J")
    }

    @Test func aDetailsSummaryTakesTheVendorsNameFromTheVendor() {
        let detail = ProductDetail(
            product: product(price: 1, stock: 1), vendor: Vendor(id: 2, name: "dacodaco\u{1B}"))

        let summary = ProductPresentation(detail: detail, locale: Locale(identifier: "en"))

        #expect(summary.vendorName == "dacodaco")
    }

    @Test func largeStockCountsAreGroupedForTheLocale() {
        let summary = ProductPresentation(
            product: product(price: 1, stock: 12_000), locale: Locale(identifier: "en_US"))

        #expect(summary.stockText == "12,000 in stock")
    }
}
