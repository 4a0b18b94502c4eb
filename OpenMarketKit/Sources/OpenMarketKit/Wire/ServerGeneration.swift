import Foundation

/// The two generations of the Open Market server, which differ in a few wire details.
public enum ServerGeneration: String, Sendable, Hashable, CaseIterable {
    /// The first server (January to August 2022): snake_case page keys, `descriptions` in
    /// request bodies, delete through `/secret`.
    case marketTraining
    /// The second server (November 2022 on): camelCase page keys, `description` in request
    /// bodies, search, delete through `/archived`.
    case openMarket
}
