@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension HomeScreenModel {
    /// Where each picture of `section` stands, item by item (the banner's alone); empty for the
    /// greeting and for a section not filled.
    @MainActor public func pictureStates(of section: Section) -> [PictureState.Word] {
        sections[section]?.content?.pictureStates ?? []
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension HomeScreenModel.SectionContent {
    /// Where each picture of this content stands, item by item: the banner's alone, none for the
    /// greeting.
    var pictureStates: [PictureState.Word] {
        switch self {
        case .greeting: []
        case .products(let card): card.items.map(\.pictureState)
        case .banner(let card): [card.pictureState]
        case .whatsNew(let strip): strip.items.map(\.pictureState)
        }
    }
}
