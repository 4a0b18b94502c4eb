import Foundation

/// The launch event popup's answer: `title`, `range`, `target`, `description` (with `**bold**`
/// markers) and the hyphenated `event-products`.
struct WireEventPopup: Decodable, Hashable, Sendable {
    var title: String?
    var range: String?
    var target: String?
    var description: String?
    var eventProducts: String?

    enum CodingKeys: String, CodingKey {
        case title, range, target, description
        case eventProducts = "event-products"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.text(.title)
        range = try container.text(.range)
        target = try container.text(.target)
        description = try container.text(.description)
        eventProducts = try container.text(.eventProducts)
    }

    /// The popup to show, or `nil` when the answer has neither a title nor a description.
    var popup: EventPopup? {
        guard title != nil || description != nil else { return nil }
        return EventPopup(
            title: title ?? "", periodText: range ?? "", target: target ?? "",
            description: RichText(markup: description ?? ""), eventProducts: eventProducts)
    }
}
