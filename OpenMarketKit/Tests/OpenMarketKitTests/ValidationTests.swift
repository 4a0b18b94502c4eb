import Foundation
import OpenMarketKit
import Testing

@Suite("Product form validation")
struct ValidationTests {
    private let validator = ProductFormValidator()
    private let image: ImageUpload

    init() throws {
        image = try ImageUpload(data: Sample.jpeg(count: 10))
    }

    private func draft(_ change: (inout ProductDraft) -> Void) -> ProductDraft {
        var draft = Sample.draft
        change(&draft)
        return draft
    }

    @Test func aGoodDraftHasNoProblems() {
        #expect(validator.problems(in: Sample.draft, images: [image]).isEmpty)
    }

    @Test(arguments: [
        ("abc", true, 3), ("ab", false, 2), ("  ab  ", false, 2), ("팥빙수", true, 3),
        (String(repeating: "n", count: 100), true, 100), (String(repeating: "n", count: 101), false, 101),
        // What shows nothing at either end is not counted: zero-width spaces, Hangul fillers.
        ("\u{200B}\u{200B}\u{200B}", false, 0), ("ab\u{200B}", false, 2), ("\u{3164}\u{3164}가", false, 1),
        ("a\u{200B}b", true, 3),
    ])
    func nameMustBeThreeToOneHundredCharacters(name: String, valid: Bool, count: Int) {
        let problems = validator.problems(in: draft { $0.name = name }, images: [image])

        #expect(problems == (valid ? [] : [.nameLength(actual: count, allowed: 3...100)]))
    }

    /// The reviewer's drafts: a NUL and an escape sequence that clears a terminal, and a name
    /// that shows as `exe.jpg`. Both were sent; the server refuses them with 400.
    @Test func aNameWithAControlOrDirectionCharacterIsRefusedBeforeSending() {
        let clearing = ProductDraft(
            name: "a\u{0}\u{1B}[2J", description: "A long enough description", price: "1000", stock: 1)
        let reversed = draft { $0.name = "\u{202E}gpj.exe" }

        #expect(
            validator.problems(in: clearing, images: [image]) == [.nameControlCharacter("\u{0}", position: 2)]
        )
        #expect(
            validator.problems(in: reversed, images: [image]) == [
                .nameDirectionCharacter("\u{202E}", position: 1)
            ])
        #expect(
            validator.problems(in: ProductChanges(name: "Kettle\u{2066}x\u{2069}")) == [
                .nameDirectionCharacter("\u{2066}", position: 7)
            ])
        let english = ProductFormError.nameControlCharacter("\u{1B}", position: 3).message(
            locale: Locale(identifier: "en"))
        #expect(
            english
                == "The name holds the invisible control character U+001B at character 3. Remove it: a name is one line of visible text."
        )
        let korean = ProductFormError.nameDirectionCharacter("\u{202E}", position: 1).message(
            locale: Locale(identifier: "ko"))
        #expect(korean.contains("U+202E") && korean.contains("지우세요"))
    }

    /// The server's rule, character by character: a name refuses every C0 control (tabs and
    /// line breaks too), DEL, C1 and the bidirectional overrides and isolates; a description
    /// keeps tabs, line breaks and direction characters. Neighbours of each range pass.
    @Test(arguments: [
        (0x00, false, false), (0x09, false, true), (0x0A, false, true), (0x0D, false, true),
        (0x0B, false, false), (0x1F, false, false), (0x20, true, true), (0x7E, true, true),
        (0x7F, false, false), (0x85, false, false), (0x9F, false, false), (0xA0, true, true),
        (0x2029, true, true), (0x202A, false, true), (0x202E, false, true), (0x202F, true, true),
        (0x2065, true, true), (0x2066, false, true), (0x2069, false, true), (0x206A, true, true),
        (0x200F, true, true),
    ])
    func controlCharactersFollowTheServersRule(value: UInt32, nameKeeps: Bool, descriptionKeeps: Bool) throws
    {
        let scalar = try #require(Unicode.Scalar(value))
        let text = "Barley" + String(Character(scalar)) + "tea, roasted"

        let name = validator.problems(in: ProductChanges(name: text))
        let description = validator.problems(in: ProductChanges(description: text))

        #expect(name.isEmpty == nameKeeps)
        #expect(description.isEmpty == descriptionKeeps)
        #expect(name.allSatisfy { [.nameControlCharacter, .nameDirectionCharacter].contains($0.kind) })
        #expect(description.allSatisfy { $0.kind == .descriptionControlCharacter })
        #expect(
            name.first.map {
                $0 == .nameControlCharacter(scalar, position: 7)
                    || $0 == .nameDirectionCharacter(scalar, position: 7)
            } ?? true)
    }

    @Test(arguments: [(9, false), (10, true), (1_000, true), (1_001, false)])
    func descriptionMustBeTenToOneThousandCharacters(length: Int, valid: Bool) {
        let problems = validator.problems(
            in: draft { $0.description = String(repeating: "d", count: length) }, images: [image])

        #expect(problems == (valid ? [] : [.descriptionLength(actual: length, allowed: 10...1_000)]))
    }

    @Test func priceMustNotBeNegative() {
        let problems = validator.problems(
            in: draft {
                $0.price = -1
                $0.discountedPrice = 0
            }, images: [image])

        #expect(problems == [.negativePrice])
    }

    @Test func discountMustNotBeNegative() {
        #expect(
            validator.problems(in: draft { $0.discountedPrice = -5 }, images: [image]) == [
                .negativeDiscountedPrice
            ])
    }

    @Test(arguments: [(Price(12_000), true), (Price(12_001), false)])
    func discountMustNotExceedPrice(discount: Price, valid: Bool) {
        let problems = validator.problems(in: draft { $0.discountedPrice = discount }, images: [image])

        #expect(problems == (valid ? [] : [.discountedPriceAbovePrice]))
    }

    @Test func stockMustNotBeNegative() {
        #expect(validator.problems(in: draft { $0.stock = -1 }, images: [image]) == [.negativeStock])
    }

    @Test func currencyMustBeKnown() {
        #expect(
            validator.problems(in: draft { $0.currency = .other("JPY") }, images: [image]) == [
                .unknownCurrency("JPY")
            ])
    }

    @Test func atLeastOneImageIsNeeded() {
        #expect(validator.problems(in: Sample.draft, images: []) == [.noImages])
    }

    @Test func atMostFiveImagesAreAllowed() {
        #expect(validator.problems(in: Sample.draft, images: Array(repeating: image, count: 5)).isEmpty)
        #expect(
            validator.problems(in: Sample.draft, images: Array(repeating: image, count: 6))
                == [.tooManyImages(actual: 6, maximum: 5)])
    }

    @Test func eachImageMustBeAtMost300KiB() throws {
        let limit = try ImageUpload(data: Sample.jpeg(count: 300 * 1_024))
        let over = try ImageUpload(data: Sample.jpeg(count: 300 * 1_024 + 1))

        let problems = validator.problems(in: Sample.draft, images: [limit, over])

        #expect(problems == [.imageTooLarge(index: 1, bytes: 300 * 1_024 + 1, maximumBytes: 300 * 1_024)])
    }

    @Test func everyBrokenRuleIsReportedSeparately() {
        let bad = ProductDraft(
            name: "x", description: "short", price: -1, currency: .other("XYZ"), discountedPrice: -2,
            stock: -3)

        let problems = validator.problems(in: bad, images: [])

        #expect(problems.count == 7)
        #expect(Set(problems).count == 7)
    }

    @Test func changesCheckOnlyTheFieldsThatChange() throws {
        #expect(validator.problems(in: ProductChanges()).isEmpty)
        #expect(validator.problems(in: ProductChanges(stock: 0)).isEmpty)
        #expect(
            validator.problems(in: ProductChanges(name: "no")) == [.nameLength(actual: 2, allowed: 3...100)])
        #expect(
            validator.problems(in: ProductChanges(price: 10, discountedPrice: "10.01")) == [
                .discountedPriceAbovePrice
            ])
        #expect(throws: ProductFormError.unknownCurrency("EUR")) {
            try validator.validate(ProductChanges(currency: .other("EUR")))
        }
    }

    @Test(arguments: ["19,99", "abc", "1e3", " 5", "1.", ".5", "--1", ""])
    func anUnreadablePriceLiteralIsReportedBeforeSending(text: String) {
        let price = Price(stringLiteral: text)
        let problems = validator.problems(in: draft { $0.price = price }, images: [image])

        #expect(price.decimal == nil)
        #expect(problems == [.invalidPrice(text, currency: .krw)])
        #expect(problems.first?.kind == .invalidPrice)
    }

    @Test func anUnreadableDiscountIsReportedBeforeSending() {
        let problems = validator.problems(in: ProductChanges(discountedPrice: "1,5"))

        #expect(problems == [.invalidDiscountedPrice("1,5")])
        #expect(problems.first?.message(locale: Locale(identifier: "en")).contains("“1,5”") == true)
    }

    @Test func validateThrowsTheFirstProblem() {
        #expect(throws: ProductFormError.noImages) { try validator.validate(Sample.draft, images: []) }
    }
}
