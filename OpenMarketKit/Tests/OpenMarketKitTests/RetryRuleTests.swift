import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failure offers "Try again" only where sending the same thing again can help: never after a
/// refusal the person must fix first (an HTTP 4xx other than a 408 or a 429, or a rule the kit
/// checks before sending).
@Suite("Which failures offer a retry") @MainActor
struct RetryRuleTests {
    /// A server of 20 products whose product 16 answers `status` with an error body of `code`.
    private func refusing(_ status: Int, code: String = "REFUSED") -> ScriptedTransport {
        let catalogue = StubCatalogue(productCount: 20)
        return ScriptedTransport { request in
            guard request.url?.path == "/api/products/16" else { return catalogue.reply(to: request) }
            return .json(#"{"code":"\#(code)","message":"No."}"#, status: status)
        }
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test(arguments: [
        (400, false), (401, false), (403, false), (404, false), (422, false), (408, true), (429, true),
        (500, true), (503, true),
    ])
    func aLoadRefusedWithAStatusOffersARetryOnlyWhenAskingAgainCanHelp(status: Int, retryable: Bool)
        async
    {
        let transport = refusing(status)
        let model = ProductDetailScreenModel(
            productID: 16, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)

        await model.load()

        #expect(model.phase.failure?.isRetryable == retryable, "\(status)")
        #expect(model.phase.failure?.retryTitle == "Try again")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aServerThatDoesNotAnswerOffersARetry() async {
        let transport = ScriptedTransport(always: .failure(.timedOut))
        let model = ProductDetailScreenModel(
            productID: 16, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)

        await model.load()

        #expect(model.phase.failure?.isRetryable == true)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditTheServerFindsWrongOffersNoRetry() async {
        // Given an edit form over a server that refuses the change as a fraction of a won
        let catalogue = StubCatalogue(productCount: 20)
        let transport = ScriptedTransport { request in
            if request.httpMethod == "PATCH" {
                return .json(#"{"code":"FRACTIONAL_AMOUNT","message":"Whole won only."}"#, status: 400)
            }
            return catalogue.reply(to: request)
        }
        let form = ProductFormScreenModel(
            mode: .edit(productID: 3), client: Screens.client(transport), locale: Screens.english)
        await form.load()

        // When a change the kit lets through is sent, the refusal is shown without a retry: only
        // a change to the form can help
        guard let failure = await refusedStockChange(form) else { return }
        #expect(!failure.isRetryable)
        #expect(failure.message.contains("FRACTIONAL_AMOUNT"))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aCreateStillUnderWayOffersARetry() async {
        // Given a server still working on an earlier create with the same key (409)
        let catalogue = StubCatalogue(productCount: 20)
        let transport = ScriptedTransport { request in
            if request.httpMethod == "POST" {
                return .json(
                    #"{"code":"\#(OpenMarketError.idempotencyKeyInUseCode)","message":"Busy."}"#, status: 409)
            }
            return catalogue.reply(to: request)
        }
        let form = ProductFormScreenModel(
            mode: .register, client: Screens.client(transport), locale: Screens.english)
        await form.load()
        form.name = "Barley tea"
        form.description = "Roasted barley for a nutty tea."
        form.price = "2000"
        form.addPicture(Sample.jpegBytes)

        await form.submit()

        // Then the same create, sent again with the same key, can get its product
        guard case .failed(let failure) = form.submission else {
            Issue.record("expected a refused submit, got \(form.submission)")
            return
        }
        #expect(failure.isRetryable)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aDeletionOfAnotherVendorsProductOffersNoRetryButAFailedServerDoes() async throws {
        for (status, code, retryable) in [
            (403, OpenMarketError.otherVendorsProductCode, false), (500, "SERVER_FAILED", true),
        ] {
            let catalogue = StubCatalogue(productCount: 20)
            let transport = ScriptedTransport { request in
                if request.httpMethod == "POST" {
                    return .json(#"{"code":"\#(code)","message":"No."}"#, status: status)
                }
                return catalogue.reply(to: request)
            }
            let model = ProductDetailScreenModel(
                productID: 16, client: Screens.client(transport), images: ImageCache(transport: transport),
                locale: Screens.english)
            await model.load()
            model.requestDelete()
            await model.confirmDelete(try #require(model.destination.deleteConfirmation))

            guard case .failed(let failure) = model.deletion else {
                Issue.record("expected a failed deletion, got \(model.deletion)")
                continue
            }
            #expect(failure.isRetryable == retryable, "\(status)")
        }
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefusalByTheKitBeforeSendingIsNoRetryEither() async {
        // Given a form over a client without a vendor's credentials
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let form = ProductFormScreenModel(
            mode: .edit(productID: 3), client: Screens.client(transport, credentials: nil),
            locale: Screens.english)
        await form.load()

        // When a change is saved, nothing is sent, and signing in, not trying again, is the way on
        guard let failure = await refusedStockChange(form) else { return }
        #expect(!failure.isRetryable)
        #expect(failure.message == "This needs a vendor identifier and password. Sign in as a vendor first.")
        #expect(await transport.requests.allSatisfy { $0.httpMethod == "GET" })
    }

    /// Sets `form`'s stock to 9 and submits it; the failure it shows, or `nil` (recorded as an
    /// issue) when the submit was not refused.
    private func refusedStockChange(_ form: ProductFormScreenModel) async -> ScreenFailure? {
        form.stock = "9"
        await form.submit()
        guard case .failed(let failure) = form.submission else {
            Issue.record("expected a refused submit, got \(form.submission)")
            return nil
        }
        return failure
    }
}
