import Foundation

/// The home answer, with its hyphenated keys: `display-name`, `your-recommand`, `main-event`,
/// `now-recommand`.
struct WireHome: Decodable, Hashable, Sendable {
    var displayName: String?
    var yourRecommand: WireProductList?
    var mainEvent: WireMainEvent?
    var nowRecommand: WireProductList?

    enum CodingKeys: String, CodingKey {
        case displayName = "display-name"
        case yourRecommand = "your-recommand"
        case mainEvent = "main-event"
        case nowRecommand = "now-recommand"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayName = try container.text(.displayName)
        yourRecommand = try container.object(WireProductList.self, .yourRecommand)
        mainEvent = try container.object(WireMainEvent.self, .mainEvent)
        nowRecommand = try container.object(WireProductList.self, .nowRecommand)
    }

    /// The document; missing parts are empty.
    var document: HomeDocument {
        HomeDocument(
            displayName: displayName ?? "", yourRecommendations: yourRecommand?.products ?? [],
            mainEventBannerURL: mainEvent?.bannerURL, nowRecommendations: nowRecommand?.products ?? [])
    }
}
