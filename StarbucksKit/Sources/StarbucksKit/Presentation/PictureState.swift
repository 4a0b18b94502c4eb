/// Where a picture's download stands, as a stable word for a screen or `--json`.
public enum PictureState: String, Hashable, Sendable, Encodable, CaseIterable {
    /// Still downloading: show a placeholder.
    case loading
    /// Downloaded.
    case loaded
    /// There is no picture.
    case none
    /// The download failed: show a placeholder and carry on.
    case failed
}
