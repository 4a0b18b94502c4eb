import Foundation
import Observation
import OpenMarketKit
import OpenMarketKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether an observed change happened. `@unchecked Sendable` because its only mutable state,
/// `count`, is read and written only while `lock` is held.
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Whether the screen was told of a change.
    var fired: Bool { lock.withLock { count > 0 } }

    func fire() {
        lock.withLock { count += 1 }
    }
}

/// Reads what a view reads, and returns a flag raised when any of it changes.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
func observe(_ read: () -> Void) -> ChangeFlag {
    let flag = ChangeFlag()
    withObservationTracking(read, onChange: { flag.fire() })
    return flag
}

/// Values the screen model tests share.
enum Screens {
    static let english = Locale(identifier: "en_US")

    static func client(_ transport: any HTTPTransport, credentials: VendorCredentials? = Sample.vendor)
        -> OpenMarketClient
    {
        OpenMarketClient(
            server: Sample.server(.marketTraining), credentials: credentials, transport: transport)
    }

    /// A cache whose downloads count themselves and answer the catalogue's picture bytes.
    static func cache(downloads: Counter = Counter(), failing: Bool = false) -> ImageCache {
        ImageCache { url in
            await downloads.increment()
            if failing { throw URLError(.notConnectedToInternet) }
            return StubCatalogue.picture(url.path)
        }
    }

    /// The `page_no` of each product-page request sent.
    static func pageRequests(_ transport: ScriptedTransport) async -> [Int] {
        await transport.requests.compactMap { request in
            guard request.url?.path == "/api/products" else { return nil }
            let items = URLComponents(url: request.url ?? Sample.baseURL, resolvingAgainstBaseURL: false)?
                .queryItems
            return items?.first { $0.name == "page_no" }?.value.flatMap { Int($0) }
        }
    }
}
