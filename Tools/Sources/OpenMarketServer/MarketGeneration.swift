/// The generation of the Open Market API a ``MarketServer`` speaks.
///
/// The two generations differ in a few wire details: the spelling of the page's top-level keys,
/// the description key in request bodies, the first step of delete, search, and the fields of
/// a page item and of a vendor.
public enum MarketGeneration: String, Sendable, Hashable, CaseIterable {
    /// The first server (January to August 2022): snake_case page keys, `descriptions`, delete
    /// through `POST /api/products/{id}/secret`, no search.
    case marketTraining
    /// The second server (November 2022 on): camelCase page keys, `description`, delete through
    /// `POST /api/products/{id}/archived`, search with `search_value`.
    case openMarket

    /// The key of the description in create and update bodies.
    var descriptionKey: String {
        switch self {
        case .marketTraining: "descriptions"
        case .openMarket: "description"
        }
    }

    /// The last path component of delete's first step.
    var secretStep: String {
        switch self {
        case .marketTraining: "secret"
        case .openMarket: "archived"
        }
    }

    /// Whether `search_value` filters the product list.
    var searches: Bool { self == .openMarket }
}
