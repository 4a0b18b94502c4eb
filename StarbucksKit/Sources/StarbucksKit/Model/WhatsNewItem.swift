import Foundation

/// One slot of the What's New list: an event and the state of its thumbnail.
public struct WhatsNewItem: Hashable, Sendable {
    /// The state of a thumbnail download (see ``Picture``).
    public typealias Image = Picture

    /// The event.
    public var event: WhatsNewEvent
    /// Its thumbnail.
    public var image: Image

    /// A slot for `event` with `image`.
    public init(event: WhatsNewEvent, image: Image) {
        self.event = event
        self.image = image
    }
}
