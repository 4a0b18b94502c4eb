import Foundation
import Testing

@testable import OpenMarketKit

/// A whole number typed with more digits than an `Int` holds is formatted as the locale formats
/// any number: the same digits, separator and groups ICU gives.
@Suite("Whole numbers of any length, formatted")
struct DigitsFormattingTests {
    static let locales = ["en", "ko", "en_US", "de_DE", "fr_FR", "en_IN", "ar@numbers=arab", "es_ES"]

    /// Up to 38 digits a `Decimal` holds the number exactly, so ICU's own answer is the measure.
    @Test(arguments: locales)
    func aNumberLargerThanAnIntReadsAsICUFormatsIt(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let text = Localizer(locale: locale)
        for digits in [
            "9223372036854775808", "18446744073709551616", "99999999999999999999999",
            "12345678901234567890123456789012345678",
        ] {
            let decimal = try #require(Decimal(string: digits))
            #expect(text.number(digits: digits) == decimal.formatted(.number.locale(locale)), "\(digits)")
        }
    }

    @Test(arguments: locales)
    func aNumberAnIntHoldsIsFormattedAsAnInt(identifier: String) {
        let text = Localizer(locale: Locale(identifier: identifier))
        #expect(text.number(digits: "9223372036854775807") == text.number(Int.max))
        #expect(text.number(digits: "0001000000001") == text.number(1_000_000_001))
        #expect(text.number(digits: "000") == text.number(0))
    }

    @Test func aNumberLongerThanADecimalHoldsKeepsEveryDigit() {
        let text = Localizer(locale: Locale(identifier: "en"))
        let digits = String(repeating: "9", count: 400)
        let shown = text.number(digits: digits)
        #expect(shown.filter { $0 == "9" }.count == 400)
        #expect(shown.hasPrefix("9,999,"))
        #expect(shown.split(separator: ",").allSatisfy { $0.count == 3 || $0.count == 1 })
        let indian = Localizer(locale: Locale(identifier: "en_IN")).number(
            digits: "1" + String(repeating: "0", count: 40))
        #expect(indian.hasSuffix(",00,00,000"), "\(indian)")
    }
}
