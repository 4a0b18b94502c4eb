import Hummingbird

/// Registers the server's routes on a router and remembers each one, so a test can compare
/// what the server really answers with what its OpenAPI document says.
///
/// A method a path does not offer is answered 405 by ``MethodNotAllowedMiddleware``, which
/// works from the same list.
enum MarketRoutes {
    /// Registers every operation of `api` on `router`; returns what was registered.
    static func register(_ api: MarketAPI, on router: Router<MarketRequestContext>) -> [MarketRoute] {
        var routes: [MarketRoute] = []
        func add(
            _ method: HTTPRequest.Method, _ path: String,
            _ handler: @escaping @Sendable (Request, MarketRequestContext) async throws -> Response
        ) {
            router.on(RouterPath(path), method: method, use: handler)
            routes.append(MarketRoute(method: method.rawValue, path: path))
        }
        add(.get, "/healthChecker", api.healthCheck)
        add(.get, "/api/products", api.products)
        add(.post, "/api/products", api.createProduct)
        add(.get, "/api/products/{id}", api.product)
        add(.patch, "/api/products/{id}", api.updateProduct)
        add(.post, "/api/products/{id}/\(api.generation.secretStep)", api.productSecret)
        add(.delete, "/api/products/{id}/{product_secret}", api.deleteProduct)
        add(.get, "/openapi.json", api.openAPI)
        add(.get, "/images/{name}", api.image)
        add(.get, "/thumbnails/{name}", api.image)

        return routes
    }
}

/// One operation the server registered: its method and its path, written as in OpenAPI
/// (`/api/products/{id}`).
public struct MarketRoute: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The method (`GET`).
    public let method: String
    /// The path template (`/api/products/{id}`).
    public let path: String

    /// A route.
    public init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    /// `GET /api/products/{id}`.
    public var description: String { "\(method) \(path)" }

    /// Routes sort by path, then method.
    public static func < (lhs: MarketRoute, rhs: MarketRoute) -> Bool {
        (lhs.path, lhs.method) < (rhs.path, rhs.method)
    }
}
