import Foundation

/// One product's details, in Starbucks' key style (`product_NM`, `sat_FAT`): every value a
/// string, most of them often empty.
struct WireProductView: Decodable, Hashable, Sendable {
    var code: String?
    var name: String?
    var englishName: String?
    var content: String?
    var recommend: String?
    var categoryName: String?
    var hot: String?
    var kcal: String?
    var fat: String?
    var saturatedFat: String?
    var transFat: String?
    var cholesterol: String?
    var sugars: String?
    var protein: String?
    var sodium: String?
    var caffeine: String?
    var allergy: String?
    var standard: String?
    var unit: String?
    var imageUploadPath: String?

    enum CodingKeys: String, CodingKey {
        case code = "product_CD"
        case name = "product_NM"
        case englishName = "product_ENGNM"
        case content, recommend
        case categoryName = "cate_NAME"
        case hot = "hot_YN"
        case kcal, fat
        case saturatedFat = "sat_FAT"
        case transFat = "trans_FAT"
        case cholesterol, sugars, protein, sodium, caffeine, allergy, standard, unit
        case imageUploadPath = "img_UPLOAD_PATH"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.text(.code)
        name = try container.text(.name)
        englishName = try container.text(.englishName)
        content = try container.text(.content)
        recommend = try container.text(.recommend)
        categoryName = try container.text(.categoryName)
        hot = try container.text(.hot)
        kcal = try container.text(.kcal)
        fat = try container.text(.fat)
        saturatedFat = try container.text(.saturatedFat)
        transFat = try container.text(.transFat)
        cholesterol = try container.text(.cholesterol)
        sugars = try container.text(.sugars)
        protein = try container.text(.protein)
        sodium = try container.text(.sodium)
        caffeine = try container.text(.caffeine)
        allergy = try container.text(.allergy)
        standard = try container.text(.standard)
        unit = try container.text(.unit)
        imageUploadPath = try container.text(.imageUploadPath)
    }

    /// The nutrition table; amounts that are empty or unreadable are left out.
    var nutrition: Nutrition {
        let values: [(Nutrient, String?)] = [
            (.calories, kcal), (.fat, fat), (.saturatedFat, saturatedFat), (.transFat, transFat),
            (.cholesterol, cholesterol), (.sugars, sugars), (.protein, protein), (.sodium, sodium),
            (.caffeine, caffeine),
        ]
        let facts = values.compactMap { nutrient, text in
            text.flatMap { NutritionFact(nutrient: nutrient, text: $0) }
        }
        let serving = [standard, unit].compactMap { $0 }.joined(separator: " ")
        return Nutrition(facts: facts, serving: serving.isEmpty ? nil : serving)
    }

    /// The product `code` names, or `nil` when the answer has no name for it (an unknown code).
    func product(_ code: ProductCode) -> MenuProduct? {
        guard let name = name ?? englishName else { return nil }
        let isHot: Bool? =
            switch hot?.uppercased() {
            case "Y": true
            case "N": false
            default: nil
            }
        return MenuProduct(
            code: code, name: name, englishName: englishName ?? "", description: content,
            recommendation: recommend, category: categoryName, isHot: isHot, nutrition: nutrition,
            allergens: allergy, imageURL: nil)
    }
}
