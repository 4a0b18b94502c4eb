import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers every Starbucks request from a ``FixtureSet``, the way the real hosts
/// would: by address, method and form body, never touching the network.
///
/// It checks what a server would check — the method, the form's content type and its exact keys
/// (`product_cd` for details, `PRODUCT_CD` for pictures, `MENU_CD` for events) — and answers
/// `400`, `404`, `405` or `415` otherwise. A product code it has no fixture for gets the empty
/// answer Starbucks gives (`{"view":null}`, `{"file":[]}`).
///
/// The `StarbucksKitTesting` product adds what tests need: a latency waited through a sleep
/// they control, faults played instead of answers, and a `RequestMonitor` counting the requests
/// in flight.
///
/// ```swift
/// let transport = FixtureTransport()
/// let document = try await StarbucksDependencies.live(transport: transport).home.home()
/// ```
public struct FixtureTransport: HTTPTransport {
    /// Waits for a duration; throws `CancellationError` when the task is cancelled.
    package typealias Sleep = @Sendable (Duration) async throws -> Void

    /// A failure played instead of a fixture's answer.
    package enum Fault: Hashable, Sendable {
        case status(Int)
        case malformedBody
        case transportFailure
        case timeout
    }

    /// The answers served.
    public let fixtures: FixtureSet
    /// How long every request waits before its answer.
    package let latency: Duration
    /// Failures played instead of the answers of some fixtures.
    package let faults: [FixtureKey: Fault]
    /// Told of every request, if any.
    package let observer: (any FixtureRequestObserver)?
    private let sleep: Sleep

    /// A transport serving `fixtures` at once.
    public init(fixtures: FixtureSet = .bundled) {
        self.init(fixtures: fixtures, latency: .zero, faults: [:], observer: nil, sleep: { _ in })
    }

    /// A transport serving `fixtures` after `latency`, waited with `sleep`, playing `faults`,
    /// telling `observer` of every request.
    package init(
        fixtures: FixtureSet, latency: Duration, faults: [FixtureKey: Fault],
        observer: (any FixtureRequestObserver)?, sleep: @escaping Sleep
    ) {
        self.fixtures = fixtures
        self.latency = latency
        self.faults = faults
        self.observer = observer
        self.sleep = sleep
    }

    /// The fixture's answer to `request`, after the latency.
    ///
    /// - Throws: `CancellationError` when the task is cancelled; a `URLError` for a fault that
    ///   plays a failed connection or a timeout.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let route = Self.route(request)
        let key: FixtureKey? = if case .fixture(let key) = route { key } else { nil }
        await observer?.begin(key)
        do {
            if latency > .zero { try await sleep(latency) }
            try Task.checkCancellation()
            let answer = try answer(route, to: request)
            await observer?.end(cancelled: false)
            return answer
        } catch {
            await observer?.end(cancelled: error is CancellationError)
            throw error
        }
    }

    /// What a request asks for.
    enum Route: Hashable {
        case fixture(FixtureKey)
        case refused(status: Int)
    }

    /// The fixture `request` asks for, or the status a server would refuse it with.
    static func route(_ request: URLRequest) -> Route {
        guard let url = request.url else { return .refused(status: 400) }
        let method = request.httpMethod?.uppercased() ?? "GET"
        let path = url.path
        func ends(with suffix: String) -> Bool { path.hasSuffix("/" + suffix) }
        if ends(with: StarbucksAPI.eventPopupPath) {
            return method == "GET" ? .fixture(.eventPopup) : .refused(status: 405)
        }
        if ends(with: StarbucksAPI.homePath) {
            return method == "GET" ? .fixture(.home) : .refused(status: 405)
        }
        let forms: [(String, String, (String) -> FixtureKey?)] = [
            (
                StarbucksAPI.productInfoPath, "product_cd",
                { ProductCode(rawValue: $0).map(FixtureKey.productInfo) }
            ),
            (
                StarbucksAPI.productImagePath, "PRODUCT_CD",
                { ProductCode(rawValue: $0).map(FixtureKey.productImage) }
            ),
            (StarbucksAPI.whatsNewPath, "MENU_CD", { $0.isEmpty ? nil : .whatsNew }),
        ]
        for (formPath, field, key) in forms where ends(with: formPath) {
            guard method == "POST" else { return .refused(status: 405) }
            let type = request.value(forHTTPHeaderField: "Content-Type")?.lowercased() ?? ""
            guard type.hasPrefix("application/x-www-form-urlencoded") else { return .refused(status: 415) }
            guard let fields = FormField.fields(in: request.httpBody ?? Data()),
                let value = fields.first(where: { $0.name == field })?.value,
                let found = key(value)
            else { return .refused(status: 400) }
            return .fixture(found)
        }
        guard method == "GET", !url.lastPathComponent.isEmpty, url.lastPathComponent != "/" else {
            return .refused(status: 404)
        }
        return .fixture(.image(url.lastPathComponent))
    }

    private func answer(_ route: Route, to request: URLRequest) throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        switch route {
        case .refused(let status):
            return (Data(), try response(url, status: status, type: nil))
        case .fixture(let key):
            switch faults[key] {
            case .status(let status): return (Data(), try response(url, status: status, type: nil))
            case .malformedBody:
                return (Data("<html>busy</html>".utf8), try response(url, status: 200, type: "text/html"))
            case .transportFailure: throw URLError(.cannotConnectToHost)
            case .timeout: throw URLError(.timedOut)
            case nil: break
            }
            let type = key.isJSON ? "application/json;charset=UTF-8" : "image/\(Self.imageType(key.fileName))"
            if let data = fixtures.data(for: key) {
                return (data, try response(url, status: 200, type: type))
            }
            switch key {
            case .productInfo:
                return (Data(#"{"view":null}"#.utf8), try response(url, status: 200, type: type))
            case .productImage:
                return (Data(#"{"file":[]}"#.utf8), try response(url, status: 200, type: type))
            default: return (Data(), try response(url, status: 404, type: nil))
            }
        }
    }

    private func response(_ url: URL, status: Int, type: String?) throws -> HTTPURLResponse {
        let headers = type.map { ["Content-Type": $0] } ?? [:]
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw URLError(.badServerResponse) }
        return response
    }

    private static func imageType(_ name: String) -> String {
        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? "png"
        return suffix == "jpg" ? "jpeg" : suffix
    }
}
