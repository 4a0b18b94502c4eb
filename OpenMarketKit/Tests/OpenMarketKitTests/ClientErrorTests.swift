import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Client error paths")
struct ClientErrorTests {
    @Test func aPagePastTheLastIsAnEmptyLastPage() async throws {
        // Given a server that answers 204 with no body
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .text("", status: 204)))

        // When page 9 is asked for
        let page = try await client.products(page: 9, itemsPerPage: 20)

        // Then it is an empty last page, not an error
        #expect(page == .emptyLast(pageNumber: 9, itemsPerPage: 20))
        #expect(page.items.isEmpty)
        #expect(!page.hasNext)
        #expect(page.hasPrevious)
    }

    @Test func aTransportFailureIsReported() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw URLError(.cannotConnectToHost) })

        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }

        #expect(error?.kind == .transportFailed)
    }

    @Test func aTimeoutIsReportedAsTimeout() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw URLError(.timedOut) })

        await #expect(throws: OpenMarketError.timedOut) { try await client.product(id: 1) }
    }

    @Test func theClientsTimeoutIsSetOnEveryRequest() async throws {
        let transport = StubTransport(always: .json("\"OK\""))
        let client = OpenMarketClient(server: Sample.server(.openMarket), transport: transport, timeout: 2.5)

        try await client.healthCheck()

        #expect(await transport.requests.first?.timeoutInterval == 2.5)
    }

    @Test func cancellingTheCallerThrowsCancellationError() async throws {
        // Given a transport that waits until it is cancelled
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(30))
            return .json("\"OK\"")
        }
        let client = Sample.client(.marketTraining, transport: transport)

        // When the calling task is cancelled
        let task = Task { try await client.healthCheck() }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()

        // Then the call ends with CancellationError, as any cancelled work does
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func anErrorStatusCarriesTheServersCodeAndMessage() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport(always: try .fixture("error-forbidden", status: 403)))

        await #expect(
            throws: OpenMarketError.httpStatus(
                403, code: "403", message: "The product secret does not match.")
        ) {
            try await client.deleteProduct(id: 1)
        }
    }

    @Test func anErrorStatusWithoutABodyHasNoCodeOrMessage() async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .text("", status: 404)))

        await #expect(throws: OpenMarketError.httpStatus(404, code: nil, message: nil)) {
            try await client.product(id: 404)
        }
    }

    @Test func anEmptySuccessWhereABodyIsNeededIsReported() async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .text("", status: 200)))

        await #expect(throws: OpenMarketError.emptyBody) { try await client.product(id: 1) }
        await #expect(throws: OpenMarketError.emptyBody) {
            try await client.productSecret(id: 1)
        }
    }

    @Test func vendorOperationsWithoutCredentialsSendNothing() async throws {
        let transport = StubTransport(always: .json("{}"))
        let client = Sample.client(.marketTraining, transport: transport, credentials: nil)

        await #expect(throws: OpenMarketError.missingCredentials) {
            try await client.createProduct(Sample.draft, images: [Sample.image])
        }
        await #expect(throws: OpenMarketError.missingCredentials) {
            try await client.updateProduct(id: 1, ProductChanges(stock: 1))
        }
        await #expect(throws: OpenMarketError.missingCredentials) {
            try await client.deleteProduct(id: 1)
        }
        #expect(await transport.requests.isEmpty)
    }

    @Test func anInvalidFormIsRejectedBeforeAnyRequest() async throws {
        let transport = StubTransport(always: .json("{}"))
        let client = Sample.client(.openMarket, transport: transport)
        var draft = Sample.draft
        draft.name = "Ab"

        await #expect(throws: OpenMarketError.invalidProduct(.nameLength(actual: 2, allowed: 3...100))) {
            try await client.createProduct(draft, images: [Sample.image])
        }
        await #expect(throws: OpenMarketError.invalidProduct(.negativeStock)) {
            try await client.updateProduct(id: 1, ProductChanges(stock: -1))
        }
        #expect(await transport.requests.isEmpty)
    }

    @Test func aHealthCheckAnsweredWithAnotherStatusIsUnhealthyNotADecodingFailure() async throws {
        // Given a server whose health checker answers "DOWN"
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json("\"DOWN\"")))

        // When the health is checked
        let error = await #expect(throws: OpenMarketError.self) { try await client.healthCheck() }

        // Then the error is its own kind and carries the status
        #expect(error == .unhealthy(status: "DOWN"))
        #expect(error?.kind == .unhealthy)
        #expect(error?.healthStatus == "DOWN")
        #expect(error?.codingPath == nil)
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("DOWN"))
        #expect(message.contains("Try again later"))
    }

    @Test func aHealthyServerPassesTheHealthCheck() async throws {
        let transport = StubTransport(always: .json("\"OK\""))
        let client = Sample.client(.marketTraining, transport: transport)

        try await client.healthCheck()

        #expect(await transport.requests.map(\.url?.path) == ["/healthChecker"])
    }

    @Test(arguments: [500, 502, 503, 599])
    func aServerFailureSaysTheServerFailedAndToTryLater(status: Int) async throws {
        let client = Sample.client(
            .marketTraining,
            transport: StubTransport(always: .json(#"{"code":"X","message":"boom"}"#, status: status)))

        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }

        #expect(error?.status == status)
        #expect(error?.isServerFailure == true)
        let english = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(english.contains("server failed"))
        #expect(english.contains("Try again later"))
        #expect(!english.contains("vendor account"))
        #expect(english.contains("boom"))
        let korean = error?.message(locale: Locale(identifier: "ko")) ?? ""
        #expect(korean.contains("잠시 후 다시 시도"))
        #expect(!korean.contains("판매자 계정"))
    }

    @Test func aServerFailureWithoutABodyStillSaysToTryLater() {
        let message = OpenMarketError.httpStatus(503).message(locale: Locale(identifier: "en"))

        #expect(message.contains("503"))
        #expect(message.contains("Try again later"))
        #expect(!message.contains("vendor account"))
    }

    @Test(
        arguments: [
            (400, "Check the request and your vendor account"), (401, "Check the vendor identifier"),
            (403, "Check the vendor and the password"), (404, "Check the id and the server address"),
        ])
    func aRefusedRequestSaysWhatToCheckForItsStatus(status: Int, advice: String) {
        let error = OpenMarketError.httpStatus(status)

        #expect(!error.isServerFailure)
        #expect(error.message(locale: Locale(identifier: "en")).contains(advice))
    }

    @Test func controlCharactersFromAnErrorBodyNeverReachTheMessage() async throws {
        // Given an error body whose code and message carry terminal escapes and a bell
        let body = #"{"code":"E\u001b[2J","message":"bad\u001b]0;owned\u0007 secret\r\nnext"}"#
        let client = Sample.client(
            .marketTraining, transport: StubTransport(always: .json(body, status: 403)))

        // When the request fails
        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }

        // Then the raw text is kept for inspection, and the messages carry none of it
        #expect(error?.serverMessage?.contains("\u{1B}") == true)
        for identifier in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: identifier)) ?? ""
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            // The server's English sentence is quoted in English only.
            #expect(message.contains("secret next") == (identifier == "en"), "\(message)")
        }
    }

    @Test func anErrorFromAnotherLayerIsNotRewrappedAsATransportFailure() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw OpenMarketError.missingCredentials })

        await #expect(throws: OpenMarketError.missingCredentials) { try await client.product(id: 1) }
    }
}
