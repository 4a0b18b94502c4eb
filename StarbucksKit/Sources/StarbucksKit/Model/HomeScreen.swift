import Foundation

/// Everything the home screen shows, complete: the greeting, both product rows and the main
/// event banner.
///
/// ```swift
/// let screen = try await HomeLoader(home: homes, products: products).load()
/// print(screen.greetingName, screen.yourRecommendations.map(\.name))
/// ```
public struct HomeScreen: Hashable, Sendable {
    /// The name to greet.
    public var greetingName: String
    /// The user's recommended products, in the order the home answer listed them.
    public var yourRecommendations: [Product]
    /// The main event banner's picture, when given.
    public var mainEventBannerURL: URL?
    /// The products recommended at this hour, in the order the home answer listed them.
    public var nowRecommendations: [Product]
    /// Products that could not be loaded and were left out, in the order of their codes.
    public var failures: [ProductFailure]

    /// A home screen with the given contents.
    public init(
        greetingName: String, yourRecommendations: [Product], mainEventBannerURL: URL?,
        nowRecommendations: [Product], failures: [ProductFailure] = []
    ) {
        self.greetingName = greetingName
        self.yourRecommendations = yourRecommendations
        self.mainEventBannerURL = mainEventBannerURL
        self.nowRecommendations = nowRecommendations
        self.failures = failures
    }

    /// The products of `shelf`.
    public func products(on shelf: ProductShelf) -> [Product] {
        switch shelf {
        case .yourRecommendations: yourRecommendations
        case .nowRecommendations: nowRecommendations
        }
    }
}
