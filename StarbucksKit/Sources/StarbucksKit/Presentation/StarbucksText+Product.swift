import Foundation

/// A product page's text: its details and its nutrition table.
extension StarbucksText {
    /// A product's page.
    public func product(_ product: MenuProduct) -> ProductPage {
        var details: [ProductDetailRow] = []
        func add(_ kind: ProductDetailRow.Kind, _ value: String?, temperature: ProductTemperature? = nil) {
            if let value = value.map(Self.shown), !value.isEmpty {
                details.append(
                    ProductDetailRow(
                        kind: kind, label: label(Label(kind)), value: value, temperature: temperature))
            }
        }
        let temperature = product.isHot.map { $0 ? ProductTemperature.hot : .iced }
        add(.category, product.category)
        add(.temperature, temperature.map { text.string("product.\($0.rawValue)") }, temperature: temperature)
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

    /// What a screen reader says for the product's picture (`Picture of Iced Coffee, 아이스 커피`).
    func pictureLabel(of product: MenuProduct) -> String {
        text.format("product.picture.label", tile(product).accessibilityLabel)
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
            nutrient: fact.nutrient, label: label, amount: fact.amount, unit: fact.nutrient.unit,
            amountText: amount, line: text.format("nutrition.line", label, amount))
    }
}

extension StarbucksText.Label {
    /// The label of a product's detail of `kind`.
    init(_ kind: ProductDetailRow.Kind) {
        switch kind {
        case .category: self = .category
        case .temperature: self = .temperature
        case .serving: self = .serving
        case .allergens: self = .allergens
        }
    }
}
