import Foundation
import OpenMarketServer
import Testing

/// The OpenAPI document against the routes the server really registers and answers.
@Suite("open-market server: the OpenAPI document")
struct OpenMarketOpenAPITests {
    static let generations: [MarketGeneration] = [.marketTraining, .openMarket]
    private static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    private func document(_ market: MarketFixture) async throws -> [String: Any] {
        let answer = try await market.send("GET", "/openapi.json")
        #expect(answer.status == 200)
        return try #require(answer.object)
    }

    private func operations(_ document: [String: Any]) throws -> [(
        path: String, method: String, body: [String: Any]
    )] {
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        return paths.flatMap { path, item in
            item.compactMap { method, value in
                (value as? [String: Any]).map { (path, method, $0) }
            }
        }
    }

    @Test("The documented operations are exactly the registered routes", arguments: generations)
    func documentMatchesRoutes(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation) { market in
            let document = try await document(market)

            let documented = Set(
                try operations(document).map { MarketRoute(method: $0.method.uppercased(), path: $0.path) })

            #expect(documented == Set(market.running.routes))
            #expect(market.running.routes.count == 10)
            #expect(document["openapi"] as? String == "3.1.0")
            let step = generation == .marketTraining ? "secret" : "archived"
            #expect(documented.contains(MarketRoute(method: "POST", path: "/api/products/{id}/\(step)")))
        }
    }

    @Test("Every documented operation is answered, never with the unknown-route 404", arguments: generations)
    func everyOperationIsLive(generation: MarketGeneration) async throws {
        try await withMarket(generation: generation, sample: true) { market in
            for operation in try operations(try await document(market)) {
                let path = operation.path.replacingOccurrences(of: "{id}", with: "1")
                    .replacingOccurrences(of: "{product_secret}", with: "not-the-secret")
                    .replacingOccurrences(of: "{name}", with: "missing.png")
                let answer = try await market.send(operation.method.uppercased(), path)
                #expect(
                    answer.code != "NOT_FOUND",
                    "\(operation.method) \(path): \(answer.status)")
                #expect(
                    answer.status != 405,
                    "\(operation.method) \(path): \(answer.status)")
                let documented = try #require(operation.body["responses"] as? [String: Any])
                #expect(
                    documented[String(answer.status)] != nil,
                    "\(operation.method) \(path) answered \(answer.status)")
            }
        }
    }

    @Test("Every operation documents its statuses, error bodies and typed parameters", arguments: generations)
    func operationsAreComplete(generation: MarketGeneration) throws {
        let data = MarketServer.openAPIDocument(for: generation)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let responses = try #require(components["responses"] as? [String: [String: Any]])
        let parameters = try #require(components["parameters"] as? [String: [String: Any]])

        for operation in try operations(document) {
            let name = "\(operation.method) \(operation.path)"
            #expect(operation.body["operationId"] is String, "\(name)")
            let statuses = try #require(operation.body["responses"] as? [String: [String: Any]])
            #expect(statuses.keys.contains { $0.hasPrefix("2") }, "\(name) has no success")
            for (status, response) in statuses where status.hasPrefix("4") || status.hasPrefix("5") {
                let resolved =
                    (response["$ref"] as? String).flatMap {
                        responses[String($0.split(separator: "/").last ?? "")]
                    } ?? response
                let content = resolved["content"] as? [String: [String: Any]]
                let schema = content?["application/json"]?["schema"] as? [String: Any]
                #expect(schema?["$ref"] as? String == "#/components/schemas/Error", "\(name) \(status)")
            }
            for parameter in operation.body["parameters"] as? [[String: Any]] ?? [] {
                let resolved =
                    (parameter["$ref"] as? String).flatMap {
                        parameters[String($0.split(separator: "/").last ?? "")]
                    } ?? parameter
                let schema = try #require(resolved["schema"] as? [String: Any], "\(name)")
                #expect(schema["type"] is String, "\(name): \(resolved["name"] ?? "?")")
                if schema["type"] as? String == "integer" {
                    #expect(schema["minimum"] != nil, "\(name)")
                    #expect(schema["maximum"] != nil, "\(name)")
                } else {
                    #expect(schema["maxLength"] != nil, "\(name): \(resolved["name"] ?? "?")")
                }
            }
            let mutates = ["post", "patch", "delete"].contains(operation.method)
            if mutates && operation.path.hasPrefix("/api") {
                #expect(statuses["401"] != nil, "\(name)")
                #expect(statuses["403"] != nil, "\(name)")
            }
        }
        let schemas = try #require(components["schemas"] as? [String: [String: Any]])
        let params = try #require(schemas["ProductParams"]?["required"] as? [String])
        let description = generation == .marketTraining ? "descriptions" : "description"
        #expect(Set(params) == ["name", description, "price", "currency", "secret"])
    }
}
