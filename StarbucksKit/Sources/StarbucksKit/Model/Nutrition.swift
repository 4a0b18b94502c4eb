import Foundation

/// What a serving of a product holds, as Starbucks lists it.
///
/// Nutrients the answer left empty are simply absent, so ``facts`` may be shorter than
/// `Nutrient.allCases`.
public struct Nutrition: Hashable, Sendable, Codable {
    /// The nutrients listed, in the order of `Nutrient.allCases`.
    public let facts: [NutritionFact]
    /// The serving the amounts are for (`Tall(톨) 355ml`), when given.
    public let serving: String?

    /// Nutrition made of `facts` (put in the usual order, one per nutrient) for `serving`.
    public init(facts: [NutritionFact], serving: String? = nil) {
        var seen = Set<Nutrient>()
        let unique = facts.filter { seen.insert($0.nutrient).inserted }
        self.facts = Nutrient.allCases.compactMap { nutrient in unique.first { $0.nutrient == nutrient } }
        self.serving = serving
    }

    /// The amount of `nutrient`, or `nil` when it is not listed.
    public func amount(of nutrient: Nutrient) -> Decimal? {
        facts.first { $0.nutrient == nutrient }?.amount
    }

    /// Whether no nutrient is listed.
    public var isEmpty: Bool { facts.isEmpty }
}
