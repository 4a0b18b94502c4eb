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
        for base in [eventPopupBase, homeBase, starbucksBase] where !Self.isUsable(base) {
            throw StarbucksAPIError.invalidURL(base.absoluteString)
        }
        self.init(checked: eventPopupBase, homeBase, starbucksBase)
    }

    /// Servers at the given bases, written as text (`http://127.0.0.1:8080`).
    ///
    /// - Throws: ``StarbucksAPIError`` of kind ``StarbucksAPIError/Kind-swift.struct/invalidURL``
    ///   for text that is not an `http` or `https` address with a host; the error quotes the text
    ///   as it was given.
    public init(eventPopupBase: String, homeBase: String, starbucksBase: String) throws {
        try self.init(
            checked: Self.base(eventPopupBase), Self.base(homeBase), Self.base(starbucksBase))
    }

    /// The base address `text` stands for: an `http` or `https` address with a host and, if you
    /// like, a path prefix.
    ///
    /// ```swift
    /// do {
    ///     _ = try StarbucksServers.base("not a url")
    /// } catch let error as StarbucksAPIError {
    ///     print(error.message(locale: Locale(identifier: "en")).hasPrefix("“not a url”"))  // true
    /// }
    /// ```
    ///
    /// - Throws: ``StarbucksAPIError`` of kind ``StarbucksAPIError/Kind-swift.struct/invalidURL``
    ///   quoting `text` as it was given (never as an address would encode it).
    public static func base(_ text: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.contains(where: { $0.isWhitespace }), let url = URL(string: trimmed), isUsable(url)
        else { throw StarbucksAPIError.invalidURL(text) }
        return url
    }

    /// Whether `base` is an `http` or `https` address with a host, no query and no fragment.
    private static func isUsable(_ base: URL) -> Bool {
        guard let scheme = base.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = base.host, !host.isEmpty, base.query == nil, base.fragment == nil
        else { return false }
        return true
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
