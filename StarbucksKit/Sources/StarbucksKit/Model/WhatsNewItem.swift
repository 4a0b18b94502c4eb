import Foundation

/// One slot of the What's New list: an event and the state of its thumbnail.
public struct WhatsNewItem: Hashable, Sendable {
    /// The event.
    public var event: WhatsNewEvent
    /// Its thumbnail.
    public var image: Picture

    /// A slot for `event` with `image`.
    public init(event: WhatsNewEvent, image: Picture) {
        self.event = event
        self.image = image
    }
}
