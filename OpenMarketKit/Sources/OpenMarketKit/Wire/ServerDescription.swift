import Foundation

/// Where the server is and which generation of the API it speaks.
///
/// The base URL is swappable, so the same client talks to the public hosts or to a local
/// server on loopback:
///
/// ```swift
/// if let address = URL(string: "http://127.0.0.1:8080") {
///     let local = ServerDescription(baseURL: address, generation: .marketTraining)
///     print(local.supportsSearch)  // false
/// }
/// ```
public struct ServerDescription: Sendable, Hashable {
    /// The scheme, host, port and optional path prefix every operation's path is appended to.
    public var baseURL: URL
    /// The API generation the server speaks.
    public var generation: ServerGeneration

    /// Creates a description of a server.
    public init(baseURL: URL, generation: ServerGeneration) {
        self.baseURL = baseURL
        self.generation = generation
    }

    /// The first public server, `https://market-training.yagom-academy.kr`.
    public static let marketTraining = ServerDescription(
        baseURL: knownURL("https://market-training.yagom-academy.kr"), generation: .marketTraining)

    /// The second public server, `https://openmarket.yagom-academy.kr`.
    public static let openMarket = ServerDescription(
        baseURL: knownURL("https://openmarket.yagom-academy.kr"), generation: .openMarket)

    /// The spelling of the top-level keys of a page response.
    var pageKeyStyle: PageKeyStyle {
        switch generation {
        case .marketTraining: .snakeCase
        case .openMarket: .camelCase
        }
    }

    /// The key of the description in create and update bodies.
    var descriptionKey: String {
        switch generation {
        case .marketTraining: "descriptions"
        case .openMarket: "description"
        }
    }

    /// How a product is deleted.
    var deleteFlow: DeleteFlow {
        switch generation {
        case .marketTraining: .secretInPath
        case .openMarket: .archivedPath
        }
    }

    /// Whether the server filters the product list by a search text.
    public var supportsSearch: Bool { generation == .openMarket }

    /// One of the built-in addresses, which are valid URLs (a test checks them); the fallback is
    /// never taken.
    private static func knownURL(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
