import Foundation
import HTTPTypes
import Hummingbird
import LoopbackHost
import NIOCore
import OpenMarketServer
import ToolSupport

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
    let address: LoopbackAddress

    /// The cookie naming the session.
    static let sessionCookie = "gallery-session"
    /// The cookie the language switch sets.
    static let languageCookie = "lang"
    /// `X-Content-Type-Options`: the browser never guesses a content type.
    private static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options") ?? .contentType
    /// The largest form body read by default (an intent may allow more).
    static let formLimit = 64 * 1024

    // MARK: Requests

    /// A request's session (fresh when its cookie names none alive), language and values. A new
    /// session is provisional (see ``GallerySessions``) until ``trust(_:form:)`` keeps it: a POST
    /// refused (from another site, without the token, too long, unreadable) keeps none, so no
    /// number of them can push out a session a person is using.
    func begin(_ request: Request, path: String? = nil, form: [String: String] = [:]) async -> (
        request: ScreenRequest, isNew: Bool
    ) {
        let cookies = request.cookies
        let (session, isNew) = await sessions.session(for: cookies[Self.sessionCookie]?.value, keep: false)
        let (language, locale) = Self.language(
            fixed: configuration.language, cookie: cookies[Self.languageCookie]?.value,
            acceptLanguage: request.headers[.acceptLanguage])
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        var screenRequest = ScreenRequest(
            session: session, language: language, locale: locale, path: path ?? request.uri.path,
            query: query, form: form)
        screenRequest.patience = configuration.patience
        let cacheControl = request.headers[.cacheControl]?.lowercased() ?? ""
        screenRequest.reload = cacheControl.contains("max-age=0") || cacheControl.contains("no-cache")
        return (screenRequest, isNew)
    }

    /// Whether a POST comes from the gallery's own page: an `Origin`, when sent, must be the
    /// gallery's own address (never compared with the request's `Host`); then the form's token,
    /// or that `Origin` itself, vouches for it.
    func trusted(_ request: Request, form: [String: String], session: GallerySession) -> Bool {
        if request.headers[.origin] != nil { return !fromAnotherSite(request) }
        if let token = form["token"], !token.isEmpty, token == session.token { return true }
        return false
    }

    /// Whether a request says it comes from another site: its `Origin` is not the gallery's own
    /// address. Such a POST is refused before its body is read, so another site's page cannot
    /// keep the gallery busy reading uploads it will refuse anyway.
    func fromAnotherSite(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return false }
        return !address.accepts(origin: origin)
    }

    /// Whether the POST `begun` comes from the gallery's own page (``trusted(_:form:session:)``);
    /// when it does, its session is kept from now on (a form's intent needs lasting state).
    func trust(_ request: Request, form: [String: String], _ begun: (request: ScreenRequest, isNew: Bool))
        async -> Bool
    {
        guard trusted(request, form: form, session: begun.request.session) else { return false }
        await sessions.keep(begun.request.session)
        return true
    }

    /// A form's body, at most `limit` bytes; `nil` when it is longer, or announced as longer
    /// (`Content-Length`: then none of it is read, and the answer need not wait for it).
    static func formBody(_ request: Request, limit: Int) async throws -> ByteBuffer? {
        if let announced = request.headers[.contentLength].flatMap({ Int($0) }), announced > limit {
            return nil
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            return nil
        }
    }

    /// The values of an `application/x-www-form-urlencoded` body; `nil` when it cannot be read as
    /// one: sent as another type, or holding a name or value whose percent-encoding or UTF-8 is
    /// broken. Such a form is refused whole (``unreadableForm(_:)``): reading a broken field as
    /// empty would store an empty field over the person's text.
    static func formValues(_ body: ByteBuffer, contentType: String?) -> [String: String]? {
        let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/x-www-form-urlencoded" || (type == nil && body.readableBytes == 0) else {
            return nil
        }
        var values: [String: String] = [:]
        for pair in String(decoding: body.readableBytesView, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ text: Substring) -> String? {
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = parts.first.flatMap(decoded),
                let value = parts.count > 1 ? decoded(parts[1]) : ""
            else { return nil }
            values[name] = value
        }
        guard String(validating: body.readableBytesView, as: UTF8.self) != nil else { return nil }
        return values
    }

    /// `path` when it is a path of the gallery's own address (letters, digits, `/`, `-`, `_`, `.`,
    /// `~`, and `%` with two hex digits), else `/`: a redirect never leaves the gallery, and a page
    /// at an address the gallery does not have (`/nope.html`) switches language in place.
    static func localPath(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//") else { return "/" }
        let bytes = Array(path.utf8)
        let isHex = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                index += 1
            case UInt8(ascii: "%")
            where index + 2 < bytes.count && isHex(bytes[index + 1]) && isHex(bytes[index + 2]):
                index += 3
            default:
                return "/"
            }
        }
        return path
    }

    // MARK: Answers

    /// Runs a screen's handler and renders its page (or the URL it redirects to), on the main actor.
    @MainActor
    func page(_ handler: GalleryRoutes.ScreenHandler, _ request: ScreenRequest) async -> PageAnswer {
        await request.session.settle(request.patience, path: request.path)
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
        await request.session.settle(request.patience, path: request.path)
        let target = await handler(request)
        if request.form["leaving"] != "1" { request.session.remember(shown: Self.localPath(target)) }
        return target
    }

    /// `screen`'s page: its values with the layout's.
    @MainActor
    func render(_ screen: Screen, _ request: ScreenRequest) -> String {
        renderer.render(
            screen, chrome: PageChrome(screen, request, switchable: configuration.language == nil))
    }

    /// The page's language and the locale of its dates and numbers: `fixed` (`--lang`), else the
    /// `lang` cookie, else the first language of `Accept-Language` the pages speak (by its `q`
    /// order), else English; the locale is the first tag of `Accept-Language` in that language
    /// (`en-GB`), else the language's own. Anything else in the cookie or the header is ignored.
    static func language(fixed: Language?, cookie: String?, acceptLanguage: String?) -> (Language, Locale) {
        let tags = (acceptLanguage ?? "").split(separator: ",").enumerated().compactMap {
            index, part -> (tag: String, language: Language, quality: Double, index: Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first,
                tag.allSatisfy({ $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
            else { return nil }
            let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
            guard let language = Language(rawValue: primary) else { return nil }
            let quality =
                pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, language, quality, index) : nil
        }.sorted { ($0.quality, -$0.index) > ($1.quality, -$1.index) }
        let language = fixed ?? cookie.flatMap(Language.init(rawValue:)) ?? tags.first?.language ?? .en
        // A tag with a region names how dates and numbers are written; the language alone does not.
        // Its extensions (`-u-nu-hanidec`: another numbering; `-x-…`) are left out: the page
        // writes the language's and region's own digits and calendar.
        let tag = tags.lazy.filter { $0.language == language }
            .map { $0.tag.split(separator: "-").prefix { $0.count > 1 }.joined(separator: "-") }
            .first { $0.contains("-") }
        return (language, tag.map { Locale(identifier: $0) } ?? language.locale)
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
            begun, status: .forbidden, title: language.text(.notAllowed),
            message: language.text(.forbiddenMessage), method: .post)
    }

    /// The 400 page of a form that cannot be read (``formValues(_:contentType:)``): nothing ran
    /// and nothing was stored.
    func unreadableForm(_ request: Request) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        return await notice(
            begun, status: .badRequest, title: language.text(.unreadableForm),
            message: language.text(.unreadableFormMessage), method: request.method)
    }

    /// The page of a form whose body is longer than `limit` bytes (413): says so in the page's
    /// language; nothing ran and nothing was stored.
    func tooLarge(_ request: Request, limit: Int) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        var response = await notice(
            begun, status: .contentTooLarge, title: language.text(.tooLong),
            message: language.text(.tooLongMessage, ["limit": "\(limit / 1024)"]), method: request.method)
        // The rest of the body is not read: the connection ends after this answer.
        response.headers[.connection] = "close"
        return response
    }

    /// The page answering a method the path does not take (405), with `Allow`.
    func methodNotAllowed(_ request: Request, allow: String) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        var response = await notice(
            begun, status: .methodNotAllowed, title: language.text(.notPossibleHere),
            message: language.text(
                .methodNotAllowedMessage, ["method": "\(request.method.rawValue)", "allow": "\(allow)"]),
            method: request.method)
        response.headers[.allow] = allow
        return response
    }

    /// The page of an address the gallery does not have (404), in the page's language, with the
    /// way back to the start page.
    func notFound(_ request: Request) async -> Response {
        let begun = await begin(request)
        let language = begun.request.language
        return await notice(
            begun, status: .notFound, title: language.text(.pageNotFound),
            message: language.text(.notFoundMessage), method: request.method)
    }

    /// A page of one message (`notice.mustache`) with the way back to the start page, answered
    /// with `status` to a request of `method`. The language switch of a notice answering anything
    /// but a GET leads to the start page: its own address shows no page to come back to. (Its
    /// request has no path, which ``localPath(_:)`` makes the start page's; the bar still shows
    /// the way home, as on every page but the start page.)
    func notice(
        _ begun: (request: ScreenRequest, isNew: Bool), status: HTTPResponse.Status, title: String,
        message: String, method: HTTPRequest.Method
    ) async -> Response {
        var request = begun.request
        if method != .get && method != .head {
            request = ScreenRequest(
                session: request.session, language: request.language, locale: request.locale, path: "")
        }
        let html = await renderNotice(request, status: status, title: title, message: message)
        return htmlResponse(html, status: status, begun)
    }

    /// The notice page's bytes, rendered on the main actor.
    @MainActor
    private func renderNotice(
        _ request: ScreenRequest, status: HTTPResponse.Status, title: String, message: String
    ) -> String {
        let home = request.language.text(.allApps)
        let screen = Screen(template: "notice", title: title, status: status) {
            NoticeValues(message: message, back: home, backURL: CommonRoute.start.path)
        }
        return render(screen, request)
    }

    /// An HTML page with the gallery's headers (no outside scripts or styles; pictures from the
    /// gallery, `data:` and `blob:`, the register form's previews of the files chosen).
    func htmlResponse(
        _ html: String, status: HTTPResponse.Status, _ begun: (request: ScreenRequest, isNew: Bool)
    ) -> Response {
        var response = Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                .contentSecurityPolicy:
                    "default-src 'self'; img-src 'self' data: blob:; form-action 'self'; frame-ancestors 'none'",
                Self.contentTypeOptions: "nosniff",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
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
        let page = PageChrome(
            title: screen.title, request, events: true, modal: false,
            switchable: configuration.language == nil)
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
