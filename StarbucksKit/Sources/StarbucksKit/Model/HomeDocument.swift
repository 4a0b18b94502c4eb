import Foundation

/// The home answer as the server sends it: a name to greet and the codes of the products to show.
///
/// ``HomeLoader`` turns it into a ``HomeScreen`` by fetching every product.
public struct HomeDocument: Hashable, Sendable, Codable {
    /// The name to greet (`display-name`); empty when not given.
    public var displayName: String
    /// The codes of the user's recommended products, in order (`your-recommand`).
    public var yourRecommendations: [ProductCode]
    /// The main event banner's picture, when given (`main-event`).
    public var mainEventBannerURL: URL?
    /// The codes of the products recommended at this hour, in order (`now-recommand`).
    public var nowRecommendations: [ProductCode]

    /// A home document with the given contents.
    public init(
        displayName: String, yourRecommendations: [ProductCode], mainEventBannerURL: URL?,
        nowRecommendations: [ProductCode]
    ) {
        self.displayName = displayName
        self.yourRecommendations = yourRecommendations
        self.mainEventBannerURL = mainEventBannerURL
        self.nowRecommendations = nowRecommendations
    }

    /// Every code once, in order of first appearance: the user's recommendations, then the
    /// hour's.
    public var allProductCodes: [ProductCode] {
        var seen = Set<ProductCode>()
        return (yourRecommendations + nowRecommendations).filter { seen.insert($0).inserted }
    }
}
