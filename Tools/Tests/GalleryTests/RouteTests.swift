import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Gallery

/// Every app's routes: each prints a path, and Hummingbird's router, given the route's pattern,
/// reads that path back into the same route; no template writes a path of its own.
@Suite("Gallery: routes")
struct RouteTests {
    /// The routes of `Route` (every one of `all`, and `extra`) routed back through a router
    /// holding every pattern of `Route`, each answering the route it reads.
    func roundTrip<Route: GalleryRoute>(_: Route.Type, extra: [Route] = []) async throws {
        @Sendable func method(_ route: Route) -> HTTPRequest.Method {
            switch route.method {
            case .screen, .file: .get
            case .intent, .upload: .post
            }
        }
        let router = Router()
        for route in Route.all {
            router.on(RouterPath(route.pattern), method: method(route)) { _, context -> String in
                route.reading(context.parameters).map { String(reflecting: $0) } ?? "unreadable"
            }
        }
        #expect(Set(Route.all.map { "\(method($0)) \($0.pattern)" }).count == Route.all.count)
        try await Application(router: router).test(.router) { client in
            for route in Route.all + extra {
                #expect(route.path.hasPrefix("/"))
                try await client.execute(uri: route.path, method: method(route)) { response in
                    #expect(response.status == .ok, "\(route.path)")
                    #expect(String(buffer: response.body) == String(reflecting: route), "\(route.path)")
                }
            }
        }
    }

    @Test func everyRouteOfEveryAppRoutesBackToItself() async throws {
        try await roundTrip(CommonRoute.self, extra: [.asset("favicon.svg")])
        try await roundTrip(JuiceMakerRoute.self)
        try await roundTrip(
            OpenMarketRoute.self,
            extra: [.product("123456789"), .picture("12", index: "4"), .saveEdit("abc")])
        try await roundTrip(ExpoRoute.self, extra: [.exhibit("12"), .exhibit("한 글/x?y#z%"), .image("jikji")])
        try await roundTrip(
            DiaryRoute.self,
            extra: [.entry("not-an-id"), .share("ABC"), .save("5e0c5c2e-0000-4000-8000-000000000001")])
        try await roundTrip(
            StarbucksRoute.self, extra: [.product("9200000002487"), .picture(kind: "mainEvent", index: "0")])
    }

    @Test func anIDIsWrittenPercentEncodedButForLettersDigitsAndDashes() {
        #expect(ExpoRoute.exhibit("한 글/x").path == "/expo/exhibits/%ED%95%9C%20%EA%B8%80%2Fx")
        #expect(DiaryRoute.entry("6a2f41a0-8b3c").path == "/diary/entries/6a2f41a0-8b3c")
        #expect(DiaryRoute.save(nil).pattern == "/diary/new/save")
        #expect(OpenMarketRoute.picture("7", index: "0").pattern == "/open-market/pictures/:id/:index")
    }

    @Test func noTemplateWritesAPathButTheLayoutsAssets() throws {
        let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Gallery").standardized
        let files = try #require(FileManager.default.enumerator(at: gallery, includingPropertiesForKeys: nil))
        var templates = 0
        for case let file as URL in files where file.pathExtension == "mustache" {
            templates += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for attribute in ["action=\"/", "href=\"/", "src=\"/"] {
                var rest = text[...]
                while let found = rest.range(of: attribute) {
                    let path = rest[found.upperBound...].prefix { $0 != "\"" }
                    #expect(
                        file.lastPathComponent == "layout.mustache" && path.hasPrefix("assets/"),
                        "\(file.lastPathComponent) writes \(attribute)\(path)")
                    rest = rest[found.upperBound...]
                }
            }
        }
        #expect(templates > 30)
    }
}
