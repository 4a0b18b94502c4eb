import Foundation

/// A product page's text: its details and its nutrition table.
extension StarbucksText {
    /// A product's page.
    public func product(_ product: Product) -> ProductPage {
        var details: [LabeledValue] = []
        func add(_ key: Label, _ value: String?) {
            if let value = value.map(Self.shown), !value.isEmpty {
                details.append(LabeledValue(label: label(key), value: value))
            }
        }
        add(.category, product.category)
        add(.temperature, product.isHot.map { text.string($0 ? "product.hot" : "product.iced") })
        add(.serving, product.nutrition.serving)
        add(.allergens, product.allergens)
        let rows = product.nutrition.facts.map(nutritionRow)
        let serving = product.nutrition.serving.map(Self.shown) ?? ""
        return ProductPage(
            code: product.code.rawValue, name: Self.shown(product.name),
            englishName: Self.shown(product.englishName),
            details: details, description: product.description.map(Self.shown),
            recommendation: product.recommendation.map(Self.shown),
            nutritionTitle: serving.isEmpty
                ? text.string("product.nutrition") : text.format("product.nutrition.serving", serving),
            nutrition: rows, nutritionEmptyText: rows.isEmpty ? text.string("product.nutrition.none") : nil,
            imageURL: product.imageURL?.absoluteString)
    }

    /// The nutrient's name (`Saturated fat`).
    func name(of nutrient: Nutrient) -> String {
        text.string("nutrient.\(nutrient.rawValue)")
    }

    /// The amount with its unit (`0.3 g`, `140 mg`), the number formatted for the locale.
    func amount(_ fact: NutritionFact) -> String {
        text.format(
            "nutrition.amount", fact.amount.formatted(.number.locale(locale)),
            text.string("unit.\(fact.nutrient.unit.rawValue)"))
    }

    /// One nutrition line: "Caffeine: 140 mg".
    func nutritionLine(_ fact: NutritionFact) -> String {
        nutritionRow(fact).line
    }

    /// One nutrition row.
    func nutritionRow(_ fact: NutritionFact) -> NutritionRow {
        let label = name(of: fact.nutrient)
        let amount = amount(fact)
        return NutritionRow(
            nutrient: fact.nutrient, label: label, amount: amount,
            line: text.format("nutrition.line", label, amount))
    }
}
