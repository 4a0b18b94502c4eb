import Foundation
import OpenMarketKit
import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that holds back every answer of another by a fixed time: the gallery's
/// `--latency`, so the screens can be seen while they load, as on a slow network. It serves both
/// kits' `HTTPTransport`, whose one requirement is the same.
struct DelayedTransport: OpenMarketKit.HTTPTransport, StarbucksKit.HTTPTransport {
    /// How long each answer waits.
    let latency: Duration
    /// The transport that answers.
    let answer: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    init(
        _ latency: Duration,
        _ answer: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)
    ) {
        self.latency = latency
        self.answer = answer
    }

    /// The other transport's answer, `latency` later (sooner only when cancelled).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await Task.sleep(for: latency)
        return try await answer(request)
    }
}
