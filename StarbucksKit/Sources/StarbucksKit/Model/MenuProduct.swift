import Foundation

/// A drink or food on the Starbucks menu.
///
/// ```swift
/// let product = try await ProductLoader(products: repository).load(code: "106509")
/// print(product.name, product.englishName)              // 아이스 커피 Iced Coffee
/// print(product.nutrition.amount(of: .caffeine) ?? 0)   // 140
/// ```
public struct MenuProduct: Hashable, Sendable, Codable, Identifiable {
    /// The product code.
    public var code: ProductCode
    /// The Korean name (`product_NM`).
    public var name: String
    /// The English name (`product_ENGNM`), empty when not given.
    public var englishName: String
    /// The description (`content`), when given.
    public var description: String?
    /// A serving suggestion (`recommend`), when given.
    public var recommendation: String?
    /// The menu category (`cate_NAME`), when given.
    public var category: String?
    /// Whether it is served hot (`hot_YN`): `nil` when not said.
    public var isHot: Bool?
    /// Nutrition per serving.
    public var nutrition: Nutrition
    /// The allergens (`allergy`), when listed.
    public var allergens: String?
    /// Where the product's picture is, when known.
    public var imageURL: URL?

    /// The product's identity: its code.
    public var id: ProductCode { code }

    /// A product with the given details.
    public init(
        code: ProductCode, name: String, englishName: String = "", description: String? = nil,
        recommendation: String? = nil, category: String? = nil, isHot: Bool? = nil,
        nutrition: Nutrition = Nutrition(facts: []), allergens: String? = nil, imageURL: URL? = nil
    ) {
        self.code = code
        self.name = name
        self.englishName = englishName
        self.description = description
        self.recommendation = recommendation
        self.category = category
        self.isHot = isHot
        self.nutrition = nutrition
        self.allergens = allergens
        self.imageURL = imageURL
    }
}
