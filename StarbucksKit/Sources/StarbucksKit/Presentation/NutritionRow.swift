/// One nutrient of a product, ready to show.
public struct NutritionRow: Hashable, Sendable, Encodable {
    /// The nutrient.
    public let nutrient: Nutrient
    /// Its name (`Caffeine`).
    public let label: String
    /// The amount with its unit (`140 mg`).
    public let amount: String
    /// Both on one line (`Caffeine: 140 mg`).
    public let line: String
}
