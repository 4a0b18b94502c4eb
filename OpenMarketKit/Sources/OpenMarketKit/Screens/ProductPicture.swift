/// One picture of a product's detail screen: its state and what a screen reader says for it.
public struct ProductPicture: Sendable, Hashable, Identifiable {
    /// The server's identifier of the image.
    public let id: Int
    /// A placeholder until the download ends.
    public internal(set) var state: PictureState
    /// What a screen reader says: "Picture 1 of 3 of Barley tea".
    public internal(set) var accessibilityLabel: String

    /// A picture in the given state.
    public init(id: Int, state: PictureState, accessibilityLabel: String) {
        self.id = id
        self.state = state
        self.accessibilityLabel = accessibilityLabel
    }
}
