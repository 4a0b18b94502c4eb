extension HomeScreenModel {
    /// Where each picture of `section` stands, item by item (the banner's alone); empty for the
    /// greeting and for a section not filled.
    @MainActor public func pictureStates(of section: Section) -> [PictureState.Word] {
        switch section {
        case .greeting: []
        case .yourRecommendations: yourRecommendations.content?.items.map(\.pictureState) ?? []
        case .mainEvent: mainEvent.content.map { [$0.pictureState] } ?? []
        case .whatsNew: whatsNew.content?.items.map(\.pictureState) ?? []
        case .nowRecommendations: nowRecommendations.content?.items.map(\.pictureState) ?? []
        }
    }
}
