import Foundation
import OpenMarketKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A 429 (too many requests) has a message of its own, and an id no product can have is refused
/// before anything is sent.
@Suite("Too many requests, and ids out of range")
struct RateLimitAndIDTests {
    private let english = Locale(identifier: "en_US")
    private let korean = Locale(identifier: "ko_KR")

    // MARK: - 429

    /// The reviewer's line said to check the request and the vendor account: a 429 says the
    /// server is limiting requests, that nothing changed, and to wait, for as long as a sensible
    /// `Retry-After` says.
    @Test(arguments: [
        ("30", "Wait 30 seconds, then try again.", "30초 기다린 뒤"),
        ("1", "Wait a second, then try again.", "1초 기다린 뒤"),
        (" 120 ", "Wait 120 seconds, then try again.", "120초 기다린 뒤"),
        ("99999999999", "Wait a moment, then try again.", "잠시 기다린 뒤"),
        ("3601", "Wait a moment, then try again.", "잠시 기다린 뒤"),
        ("0", "Wait a moment, then try again.", "잠시 기다린 뒤"),
        ("-5", "Wait a moment, then try again.", "잠시 기다린 뒤"),
        ("Wed, 21 Oct 2015 07:28:00 GMT", "Wait a moment, then try again.", "잠시 기다린 뒤"),
        ("", "Wait a moment, then try again.", "잠시 기다린 뒤"),
    ])
    func aTooManyRequestsAnswerSaysNothingChangedAndHowLongToWait(
        field: String, englishEnd: String, koreanWait: String
    ) async throws {
        let transport = StubTransport(
            always: .init(status: 429, body: Data(), headers: ["Retry-After": field]))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) { _ = try await client.product(id: 16) }

        let english = try #require(error).message(locale: english)
        let korean = try #require(error).message(locale: korean)
        #expect(english.hasPrefix("The market server is limiting how many requests it takes (status 429)"))
        #expect(english.contains("nothing was changed"), "\(english)")
        #expect(english.hasSuffix(englishEnd), "\(english)")
        #expect(!english.contains("vendor account"))
        #expect(korean.contains("바뀐 것은 없어요") && korean.contains(koreanWait), "\(korean)")
        #expect(error?.status == 429)
        #expect(error == .httpStatus(429))
        let seconds = Int(field.trimmingCharacters(in: .whitespaces)).flatMap {
            (1...3_600).contains($0) ? $0 : nil
        }
        #expect(error?.retryAfter == seconds.map { .seconds($0) })
    }

    /// A 429 of a create: the server refused it before doing anything, the create carried its
    /// idempotency key, and the message still says nothing changed (never to look for a
    /// product that might exist twice).
    @Test func aTooManyRequestsAnswerToACreateCarriedItsKeyAndSaysNothingChanged() async throws {
        let transport = StubTransport(
            always: .init(
                status: 429, body: Data(#"{"code":"TOO_MANY_REQUESTS","message":"Slow down"}"#.utf8),
                headers: ["Retry-After": "5", "Content-Type": "application/json"]))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) {
            try await client.createProduct(
                Sample.draft, images: [try ImageUpload(data: Sample.jpeg(count: 10))], idempotencyKey: "key-1"
            )
        }

        let request = try #require(await transport.requests.first)
        #expect(request.value(forHTTPHeaderField: OpenMarketAPI.idempotencyKeyHeader) == "key-1")
        #expect(error?.idempotencyKey == "key-1")
        #expect(error?.retryAfter == .seconds(5))
        #expect(
            error?.message(locale: english)
                == "The market server is limiting how many requests it takes (status 429) and did nothing with "
                + "this one, so nothing was changed. Wait 5 seconds, then try again.")
    }

    @Test func aRetryAfterOnAnotherStatusIsNoWait() {
        #expect(OpenMarketError.httpStatus(503, retryAfter: "30").retryAfter == nil)
        #expect(OpenMarketError.httpStatus(429, retryAfter: "30").retryAfter == .seconds(30))
    }

    // MARK: - Ids

    /// Product ids are whole numbers from 1: 0 and -1 are refused before sending, by every call
    /// that takes an id; `Int.max` is an id a server may answer (404), so it is sent.
    @Test(arguments: [0, -1, Int.min])
    func anIDNoProductCanHaveIsRefusedBeforeSending(id: Int) async throws {
        let transport = StubTransport(always: .text("", status: 500))
        let client = Sample.client(.marketTraining, transport: transport)
        let problem = try #require(OpenMarketAPI.productIDProblem(id))

        await #expect(throws: problem) { _ = try await client.product(id: id) }
        await #expect(throws: problem) {
            _ = try await client.updateProduct(id: id, ProductChanges(stock: 1))
        }
        await #expect(throws: problem) { _ = try await client.productSecret(id: id) }
        await #expect(throws: problem) { _ = try await client.deleteProduct(id: id) }
        #expect(await transport.requests.isEmpty)
        #expect(problem.kind == .invalidRequest)
        let message = problem.message(locale: english)
        #expect(message.contains("from 1 to 9,223,372,036,854,775,807"), "\(message)")
        #expect(problem.message(locale: korean).contains("번호를 확인하세요"))
    }

    @Test func theLargestIDIsSent() async throws {
        let transport = StubTransport(
            always: .json(#"{"code":"PRODUCT_NOT_FOUND","message":"No"}"#, status: 404))
        let client = Sample.client(.marketTraining, transport: transport)

        let error = await #expect(throws: OpenMarketError.self) { _ = try await client.product(id: Int.max) }
        #expect(error?.status == 404)
        #expect(await transport.requests.count == 1)
        #expect(OpenMarketAPI.productIDProblem(1) == nil)
        #expect(OpenMarketAPI.productIDProblem(Int.max) == nil)
    }
}
