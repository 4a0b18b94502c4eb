import Foundation
import Testing

@testable import OpenMarketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Why a request got no answer, said in the kit's words")
struct NetworkReasonTests {
    static let english = Locale(identifier: "en")
    static let korean = Locale(identifier: "ko")

    @Test(arguments: [
        (
            URLError.Code.cannotConnectToHost, "the server refused the connection or is not running",
            "서버가 연결을 거부했거나"
        ),
        (.notConnectedToInternet, "not connected to the internet", "인터넷에 연결되어 있지 않아요"),
        (.cannotFindHost, "its host name can't be found", "호스트 이름을 찾을 수 없어요"),
        (.networkConnectionLost, "the connection dropped", "연결이 끊겼어요"),
        (.secureConnectionFailed, "a secure (HTTPS) connection could not be made", "보안 연결(HTTPS)"),
        (.unknown, "the connection failed", "연결에 실패했어요"),
    ])
    func aTransportFailureIsSaidInTheUsersLanguage(_ code: URLError.Code, _ english: String, _ korean: String)
        async throws
    {
        // Given a server that cannot be reached, for one reason
        let client = Sample.client(.marketTraining, transport: StubTransport { _ in throw URLError(code) })
        // When a product is asked for
        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }
        // Then the message says why and what to do, never the system's description
        #expect(error?.kind == .transportFailed)
        let englishMessage = error?.message(locale: Self.english) ?? ""
        let koreanMessage = error?.message(locale: Self.korean) ?? ""
        #expect(englishMessage.contains(english), "\(englishMessage)")
        #expect(koreanMessage.contains(korean), "\(koreanMessage)")
        #expect(!englishMessage.contains(URLError(code).localizedDescription), "\(englishMessage)")
        SystemTextCheck.expectClean(englishMessage, korean: false)
        SystemTextCheck.expectClean(koreanMessage, korean: true, allowing: ["HTTPS"])
    }

    @Test func anImageThatCannotBeDownloadedIsSaidInTheUsersLanguage() async throws {
        let url = try #require(URL(string: "https://images.example.test/far.png"))
        let cache = ImageCache(
            costLimit: 1_000, transport: StubTransport { _ in throw URLError(.notConnectedToInternet) })
        let error = await #expect(throws: ImageCacheError.self) { try await cache.data(for: url) }
        #expect(error?.kind == .transportFailed)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("not connected to the internet"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false, naming: url.absoluteString)
        SystemTextCheck.expectClean(korean, korean: true, naming: url.absoluteString)
    }

    @Test func aTransportOfYourOwnIsDescribedByItsOwnText() async throws {
        struct Refusal: LocalizedError { var errorDescription: String? { "the proxy said no" } }
        let client = Sample.client(.marketTraining, transport: StubTransport { _ in throw Refusal() })
        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }
        #expect(error?.message(locale: Self.english).contains("the proxy said no") == true)
    }

    @Test func aFoundationErrorFromAnyTransportIsSaidInTheKitsWords() async throws {
        let client = Sample.client(
            .marketTraining, transport: StubTransport { _ in throw CocoaError(.fileReadNoPermission) })
        let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 1) }
        for locale in [Self.english, Self.korean] {
            SystemTextCheck.expectClean(error?.message(locale: locale) ?? "", korean: locale == Self.korean)
        }
    }

}
