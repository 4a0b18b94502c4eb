import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Observation
import OpenMarketServer
import ServiceLifecycle

/// What a screen's or an intent's handler gets: the session, the page's language and the
/// request's values.
public struct ScreenRequest: Sendable {
    /// The browser's session.
    public let session: GallerySession
    /// The language the page speaks.
    public let language: PageLanguage
    /// The URL path of the request (for an event stream, the screen's path).
    public let path: String
    /// The URL's query values.
    public let query: [String: String]
    /// The form's values (a POST's body); empty for a GET.
    public let form: [String: String]
    /// The files a `multipart/form-data` form sent (``GalleryRoutes/upload(_:limits:_:)``), in order.
    public var files: [UploadedFile] = []
    /// What such a form sent beyond its limits, never kept: for the page to say so.
    public var refusals = UploadRefusals()

    /// The session's state of type `State`, made by `make` on first use; its words follow the
    /// page's language (one set of models per session: switching language keeps the screen).
    @MainActor
    public func state<State: SessionState>(_ make: () -> State) -> State {
        session.state("\(State.self)", language: language, make: make)
    }
}

/// A screen ready to render: its template, title, live parts and the values the template shows.
@MainActor
public struct Screen {
    /// The template's name (`juice-maker`).
    public var template: String
    /// The page's title.
    public var title: String
    /// The partials whose output changes with the model: each is an element `id` the event stream
    /// replaces.
    public var live: [String]
    /// Builds the template's values from the model (dictionaries, arrays, strings, numbers and
    /// booleans); called again for every live update, under observation tracking.
    public var values: @MainActor () -> PageValues
    /// The page's HTTP status: `.ok`, or `.notFound` for a page saying what the URL names is not there.
    public var status: HTTPResponse.Status
    /// Whether the screen shows an alert or a sheet (its template's `{{$modal}}` block): the
    /// layout makes what is behind it inert, so focus stays in the dialog, with scripting off too.
    public var modal: Bool

    /// A screen rendered with `template`.
    public init(
        template: String, title: String, live: [String] = [], status: HTTPResponse.Status = .ok,
        modal: Bool = false, values: @escaping @MainActor () -> PageValues
    ) {
        self.template = template
        self.title = title
        self.live = live
        self.status = status
        self.modal = modal
        self.values = values
    }
}

/// What a GET of a screen's URL answers.
@MainActor
public enum ScreenAnswer {
    /// The screen, rendered.
    case show(Screen)
    /// Another URL: the model shows another screen than the URL names (303).
    case redirect(String)
}

/// Declares an app's screens and intents on the gallery's router; see `Gallery.swift`.
public struct GalleryRoutes {
    /// A screen's handler: brings the model to the URL's screen and describes it.
    public typealias ScreenHandler = @MainActor @Sendable (ScreenRequest) async -> ScreenAnswer
    /// An intent's handler: calls the model's intent and answers the URL of the screen it shows now.
    public typealias IntentHandler = @MainActor @Sendable (ScreenRequest) async -> String

    /// The router the routes go on.
    let router: Router<BasicRequestContext>
    /// What the routes' handlers share: the sessions, the templates, the configuration.
    let server: PageServer
    /// Keeps every screen's handler by path as it is declared (``GalleryPageProbe``); `nil` when
    /// serving.
    var recorder: ScreenRecorder? = nil
    /// The methods declared on each path, for the 405 answers ``answerOtherMethods()`` adds.
    let methods = DeclaredMethods()

    /// The gallery's configuration (an app's data directory, say).
    public var configuration: GalleryConfiguration { server.configuration }

    /// A screen at `path` (GET), and its event stream at `path/events`.
    public func screen(_ path: String, _ handler: @escaping ScreenHandler) {
        let server = self.server
        recorder?.handlers[path] = handler
        methods.declare(.get, path)
        methods.declare(.get, path + "/events")
        router.get(RouterPath(path)) { request, _ in
            let begun = await server.begin(request)
            let answer = await server.page(handler, begun.request)
            return server.respond(answer, begun)
        }
        router.get(RouterPath(path + "/events")) { request, _ in
            // The screen's own path (a path with parameters names the values in the URL).
            let screenPath = String(request.uri.path.dropLast("/events".count))
            let begun = await server.begin(request, path: screenPath)
            let stream = await server.events(handler, begun.request)
            var response = Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    // A stopping server (SIGTERM) ends the stream rather than waiting for the page.
                    for try await text in stream.cancelOnGracefulShutdown() {
                        try await writer.write(ByteBuffer(string: text))
                    }
                    try await writer.finish(nil)
                })
            if begun.isNew { response.setCookie(server.sessionCookie(begun.request.session)) }
            return response
        }
    }

    /// An intent at `path` (POST) whose form body is at most `limit` bytes (64 KB when `nil`): refused with 403
    /// unless the form carries the session's token or the request's `Origin` is this server; else
    /// `handler` runs and the answer is a 303. A longer body is answered with a page saying so in
    /// the page's language (413), and nothing runs.
    public func intent(_ path: String, limit: Int? = nil, _ handler: @escaping IntentHandler) {
        let server = self.server
        let limit = limit ?? PageServer.formLimit
        methods.declare(.post, path)
        router.post(RouterPath(path)) { request, _ in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: limit)
            } catch is NIOTooManyBytesError {
                return await server.tooLarge(request, limit: limit)
            }
            let form = PageServer.formValues(body)
            let begun = await server.begin(request, form: form)
            guard server.trusted(request, form: form, session: begun.request.session) else {
                return await server.forbidden(begun)
            }
            let target = await server.perform(handler, begun.request)
            return server.redirect(target, begun)
        }
    }

    /// An intent at `path` (POST) whose form is `multipart/form-data` (it sends files), read as it
    /// arrives within `limits`: its fields are the request's `form`, its files its `files`, and
    /// what passed the limits (never kept) its `refusals`, for the handler's page to say; refused
    /// with 403 unless it carries the session's token (or comes from this server's `Origin`).
    public func upload(_ path: String, limits: UploadLimits, _ handler: @escaping IntentHandler) {
        let server = self.server
        methods.declare(.post, path)
        router.post(RouterPath(path)) { request, _ in
            let parsed = try await MultipartBody.read(
                request.body, contentType: request.headers[.contentType], limits: limits)
            var begun = await server.begin(request, form: parsed?.fields ?? [:])
            guard server.trusted(request, form: parsed?.fields ?? [:], session: begun.request.session) else {
                return await server.forbidden(begun)
            }
            begun.request.files = parsed?.files ?? []
            begun.request.refusals = parsed?.refusals ?? UploadRefusals()
            let target = await server.perform(handler, begun.request)
            return server.redirect(target, begun)
        }
    }

    /// A GET at `path` answered by `handler` as it is (a picture, say): no page, no session
    /// unless the handler asks for one. Declared here so that the other methods get 405.
    public func get(
        _ path: String,
        _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response
    ) {
        methods.declare(.get, path)
        router.get(RouterPath(path), use: handler)
    }

    /// Answers every other method on each declared path with 405 and the `Allow` header naming
    /// the declared ones (HEAD with GET, as the router answers HEAD for every GET). Called once,
    /// after every app declared its routes.
    func answerOtherMethods() {
        let candidates: [HTTPRequest.Method] = [.get, .post, .put, .delete, .patch, .options]
        for (path, declared) in methods.all() {
            var allowed = declared.map(\.rawValue)
            if declared.contains(.get) { allowed.append("HEAD") }
            let allow = allowed.sorted().joined(separator: ", ")
            for method in candidates where !declared.contains(method) {
                let server = self.server
                router.on(RouterPath(path), method: method) { request, _ in
                    await server.methodNotAllowed(request, allow: allow)
                }
            }
        }
    }

    // MARK: The start page, the assets, the language switch

    /// The routes every gallery has.
    func registerCommon(apps: [any GalleryApp], assets: Assets) {
        let server = self.server
        let entries = apps.map(\.entry)
        screen("/") { request in
            let language = request.language
            return .show(
                Screen(template: "start", title: language.pick("App gallery", "앱 갤러리")) {
                    [
                        "heading": language.pick("Five apps", "앱 다섯 개"),
                        "apps": entries.map { entry -> PageValues in
                            [
                                "slug": entry.slug, "name": language.pick(entry.english, entry.korean),
                                "emoji": entry.emoji,
                            ]
                        },
                    ]
                })
        }
        get("/assets/:name") { _, context in
            guard let name = context.parameters.get("name"), let file = assets.files[name] else {
                throw HTTPError(.notFound)
            }
            return Response(
                status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: file.body)))
        }
        methods.declare(.post, "/language")
        router.post("/language") { request, _ in
            let form = PageServer.formValues(try await request.body.collect(upTo: PageServer.formLimit))
            let begun = await server.begin(request, form: form)
            guard server.trusted(request, form: form, session: begun.request.session) else {
                return await server.forbidden(begun)
            }
            var response = server.redirect(PageServer.localPath(form["back"]), begun)
            if let language = form["lang"].flatMap(PageLanguage.init(rawValue:)) {
                response.setCookie(
                    Cookie(
                        name: PageServer.languageCookie, value: language.rawValue, maxAge: 365 * 24 * 3600,
                        path: "/",
                        httpOnly: true, sameSite: .lax))
            }
            return response
        }
    }

}

/// What the gallery's handlers share: the sessions, the templates and the configuration, and the
/// way a request becomes a session, a page, a redirect or an event stream.
struct PageServer: Sendable {
    /// The templates.
    let renderer: PageRenderer
    /// The sessions.
    let sessions: GallerySessions
    /// The gallery's configuration.
    let configuration: GalleryConfiguration
    /// The address it answers as (its `Origin` is the only one trusted).
    let address: GalleryAddress

    /// The cookie naming the session.
    static let sessionCookie = "gallery-session"
    /// The cookie the language switch sets.
    static let languageCookie = "lang"
    /// `X-Content-Type-Options`: the browser never guesses a content type.
    private static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options") ?? .contentType
    /// The largest form body read by default (an intent may allow more).
    static let formLimit = 64 * 1024

    // MARK: Requests

    /// A request's session (fresh when its cookie names none alive), language and values. A POST
    /// keeps its session; any other request renders with a provisional one until then (see
    /// ``GallerySessions``).
    func begin(_ request: Request, path: String? = nil, form: [String: String] = [:]) async -> (
        request: ScreenRequest, isNew: Bool
    ) {
        let cookies = request.cookies
        let (session, isNew) = await sessions.session(
            for: cookies[Self.sessionCookie]?.value, keep: request.method == .post)
        let language = PageLanguage.choose(
            fixed: configuration.language, cookie: cookies[Self.languageCookie]?.value,
            acceptLanguage: request.headers[.acceptLanguage])
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        return (
            ScreenRequest(
                session: session, language: language, path: path ?? request.uri.path, query: query, form: form
            ),
            isNew
        )
    }

    /// Whether a POST comes from the gallery's own page: an `Origin`, when sent, must be the
    /// gallery's own address (never compared with the request's `Host`); then the form's token,
    /// or that `Origin` itself, vouches for it.
    func trusted(_ request: Request, form: [String: String], session: GallerySession) -> Bool {
        if let origin = request.headers[.origin] {
            return address.accepts(origin: origin)
        }
        if let token = form["token"], !token.isEmpty, token == session.token { return true }
        return false
    }

    /// The values of an `application/x-www-form-urlencoded` body.
    static func formValues(_ body: ByteBuffer) -> [String: String] {
        var values: [String: String] = [:]
        for pair in String(buffer: body).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ text: Substring) -> String {
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            guard let name = parts.first else { continue }
            values[decoded(name)] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return values
    }

    /// `path` when it is one of the gallery's own paths (letters, digits, `/`, `-`, `_`), else `/`:
    /// a redirect never leaves the gallery.
    static func localPath(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"),
            path.utf8.allSatisfy({
                switch $0 {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"),
                    UInt8(ascii: "_"):
                    true
                default: false
                }
            })
        else { return "/" }
        return path
    }

    // MARK: Answers

    /// Runs a screen's handler and renders its page (or the URL it redirects to), on the main actor.
    @MainActor
    func page(_ handler: GalleryRoutes.ScreenHandler, _ request: ScreenRequest) async -> PageAnswer {
        switch await handler(request) {
        case .redirect(let target):
            request.session.remember(shown: Self.localPath(target))
            return .redirect(target)
        case .show(let screen):
            // A page saying what the URL names is not there moves no model.
            if screen.status == .ok { request.session.remember(shown: request.path) }
            return .html(render(screen, request), status: screen.status)
        }
    }

    /// Runs an intent's handler; the URL of the screen it shows now is what its app shows, unless
    /// the form was sent as its page was left (`leaving=1`: `gallery.js` saving what was typed on
    /// the way out), when the person is on another page already and its event stream must not be
    /// sent back.
    @MainActor
    func perform(_ handler: GalleryRoutes.IntentHandler, _ request: ScreenRequest) async -> String {
        let target = await handler(request)
        if request.form["leaving"] != "1" { request.session.remember(shown: Self.localPath(target)) }
        return target
    }

    /// `screen`'s page (its UTF-8): its values with the layout's (`page`).
    @MainActor
    func render(_ screen: Screen, _ request: ScreenRequest) -> [UInt8] {
        renderer.bytes(
            screen.template, screen.values(),
            page: chrome(title: screen.title, request, events: !screen.live.isEmpty, modal: screen.modal))
    }

    /// The layout's values: language, title, token, the language switch, the way home, and
    /// whether a dialog holds the focus (`modal`).
    func chrome(title: String, _ request: ScreenRequest, events: Bool, modal: Bool = false) -> PageValues {
        let language = request.language
        let path = Self.localPath(request.path)
        return [
            "lang": language.rawValue, "title": title, "token": request.session.token, "path": path,
            "events": events ? (path == "/" ? "/events" : path + "/events") : "",
            "switchable": configuration.language == nil,
            "switchLabel": language.pick("Language", "언어"),
            "languages": PageLanguage.allCases.map { option -> PageValues in
                [
                    "code": option.rawValue, "name": option.pick("English", "한국어"),
                    "current": option == language,
                ]
            },
            "home": language.pick("All apps", "모든 앱"), "isHome": path == "/", "modal": modal,
        ]
    }

    /// The answer to a GET.
    func respond(_ answer: PageAnswer, _ begun: (request: ScreenRequest, isNew: Bool)) -> Response {
        switch answer {
        case .redirect(let target): redirect(target, begun)
        case .html(let html, let status): htmlResponse(html, status: status, begun)
        }
    }

    /// A 303 to `target`.
    func redirect(_ target: String, _ begun: (request: ScreenRequest, isNew: Bool)) -> Response {
        var response = Response(status: .seeOther, headers: [.location: Self.localPath(target)])
        if begun.isNew { response.setCookie(sessionCookie(begun.request.session)) }
        return response
    }

    /// The 403 page of a POST without the token.
    func forbidden(_ begun: (request: ScreenRequest, isNew: Bool)) async -> Response {
        let language = begun.request.language
        return await notice(
            begun, status: .forbidden, title: language.pick("Not allowed", "허용되지 않음"),
            message: language.pick(
                "This form came without this page's token (or from another site), so nothing was done. Go back, reload the page and try again.",
                "이 양식에는 이 페이지의 토큰이 없어서(또는 다른 사이트에서 와서) 아무것도 하지 않았어요. 뒤로 가서 페이지를 새로 고친 뒤 다시 해 보세요."))
    }

    /// The page of a form whose body is longer than `limit` bytes (413): says so in the page's
    /// language; nothing ran and nothing was stored.
    func tooLarge(_ request: Request, limit: Int) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        var response = await notice(
            begun, status: .contentTooLarge, title: language.pick("Too long to send", "보내기에 너무 길어요"),
            message: language.pick(
                "What this form sent is longer than the \(limit / 1024) KB it can take, so nothing was saved. Go back: your text is still in the form. Shorten it, or split it in two, and send it again.",
                "이 양식으로 보낸 내용이 받을 수 있는 \(limit / 1024)KB보다 길어서 아무것도 저장하지 않았어요. 뒤로 가면 쓴 내용이 양식에 그대로 있어요. 줄이거나 둘로 나눈 뒤 다시 보내 주세요."
            ))
        // The rest of the body is not read: the connection ends after this answer.
        response.headers[.connection] = "close"
        return response
    }

    /// The page answering a method the path does not take (405), with `Allow`.
    func methodNotAllowed(_ request: Request, allow: String) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        var response = await notice(
            begun, status: .methodNotAllowed, title: language.pick("Not possible here", "여기서는 할 수 없어요"),
            message: language.pick(
                "This address does not take a \(request.method.rawValue) request; it takes \(allow). Use the page's links and buttons.",
                "이 주소는 \(request.method.rawValue) 요청을 받지 않아요(받는 요청: \(allow)). 페이지의 링크와 버튼을 써 주세요."))
        response.headers[.allow] = allow
        return response
    }

    /// The page of an address the gallery does not have (404), in the page's language, with the
    /// way back to the start page.
    func notFound(_ request: Request) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        return await notice(
            begun, status: .notFound, title: language.pick("Page not found", "페이지를 찾을 수 없어요"),
            message: language.pick(
                "The gallery has no page at this address. The link may be wrong, or what it showed is gone.",
                "갤러리에 이 주소의 페이지가 없어요. 링크가 잘못됐거나 보여 주던 것이 없어졌을 수 있어요."))
    }

    /// A page of one message (`notice.mustache`) with the way back to the start page, answered
    /// with `status`.
    func notice(
        _ begun: (request: ScreenRequest, isNew: Bool), status: HTTPResponse.Status, title: String,
        message: String
    ) async -> Response {
        let html = await renderNotice(begun.request, status: status, title: title, message: message)
        return htmlResponse(html, status: status, begun)
    }

    /// The notice page's bytes, rendered on the main actor.
    @MainActor
    private func renderNotice(
        _ request: ScreenRequest, status: HTTPResponse.Status, title: String, message: String
    ) -> [UInt8] {
        let home = request.language.pick("All apps", "모든 앱")
        let screen = Screen(template: "notice", title: title, status: status) {
            ["message": message, "back": home, "backURL": "/"]
        }
        return render(screen, request)
    }

    /// An HTML page with the gallery's headers (no outside scripts or styles).
    func htmlResponse(
        _ html: [UInt8], status: HTTPResponse.Status, _ begun: (request: ScreenRequest, isNew: Bool)
    ) -> Response {
        var response = Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                .contentSecurityPolicy:
                    "default-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'",
                Self.contentTypeOptions: "nosniff",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: html)))
        if begun.isNew { response.setCookie(sessionCookie(begun.request.session)) }
        return response
    }

    /// A picture's answer: its bytes, typed from their own first bytes (PNG, JPEG, GIF or WebP,
    /// as the Open Market server's ``ImageKind`` reads them), never sniffed by the browser nor
    /// run; `nil` for bytes that are no picture.
    static func picture(_ data: Data, cacheControl: String) -> Response? {
        guard let kind = ImageKind(sniffing: data) else { return nil }
        return Response(
            status: .ok,
            headers: [
                .contentType: kind.mimeType, .cacheControl: cacheControl,
                .contentSecurityPolicy: "default-src 'none'", contentTypeOptions: "nosniff",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The cookie naming `session`.
    func sessionCookie(_ session: GallerySession) -> Cookie {
        Cookie(name: Self.sessionCookie, value: session.id, path: "/", httpOnly: true, sameSite: .lax)
    }

    // MARK: Live updates

    /// The event stream of a screen: one `replace` event per live part whose HTML changed.
    @MainActor
    func events(_ handler: GalleryRoutes.ScreenHandler, _ request: ScreenRequest) async -> AsyncStream<String>
    {
        let (output, continuation) = AsyncStream.makeStream(of: String.self)
        // Another tab of the session moved the app to another screen since this page was shown:
        // the page follows it, rather than bringing the model back (and the other tab with it).
        if let shown = request.session.shownPath(inAppOf: request.path), shown != request.path {
            continuation.yield(LiveFollower.event("navigate", ["url": shown]))
            continuation.finish()
            return output
        }
        let screen: Screen
        switch await handler(request) {
        case .show(let shown) where !shown.live.isEmpty:
            screen = shown
        case .show:
            continuation.finish()
            return output
        case .redirect(let target):
            // The model shows another screen now (another tab moved it): the page goes there.
            continuation.yield(LiveFollower.event("navigate", ["url": Self.localPath(target)]))
            continuation.finish()
            return output
        }
        let page = chrome(title: screen.title, request, events: true)
        let follower = LiveFollower(
            screen: screen, page: page, renderer: renderer, limit: configuration.eventLimit,
            lifetime: configuration.eventStreamLifetime)
        let task = Task { @MainActor in
            await follower.run(into: continuation)
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return output
    }
}

/// A rendered GET: HTML or a redirect.
enum PageAnswer: Sendable {
    case html([UInt8], status: HTTPResponse.Status)
    case redirect(String)
}

/// Follows one screen for its event stream: renders its live parts under observation tracking and
/// sends those that changed.
@MainActor
final class LiveFollower {
    /// The screen followed.
    let screen: Screen
    /// The layout's values (the token the parts' forms carry).
    let page: PageValues
    /// The templates.
    let renderer: PageRenderer
    /// How many events to send before ending; `nil` for no limit.
    let limit: Int?
    /// How long to follow.
    let lifetime: Duration

    init(screen: Screen, page: PageValues, renderer: PageRenderer, limit: Int?, lifetime: Duration) {
        self.screen = screen
        self.page = page
        self.renderer = renderer
        self.limit = limit
        self.lifetime = lifetime
    }

    /// Sends the live parts as they are now (`current`), then renders them each time the model
    /// changes and sends those that changed (`replace`; and every 15 s a comment, so a closed
    /// connection is noticed), until cancelled, the lifetime or the limit of `replace` events.
    ///
    /// The page was rendered before its stream opened, and what changed in between (a save the
    /// page sent as it was left, another tab's step) reaches it only through the first `current`
    /// events: the page's script replaces a part with one only where it differs from what it shows.
    func run(into continuation: AsyncStream<String>.Continuation) async {
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                wake.yield()
            }
        }
        defer { ticker.cancel() }
        let deadline = ContinuousClock.now.advanced(by: lifetime)
        var shown = render(wake)
        for id in screen.live {
            continuation.yield(Self.event("current", ["id": id, "html": shown[id] ?? ""]))
        }
        var sent = 0
        for await _ in wakes {
            if Task.isCancelled || ContinuousClock.now >= deadline { return }
            let parts = render(wake)
            var changed = false
            for id in screen.live where parts[id] != shown[id] {
                changed = true
                continuation.yield(Self.event("replace", ["id": id, "html": parts[id] ?? ""]))
                sent += 1
                if let limit, sent >= limit { return }
            }
            if !changed { continuation.yield(": still here\n\n") }
            shown = parts
        }
    }

    /// The live parts' HTML; `wake` is told of the next change of what they read.
    private func render(_ wake: AsyncStream<Void>.Continuation) -> [String: String] {
        withObservationTracking {
            let values = screen.values()
            var parts: [String: String] = [:]
            for id in screen.live { parts[id] = renderer.render(id, values, page: page) }
            return parts
        } onChange: {
            wake.yield()
        }
    }

    /// An event named `name` whose data is `fields` as a JSON object (`current` and `replace`:
    /// `{"html", "id"}`; `navigate`: `{"url"}`).
    static func event(_ name: String, _ fields: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(fields)) ?? Data("{}".utf8)
        return "event: \(name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }
}

/// The methods declared on each path of the gallery (a reference, shared by the copies of
/// ``GalleryRoutes`` the apps are given); read once all are declared.
final class DeclaredMethods: @unchecked Sendable {
    // @unchecked Sendable: `paths` is read and written under `lock` only.
    private let lock = NSLock()
    private var paths: [String: Set<HTTPRequest.Method>] = [:]

    /// Notes that `path` answers `method`.
    func declare(_ method: HTTPRequest.Method, _ path: String) {
        lock.withLock { _ = paths[path, default: []].insert(method) }
    }

    /// Every path with its methods.
    func all() -> [(path: String, methods: Set<HTTPRequest.Method>)] {
        lock.withLock { paths.map { ($0.key, $0.value) } }
    }
}

/// Answers an address the gallery does not have (a route's `HTTPError(.notFound)`, or no route)
/// with the not-found page in the page's language instead of an empty 404.
struct NotFoundPage<Context: RequestContext>: RouterMiddleware {
    /// What renders the page.
    let server: PageServer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            let response = try await next(request, context)
            guard response.status == .notFound, response.headers[.contentType] == nil else { return response }
            return await server.notFound(request)
        } catch let error as HTTPError where error.status == .notFound {
            return await server.notFound(request)
        }
    }
}
