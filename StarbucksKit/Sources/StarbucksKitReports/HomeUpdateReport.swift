import Foundation
import StarbucksKit

/// One update of the home screen as data for programs: what a tool prints, one JSON object per
/// line, as the screen fills in (`starbucks home --progressive --json`).
///
/// `{event: filled, section, content}` (the section's content as `HomePage` encodes it),
/// `{event: failed, section, message}`, `{event: picture, section, index, pictureState}` (the
/// state is `pending`, `loaded`, `failed` or `none`, as everywhere) and `{event: finished}`.
///
/// ```swift
/// for await update in model.updates() {
///     let json = try JSONEncoder().encode(HomeUpdateReport(update, of: model))
///     print(String(decoding: json, as: UTF8.self))  // {"event":"filled","section":"greeting",…}
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct HomeUpdateReport: Hashable, Sendable, Encodable {
    /// `filled`, `failed`, `picture` or `finished`.
    public let event: String
    /// The section the event is about.
    public let section: HomeScreenModel.Section?
    /// The section's content, when it was filled.
    public let content: Content?
    /// Why the section could not be loaded.
    public let message: String?
    /// The item whose picture landed (the banner's is 0).
    public let index: Int?
    /// Where that picture stands.
    public let pictureState: PictureState.Word?

    /// A filled section's content, encoded as the whole page encodes it.
    public enum Content: Hashable, Sendable, Encodable {
        /// The greeting's text.
        case greeting(String)
        /// A product row.
        case shelf(ProductShelfCard)
        /// The main event banner.
        case banner(BannerCard)
        /// The What's New strip.
        case whatsNew(WhatsNewStrip)

        /// Writes the content as its own value.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .greeting(let text): try text.encode(to: encoder)
            case .shelf(let shelf): try shelf.encode(to: encoder)
            case .banner(let banner): try banner.encode(to: encoder)
            case .whatsNew(let strip): try strip.encode(to: encoder)
            }
        }
    }

    /// The data of `update`, reading what it names from `model` as it stands now.
    @MainActor public init(_ update: HomeScreenModel.Update, of model: HomeScreenModel) {
        var section: HomeScreenModel.Section?
        var content: Content?
        var message: String?
        var index: Int?
        var pictureState: PictureState.Word?
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
            let states = model.pictureStates(of: landed)
            pictureState = states.indices.contains(position) ? states[position] : nil
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
}
