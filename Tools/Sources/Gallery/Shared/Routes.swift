import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Observation
import OpenMarketServer
import ServiceLifecycle
import ToolSupport

/// What an app's ``GalleryApp/show(_:_:)`` and ``GalleryApp/perform(_:_:)`` get: the session,
/// the page's language and the request's values.
public struct ScreenRequest: Sendable {
    /// The browser's session.
    public let session: GallerySession
    /// The language the page speaks.
    public let language: Language
    /// The locale of the page's dates and numbers: the browser's first language the page speaks,
    /// with its region (`en-GB`), or the language's own.
    public let locale: Locale
    /// The path of the screen (for an event stream, the screen's own path).
    public let path: String
    /// The URL's query values.
    public let query: [String: String]
    /// The form's values (a POST's body); empty for a GET.
    public let form: [String: String]
    /// The files a `multipart/form-data` form sent (a ``RouteMethod/upload(_:)`` route), in order.
    public var files: [UploadedFile] = []
    /// What such a form sent beyond its limits, never kept: for the page to say so.
    public var refusals = UploadRefusals()
    /// How long a load the request starts is waited for (``GalleryConfiguration/patience``).
    public var patience: Duration = .seconds(2)
    /// Whether the browser asked for the page again (a reload sends `Cache-Control: max-age=0`
    /// or `no-cache`; following a link, a redirect or Back does not): a screen that shows what
    /// it read from a server reads it again.
    public var reload = false

    /// A request of `session` for the screen at `path`, speaking `language` with `locale`'s dates
    /// and numbers (the language's own by default): what the router makes of each request, and
    /// what drives an app without HTTP.
    public init(
        session: GallerySession, language: Language, locale: Locale? = nil, path: String,
        query: [String: String] = [:], form: [String: String] = [:]
    ) {
        self.session = session
        self.language = language
        self.locale = locale ?? language.locale
        self.path = path
        self.query = query
        self.form = form
    }

    /// The session's state of type `State`, made by `make` on first use; its words follow the
    /// page's language (one set of models per session: switching language keeps the screen).
    @MainActor
    public func state<State: SessionState>(_ make: () -> State) -> State {
        session.state("\(State.self)", locale: locale, make: make)
    }

    /// Runs `work` (a screen model's load) and waits for it at most ``patience``: a slower load
    /// goes on, the page shows it under way, and its live parts follow it.
    @MainActor
    public func load(_ work: @escaping @MainActor () async -> Void) async {
        await session.load(work, patience: patience, path: path)
    }
}

/// What a GET of a screen's URL answers.
@MainActor
public enum ScreenAnswer {
    /// The screen, rendered.
    case show(Screen)
    /// Another URL: the model shows another screen than the URL names (303).
    case redirect(String)

    /// A redirect to `route`.
    public static func redirect(to route: some GalleryRoute) -> ScreenAnswer {
        .redirect(route.path)
    }
}

/// Puts every app's routes on the gallery's router, each answered through the ``PageServer``.
struct GalleryRoutes {
    /// A screen's handler: brings the model to the URL's screen and describes it.
    typealias ScreenHandler = @MainActor @Sendable (ScreenRequest) async -> ScreenAnswer
    /// An intent's handler: runs the model's intent and answers the path of the screen it shows now.
    typealias IntentHandler = @MainActor @Sendable (ScreenRequest) async -> String

    /// The router the routes go on.
    let router: Router<BasicRequestContext>
    /// What the routes' handlers share: the sessions, the templates, the configuration.
    let server: PageServer
    /// The methods declared on each path, for the 405 answers ``answerOtherMethods()`` adds.
    let methods = DeclaredMethods()

    /// Every route of `app`: a GET for a screen (and its event stream), a POST for an intent or an
    /// upload, a GET for a file. A URL whose ids are not of their type is not found.
    func register<App: GalleryApp>(_ app: App) {
        for route in App.Route.all {
            switch route.method {
            case .screen:
                screen(route.pattern) { parameters -> (String, ScreenHandler)? in
                    guard let route = route.reading(parameters) else { return nil }
                    return (route.path, { request in await app.show(route, request) })
                }
            case .intent(let limit):
                intent(route.pattern, limit: limit) { parameters -> (String, IntentHandler)? in
                    guard let route = route.reading(parameters) else { return nil }
                    return (route.path, { request in await app.perform(route, request).path })
                }
            case .upload(let limits):
                upload(route.pattern, limits: limits) { parameters -> (String, IntentHandler)? in
                    guard let route = route.reading(parameters) else { return nil }
                    return (route.path, { request in await app.perform(route, request).path })
                }
            case .file:
                methods.declare(.get, route.pattern)
                let server = self.server
                router.get(RouterPath(route.pattern)) { request, context in
                    guard let route = route.reading(context.parameters) else { throw HTTPError(.notFound) }
                    let begun = await server.begin(request, path: route.path)
                    guard var response = await app.file(route, begun.request) else {
                        throw HTTPError(.notFound)
                    }
                    if begun.isNew { response.setCookie(server.sessionCookie(begun.request.session)) }
                    return response
                }
            }
        }
    }

    /// A screen at `pattern` (GET), and its event stream at `pattern/events`; `handler` gives the
    /// route's path and what shows it, from the URL's parameters.
    private func screen(
        _ pattern: String, _ handler: @escaping @Sendable (Parameters) -> (String, ScreenHandler)?
    ) {
        let server = self.server
        methods.declare(.get, pattern)
        methods.declare(.get, pattern + "/events")
        router.get(RouterPath(pattern)) { request, context in
            guard let (path, show) = handler(context.parameters) else { throw HTTPError(.notFound) }
            let begun = await server.begin(request, path: path)
            let answer = await server.page(show, begun.request)
            return server.respond(answer, begun)
        }
        router.get(RouterPath(pattern + "/events")) { request, context in
            guard let (path, show) = handler(context.parameters) else { throw HTTPError(.notFound) }
            let begun = await server.begin(request, path: path)
            let stream = await server.events(show, begun.request)
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

    /// An intent at `pattern` (POST) whose form body is at most `limit` bytes (64 KB when `nil`):
    /// refused with 403 unless the form carries the session's token or the request's `Origin` is
    /// this server (another site's `Origin` before the body is read); else its handler runs and the answer is a 303. A longer body is answered with
    /// a page saying so in the page's language (413), and nothing runs.
    private func intent(
        _ pattern: String, limit: Int?,
        _ handler: @escaping @Sendable (Parameters) -> (String, IntentHandler)?
    ) {
        let server = self.server
        let limit = limit ?? PageServer.formLimit
        methods.declare(.post, pattern)
        router.post(RouterPath(pattern)) { request, context in
            guard let (path, perform) = handler(context.parameters) else { throw HTTPError(.notFound) }
            if server.fromAnotherSite(request) {
                return await server.forbidden(server.begin(request, path: path))
            }
            guard let body = try await PageServer.formBody(request, limit: limit) else {
                return await server.tooLarge(request, limit: limit)
            }
            guard let form = PageServer.formValues(body, contentType: request.headers[.contentType]) else {
                return await server.unreadableForm(request)
            }
            let begun = await server.begin(request, path: path, form: form)
            guard await server.trust(request, form: form, begun) else {
                return await server.forbidden(begun)
            }
            let target = await server.perform(perform, begun.request)
            return server.redirect(target, begun)
        }
    }

    /// An intent at `pattern` (POST) whose form is `multipart/form-data` (it sends files), read as
    /// it arrives within `limits`: its fields are the request's `form`, its files its `files`, and
    /// what passed the limits (never kept) its `refusals`, for the handler's page to say. Refused
    /// with 403 from another site's `Origin` (before the body is read) or without the session's
    /// token; with 400 when it is not a well-formed `multipart/form-data` body (or a text field's
    /// UTF-8 is broken); with 413 when a text field passes ``UploadLimits/field``.
    private func upload(
        _ pattern: String, limits: UploadLimits,
        _ handler: @escaping @Sendable (Parameters) -> (String, IntentHandler)?
    ) {
        let server = self.server
        methods.declare(.post, pattern)
        router.post(RouterPath(pattern)) { request, context in
            guard let (path, perform) = handler(context.parameters) else { throw HTTPError(.notFound) }
            if server.fromAnotherSite(request) {
                return await server.forbidden(server.begin(request, path: path))
            }
            guard
                let parsed = try await MultipartBody.read(
                    request.body, contentType: request.headers[.contentType], limits: limits)
            else { return await server.unreadableForm(request) }
            // A text field longer than any the page's form needs is refused whole, as a long
            // urlencoded form is: cutting it would change the person's text without a word.
            if let limit = parsed.fieldLimit { return await server.tooLarge(request, limit: limit) }
            var begun = await server.begin(request, path: path, form: parsed.fields)
            guard await server.trust(request, form: parsed.fields, begun) else {
                return await server.forbidden(begun)
            }
            begun.request.files = parsed.files
            begun.request.refusals = parsed.refusals
            let target = await server.perform(perform, begun.request)
            return server.redirect(target, begun)
        }
    }

    /// Answers every other method on each declared path with 405 and the `Allow` header naming
    /// the declared ones (HEAD with GET, as the router answers HEAD for every GET). Called once,
    /// after every app declared its routes.
    func answerOtherMethods() {
        let candidates: [HTTPRequest.Method] = [
            .get, .post, .put, .delete, .patch, .options, .trace, .connect,
        ]
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

    /// The routes every gallery has: the start page (the apps of `entries`), the assets and the
    /// language switch.
    func registerCommon(apps entries: [AppEntry], assets: Assets) {
        let server = self.server
        screen(CommonRoute.start.pattern) { _ in
            (
                CommonRoute.start.path,
                { request in
                    let language = request.language
                    return .show(
                        Screen(template: "start", title: language.text(.galleryTitle)) {
                            StartValues(
                                heading: language.text(.fiveApps),
                                apps: entries.map {
                                    .init(
                                        url: "/" + $0.slug, emoji: $0.emoji,
                                        name: request.language == .ko ? $0.korean : $0.english)
                                })
                        })
                }
            )
        }
        methods.declare(.get, CommonRoute.asset("").pattern)
        router.get(RouterPath(CommonRoute.asset("").pattern)) { _, context in
            guard case .asset(let name)? = CommonRoute.asset("").reading(context.parameters),
                let file = assets.files[name]
            else { throw HTTPError(.notFound) }
            return Response(
                status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: file.body)))
        }
        methods.declare(.post, CommonRoute.language.pattern)
        router.post(RouterPath(CommonRoute.language.pattern)) { request, _ in
            guard let body = try await PageServer.formBody(request, limit: PageServer.formLimit) else {
                return await server.tooLarge(request, limit: PageServer.formLimit)
            }
            guard let form = PageServer.formValues(body, contentType: request.headers[.contentType]) else {
                return await server.unreadableForm(request)
            }
            let begun = await server.begin(request, form: form)
            guard await server.trust(request, form: form, begun) else {
                return await server.forbidden(begun)
            }
            var response = server.redirect(PageServer.localPath(form["back"]), begun)
            if let language = form["lang"].flatMap(Language.init(rawValue:)) {
                response.setCookie(
                    Cookie(
                        name: PageServer.languageCookie, value: language.rawValue, maxAge: 365 * 24 * 3600,
                        path: "/", httpOnly: true, sameSite: .lax))
            }
            return response
        }
    }
}

/// The start page's values: a row per app.
struct StartValues: PageValues {
    struct App: Encodable {
        let url, emoji, name: String
    }
    var page: PageChrome?
    let heading: String
    let apps: [App]
}

/// The methods declared on each path of the gallery (a reference, shared by the copies of
/// ``GalleryRoutes``); read once all are declared.
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
