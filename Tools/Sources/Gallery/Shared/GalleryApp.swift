import Foundation
import Hummingbird

/// One row of the start page: an app and its name in both languages.
public struct AppEntry: Sendable {
    /// The app's tool name (`juice-maker`): the first part of its URLs and its data folder's name.
    public let slug: String
    /// The app's name in English.
    public let english: String
    /// The app's name in Korean.
    public let korean: String
    /// The emoji the start page shows beside the name.
    public let emoji: String

    /// An app's entry.
    public init(slug: String, english: String, korean: String, emoji: String) {
        self.slug = slug
        self.english = english
        self.korean = korean
        self.emoji = emoji
    }
}

/// What a request to a route does.
public enum RouteMethod: Sendable {
    /// A GET shows a screen (``GalleryApp/show(_:_:)``); its event stream is at `<path>/events`.
    case screen
    /// A POST of a form whose body is at most `limit` bytes (64 KB when `nil`) runs an intent
    /// (``GalleryApp/perform(_:_:)``).
    case intent(limit: Int? = nil)
    /// A POST of a `multipart/form-data` form (files), read within `limits`, runs an intent.
    case upload(UploadLimits)
    /// A GET answered with a file (a picture): ``GalleryApp/file(_:)``.
    case file
}

/// An app's pages and forms: one value per URL, which makes its path, its pattern for the
/// router, and is made again from the router's parameters.
///
/// Ids in a path are written through ``path(writing:)``: a route with an id writes
/// `write("id", "42")`, which is `42` in its ``path`` and `:id` in its ``pattern``;
/// ``reading(_:)`` makes the route again from the router's parameters.
public protocol GalleryRoute: Hashable, Sendable {
    /// One route per pattern, ids set to any value (the router's registration reads each one's
    /// ``pattern`` and ``method``).
    static var all: [Self] { get }
    /// What a request to it does.
    var method: RouteMethod { get }
    /// The path, each id written by `write` (its name and its value).
    func path(writing write: (_ name: String, _ value: String) -> String) -> String
    /// This route with the ids the router read from a URL of its ``pattern``; `nil` when one is
    /// not a value of its type. A route without ids is itself.
    func reading(_ parameters: Parameters) -> Self?
}

extension GalleryRoute {
    /// The route's URL path, each id percent-encoded but for ASCII letters, digits and `-._~`.
    public var path: String {
        path { _, value in value.addingPercentEncoding(withAllowedCharacters: routeIDCharacters) ?? "" }
    }

    /// The route's pattern for Hummingbird's router (`/diary/entries/:id`).
    public var pattern: String { path { name, _ in ":" + name } }

    /// A route without ids.
    public func reading(_ parameters: Parameters) -> Self? { self }
}

/// What an id in a path keeps unencoded: ASCII letters and digits, `-`, `.`, `_` and `~`.
private let routeIDCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

extension Parameters {
    /// The value of the parameter `name`, percent-decoded.
    func text(_ name: String) -> String? {
        get(name).map { $0.removingPercentEncoding ?? $0 }
    }
}

/// An app of the gallery: its start-page entry, its routes and what each does. See
/// `ARCHITECTURE.md` ("The gallery") for adding one.
public protocol GalleryApp: Sendable {
    /// The app's routes.
    associatedtype Route: GalleryRoute
    /// The app's row on the start page.
    var entry: AppEntry { get }
    /// Brings the session's model to the screen `route` names and describes it, or redirects to
    /// the screen the model shows when it cannot show that one. It also runs for the screen's
    /// event stream, so it must be safe to call again: never repeat an intent.
    @MainActor func show(_ route: Route, _ request: ScreenRequest) async -> ScreenAnswer
    /// Runs the intent of `route` (its form's values are `request.form`) and answers the route of
    /// the screen the model shows now.
    @MainActor func perform(_ route: Route, _ request: ScreenRequest) async -> Route
    /// The answer to a ``RouteMethod/file`` route (a picture the session's screens may hold);
    /// `nil` for 404.
    @MainActor func file(_ route: Route, _ request: ScreenRequest) async -> Response?
    /// Stops what the app started (a server in process); the gallery is stopping.
    func stop() async
}

extension GalleryApp {
    /// No files.
    public func file(_ route: Route, _ request: ScreenRequest) async -> Response? { nil }

    /// Nothing to stop.
    public func stop() async {}
}

/// The apps the start page lists, in the seeds' order.
public enum GalleryApps {
    /// Every app, each with its pages.
    public static func all(_ configuration: GalleryConfiguration) -> [any GalleryApp] {
        [
            JuiceMakerPages(configuration: configuration),
            OpenMarketPages(configuration: configuration),
            ExpoPages(configuration: configuration),
            DiaryPages(configuration: configuration),
            StarbucksPages(configuration: configuration),
        ]
    }
}

/// The gallery's own routes: the start page, the language switch and the assets.
public enum CommonRoute: GalleryRoute {
    /// `/`: the start page.
    case start
    /// `POST /language`: the language switch.
    case language
    /// `/assets/<name>`: the stylesheet, the script, the icon.
    case asset(String)

    /// Every route, one per pattern (ids set to any value).
    public static let all: [CommonRoute] = [.start, .language, .asset("gallery.css")]

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .start: .screen
        case .language: .intent()
        case .asset: .file
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        switch self {
        case .start: "/"
        case .language: "/language"
        case .asset(let name): "/assets/" + write("name", name)
        }
    }

    /// The route with the ids of `parameters`; `nil` when one is not of its type.
    public func reading(_ parameters: Parameters) -> CommonRoute? {
        switch self {
        case .asset: parameters.text("name").map(CommonRoute.asset)
        default: self
        }
    }
}

/// A shared store opened on first use and kept: the one store of an app that every session reads
/// (and that follows what other processes write to its file).
actor SharedStore<Store: Sendable> {
    /// Opens the store.
    private let open: @Sendable () async throws -> Store
    /// The opening under way or done; cleared when it failed, so the next call tries again.
    private var opening: Task<Store, any Error>?

    /// A store `open` opens on the first call of ``store()`` that succeeds.
    init(_ open: @escaping @Sendable () async throws -> Store) {
        self.open = open
    }

    /// The store; opened once, by the first call (the calls meanwhile wait for that opening).
    func store() async throws -> Store {
        let task = opening ?? Task { [open] in try await open() }
        opening = task
        do {
            return try await task.value
        } catch {
            if opening == task { opening = nil }
            throw error
        }
    }
}
