import Foundation

/// One part of the home screen, as ``HomeLoader/sections(greetingName:)`` delivers it the moment
/// it is ready.
public enum HomeSection: Hashable, Sendable {
    /// The name to greet; ready as soon as the home answer is.
    case greeting(name: String)
    /// The main event banner's picture; ready as soon as the home answer is.
    case mainEvent(bannerURL: URL?)
    /// A product row, complete: its products in order, and those left out.
    case products(ProductShelf, [MenuProduct], failures: [ProductFailure])
}
