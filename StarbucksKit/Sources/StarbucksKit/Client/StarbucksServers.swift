import Foundation

/// Where the three hosts the kit reads from are: the class's static host (event popup), its API
/// host (home) and Starbucks' web site (products, events).
///
/// ```swift
/// let servers = try StarbucksServers(
///     eventPopupBase: "http://127.0.0.1:8080", homeBase: "http://127.0.0.1:8080",
///     starbucksBase: "http://127.0.0.1:8080")
/// ```
public struct StarbucksServers: Hashable, Sendable {
    /// The base of the event popup's address (`https://public.codesquad.kr`).
    public let eventPopupBase: URL
    /// The base of the home document's address (`https://api.codesquad.kr`).
    public let homeBase: URL
    /// The base of the product and event addresses (`https://www.starbucks.co.kr`).
    public let starbucksBase: URL

    /// The real hosts.
    public static let production = StarbucksServers(
        checked: Self.https("public.codesquad.kr"), Self.https("api.codesquad.kr"),
        Self.https("www.starbucks.co.kr"))

    /// Servers at the given bases, each an `http` or `https` address with a host and, if you like,
    /// a path prefix.
    ///
    /// - Throws: ``StarbucksAPIError`` of kind ``StarbucksAPIError/Kind-swift.struct/invalidURL``
    ///   for a base that is not such an address.
    public init(eventPopupBase: URL, homeBase: URL, starbucksBase: URL) throws {
        for base in [eventPopupBase, homeBase, starbucksBase] {
            guard let scheme = base.scheme?.lowercased(), ["http", "https"].contains(scheme),
                let host = base.host, !host.isEmpty, base.query == nil, base.fragment == nil
            else { throw StarbucksAPIError.invalidURL(base.absoluteString) }
        }
        self.init(checked: eventPopupBase, homeBase, starbucksBase)
    }

    /// Servers at the given bases, written as text (`http://127.0.0.1:8080`).
    ///
    /// - Throws: ``StarbucksAPIError`` of kind ``StarbucksAPIError/Kind-swift.struct/invalidURL``
    ///   for text that is not an `http` or `https` address with a host.
    public init(eventPopupBase: String, homeBase: String, starbucksBase: String) throws {
        func url(_ text: String) throws -> URL {
            guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)) else {
                throw StarbucksAPIError.invalidURL(text)
            }
            return url
        }
        try self.init(
            eventPopupBase: url(eventPopupBase), homeBase: url(homeBase), starbucksBase: url(starbucksBase))
    }

    private init(checked eventPopupBase: URL, _ homeBase: URL, _ starbucksBase: URL) {
        self.eventPopupBase = eventPopupBase
        self.homeBase = homeBase
        self.starbucksBase = starbucksBase
    }

    /// `https://<host>`; the fallback is never reached for the literal hosts above.
    private static func https(_ host: String) -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = host
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
