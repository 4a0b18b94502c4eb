import Foundation
import OpenMarketKit
import OpenMarketKitReports
import Testing

@Suite("Localized messages")
struct LocalizationTests {
    /// The kit's sources, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/OpenMarketKit")

    private static let errors: [OpenMarketError] =
        [
            .transportFailed("offline"), .timedOut, .httpStatus(403, code: "403", message: "No"),
            .httpStatus(500, code: nil, message: nil), .httpStatus(503, code: "E", message: "down"),
            .httpStatus(404),
            .httpStatus(302), .httpStatus(302, code: "R", message: "moved"), .unhealthy(status: "DOWN"),
            .emptyBody,
            .decodingFailed(codingPath: "pages[0].price", reason: "bad"),
            .invalidURL("x"), .invalidRequest("y"), .missingCredentials, .unsupported("search"),
            .invalidProduct(.negativeStock), .creationUnconfirmed, .deletionUnconfirmed(productID: 7),
            .httpStatus(401), .httpStatus(401, code: "UNAUTHORIZED", message: "Who"), .httpStatus(403),
            .httpStatus(403, code: OpenMarketError.otherVendorsProductCode, message: "Not yours"),
            .httpStatus(404, code: "NOT_FOUND", message: "Nothing"),
            .creationUnconfirmed(idempotencyKey: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
            .httpStatus(409, code: OpenMarketError.idempotencyKeyInUseCode, message: "Busy"),
            .httpStatus(422, code: OpenMarketError.idempotencyKeyReusedCode, message: "Other request"),
            .httpStatus(421), .httpStatus(421, code: "MISDIRECTED_REQUEST", message: "Answers at 127.0.0.1"),
        ]
        // A value outside a limit of the API: each limit has a message of its own.
        + [
            OpenMarketAPI.listingProblem(page: 0, itemsPerPage: 10),
            OpenMarketAPI.listingProblem(page: 1, itemsPerPage: 0),
            OpenMarketAPI.listingProblem(
                page: 1, itemsPerPage: 10, search: String(repeating: "a", count: 1_000)),
            OpenMarketAPI.credentialsProblem(
                VendorCredentials(identifier: String(repeating: "a", count: 1_000), password: "p")),
            OpenMarketAPI.credentialsProblem(
                VendorCredentials(identifier: "a", password: String(repeating: "p", count: 1_000))),
        ].compactMap { $0 }

    private static let formErrors: [ProductFormError] = [
        .nameLength(actual: 2, allowed: 3...100), .descriptionLength(actual: 5, allowed: 10...1_000),
        .negativePrice, .invalidPrice("19,99"), .invalidDiscountedPrice("1,5"),
        .invalidPrice("23,5", currency: .krw), .invalidDiscountedPrice("1,5", currency: .krw),
        .negativeDiscountedPrice, .discountedPriceAbovePrice, .negativeStock, .noImages,
        .tooManyImages(actual: 6, maximum: 5),
        .imageTooLarge(index: 0, bytes: 400_000, maximumBytes: 307_200),
        .unknownCurrency("JPY"), .fractionalPrice("19.99", currency: .krw),
        .fractionalPrice("1.999", currency: .usd), .fractionalDiscountedPrice("0.5", currency: .krw),
        .fractionalDiscountedPrice("0.125", currency: .usd), .currencyChangeNeedsPrices(.krw),
        .priceTooHigh(maximum: 1_000_000_000_000), .discountedPriceTooHigh(maximum: 1_000_000_000_000),
        .stockTooHigh(actual: Int.max, maximum: 1_000_000_000),
        .imageTooLarge(index: 0, maximumBytes: 307_200),
        .nameControlCharacter("\u{1B}", position: 2), .descriptionControlCharacter("\u{0}", position: 5),
        .nameDirectionCharacter("\u{202E}", position: 1),
    ]

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test(arguments: errors)
    func everyClientErrorHasEnglishAndKoreanMessages(error: OpenMarketError) {
        let english = error.message(locale: Locale(identifier: "en_US"))
        let korean = error.message(locale: Locale(identifier: "ko_KR"))

        #expect(!english.hasPrefix("error."))
        #expect(!hasHangul(english))
        #expect(hasHangul(korean))
        #expect(english != korean)
    }

    @Test(arguments: formErrors)
    func everyFormErrorHasEnglishAndKoreanMessages(error: ProductFormError) {
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))

        #expect(!english.hasPrefix("form."))
        #expect(hasHangul(korean))
    }

    @Test func formErrorsHaveDistinctMessages() {
        let messages = Set(Self.formErrors.map { $0.message(locale: Locale(identifier: "en")) })

        #expect(messages.count == Self.formErrors.count)
    }

    @Test func messagesNameWhatWasWrong() {
        let message = ProductFormError.imageTooLarge(index: 1, bytes: 400 * 1_024, maximumBytes: 300 * 1_024)
            .message(locale: Locale(identifier: "en"))

        #expect(message == "Image 2 is 400 KB; the limit is 300 KB. Compress or crop it.")
        // The server's English sentence goes in an English line; a Korean line keeps its code.
        let forbidden = OpenMarketError.httpStatus(403, code: "403", message: "Wrong secret")
        #expect(forbidden.message(locale: Locale(identifier: "en")).contains("Wrong secret"))
        #expect(!forbidden.message(locale: Locale(identifier: "ko")).contains("Wrong secret"))
    }

    @Test func aServerThatAnswersOnlyAtAnotherAddressSaysToChangeTheAddress() {
        // The local server's 421: its English sentence names the address; a Korean line says
        // what to change, not to check the request and the vendor.
        let misdirected = OpenMarketError.httpStatus(
            421, code: "MISDIRECTED_REQUEST", message: "This server answers only at http://127.0.0.1:8080")
        let english = misdirected.message(locale: Locale(identifier: "en"))
        #expect(
            english.contains("http://127.0.0.1:8080") && english.contains("Set the server to the address"))
        let korean = misdirected.message(locale: Locale(identifier: "ko"))
        #expect(korean.contains("다른 주소로만 응답해요") && !korean.contains("판매자 계정"))
        #expect(
            OpenMarketError.httpStatus(421).message(locale: Locale(identifier: "en")).contains("127.0.0.1"))
    }

    @Test func aServerMessageEndingInAPeriodIsNotFollowedByAnother() {
        let message = OpenMarketError.httpStatus(
            400, code: "INVALID_FIELD", message: "The name is too short."
        )
        .message(locale: Locale(identifier: "en"))

        #expect(message.contains("The name is too short. Fix"), "\(message)")
        #expect(!message.contains(".."))
    }

    @Test func labelsAndLinesReadInEnglishAndKorean() {
        let english = OpenMarketText(locale: Locale(identifier: "en_US"))
        let korean = OpenMarketText(locale: Locale(identifier: "ko_KR"))
        let page = Page<ProductListing>(
            pageNumber: 2, itemsPerPage: 10, totalCount: 1_234, lastPage: 124, hasNext: true,
            hasPrevious: true,
            items: [])

        for label in OpenMarketText.Label.allCases where label != .id {
            #expect(!english.label(label).hasPrefix("label."))
            #expect(hasHangul(korean.label(label)), "\(label)")
        }
        #expect(english.pageLine(page) == "Page 2 of 124 · 1,234 products")
        #expect(korean.pageLine(page) == "124페이지 중 2페이지 · 상품 1,234개")
        #expect(english.pageLine(.emptyLast(pageNumber: 3, itemsPerPage: 10)) == "Page 3")
        #expect(english.deletedLine(id: 7, name: "Tea\u{1B}[31m") == "Deleted product 7 (Tea[31m).")
        #expect(hasHangul(korean.healthyLine))
        #expect(hasHangul(korean.emptyPageLine))
    }

    @Test func anUnsupportedLanguageFallsBackToEnglish() {
        let french = OpenMarketError.timedOut.message(locale: Locale(identifier: "fr_FR"))

        #expect(french == OpenMarketError.timedOut.message(locale: Locale(identifier: "en")))
    }

    @Test(arguments: [ImageUploadError.empty, .unsupportedFormat(leadingBytes: Data("%PDF-1.7".utf8))])
    func everyImageUploadErrorHasEnglishAndKoreanMessages(error: ImageUploadError) {
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))

        #expect(!english.hasPrefix("image."))
        #expect(!hasHangul(english))
        #expect(hasHangul(korean))
    }

    @Test func everyImageCacheErrorHasEnglishAndKoreanMessages() throws {
        let url = try #require(URL(string: "https://images.example.test/a.png"))
        let errors: [ImageCacheError] = [
            .transportFailed(url, reason: "offline"), .timedOut(url),
            .httpStatus(url, status: 404), .httpStatus(url, status: 503),
        ]
        for error in errors {
            let english = error.message(locale: Locale(identifier: "en"))
            let korean = error.message(locale: Locale(identifier: "ko"))
            #expect(!english.hasPrefix("imageCache."))
            #expect(english.contains("images.example.test/a.png"))
            #expect(!hasHangul(english))
            #expect(hasHangul(korean))
        }
        #expect(errors[3].message(locale: Locale(identifier: "en")).contains("Try again later"))
    }

    @Test func everyKindHasADistinctName() {
        let kinds: [OpenMarketError.Kind] = [
            .transportFailed, .timedOut, .httpStatus, .unhealthy, .emptyBody, .decodingFailed,
            .invalidURL, .invalidRequest, .missingCredentials, .unsupported, .invalidProduct,
            .creationUnconfirmed, .deletionUnconfirmed,
        ]

        #expect(Set(kinds).count == kinds.count)
        #expect(Set(kinds.map(\.description)).count == kinds.count)
        #expect(Set(Self.errors.map(\.kind)).isSubset(of: Set(kinds)))
    }

    @Test func localizedDescriptionIsNotEmpty() {
        #expect(!OpenMarketError.emptyBody.localizedDescription.isEmpty)
        #expect(ProductFormError.noImages.errorDescription?.isEmpty == false)
    }

    @Test func englishAndKoreanHaveTheSameKeysAndPlaceholders() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/OpenMarketKit/Resources")
        func table(_ language: String) throws -> [String: String] {
            try StringTables.rows(language, sources: resources.deletingLastPathComponent())
        }
        func placeholders(_ text: String) -> [String] {
            let pattern = /%(\d+\$)?(ld|@)/
            return text.matches(of: pattern).map { String($0.output.0) }.sorted()
        }
        let english = try table("en")
        let korean = try table("ko")

        #expect(Set(english.keys) == Set(korean.keys))
        for (key, text) in english {
            #expect(placeholders(text) == placeholders(korean[key] ?? ""), "\(key)")
        }
    }

    @Test func everyKeyTheCodeUsesExists() throws {
        let url = Self.sources.appendingPathComponent("Resources/en.lproj/Localizable.strings")
        let list = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let english = try #require(list as? [String: String])
        var used = Set<String>()
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let code = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let keys = code.matches(of: /"((?:error|form|image|imageCache|screen)\.[A-Za-z.]+)"/)
            used.formUnion(keys.map { String($0.1) })
        }
        used.formUnion(try ErrorListCheck.expectListedOnce(in: Self.sources))
        let missing = used.subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "used but not in the tables: \(missing)")
    }
}
