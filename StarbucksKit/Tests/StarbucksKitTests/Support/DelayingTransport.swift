import Foundation

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A fixture transport that makes some fixtures wait longer than others, so a test can decide
/// which answers finish first.
struct DelayingTransport: HTTPTransport {
    let base: FixtureTransport
    let sleep: FixtureTransport.Sleep
    let extra: @Sendable (FixtureKey) -> Duration

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        if case .fixture(let key) = FixtureTransport.route(request) {
            let delay = extra(key)
            if delay > .zero { try await sleep(delay) }
        }
        return try await base.send(request)
    }
}
