import Foundation

/// The home screen's text: the greeting, the product rows, the main event banner and the What's
/// New strip.
extension StarbucksText {
    /// The greeting: "Nice to see you, Minji! …" (without a name when `name` is empty).
    public func greeting(name: String) -> String {
        let shown = Self.shown(name)
        return shown.isEmpty ? text.string("home.greeting.anonymous") : text.format("home.greeting", shown)
    }

    /// The title of a product row; the user's row names `name` when it is not empty.
    func title(of shelf: ProductShelf, name: String) -> String {
        let shown = Self.shown(name)
        switch shelf {
        case .yourRecommendations:
            return shown.isEmpty
                ? text.string("home.yourRecommendations.anonymous")
                : text.format("home.yourRecommendations", shown)
        case .nowRecommendations:
            return text.string("home.nowRecommendations")
        }
    }

    /// The home screen, top to bottom, with the pictures downloaded so far.
    public func home(_ screen: HomeScreen) -> HomePage {
        HomePage(
            greeting: greeting(name: screen.greetingName),
            yourRecommendations: shelf(
                .yourRecommendations, screen.yourRecommendations, name: screen.greetingName,
                pictures: screen.productPictures),
            mainEvent: banner(screen.mainEventBannerURL, picture: screen.mainEventPicture),
            whatsNew: whatsNewStrip(screen.whatsNew),
            nowRecommendations: shelf(
                .nowRecommendations, screen.nowRecommendations, name: screen.greetingName,
                pictures: screen.productPictures),
            notices: screen.failures.map(notice))
    }

    /// The main event banner with its title, and its picture as far as it is downloaded.
    public func banner(_ url: URL?, picture: Picture) -> BannerCard {
        let state = Self.state(of: picture)
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return BannerCard(
            title: text.string("home.mainEvent"), imageURL: url?.absoluteString,
            emptyText: url == nil ? text.string("home.mainEvent.none") : nil, pictureState: state,
            pictureData: data)
    }

    /// The What's New strip of the home screen: `items` in the order given, with the link to the
    /// full list.
    public func whatsNewStrip(_ items: [WhatsNewItem]) -> WhatsNewStrip {
        let page = whatsNew(items)
        return WhatsNewStrip(
            title: page.title, linkTitle: text.string("home.seeAll"), items: page.items,
            emptyText: page.emptyText)
    }

    /// A product row with its title; each tile's picture is looked up in `pictures` (a product
    /// missing there is still loading, or has none when it has no address).
    public func shelf(
        _ shelf: ProductShelf, _ products: [MenuProduct], name: String, pictures: [ProductCode: Picture] = [:]
    ) -> ProductShelfCard {
        ProductShelfCard(
            shelf: shelf, title: title(of: shelf, name: name),
            items: products.map { tile($0, picture: pictures[$0.code]) },
            emptyText: products.isEmpty ? text.string("home.shelf.empty") : nil)
    }

    /// Whether the text is Korean: a product's Korean name leads its label then, its English name
    /// otherwise (the name a person reads first is the one they hear first).
    private var isKorean: Bool { locale.language.languageCode?.identifier == "ko" }

    /// A product as a tile of a row, with `picture` (by default: loading when the product has a
    /// picture's address, none otherwise).
    func tile(_ product: MenuProduct, picture: Picture? = nil) -> ProductTile {
        let picture = picture ?? (product.imageURL == nil ? .none : .loading)
        let name = Self.shown(product.name)
        let englishName = Self.shown(product.englishName)
        var data: Data?
        if case .loaded(let bytes) = picture { data = bytes }
        return ProductTile(
            code: product.code.rawValue, name: name, englishName: englishName,
            imageURL: product.imageURL?.absoluteString, picture: pictureText(picture),
            pictureState: Self.state(of: picture), pictureBytes: data?.count, pictureData: data,
            accessibilityLabel: englishName.isEmpty || englishName == name
                ? name : isKorean ? "\(name), \(englishName)" : "\(englishName), \(name)")
    }

    /// "Product 128695 was left out: …".
    public func notice(_ failure: ProductFailure) -> String {
        text.format("home.productLeftOut", failure.code.rawValue, failure.error.message(locale: locale))
    }
}
