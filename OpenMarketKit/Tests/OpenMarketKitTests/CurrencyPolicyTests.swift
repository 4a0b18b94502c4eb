import Foundation
import OpenMarketKit
import Testing

@Suite("Amounts fit their currency, and a currency change restates them")
struct CurrencyPolicyTests {
    @Test(
        arguments: [
            ("2000", Currency.krw, true), ("19.99", .krw, false), ("2000.0", .krw, true),
            ("0.5", .krw, false),
            ("19.99", .usd, true), ("19.9", .usd, true), ("1.999", .usd, false), ("17.50", .usd, true),
            ("1.999", .other("EUR"), true),
        ])
    func aPriceFitsItsCurrencysSmallestUnit(text: String, currency: Currency, fits: Bool) throws {
        let price = try #require(Price(text))
        #expect(price.fits(currency) == fits)
    }

    @Test func anUnreadablePriceFitsNoCurrency() {
        let price: Price = "19,99"
        #expect(!price.fits(.usd))
        #expect(!price.fits(.krw))
    }

    @Test func theCurrenciesSayTheirDecimalPlaces() {
        #expect(Currency.krw.fractionDigits == 0)
        #expect(Currency.usd.fractionDigits == 2)
        #expect(Currency.other("EUR").fractionDigits == nil)
    }

    @Test func aDraftInWonWithAFractionIsRefused() throws {
        // Given a KRW draft priced 19.99 with 0.5 off
        let draft = ProductDraft(
            name: "Honey citron tea", description: "A jar of citron preserved in honey.", price: "19.99",
            currency: .krw, discountedPrice: "0.5")

        // When it is checked
        let kinds = ProductFormValidator().problems(in: draft, images: [try Sample.image]).map(\.kind)

        // Then both amounts are named
        #expect(kinds == [.fractionalPrice, .fractionalDiscountedPrice])
    }

    @Test func aWholeWonDraftAndADollarDraftWithCentsPass() throws {
        let image = try Sample.image
        let won = ProductDraft(
            name: "Honey citron tea", description: "A jar of citron preserved in honey.", price: 2_000,
            currency: .krw)
        let dollars = ProductDraft(
            name: "Honey citron tea", description: "A jar of citron preserved in honey.", price: "17.50",
            currency: .usd, discountedPrice: "2.50")
        #expect(ProductFormValidator().problems(in: won, images: [image]).isEmpty)
        #expect(ProductFormValidator().problems(in: dollars, images: [image]).isEmpty)
    }

    @Test func theFractionMessageNamesTheAmountAndTheRule() {
        let english = ProductFormError.fractionalPrice("19.99", currency: .krw).message(
            locale: Locale(identifier: "en"))
        let korean = ProductFormError.fractionalPrice("19.99", currency: .krw).message(
            locale: Locale(identifier: "ko"))
        #expect(english.contains("19.99"))
        #expect(english.contains("whole number"))
        #expect(korean.contains("정수"))
    }

    @Test func aDraftWithoutACurrencyIsInTheDefaultCurrency() {
        let draft = ProductDraft(name: "Kettle", description: "A kettle for tea.", price: 2_000)
        #expect(draft.currency == ProductDraft.defaultCurrency)
        #expect(ProductDraft.defaultCurrency == .krw)
    }

    @Test func aCurrencyChangeAloneIsRefused() {
        // Given a $17.50 product with $2.50 off, and a change of its currency only
        let changes = ProductChanges(currency: .krw)

        // When the change is checked
        let problems = ProductFormValidator().problems(in: changes)

        // Then it is refused: the old amounts would be read as won (₩18, ₩2, ₩15)
        #expect(problems.map(\.kind) == [.currencyChangeNeedsPrices])
        let message = problems.first?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("price and the discount"))
    }

    @Test func aCurrencyChangeWithThePriceButNoDiscountIsRefused() {
        let problems = ProductFormValidator().problems(in: ProductChanges(price: 20_000, currency: .krw))
        #expect(problems.map(\.kind) == [.currencyChangeNeedsPrices])
    }

    @Test func aCurrencyChangeWithBothAmountsInTheNewCurrencyPasses() {
        let changes = ProductChanges(price: 20_000, currency: .krw, discountedPrice: 0)
        #expect(ProductFormValidator().problems(in: changes).isEmpty)
    }

    @Test func aCurrencyChangeWithAmountsThatDoNotFitIsRefusedForThem() {
        let changes = ProductChanges(price: "17.50", currency: .krw, discountedPrice: "2.50")
        let kinds = ProductFormValidator().problems(in: changes).map(\.kind)
        #expect(kinds == [.fractionalPrice, .fractionalDiscountedPrice])
    }

    @Test func theClientSendsNothingForAFractionalWonPrice() async throws {
        let transport = StubTransport(always: .json("{}"))
        let client = Sample.client(.marketTraining, transport: transport)
        let draft = ProductDraft(
            name: "Honey citron tea", description: "A jar of citron preserved in honey.", price: "19.99",
            currency: .krw)

        await #expect(throws: OpenMarketError.invalidProduct(.fractionalPrice("19.99", currency: .krw))) {
            try await client.createProduct(draft, images: [try Sample.image])
        }
        #expect(await transport.requests.isEmpty)
    }
}
