import Foundation
import Hummingbird

/// The gallery's render path without HTTP, for `bench gallery`: a screen's handler run once for
/// a session of its own (bringing its model to the screen and loading it, as a GET does), then
/// its page rendered as often as asked, exactly as a GET renders it (the screen's values, the
/// layout's, the templates), so that the rendering alone can be timed.
package struct GalleryPageProbe: Sendable {
    /// The templates, the sessions and the configuration the routes would share.
    let server: PageServer
    /// The screens' handlers by path.
    let screens: [String: GalleryRoutes.ScreenHandler]

    /// The screens of `apps` (every app by default) over `configuration`.
    ///
    /// - Throws: ``GalleryError`` when the bundled templates cannot be read.
    package init(_ configuration: GalleryConfiguration, apps: [any GalleryApp]? = nil) async throws {
        let server = PageServer(
            renderer: try await PageRenderer.bundled(),
            sessions: GallerySessions(
                limit: configuration.sessionLimit, idleTimeout: configuration.sessionIdleTimeout,
                now: configuration.now),
            configuration: configuration, address: GalleryAddress(port: configuration.port))
        let recorder = ScreenRecorder()
        let routes = GalleryRoutes(router: Router(), server: server, recorder: recorder)
        for app in apps ?? GalleryApps.all(configuration) { app.register(on: routes) }
        self.server = server
        self.screens = recorder.handlers
    }

    /// The page of the screen at `path` (a declared path, without parameters) for a fresh session
    /// speaking `language`, following the screen's redirects (the Starbucks launch leads to its
    /// sign-in form): where it ended, the session's form token and a closure rendering the page
    /// again; `nil` when no screen is declared there or the redirects go round.
    @MainActor
    package func page(_ path: String, language: PageLanguage) async -> ProbedPage? {
        let (session, _) = await server.sessions.session(for: nil)
        var path = path
        for _ in 0..<5 {
            guard let handler = screens[path] else { return nil }
            let request = ScreenRequest(
                session: session, language: language, path: path, query: [:], form: [:])
            switch await handler(request) {
            case .redirect(let target):
                path = target
            case .show(let screen):
                let server = self.server
                return ProbedPage(path: path, token: session.token) { server.render(screen, request) }
            }
        }
        return nil
    }
}

/// A screen shown for a probe's session (see ``GalleryPageProbe``).
package struct ProbedPage: Sendable {
    /// The path of the screen shown (after the redirects).
    package let path: String
    /// The session's form token, which the page's forms carry.
    package let token: String
    /// Renders the page as a GET of ``path`` does now: the bytes it answers.
    package let bytes: @MainActor @Sendable () -> [UInt8]

    /// ``bytes`` as text.
    @MainActor
    package func render() -> String {
        String(decoding: bytes(), as: UTF8.self)
    }
}

/// The screens' handlers as ``GalleryRoutes`` declares them (``GalleryPageProbe``).
final class ScreenRecorder {
    /// The handlers by path.
    var handlers: [String: GalleryRoutes.ScreenHandler] = [:]
}
