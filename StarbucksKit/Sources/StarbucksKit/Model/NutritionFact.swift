import Foundation

/// One line of a nutrition table: a nutrient and its amount per serving.
public struct NutritionFact: Hashable, Sendable, Codable {
    /// The nutrient.
    public let nutrient: Nutrient
    /// The amount, in the unit each ``Nutrient`` case names; never negative.
    public let amount: Decimal

    /// The fact that a serving holds `amount` of `nutrient`, or `nil` when `amount` is negative or
    /// not a number.
    public init?(nutrient: Nutrient, amount: Decimal) {
        guard amount.isFinite, amount >= 0 else { return nil }
        self.nutrient = nutrient
        self.amount = amount
    }

    /// The fact read from Starbucks' text (`"0.3"`), or `nil` when the text is empty, negative,
    /// not a plain decimal number or unreasonably large.
    public init?(nutrient: Nutrient, text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Plain decimals only: digits with at most one dot, short enough to be an amount.
        guard (1...12).contains(trimmed.count),
            trimmed.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            trimmed.filter({ $0 == "." }).count <= 1,
            trimmed.first != ".", trimmed.last != ".",
            let amount = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self.init(nutrient: nutrient, amount: amount)
    }
}
