import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Product form screen") @MainActor
struct ProductFormScreenModelTests {
    /// A server of 20 products that answers a create with product 21 and an edit with the
    /// product edited; `failing` says which requests (counted from 1) get no answer.
    private func transport(failing: Set<Int> = []) -> ScriptedTransport {
        let catalogue = StubCatalogue(productCount: 21)
        let count = Counter()
        return ScriptedTransport { request in
            if failing.contains(await count.increment()) { throw URLError(.timedOut) }
            switch (request.httpMethod ?? "GET", request.url?.path ?? "") {
            case ("POST", "/api/products"):
                return catalogue.reply(
                    to: URLRequest(url: Sample.baseURL.appendingPathComponent("api/products/21")))
            case ("PATCH", let path):
                return catalogue.reply(to: URLRequest(url: Sample.baseURL.appendingPathComponent(path)))
            default:
                return catalogue.reply(to: request)
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, *)
    private func form(_ mode: ProductFormMode, _ transport: ScriptedTransport) -> ProductFormScreenModel {
        ProductFormScreenModel(mode: mode, client: Screens.client(transport), locale: Screens.english)
    }

    /// Fills a registration that breaks no rule, with one picture.
    @available(iOS 17.0, macOS 14.0, *)
    private func fill(_ form: ProductFormScreenModel) {
        form.name = "Barley tea"
        form.description = "Roasted barley for a nutty tea."
        form.price = "2000"
        form.discountedPrice = "200"
        form.stock = "7"
        form.addPicture(Sample.jpegBytes)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func fieldMessagesFollowTheTypingFieldByField() async {
        let form = form(.register, transport())
        await form.load()
        #expect(form.phase == .loaded)
        #expect(ProductFormField.allCases.allSatisfy { form.message(for: $0) == nil })

        form.name = "ab"
        let tooShort = form.message(for: .name)
        form.name = "abc"

        #expect(
            tooShort
                == ProductFormError.nameLength(actual: 2, allowed: 3...100).message(locale: Screens.english))
        #expect(form.message(for: .name) == nil)
        // Fields not typed in yet say nothing
        #expect(form.message(for: .description) == nil)
        #expect(form.message(for: .pictures) == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func pricesAndStockAreCheckedAsTyped() async {
        let form = form(.register, transport())
        await form.load()

        form.price = "19,99"
        form.discountedPrice = "-1"
        form.stock = "a dozen"
        let messages = [
            form.message(for: .price), form.message(for: .discountedPrice), form.message(for: .stock),
        ]
        form.price = ""

        #expect(
            messages[0]
                == ProductFormError.invalidPrice("19,99", currency: .krw).message(locale: Screens.english))
        #expect(messages[1] == ProductFormError.negativeDiscountedPrice.message(locale: Screens.english))
        #expect(messages[2] == "The stock “a dozen” is not a whole number. Write digits only, like 12.")
        #expect(form.message(for: .price) == "Enter a price in KRW as a whole number, like 15000.")
        // Digits too many for a count are still a whole number: too high, or below zero
        form.stock = "99999999999999999999999"
        #expect(
            form.message(for: .stock)
                == "The stock can be at most 1,000,000,000; 99,999,999,999,999,999,999,999 was given. "
                + "Lower the stock."
        )
        form.stock = "-99999999999999999999999"
        #expect(form.message(for: .stock) == "The stock cannot be negative. Enter zero or more.")
        form.stock = "--5"
        #expect(
            form.message(for: .stock) == "The stock “--5” is not a whole number. Write digits only, like 12.")
    }

    /// A stock too high is quoted as a formatted number whether an `Int` holds it or not: the
    /// validator's message for `Int.max` and the form's own for one more read alike.
    @available(iOS 17.0, macOS 14.0, *)
    @Test func aStockTooHighIsFormattedOnEitherSideOfWhatAnIntHolds() async {
        let form = form(.register, transport())
        await form.load()

        var shown: [String?] = []
        for typed in ["9223372036854775807", "9223372036854775808", "+0009223372036854775808"] {
            form.stock = typed
            shown.append(form.message(for: .stock))
        }

        #expect(
            shown == [
                "The stock can be at most 1,000,000,000; 9,223,372,036,854,775,807 was given. Lower the stock.",
                "The stock can be at most 1,000,000,000; 9,223,372,036,854,775,808 was given. Lower the stock.",
                "The stock can be at most 1,000,000,000; 9,223,372,036,854,775,808 was given. Lower the stock.",
            ])
        let korean = ProductFormScreenModel(
            mode: .register, client: Screens.client(transport()), locale: Locale(identifier: "ko"))
        await korean.load()
        korean.stock = "9223372036854775808"
        #expect(korean.message(for: .stock)?.contains("9,223,372,036,854,775,808") == true)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefusedSubmitShowsEveryMessageAndSendsNothing() async {
        let transport = transport()
        let form = form(.register, transport)
        await form.load()
        form.name = "Barley tea"

        let result = await form.submit()

        #expect(result == nil)
        #expect(form.submission == .editing)
        #expect(form.message(for: .description) != nil)
        #expect(form.message(for: .price) == "Enter a price in KRW as a whole number, like 15000.")
        #expect(form.message(for: .pictures) == ProductFormError.noImages.message(locale: Screens.english))
        #expect(form.message(for: .name) == nil)
        #expect(!form.canSubmit)
        #expect(await transport.requests.isEmpty)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aControlCharacterIsShownOnItsFieldAndNothingIsSent() async {
        let transport = transport()
        let form = form(.register, transport)
        await form.load()
        fill(form)
        form.name = "\u{202E}gpj.exe"
        form.description = "Roasted barley\u{1B}[2J for a nutty tea."

        let result = await form.submit()

        #expect(result == nil)
        #expect(
            form.message(for: .name)
                == ProductFormError.nameDirectionCharacter("\u{202E}", position: 1).message(
                    locale: Screens.english))
        #expect(
            form.message(for: .description)
                == ProductFormError.descriptionControlCharacter("\u{1B}", position: 15).message(
                    locale: Screens.english))
        #expect(form.message(for: .currency) == nil)
        #expect(await transport.requests.isEmpty)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func upToFivePicturesThenASixthIsRefused() async {
        let form = form(.register, transport())
        await form.load()

        for _ in 1...5 { #expect(form.addPicture(Sample.jpegBytes)) }
        let sixth = form.addPicture(Sample.jpegBytes)

        #expect(!sixth)
        #expect(form.pictures.count == 5)
        #expect(
            form.pictureMessage == "A product can have at most 5 pictures. Remove one before adding another.")
        #expect(!form.canAddPicture)

        form.removePicture(id: form.pictures[0].id)

        #expect(form.pictureMessage == nil)
        #expect(form.canAddPicture)
        #expect(form.pictures.map(\.accessibilityLabel).last == "Picture 4 of 4")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func picturesCanBeReorderedAndBytesThatAreNoImageAreRefused() async {
        let form = form(.register, transport())
        await form.load()
        form.addPicture(Sample.jpegBytes, filename: "first")
        form.addPicture(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), filename: "second")

        form.movePicture(from: 1, to: 0)
        let refused = form.addPicture(Data("%PDF-1.7".utf8))

        #expect(form.pictures.map(\.upload.filename) == ["second.png", "first.jpeg"])
        #expect(form.pictures.map(\.accessibilityLabel) == ["Picture 1 of 2", "Picture 2 of 2"])
        #expect(!refused)
        #expect(form.pictureMessage?.hasPrefix("The image is not PNG, JPEG, GIF or WebP") == true)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRegistrationGivesTheCreatedProduct() async {
        let transport = transport()
        let form = form(.register, transport)
        await form.load()
        fill(form)
        var states = [form.submission]
        #expect(form.canSubmit)

        await transport.hold()
        let submit = Task { await form.submit() }
        await transport.waitForRequests(1)
        states.append(form.submission)
        #expect(!form.canSubmit)
        await transport.release()
        let created = await submit.value
        states.append(form.submission)

        #expect(created?.id == 21)
        #expect(form.result?.id == 21)
        #expect(states.count == 3)
        #expect(states[0] == .editing)
        #expect(states[1] == .submitting)
        #expect(states[2] == created.map { .submitted($0) })
        let sent = await transport.requests
        #expect(sent.map(\.httpMethod) == ["POST"])
        #expect(sent.first?.header("Idempotency-Key")?.isEmpty == false)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRetryOfTheSameSubmissionKeepsItsIdempotencyKey() async {
        // Given a server that does not answer the first create
        let transport = transport(failing: [1])
        let form = form(.register, transport)
        await form.load()
        fill(form)

        // When it is submitted, fails, and is retried
        await form.submit()
        let failure: ScreenFailure? = {
            if case .failed(let failure) = form.submission { return failure }
            return nil
        }()
        await form.retry()

        // Then the retry carried the same key, and the product came back
        let keys = await transport.requests.map { $0.header("Idempotency-Key") }
        #expect(failure?.title == "The product could not be registered.")
        #expect(keys.count == 2)
        #expect(keys[0] != nil)
        #expect(keys[0] == keys[1])
        #expect(form.result?.id == 21)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aChangedSubmissionGetsANewKey() async {
        let transport = transport(failing: [1])
        let form = form(.register, transport)
        await form.load()
        fill(form)

        await form.submit()
        form.stock = "8"
        await form.submit()

        let keys = await transport.requests.map { $0.header("Idempotency-Key") }
        #expect(keys.count == 2)
        #expect(keys[0] != keys[1])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFormGivenARegistrationKeySendsItWithEverySubmissionChangedOrNot() async throws {
        // Given a form a web page identified when it first showed it, through the list's "+"
        let transport = transport(failing: [1])
        let list = ProductListScreenModel(client: Screens.client(transport), locale: Screens.english)
        list.addProduct(registrationKey: "form-7f3a")
        let form = try #require(list.destination.register)
        await form.load()
        fill(form)

        // When it is sent, gets no answer, is changed and sent again
        await form.submit()
        form.stock = "8"
        await form.submit()

        // Then both carried the form's key, so the server makes one product at most
        let keys = await transport.requests.map { $0.header("Idempotency-Key") }
        #expect(form.registrationKey == "form-7f3a")
        #expect(keys == ["form-7f3a", "form-7f3a"])
        #expect(form.result?.id == 21)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditLoadsTheProductFirstThenSendsOnlyWhatChanged() async {
        let transport = transport()
        let form = form(.edit(productID: 3), transport)
        var phases = [form.phase]

        await transport.hold()
        let load = Task { await form.load() }
        await transport.waitForRequests(1)
        phases.append(form.phase)
        await transport.release()
        await load.value
        phases.append(form.phase)

        #expect(phases == [.idle, .loading, .loaded])
        #expect(form.name == "Product 3")
        #expect(form.price == "1300")
        #expect(form.discountedPrice == "100")
        #expect(form.stock == "3")
        #expect(form.title == "Edit the product")
        #expect(form.submitTitle == "Save")
        #expect(!form.canSubmit)  // nothing changed yet

        form.price = "1500"
        let updated = await form.submit()

        #expect(updated?.id == 3)
        let requests = await transport.requests
        let sent = requests.filter { $0.url?.host != StubCatalogue.imageHost }
        // Loaded, read again just before saving (to find a change made elsewhere meanwhile), saved.
        #expect(sent.map(\.httpMethod) == ["GET", "GET", "PATCH"])
        #expect(sent.last?.bodyText == #"{"price":1500,"secret":"pa55word"}"#)
        // The product's own pictures were shown, through the cache over the same transport.
        #expect(requests.filter { $0.url?.host == StubCatalogue.imageHost }.count == 2)
        #expect(form.currentPictures.map(\.id) == [31, 32])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditCannotChangePictures() async {
        let form = form(.edit(productID: 3), transport())
        await form.load()

        let added = form.addPicture(Sample.jpegBytes)

        #expect(!added)
        #expect(!form.canEditPictures)
        #expect(form.pictureMessage == "Pictures can't be changed once a product is registered.")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditWhoseProductDoesNotLoadRetries() async {
        let form = form(.edit(productID: 3), transport(failing: [1]))

        await form.load()
        let failure = form.phase.failure
        await form.retry()

        #expect(failure?.title == "The product to edit could not be loaded.")
        #expect(form.phase == .loaded)
        #expect(form.name == "Product 3")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theFormSpeaksKorean() async {
        let form = ProductFormScreenModel(
            mode: .register, client: Screens.client(transport()), locale: Locale(identifier: "ko_KR"))
        await form.load()

        form.stock = "열두 개"

        #expect(form.title == "상품 등록")
        #expect(form.label(for: .price) == "가격")
        #expect(form.message(for: .stock) == "재고는 12처럼 숫자로만 적어 주세요. 입력한 값: “열두 개”")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theScreenIsToldOfEveryChangeItRenders() async {
        let transport = transport()
        let form = form(.register, transport)
        await form.load()

        let typing = observe {
            _ = form.name
            _ = form.message(for: .name)
        }
        form.name = "ab"
        let pictures = observe { _ = form.pictures }
        form.addPicture(Sample.jpegBytes)
        let submission = observe { _ = form.submission }
        fill(form)
        await form.submit()

        #expect(typing.fired)
        #expect(pictures.fired)
        #expect(submission.fired)
    }
}
