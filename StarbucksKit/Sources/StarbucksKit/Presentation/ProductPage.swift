/// A product's page, ready to show.
///
/// Encoded as `{code, name, englishName, details: [{kind, label, value, temperature?}],
/// description?, recommendation?, nutritionTitle, nutrition: [{nutrient, label, amount, unit,
/// amountText, line}], nutritionEmptyText?, imageURL?}`: each detail and nutrient is named by a
/// stable word, each amount is a number, beside the text shown.
public struct ProductPage: Hashable, Sendable, Encodable {
    /// The product code.
    public let code: String
    /// The Korean name.
    public let name: String
    /// The English name (may be empty).
    public let englishName: String
    /// Category, temperature, serving and allergens, each labelled, when known.
    public let details: [ProductDetailRow]
    /// The description, when given.
    public let description: String?
    /// The serving suggestion, when given.
    public let recommendation: String?
    /// The nutrition table's title.
    public let nutritionTitle: String
    /// The nutrition table, in the usual order.
    public let nutrition: [NutritionRow]
    /// What to show instead of an empty nutrition table; `nil` otherwise.
    public let nutritionEmptyText: String?
    /// The picture's address, when known.
    public let imageURL: String?
}
