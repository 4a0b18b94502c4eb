import Foundation

/// A row of products on the home screen.
public enum ProductShelf: String, Hashable, Sendable, Codable, CaseIterable {
    /// The user's recommended products (`your-recommand`).
    case yourRecommendations
    /// The products recommended at this hour (`now-recommand`).
    case nowRecommendations
}
