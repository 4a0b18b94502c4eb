import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An amount a person types fits the product's currency before anything is sent, edits
/// included; the hints' examples fit the currency; an edit starts from the amount written with its
/// currency's decimal places.
@Suite("Typing a price in its currency") @MainActor
struct PriceEntryTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    /// A server whose product 7 costs $28.50 with $1.50 off, and whose other products are the
    /// ``StubCatalogue``'s (in won); a PATCH answers with the product as it was.
    private func market() -> ScriptedTransport {
        let catalogue = StubCatalogue(productCount: 20)
        let dollars = """
            {"id":7,"vendor_id":1,"name":"Brass kettle","description":"A brass kettle for slow pours.",\
            "thumbnail":null,"currency":"USD","price":28.5,"bargain_price":27,"discounted_price":1.5,\
            "stock":4,"created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00","images":[],\
            "vendors":{"name":"Stub vendor","id":1}}
            """
        return ScriptedTransport { request in
            if request.url?.path == "/api/products/7" { return .json(dollars) }
            if request.httpMethod == "PATCH", let path = request.url?.path {
                return catalogue.reply(to: URLRequest(url: Sample.baseURL.appendingPathComponent(path)))
            }
            return catalogue.reply(to: request)
        }
    }

    /// The requests that changed something.
    private func changes(_ transport: ScriptedTransport) async -> [URLRequest] {
        await transport.requests.filter { $0.httpMethod != "GET" }
    }

    // MARK: - The rule

    @Test func aNewAmountIsCheckedAgainstTheCurrencyTheProductKeeps() {
        let validator = ProductFormValidator()

        #expect(
            validator.problems(in: ProductChanges(price: "23.5"), pricedIn: .krw) == [
                .fractionalPrice("23.5", currency: .krw)
            ])
        #expect(
            validator.problems(in: ProductChanges(discountedPrice: "0.5"), pricedIn: .krw) == [
                .fractionalDiscountedPrice("0.5", currency: .krw)
            ])
        #expect(
            validator.problems(in: ProductChanges(price: "23.505"), pricedIn: .usd) == [
                .fractionalPrice("23.505", currency: .usd)
            ])
        #expect(validator.problems(in: ProductChanges(price: "23.5"), pricedIn: .usd).isEmpty)
        // A change of currency is what the amounts are checked against.
        #expect(
            validator.problems(
                in: ProductChanges(price: "23.5", currency: .usd, discountedPrice: 0), pricedIn: .krw
            ).isEmpty)
        // A product in a currency the kit does not know: its amounts pass, and it is no change of
        // currency to refuse.
        #expect(validator.problems(in: ProductChanges(price: "1.999"), pricedIn: .other("EUR")).isEmpty)
        #expect(throws: ProductFormError.fractionalPrice("23.5", currency: .krw)) {
            try validator.validate(ProductChanges(price: "23.5"), pricedIn: .krw)
        }
    }

    @Test func theClientSendsNoEditThatLeavesAFractionOfAWon() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let transport = market()
        let client = Screens.client(transport)

        let product = try await client.product(id: 16)
        let changes = ProductChanges(price: "23.5")
        do {
            try await client.updateProduct(id: 16, changes, pricedIn: product.currency)
        } catch let error as OpenMarketError where error.kind == .invalidProduct {
            print(error.formError?.message(locale: Locale(identifier: "en")) ?? "")
            // A price in KRW is a whole number: 23.5 has a fraction. Write it without decimals.
        }

        #expect(
            printed == ["A price in KRW is a whole number: 23.5 has a fraction. Write it without decimals."])
        #expect(await self.changes(transport).isEmpty)
    }

    // MARK: - The form

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditFormRefusesAFractionOfAWonBeforeSending() async {
        // Given the edit form of a product in won
        let transport = market()
        let form = ProductFormScreenModel(
            mode: .edit(productID: 3), client: Screens.client(transport), locale: english)
        await form.load()

        // When the price becomes 23.5 and the form is sent
        form.price = "23.5"
        let saved = await form.submit()

        // Then the form says what is wrong and how to fix it, and sends nothing
        #expect(
            form.message(for: .price)
                == "A price in KRW is a whole number: 23.5 has a fraction. Write it without decimals.")
        #expect(!form.canSubmit)
        #expect(saved == nil)
        #expect(form.submission == .editing)
        #expect(await changes(transport).isEmpty)

        // And in Korean
        form.locale = korean
        #expect(form.message(for: .price) == "KRW 가격은 정수여야 해요: 23.5에는 소수가 있어요. 소수점 없이 쓰세요.")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditFormRefusesAFractionOfACentAndSendsWholeCents() async {
        let transport = market()
        let form = ProductFormScreenModel(
            mode: .edit(productID: 7), client: Screens.client(transport), locale: english)
        await form.load()

        form.discountedPrice = "1.505"
        #expect(
            form.message(for: .discountedPrice)
                == "A discount in USD has at most 2 decimal places: 1.505 has more. Round it.")
        #expect(!form.canSubmit)

        form.discountedPrice = "1.25"
        let saved = await form.submit()

        #expect(saved != nil)
        #expect(
            await changes(transport).map(\.bodyText) == [#"{"discounted_price":1.25,"secret":"pa55word"}"#])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditStartsFromTheAmountsInTheirCurrencysDecimalPlaces() async {
        let dollars = ProductFormScreenModel(
            mode: .edit(productID: 7), client: Screens.client(market()), locale: english)
        let won = ProductFormScreenModel(
            mode: .edit(productID: 3), client: Screens.client(market()), locale: english)

        await dollars.load()
        await won.load()

        #expect(dollars.price == "28.50")
        #expect(dollars.discountedPrice == "1.50")
        #expect(won.price == "1300")
        #expect(won.discountedPrice == "100")
        // Shown as it came, the amounts are no change.
        #expect(!dollars.canSubmit)
        #expect(!won.canSubmit)
    }

    // MARK: - The hints' examples

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theHintForAMissingPriceFitsTheCurrency() async {
        let form = ProductFormScreenModel(mode: .register, client: Screens.client(market()), locale: english)
        await form.load()
        form.price = ""

        #expect(form.currency == .krw)
        #expect(form.message(for: .price) == "Enter a price in KRW as a whole number, like 15000.")
        form.locale = korean
        #expect(form.message(for: .price) == "KRW 가격을 15000처럼 정수로 입력하세요.")

        form.currency = .usd
        form.locale = english
        #expect(form.message(for: .price) == "Enter a price, like 19.99.")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theHintForAPriceThatIsNoNumberFitsTheCurrency() async {
        let form = ProductFormScreenModel(mode: .register, client: Screens.client(market()), locale: english)
        await form.load()

        form.price = "23,5"
        form.discountedPrice = "half"
        #expect(
            form.message(for: .price)
                == "The price “23,5” is not a number. A price in KRW is a whole number: write digits only, like 15000."
        )
        #expect(
            form.message(for: .discountedPrice)
                == "The discount “half” is not a number. A discount in KRW is a whole number: write digits only, like 500."
        )
        form.locale = korean
        #expect(form.message(for: .price) == "가격 “23,5”는 숫자가 아니에요. KRW 가격은 정수예요. 15000처럼 숫자로만 쓰세요.")

        form.currency = .usd
        form.locale = english
        #expect(
            form.message(for: .price)
                == "The price “23,5” is not a number. Write digits with an optional decimal point, like 19.99."
        )
    }

    @Test func noWonMessageSuggestsAFraction() {
        let problems: [ProductFormError] = [
            .invalidPrice("x", currency: .krw), .invalidDiscountedPrice("x", currency: .krw),
            .fractionalPrice("23.5", currency: .krw), .fractionalDiscountedPrice("0.5", currency: .krw),
        ]
        for problem in problems {
            for locale in [english, korean] {
                let message = problem.message(locale: locale)
                #expect(!message.contains("19.99") && !message.contains("1.50"), "\(message)")
            }
        }
        // For a currency with cents, the currency changes nothing.
        #expect(ProductFormError.invalidPrice("x", currency: .usd) == .invalidPrice("x"))
    }
}
