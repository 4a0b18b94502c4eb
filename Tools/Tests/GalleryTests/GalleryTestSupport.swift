import Foundation
import Gallery
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// A fresh temporary folder for one test's data.
func temporaryDirectory(_ name: String = "gallery") throws -> URL {
    let url = scratchRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A gallery configuration over `directory` (every app's state under `directory/<tool>`), with a
/// store polling fast enough for a test, an empty environment (never the process's), and pages
/// that wait for their loads however long a busy machine takes (`SlowLoadsTests` sets its own).
func testConfiguration(_ directory: URL) -> GalleryConfiguration {
    var configuration = GalleryConfiguration(
        port: 0, dataDirectory: { directory.appendingPathComponent($0) }, storePolling: .milliseconds(10),
        environment: [:])
    configuration.patience = .seconds(600)
    return configuration
}

/// Runs `test` against the gallery's router, in process (no socket).
func withGallery(
    _ configuration: GalleryConfiguration, apps: [any GalleryApp]? = nil,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    // The in-process client names `localhost` with no port (HTTP's 80) as the request's host.
    var configuration = configuration
    if configuration.port == 0 { configuration.port = 80 }
    let router = try await Gallery.router(configuration, apps: apps)
    try await Application(router: router).test(.router) { client in try await test(client) }
}

/// What a request answered: the status, the page, where it redirects.
struct Answer {
    let status: HTTPResponse.Status
    let body: String
    let location: String?
    let headers: HTTPFields
}

/// A browser with scripting off: keeps the cookies it is given and follows 303s when asked.
struct Browser {
    /// The client of the gallery under test.
    let client: any TestClientProtocol
    /// The cookies set so far, by name.
    var cookies: [String: String] = [:]
    /// The last page shown (its form token is read from it).
    var page = ""

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// The `token` of the forms on the last page.
    var token: String? {
        guard let range = page.range(of: #"name="token" value=""#) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    /// A GET of `uri`; the page is kept when it is one.
    @discardableResult
    mutating func get(_ uri: String, headers: HTTPFields = [:]) async throws -> Answer {
        let answer = try await send(uri, method: .get, headers: headers, body: nil)
        // A page the person reads (found, or a not-found page with forms) carries the token its
        // forms send.
        if answer.status == .ok || answer.body.contains(#"name="token""#) { page = answer.body }
        return answer
    }

    /// A POST of `form` (with the page's token unless `token` is false).
    @discardableResult
    mutating func post(
        _ uri: String, _ form: [String: String] = [:], token: Bool = true, headers: HTTPFields = [:]
    ) async throws -> Answer {
        var form = form
        if token, let value = self.token { form["token"] = value }
        let body = form.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }.joined(separator: "&")
        var headers = headers
        headers[.contentType] = "application/x-www-form-urlencoded"
        return try await send(uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// A POST, then the GET of the 303's location, as a browser does.
    @discardableResult
    mutating func click(_ uri: String, _ form: [String: String] = [:]) async throws -> Answer {
        let posted = try await post(uri, form)
        try #require(posted.status == .seeOther, "POST \(uri) answered \(posted.status): \(posted.body)")
        let location = try #require(posted.location)
        let shown = try await get(location)
        try #require(shown.status == .ok, "GET \(location) answered \(shown.status)")
        return Answer(status: shown.status, body: shown.body, location: location, headers: shown.headers)
    }

    /// A request of any method, with the cookies.
    mutating func send(_ uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:]) async throws
        -> Answer
    {
        try await send(uri, method: method, headers: headers, body: nil)
    }

    private mutating func send(
        _ uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?
    ) async throws -> Answer {
        var headers = headers
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        let response = try await client.executeRequest(uri: uri, method: method, headers: headers, body: body)
        for field in response.headers[values: .setCookie] {
            let pair = field.split(separator: ";").first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { cookies[String(parts[0])] = String(parts[1]) }
        }
        return Answer(
            status: response.status, body: String(buffer: response.body),
            location: response.headers[.location], headers: response.headers)
    }
}

/// The count a page shows for `fruit`: in the stock labels, or in the stock editor's stepper.
func shownCount(of fruit: String, in html: String, editor: Bool = false) -> Int? {
    let marker = editor ? #"class="stepper" data-fruit="\#(fruit)""# : #"<li data-fruit="\#(fruit)""#
    guard let start = html.range(of: marker) else { return nil }
    let rest = html[start.upperBound...]
    let opening = editor ? "<output" : #"class="count">"#
    guard let value = rest.range(of: opening) else { return nil }
    var tail = rest[value.upperBound...]
    if editor, let close = tail.firstIndex(of: ">") { tail = tail[tail.index(after: close)...] }
    return Int(tail.prefix { $0.isNumber })
}
