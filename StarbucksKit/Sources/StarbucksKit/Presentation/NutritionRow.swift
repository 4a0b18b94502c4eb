import Foundation

/// One nutrient of a product, ready to show and as data: the amount as a number with its unit as
/// a stable word, beside the same as text.
///
/// Encoded as `{nutrient, label, amount, unit, amountText, line}`: `{"nutrient": "calories",
/// "label": "Calories", "amount": 110, "unit": "kilocalories", "amountText": "110 kcal",
/// "line": "Calories: 110 kcal"}`.
public struct NutritionRow: Hashable, Sendable, Encodable {
    /// The nutrient.
    public let nutrient: Nutrient
    /// Its name (`Caffeine`).
    public let label: String
    /// The amount, in ``unit`` (`140`).
    public let amount: Decimal
    /// The unit of ``amount`` (`milligrams`).
    public let unit: NutritionUnit
    /// The amount with its unit, formatted for the locale (`140 mg`).
    public let amountText: String
    /// Both on one line (`Caffeine: 140 mg`).
    public let line: String
}
