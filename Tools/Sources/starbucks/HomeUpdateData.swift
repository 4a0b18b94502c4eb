import StarbucksKit

/// One line of `starbucks home --progressive --json`: what the home screen now shows.
///
/// `{event: filled, section, content}` (the section as in `starbucks home --json`),
/// `{event: failed, section, message}`, `{event: picture, section, index, pictureState}` and
/// `{event: finished}`.
struct HomeUpdateData: Encodable {
    /// `filled`, `failed`, `picture` or `finished`.
    let event: String
    /// The section the event is about.
    let section: HomeScreenModel.Section?
    /// The section's content, when it was filled.
    let content: Content?
    /// Why the section could not be loaded.
    let message: String?
    /// The item whose picture landed (the banner's is 0).
    let index: Int?
    /// Where that picture stands.
    let pictureState: PictureState?

    /// A filled section's content, encoded as the whole page encodes it.
    enum Content: Encodable {
        case greeting(String)
        case shelf(ProductShelfCard)
        case banner(BannerCard)
        case whatsNew(WhatsNewStrip)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .greeting(let text): try text.encode(to: encoder)
            case .shelf(let shelf): try shelf.encode(to: encoder)
            case .banner(let banner): try banner.encode(to: encoder)
            case .whatsNew(let strip): try strip.encode(to: encoder)
            }
        }
    }

    /// The line for `update`, reading what it names from `model`.
    @MainActor init(_ update: HomeScreenModel.Update, of model: HomeScreenModel) {
        var section: HomeScreenModel.Section?
        var content: Content?
        var message: String?
        var index: Int?
        var pictureState: PictureState?
        switch update {
        case .filled(let filled):
            event = "filled"
            section = filled
            content = Self.content(of: filled, in: model)
        case .failed(let failed, let failure):
            event = "failed"
            section = failed
            message = failure.message
        case .pictureLoaded(let landed, let position), .pictureFailed(let landed, let position):
            event = "picture"
            section = landed
            index = position
            pictureState = Self.pictureState(of: landed, at: position, in: model)
        case .finished:
            event = "finished"
        }
        self.section = section
        self.content = content
        self.message = message
        self.index = index
        self.pictureState = pictureState
    }

    @MainActor private static func content(
        of section: HomeScreenModel.Section, in model: HomeScreenModel
    ) -> Content? {
        switch section {
        case .greeting: model.greeting.content.map(Content.greeting)
        case .yourRecommendations: model.yourRecommendations.content.map(Content.shelf)
        case .mainEvent: model.mainEvent.content.map(Content.banner)
        case .whatsNew: model.whatsNew.content.map(Content.whatsNew)
        case .nowRecommendations: model.nowRecommendations.content.map(Content.shelf)
        }
    }

    @MainActor private static func pictureState(
        of section: HomeScreenModel.Section, at index: Int, in model: HomeScreenModel
    ) -> PictureState? {
        let states = model.pictureStates(of: section)
        return states.indices.contains(index) ? states[index] : nil
    }
}
