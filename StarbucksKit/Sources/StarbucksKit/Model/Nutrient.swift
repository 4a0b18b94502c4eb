import Foundation

/// A nutrient Starbucks lists for a drink, with the unit its amount is in.
public enum Nutrient: String, Hashable, Sendable, Codable, CaseIterable {
    /// Energy, in kilocalories (`kcal`).
    case calories
    /// Total fat, in grams (`fat`).
    case fat
    /// Saturated fat, in grams (`sat_FAT`).
    case saturatedFat
    /// Trans fat, in grams (`trans_FAT`).
    case transFat
    /// Cholesterol, in milligrams (`cholesterol`).
    case cholesterol
    /// Sugars, in grams (`sugars`).
    case sugars
    /// Protein, in grams (`protein`).
    case protein
    /// Sodium, in milligrams (`sodium`).
    case sodium
    /// Caffeine, in milligrams (`caffeine`).
    case caffeine

    /// The unit the amount is given in.
    public var unit: NutritionUnit {
        switch self {
        case .calories: .kilocalories
        case .fat, .saturatedFat, .transFat, .sugars, .protein: .grams
        case .cholesterol, .sodium, .caffeine: .milligrams
        }
    }
}

/// The unit of a nutrition amount, as a stable word.
public enum NutritionUnit: String, Hashable, Sendable, Codable, CaseIterable {
    /// Kilocalories.
    case kilocalories
    /// Grams.
    case grams
    /// Milligrams.
    case milligrams
}
