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

        guard case .transportFailed = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
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

    @Test func cancellingTheCallerIsReportedAsCancelled() async throws {
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

        // Then the call ends with .cancelled
        await #expect(throws: OpenMarketError.cancelled) { try await task.value }
    }

    @Test func anErrorStatusCarriesTheServersCodeAndMessage() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport(always: try .fixture("error-forbidden", status: 403)))

        await #expect(
            throws: OpenMarketError.httpStatus(
                403, code: "403", message: "The product secret does not match.")
        ) {
            try await client.deleteProduct(id: 1, password: "wrong")
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
            try await client.productSecret(id: 1, password: "pw")
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
            try await client.deleteProduct(id: 1, password: "pw")
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

    @Test func aHealthCheckThatIsNotOKThrows() async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json("\"DOWN\"")))

        await #expect(throws: OpenMarketError.self) { try await client.healthCheck() }
    }

    @Test func aHealthyServerPassesTheHealthCheck() async throws {
        let client = Sample.client(.marketTraining, transport: StubTransport(always: .json("\"OK\"")))

        try await client.healthCheck()
    }
}
