import Foundation

/// The state of one picture's download: a product's, the main event banner's or an event
/// thumbnail's.
public enum Picture: Hashable, Sendable {
    /// Still downloading.
    case loading
    /// Downloaded: the image's bytes.
    case loaded(Data)
    /// There is no picture to download.
    case none
    /// The download failed; the rest of the screen is intact.
    case failed(StarbucksAPIError)
}
