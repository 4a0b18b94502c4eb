import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Counts the requests a stub transport got, so a handler can answer each one differently.
actor AttemptCounter {
    private(set) var count = 0

    /// The number of this attempt, from 1.
    func next() -> Int {
        count += 1
        return count
    }
}

/// Records the keys a retry policy announced.
actor AnnouncedKeys {
    private(set) var keys: [String] = []

    func append(_ key: String) {
        keys.append(key)
    }
}

@Suite("Creates carry an idempotency key and retry with the same one")
struct IdempotentCreateTests {
    private let english = Locale(identifier: "en_US")
    private let korean = Locale(identifier: "ko_KR")

    /// A transport whose answer to attempt `n` (from 1) is `answer(n)`.
    private static func transport(
        _ answer: @escaping @Sendable (Int) throws -> StubTransport.Reply
    ) -> StubTransport {
        let counter = AttemptCounter()
        return StubTransport { _ in try answer(await counter.next()) }
    }

    private static func created() throws -> StubTransport.Reply {
        try .fixture("detail-marketTraining", status: 201)
    }

    private static func keys(_ transport: StubTransport) async -> [String?] {
        await transport.requests.map { $0.header(OpenMarketAPI.idempotencyKeyHeader) }
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    // MARK: The key

    @Test func everyCreateSendsAFreshWellFormedKey() async throws {
        // Given a server that creates whatever it is sent
        let transport = StubTransport { _ in try Self.created() }
        let client = Sample.client(.openMarket, transport: transport)

        // When two products are created
        try await client.createProduct(Sample.draft, images: [try Sample.image])
        try await client.createProduct(Sample.draft, images: [try Sample.image])

        // Then each request carried its own key: a UUID's text, which the servers accept
        let keys = await Self.keys(transport).compactMap { $0 }
        #expect(keys.count == 2)
        #expect(Set(keys).count == 2)
        for key in keys {
            #expect(UUID(uuidString: key) != nil, "\(key)")
            #expect(key.count == 36)
            #expect(OpenMarketAPI.isValidIdempotencyKey(key))
        }
        #expect(OpenMarketAPI.idempotencyKeyHeader == "Idempotency-Key")
        #expect(await transport.requests.first?.allHTTPHeaderFields?["Idempotency-Key"] == keys.first)
    }

    @Test func aKeyPassedInIsSentAsGiven() async throws {
        let transport = StubTransport { _ in try Self.created() }
        let client = Sample.client(.marketTraining, transport: transport)

        try await client.createProduct(
            Sample.draft, images: [try Sample.image], idempotencyKey: "order-42:a~Z!")

        #expect(await Self.keys(transport) == ["order-42:a~Z!"])
    }

    @Test(arguments: [
        "", " ", "with space", "tab\there", "new\nline", "키", "caf\u{E9}", "\u{7F}",
        String(repeating: "k", count: 256),
    ])
    func anUnusableKeyIsRefusedBeforeSending(key: String) async throws {
        let transport = StubTransport { _ in try Self.created() }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image], idempotencyKey: key)
        }

        #expect(error?.kind == .invalidRequest)
        #expect(!OpenMarketAPI.isValidIdempotencyKey(key))
        #expect(await transport.requests.isEmpty)
    }

    @Test func theLongestAndOddestVisibleKeysAreAccepted() {
        let visible = String(decoding: Array(0x21...0x7E).map { UInt8($0) }, as: UTF8.self)
        #expect(OpenMarketAPI.isValidIdempotencyKey(visible))
        #expect(OpenMarketAPI.isValidIdempotencyKey(String(repeating: "~", count: 255)))
        #expect(OpenMarketAPI.isValidIdempotencyKey("!"))
        #expect(OpenMarketAPI.idempotencyKeyLengths == 1...255)
    }

    @Test func theRequestBuilderSetsTheHeaderOnlyWhenGivenAKey() throws {
        let api = OpenMarketAPI(server: Sample.server(.openMarket))

        let plain = try api.createProduct(
            Sample.draft, images: [try Sample.image], credentials: Sample.vendor)
        let keyed = try api.createProduct(
            Sample.draft, images: [try Sample.image], credentials: Sample.vendor, idempotencyKey: "k-1")

        #expect(plain.headers["Idempotency-Key"] == nil)
        #expect(keyed.headers["Idempotency-Key"] == "k-1")
        #expect(keyed.headers["identifier"] == Sample.vendor.identifier)
        let request = try keyed.urlRequest(baseURL: Sample.baseURL)
        #expect(request.header("idempotency-key") == "k-1")
    }

    // MARK: Retrying

    @Test func aCreateThatTimesOutIsSentAgainWithTheSameKeyAndSucceeds() async throws {
        // Given a server whose first answer never comes, and whose second does
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.timedOut) }
            return try Self.created()
        }
        let client = Sample.client(.marketTraining, transport: transport)
        let announced = AnnouncedKeys()

        // When a product is created with one retry
        let created = try await client.createProduct(
            Sample.draft, images: [try Sample.image],
            retry: .once(after: .zero) { key in await announced.append(key) })

        // Then the same request went twice, same key and same bytes, and the product came back
        #expect(created.id == 16)
        let requests = await transport.requests
        #expect(requests.count == 2)
        let keys = await Self.keys(transport)
        #expect(keys[0] != nil)
        #expect(keys[0] == keys[1])
        #expect(requests[0].httpBody == requests[1].httpBody)
        #expect(requests[0].header("Content-Type") == requests[1].header("Content-Type"))
        #expect(await announced.keys == [keys[0]].compactMap { $0 })
    }

    @Test func aDroppedConnectionIsRetriedToo() async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.networkConnectionLost) }
            return try Self.created()
        }
        let client = Sample.client(.openMarket, transport: transport)

        _ = try await client.createProduct(
            Sample.draft, images: [try Sample.image], idempotencyKey: "mine", retry: .once(after: .zero))

        #expect(await Self.keys(transport) == ["mine", "mine"])
    }

    /// A connection closed after the request went, with no answer or half of one (on Linux a
    /// bad server response, or a failure URLSession does not name): the product may be made.
    @Test(arguments: [URLError.Code.badServerResponse, .cannotParseResponse, .unknown])
    func aConnectionClosedAfterTheRequestIsRetriedWithTheSameKey(code: URLError.Code) async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(code) }
            return try Self.created()
        }
        let client = Sample.client(.openMarket, transport: transport)

        _ = try await client.createProduct(
            Sample.draft, images: [try Sample.image], idempotencyKey: "mine", retry: .once(after: .zero))

        #expect(await Self.keys(transport) == ["mine", "mine"])
    }

    /// A request that never left (no connection, no such host, no network) made nothing: a plain
    /// failure, not sent again.
    @Test(arguments: [URLError.Code.cannotConnectToHost, .cannotFindHost, .notConnectedToInternet])
    func aRequestThatNeverLeftIsAPlainFailure(code: URLError.Code) async throws {
        let transport = StubTransport { _ in throw URLError(code) }
        let client = Sample.client(.openMarket, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "mine", retry: .once(after: .zero))
        }

        #expect(await Self.keys(transport) == ["mine"])
        #expect(error?.kind != .creationUnconfirmed)
    }

    @Test func twoTimeoutsLeaveTheCreateUnconfirmedWithItsKey() async throws {
        // Given a server that never answers in time
        let transport = StubTransport { _ in throw URLError(.timedOut) }
        let client = Sample.client(.marketTraining, transport: transport)

        // When a product is created with one retry
        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], retry: .once(after: .zero))
        }

        // Then it went twice with one key, and the error carries that key and says what is safe
        let keys = await Self.keys(transport)
        #expect(keys.count == 2)
        let key = try #require(keys[0])
        #expect(keys[1] == key)
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == key)
        #expect(error == .creationUnconfirmed)
        let message = error?.message(locale: english) ?? ""
        #expect(message.contains("may or may not have been created"))
        #expect(message.contains("idempotency key \(key) within 24 hours"))
        #expect(message.contains("look at the product list"))
        #expect(!message.localizedCaseInsensitiveContains("try again"))
        let korean = error?.message(locale: korean) ?? ""
        #expect(korean.contains("멱등 키 \(key) 그대로"))
        #expect(korean.contains("24시간"))
    }

    @Test func withoutARetryTheFirstSilenceIsReportedWithTheKey() async throws {
        let transport = StubTransport { _ in throw URLError(.timedOut) }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image], idempotencyKey: "k-7")
        }

        #expect(await transport.requests.count == 1)
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-7")
    }

    // MARK: Answers that do not tell

    /// A gateway's 502 or 504, or the server's own 500: the product may have been made behind it.
    @Test(arguments: [500, 502, 504])
    func aCreateAnsweredWithAnUnsureStatusIsUnconfirmedWithItsKey(status: Int) async throws {
        let gateway = #"{"code":"X","message":"boom"}"#
        let transport = StubTransport(always: .json(gateway, status: status))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-\(status)")
        }

        #expect(await transport.requests.count == 1)
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-\(status)")
        let message = error?.message(locale: english) ?? ""
        #expect(
            message.hasPrefix(
                "No answer from the market server confirmed the create, so the product may or may not have "
                    + "been created. Send the same create again with idempotency key k-\(status) within 24 hours"
            ),
            "\(message)")
        #expect(!message.localizedCaseInsensitiveContains("try again"))
        #expect(!message.contains("failed with status"))
        let korean = error?.message(locale: korean) ?? ""
        #expect(korean.hasPrefix("마켓 서버에서 등록을 확인하는 응답을 받지 못해서"), "\(korean)")
        #expect(korean.contains("멱등 키 k-\(status) 그대로"))
    }

    @Test(arguments: [500, 502, 504])
    func anUnsureStatusIsSentOnceMoreWithTheSameKey(status: Int) async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { return .json(#"{"code":"X","message":"boom"}"#, status: status) }
            return try Self.created()
        }
        let client = Sample.client(.openMarket, transport: transport)
        let announced = AnnouncedKeys()

        let created = try await client.createProduct(
            Sample.draft, images: [try Sample.image], idempotencyKey: "k-g",
            retry: .once(after: .zero) { key in await announced.append(key) })

        #expect(created.id == 16)
        #expect(await Self.keys(transport) == ["k-g", "k-g"])
        let requests = await transport.requests
        #expect(requests[0].httpBody == requests[1].httpBody)
        #expect(await announced.keys == ["k-g"])
    }

    @Test func twoGatewayErrorsLeaveTheCreateUnconfirmedWithItsKey() async throws {
        let transport = Self.transport { attempt in
            .json(#"{"code":"X","message":"boom"}"#, status: attempt == 1 ? 502 : 504)
        }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-2", retry: .once(after: .zero))
        }

        #expect(await Self.keys(transport) == ["k-2", "k-2"])
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-2")
    }

    @Test func aTimeoutThenAGatewayErrorIsStillUnconfirmed() async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.timedOut) }
            return .text("Bad Gateway", status: 502)
        }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-t", retry: .once(after: .zero))
        }

        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-t")
    }

    /// A 503 says the server is not taking requests: nothing was made, and trying later is safe.
    @Test func aCreateAnswered503IsAPlainFailureAndIsNotSentAgain() async throws {
        let transport = StubTransport(always: .json(#"{"code":"X","message":"boom"}"#, status: 503))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-503", retry: .once(after: .zero))
        }

        #expect(await transport.requests.count == 1)
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 503)
        #expect(error?.idempotencyKey == "k-503")
        #expect(error?.message(locale: english).contains("Try again later") == true)
    }

    /// The create was taken (2xx), but what came back cannot be shown: the product was most
    /// likely made, and the same key brings it back rather than a second one.
    @Test(arguments: [
        StubTransport.Reply.json(#"{"id": "sixteen"}"#, status: 201),
        .text("<html>Created</html>", status: 201),
        .text("", status: 201), .json(#"{"id":16"#, status: 200),
    ])
    func aCreatedAnswerThatCannotBeReadIsUnconfirmedWithItsKey(reply: StubTransport.Reply) async throws {
        let transport = StubTransport(always: reply)
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image], idempotencyKey: "k-201")
        }

        #expect(await transport.requests.count == 1)
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-201")
        let message = error?.message(locale: english) ?? ""
        #expect(!message.contains("Update the app"))
        #expect(message.contains("idempotency key k-201 within 24 hours"))
    }

    @Test func anUnreadableCreatedAnswerIsSentOnceMoreAndTheProductComesBack() async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { return .text("<html>Created</html>", status: 201) }
            return try Self.created()
        }
        let client = Sample.client(.marketTraining, transport: transport)

        let created = try await client.createProduct(
            Sample.draft, images: [try Sample.image], idempotencyKey: "k-r", retry: .once(after: .zero))

        #expect(created.id == 16)
        #expect(await Self.keys(transport) == ["k-r", "k-r"])
    }

    @Test func readingAProductAnswered502IsStillAServerFailure() async throws {
        // Only a create, whose product may exist behind the gateway, is unconfirmed.
        let transport = StubTransport(always: .json(#"{"code":"X","message":"boom"}"#, status: 502))
        let client = Sample.client(.marketTraining, transport: transport)

        let read = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }
        let edit = await #expect(throws: OpenMarketError.self) {
            try await client.updateProduct(id: 1, ProductChanges(stock: 3))
        }

        #expect(read?.kind == .httpStatus)
        #expect(edit?.kind == .httpStatus)
        #expect(edit?.status == 502)
    }

    @Test func aRefusalIsNeverRetried() async throws {
        let transport = StubTransport(always: .json(#"{"code":"INVALID","message":"No."}"#, status: 400))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], retry: .once(after: .zero))
        }

        #expect(error?.status == 400)
        #expect(await transport.requests.count == 1)
    }

    @Test func aRetryThatFindsTheFirstStillRunningIsUnconfirmed() async throws {
        // Given a server that is still working on the first request when the retry comes
        let busy = #"{"code":"IDEMPOTENCY_KEY_IN_USE","message":"A request with this key is in progress."}"#
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.timedOut) }
            return .json(busy, status: 409)
        }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-9", retry: .once(after: .zero))
        }

        // Then the outcome is still unknown, and the key is kept
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-9")
    }

    @Test func aRetryThatCannotReachTheServerIsUnconfirmed() async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.timedOut) }
            throw URLError(.cannotConnectToHost)
        }
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try Sample.image], idempotencyKey: "k-3", retry: .once(after: .zero))
        }

        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-3")
    }

    @Test func cancellingDuringThePauseLeavesTheCreateUnconfirmed() async throws {
        // Given a create that got no answer and waits a minute before its retry
        let transport = StubTransport { _ in throw URLError(.timedOut) }
        let client = Sample.client(.marketTraining, transport: transport)
        let (announced, announce) = AsyncStream<String>.makeStream()
        let image = try Sample.image
        let create = Task {
            try await client.createProduct(
                Sample.draft, images: [image], idempotencyKey: "k-c",
                retry: .once(after: .seconds(60)) { key in announce.yield(key) })
        }

        // When the caller cancels during the pause
        for await _ in announced { break }
        create.cancel()

        // Then the create is unconfirmed (it was sent), with its key, and not sent again
        let error = await #expect(throws: OpenMarketError.self) { try await create.value }
        #expect(error?.kind == .creationUnconfirmed)
        #expect(error?.idempotencyKey == "k-c")
        #expect(await transport.requests.count == 1)
    }

    @Test func thePoliciesAreAtMostOneRetry() {
        #expect(CreateRetryPolicy.never.maximumRetries == 0)
        #expect(CreateRetryPolicy.once.maximumRetries == 1)
        #expect(CreateRetryPolicy.once.delay == .seconds(1))
        #expect(CreateRetryPolicy.once(after: .seconds(-3)).delay == .zero)
    }

    // MARK: The server's answers about keys

    @Test func aKeyStillInUseIsAClear409() async throws {
        let body = #"{"code":"IDEMPOTENCY_KEY_IN_USE","message":"A request with this key is in progress."}"#
        let client = Sample.client(
            .marketTraining, transport: StubTransport(always: .json(body, status: 409)))

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image], idempotencyKey: "k-409")
        }

        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 409)
        #expect(error?.isIdempotencyKeyInUse == true)
        #expect(error?.isIdempotencyKeyReused == false)
        #expect(error?.idempotencyKey == "k-409")
        let message = error?.message(locale: english) ?? ""
        #expect(message.contains("still working on an earlier create with idempotency key k-409"))
        #expect(message.contains("send the same create again with the same key"))
        #expect(error?.message(locale: korean).contains("멱등 키 k-409의") == true)
    }

    @Test func aKeyReusedForAnotherProductIsAClear422() async throws {
        let body = #"{"code":"IDEMPOTENCY_KEY_REUSED","message":"The key was used with another request."}"#
        let client = Sample.client(.openMarket, transport: StubTransport(always: .json(body, status: 422)))

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(Sample.draft, images: [try Sample.image], idempotencyKey: "k-422")
        }

        #expect(error?.status == 422)
        #expect(error?.isIdempotencyKeyReused == true)
        #expect(error?.isIdempotencyKeyInUse == false)
        #expect(error?.idempotencyKey == "k-422")
        let message = error?.message(locale: english) ?? ""
        #expect(message.contains("Idempotency key k-422 was already used for a different create"))
        #expect(message.contains("nothing was created"))
        #expect(error?.message(locale: korean).contains("멱등 키 k-422는") == true)
    }

    @Test func theKeyIsContextNotIdentity() {
        let keyed = OpenMarketError.creationUnconfirmed(idempotencyKey: "a")
        #expect(keyed == .creationUnconfirmed)
        #expect(keyed == .creationUnconfirmed(idempotencyKey: "b"))
        #expect(keyed.hashValue == OpenMarketError.creationUnconfirmed.hashValue)
        #expect(OpenMarketError.creationUnconfirmed.idempotencyKey == nil)
        #expect(OpenMarketError.timedOut.idempotencyKey == nil)
        #expect(OpenMarketError.httpStatus(409).isIdempotencyKeyInUse == false)
    }

    @Test func messagesWithoutAKeyStillSayWhatToDo() {
        let inUse = OpenMarketError.httpStatus(
            409, code: OpenMarketError.idempotencyKeyInUseCode, message: "busy")
        let reused = OpenMarketError.httpStatus(
            422, code: OpenMarketError.idempotencyKeyReusedCode, message: "other")
        #expect(inUse.message(locale: english).contains("same idempotency key (status 409)"))
        #expect(reused.message(locale: english).contains("The idempotency key was already used"))
        #expect(hasHangul(inUse.message(locale: korean)))
        #expect(hasHangul(reused.message(locale: korean)))
    }

    // MARK: Documentation samples

    /// `CreateRetryPolicy`: runs against a stub that answers the second attempt.
    @Test func theRetryPolicySampleRuns() async throws {
        let transport = Self.transport { attempt in
            if attempt == 1 { throw URLError(.timedOut) }
            return try Self.created()
        }
        let client = Sample.client(.marketTraining, transport: transport)
        let draft = Sample.draft
        let photo = try Sample.image

        let created = try await client.createProduct(draft, images: [photo], retry: .once)

        #expect(created.id == 16)
        #expect(await transport.requests.count == 2)
    }

    /// `OpenMarketClient.createProduct`: the later create repeats the unconfirmed one's key.
    @Test func theCreateSampleRepeatsTheKey() async throws {
        let transport = Self.transport { attempt in
            if attempt <= 2 { throw URLError(.timedOut) }
            return try Self.created()
        }
        let client = Sample.client(.marketTraining, transport: transport)
        let draft = Sample.draft
        let photo = try Sample.image

        do {
            try await client.createProduct(draft, images: [photo], retry: .once)
        } catch let error as OpenMarketError where error.kind == .creationUnconfirmed {
            // The same create with the same key: safe to send within 24 hours.
            try await client.createProduct(draft, images: [photo], idempotencyKey: error.idempotencyKey)
        }

        let keys = await Self.keys(transport)
        #expect(keys.count == 3)
        #expect(Set(keys).count == 1)
    }
}
