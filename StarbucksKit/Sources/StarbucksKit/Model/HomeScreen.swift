import Foundation

/// Everything the home screen shows: the greeting, both product rows, the main event banner and
/// the What's New strip, with the pictures downloaded so far.
///
/// ```swift
/// let screen = try await HomeLoader(home: homes, products: products).load()
/// print(screen.greetingName, screen.yourRecommendations.map(\.name))
/// ```
public struct HomeScreen: Hashable, Sendable {
    /// The name to greet.
    public var greetingName: String
    /// The user's recommended products, in the order the home answer listed them.
    public var yourRecommendations: [MenuProduct]
    /// The main event banner's picture, when given.
    public var mainEventBannerURL: URL?
    /// The products recommended at this hour, in the order the home answer listed them.
    public var nowRecommendations: [MenuProduct]
    /// Products that could not be loaded and were left out, in the order of their codes.
    public var failures: [ProductFailure]
    /// The What's New strip: the running events newest first, with their thumbnails.
    public var whatsNew: [WhatsNewItem]
    /// The products' pictures downloaded so far; a product missing here is still loading (or
    /// has no picture, when its ``MenuProduct/imageURL`` is `nil`).
    public var productPictures: [ProductCode: Picture]
    /// The main event banner's picture.
    public var mainEventPicture: Picture

    /// A home screen with the given contents.
    public init(
        greetingName: String, yourRecommendations: [MenuProduct], mainEventBannerURL: URL?,
        nowRecommendations: [MenuProduct], failures: [ProductFailure] = [], whatsNew: [WhatsNewItem] = [],
        productPictures: [ProductCode: Picture] = [:], mainEventPicture: Picture? = nil
    ) {
        self.greetingName = greetingName
        self.yourRecommendations = yourRecommendations
        self.mainEventBannerURL = mainEventBannerURL
        self.nowRecommendations = nowRecommendations
        self.failures = failures
        self.whatsNew = whatsNew
        self.productPictures = productPictures
        self.mainEventPicture = mainEventPicture ?? (mainEventBannerURL == nil ? .none : .loading)
    }

    /// The picture of `product`: downloaded, failed, still loading, or none when it has no
    /// address.
    public func picture(of product: MenuProduct) -> Picture {
        productPictures[product.code] ?? (product.imageURL == nil ? .none : .loading)
    }

    /// The products of `shelf`.
    public func products(on shelf: ProductShelf) -> [MenuProduct] {
        switch shelf {
        case .yourRecommendations: yourRecommendations
        case .nowRecommendations: nowRecommendations
        }
    }
}
