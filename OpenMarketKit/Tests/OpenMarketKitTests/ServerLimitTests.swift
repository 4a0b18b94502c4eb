import Foundation
import OpenMarketKit
import Testing

/// Every limit a server enforces is checked by the kit before anything is sent, and its message
/// names the limit; a server's English sentence never sits inside a Korean line.
@Suite("Server limits checked before sending")
struct ServerLimitTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    // MARK: - Listing

    @Test func pagesUpToTheServersLastOneMayBeAskedFor() {
        #expect(OpenMarketAPI.listingProblem(page: 1, itemsPerPage: 1) == nil)
        #expect(OpenMarketAPI.listingProblem(page: 1_000_000, itemsPerPage: 500) == nil)
        #expect(
            OpenMarketAPI.listingProblem(
                page: 1, itemsPerPage: 20, search: String(repeating: "가", count: 100))
                == nil)
    }

    @Test(arguments: [
        (1_000_001, 20, "", "1,000,000"), (Int.max, 20, "", "1,000,000"), (0, 20, "", "1,000,000"),
        (1, 501, "", "500"), (1, 0, "", "500"), (1, Int.max, "", "500"),
        (1, 20, String(repeating: "e\u{301}", count: 51), "100"),
    ])
    func aListingBeyondALimitIsRefusedNamingIt(page: Int, size: Int, search: String, limit: String)
        async throws
    {
        let problem = try #require(
            OpenMarketAPI.listingProblem(
                page: page, itemsPerPage: size, search: search.isEmpty ? nil : search))
        #expect(problem.kind == .invalidRequest)
        #expect(problem.message(locale: english).contains(limit), "\(problem.message(locale: english))")
        let koreanLine = problem.message(locale: korean)
        #expect(koreanLine.contains(limit) && hasHangul(koreanLine), "\(koreanLine)")

        // The client refuses it the same way, sending nothing.
        let transport = StubTransport(always: .text("", status: 500))
        let client = Sample.client(.openMarket, transport: transport)
        await #expect(throws: problem) {
            _ = try await client.products(
                page: page, itemsPerPage: size, search: search.isEmpty ? nil : search)
        }
        #expect(await transport.requests.isEmpty)
    }

    // MARK: - Credentials

    @Test(arguments: [
        (String(repeating: "i", count: 201), "pa55word", "200"),
        ("cd706a3e-66db-11ec-9626-796401f2341a", String(repeating: "p", count: 201), "200"),
    ])
    func credentialsLongerThanServersTakeAreRefusedBeforeSending(
        identifier: String, password: String, limit: String
    ) async throws {
        let credentials = VendorCredentials(identifier: identifier, password: password)
        let problem = try #require(OpenMarketAPI.credentialsProblem(credentials))
        #expect(problem.message(locale: english).contains(limit))
        #expect(hasHangul(problem.message(locale: korean)))

        let transport = StubTransport(always: .text("", status: 500))
        let client = Sample.client(.marketTraining, transport: transport, credentials: credentials)
        await #expect(throws: problem) { _ = try await client.deleteProduct(id: 1) }
        #expect(await transport.requests.isEmpty)
        #expect(
            OpenMarketAPI.credentialsProblem(
                VendorCredentials(
                    identifier: String(repeating: "i", count: 200),
                    password: String(repeating: "p", count: 200)))
                == nil)
    }

    // MARK: - The form

    @Test func stockAndPricesAboveTheServersCeilingsAreFormProblemsNamingTheCeiling() throws {
        let validator = ProductFormValidator()
        let image = try ImageUpload(data: Sample.jpeg(count: 10))
        var draft = Sample.draft
        draft.stock = Int.max
        draft.price = "1000000000001"
        draft.discountedPrice = "1000000000001"
        let kinds = validator.problems(in: draft, images: [image]).map(\.kind)
        #expect(kinds.contains(.stockTooHigh))
        #expect(kinds.contains(.priceTooHigh))
        #expect(kinds.contains(.discountedPriceTooHigh))

        let stock = ProductFormError.stockTooHigh(actual: Int.max, maximum: validator.maximumStock)
        #expect(stock.message(locale: english).contains("1,000,000,000"), "\(stock.message(locale: english))")
        #expect(hasHangul(stock.message(locale: korean)))
        let price = ProductFormError.priceTooHigh(maximum: validator.maximumPrice)
        #expect(price.message(locale: english).contains("1,000,000,000,000"))

        draft.stock = 1_000_000_000
        draft.price = "1000000000000"
        draft.discountedPrice = "0"
        #expect(validator.problems(in: draft, images: [image]).isEmpty)
        #expect(validator.problems(in: ProductChanges(stock: 1_000_000_001)).map(\.kind) == [.stockTooHigh])
    }

    @Test func aTextIsTooLongWhenWhatIsSentHasMoreScalarsThanTheServerTakes() {
        let validator = ProductFormValidator()
        // 60 flags: 60 characters on screen, 120 Unicode scalars on the wire.
        let flags = String(repeating: "🇰🇷", count: 60)
        let problem = validator.problems(in: ProductChanges(name: flags)).first
        #expect(problem?.kind == .nameLength)
        #expect(problem?.actualLength == 120)
        // Surrounding spaces are sent too.
        let padded = "  " + String(repeating: "n", count: 100)
        #expect(validator.problems(in: ProductChanges(name: padded)).map(\.kind) == [.nameLength])
        #expect(validator.problems(in: ProductChanges(name: String(repeating: "🇰🇷", count: 50))).isEmpty)
    }

    @Test func anImageOfUnknownSizeOverTheLimitNamesTheLimit() {
        let problem = ProductFormError.imageTooLarge(index: 0, maximumBytes: 300 * 1_024)
        #expect(problem.kind == .imageTooLarge)
        #expect(
            problem.message(locale: english)
                == "Image 1 is larger than the limit of 300 KB. Compress or crop it.")
        #expect(problem.message(locale: korean).contains("300 KB"))
    }

    // MARK: - A server's own words

    @Test(arguments: [400, 401, 403, 404, 500, 302])
    func aKoreanLineNeverHoldsTheServersEnglishSentence(status: Int) {
        let error = OpenMarketError.httpStatus(
            status, code: "FORBIDDEN", message: "Wrong password for this vendor.")
        let koreanLine = error.message(locale: korean)
        #expect(!koreanLine.contains("Wrong password"), "\(koreanLine)")
        #expect(koreanLine.contains("FORBIDDEN") && koreanLine.contains(String(status)), "\(koreanLine)")
        #expect(hasHangul(koreanLine))
        #expect(error.message(locale: english).contains("Wrong password for this vendor"))
    }

    @Test func aServerSentenceInKoreanIsShownInAKoreanLineOnly() {
        let error = OpenMarketError.httpStatus(403, code: "FORBIDDEN", message: "비밀번호가 틀렸어요.")
        #expect(error.message(locale: korean).contains("비밀번호가 틀렸어요"))
        #expect(!hasHangul(error.message(locale: english)))
    }
}
