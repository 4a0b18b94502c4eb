/// Where a picture's download stands, as a stable word for a screen or `--json`: `pending`,
/// `loaded`, `failed` or `none`, the same words for every picture (a product's, the main event
/// banner's, an event thumbnail's).
public enum PictureState: String, Hashable, Sendable, Encodable, CaseIterable {
    /// Not downloaded yet: show a placeholder.
    case pending
    /// Downloaded.
    case loaded
    /// The download failed: show a placeholder and carry on.
    case failed
    /// There is no picture to load.
    case none
}
