import Foundation

/// Where the server is and which generation of the API it speaks.
///
/// The base URL is swappable, so the same client talks to the public hosts or to a local
/// server on loopback:
///
/// ```swift
/// let local = ServerDescription(
///     baseURL: URL(string: "http://127.0.0.1:8080")!, generation: .marketTraining)
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
    public var pageKeyStyle: PageKeyStyle {
        switch generation {
        case .marketTraining: .snakeCase
        case .openMarket: .camelCase
        }
    }

    /// The key of the description in create and update bodies.
    public var descriptionKey: String {
        switch generation {
        case .marketTraining: "descriptions"
        case .openMarket: "description"
        }
    }

    /// How a product is deleted.
    public var deleteFlow: DeleteFlow {
        switch generation {
        case .marketTraining: .secretInPath
        case .openMarket: .archivedPath
        }
    }

    /// Whether the server filters the product list by a search text.
    public var supportsSearch: Bool { generation == .openMarket }

    private static func knownURL(_ text: StaticString) -> URL {
        guard let url = URL(string: "\(text)") else {
            preconditionFailure("The built-in address \(text) is not a URL.")
        }
        return url
    }
}
