import ExpoKit
import Foundation
import HTTPTypes
import Hummingbird
import ToolSupport

/// The Expo's URLs: the poster (the exposition's title, poster, facts and story, and the button
/// between two flags that opens the list), the exhibit list, an exhibit's detail, the pictures.
public enum ExpoRoute: GalleryRoute {
    /// `GET /expo`: the poster alone.
    case poster
    /// `GET /expo/exhibits`: the exhibit list, pushed after the poster.
    case exhibits
    /// `GET /expo/exhibits/<number>`: the exhibit's detail, pushed after the list (a 404 page for
    /// a number the list does not have; the text is kept as the URL gave it, to say so).
    case exhibit(String)
    /// `POST /expo/show-exhibits`: the poster's button, which shows the list (never the exhibit
    /// the list showed last).
    case showExhibits
    /// `POST /expo/exhibits/select` `number=<n>`: a row, which opens its exhibit; a number the
    /// list does not have shows the list with nothing selected.
    case select
    /// `POST /expo/retry`: the failure's retry button of the screen shown.
    case retry
    /// `GET /expo/images/<name>`: a picture of the catalogue (`poster`, `flag`, `jikji`…) from the
    /// picture folder; 404 for any other name.
    case image(String)

    /// Every route, one per pattern (ids set to any value).
    public static let all: [ExpoRoute] = [
        .poster, .exhibits, .exhibit("1"), .showExhibits, .select, .retry, .image("poster"),
    ]

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .poster, .exhibits, .exhibit: .screen
        case .showExhibits, .select, .retry: .intent()
        case .image: .file
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        switch self {
        case .poster: "/expo"
        case .exhibits: "/expo/exhibits"
        case .exhibit(let number): "/expo/exhibits/" + write("number", number)
        case .showExhibits: "/expo/show-exhibits"
        case .select: "/expo/exhibits/select"
        case .retry: "/expo/retry"
        case .image(let name): "/expo/images/" + write("name", name)
        }
    }

    /// The route with the ids of `parameters`; `nil` when one is not of its type.
    public func reading(_ parameters: Parameters) -> ExpoRoute? {
        switch self {
        case .exhibit: parameters.text("number").map(ExpoRoute.exhibit)
        case .image: parameters.text("name").map(ExpoRoute.image)
        default: self
        }
    }
}

/// The Expo's pages. Every session has its own poster model (its `destination` leads to the list,
/// the list's to an exhibit); all read the same ``ExpoSource``: the kit's catalogue, with the
/// pictures of ``GalleryConfiguration/expoImages`` when given.
public struct ExpoPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "expo", english: "Expo 1900", korean: "만국박람회 1900", emoji: "🗼")
    /// Where the catalogue and the pictures come from.
    let source: ExpoSource

    /// The pages of the kit's catalogue, with the pictures of `configuration.expoImages`.
    public init(configuration: GalleryConfiguration) {
        self.source = .bundled(imageDirectory: configuration.expoImages)
    }

    /// The pages of `source` (a test's folder).
    public init(source: ExpoSource) {
        self.source = source
    }

    /// The session's Expo, its poster loaded (and its catalogue's text read again in the page's
    /// language after a switch).
    @MainActor private func state(_ request: ScreenRequest) async -> ExpoState {
        let state = request.state { ExpoState(source: source, locale: request.locale) }
        await state.poster.load()
        await state.poster.finishRewording()
        return state
    }

    /// Brings the session's model to the screen `route` names and describes it.
    public func show(_ route: ExpoRoute, _ request: ScreenRequest) async -> ScreenAnswer {
        let state = await state(request)
        switch route {
        case .exhibits:
            await state.list().destination = nil
        case .exhibit(let text):
            let list = await state.list()
            guard list.phase.failure == nil else { return .redirect(to: ExpoRoute.exhibits) }
            guard let number = Int(text), list.entries.contains(where: { $0.row.number == number }) else {
                list.destination = nil
                return .show(state.missing(text, count: list.entries.count))
            }
            // One address per exhibit: `01` and `+1` are `1`'s page.
            if text != String(number) { return .redirect(to: ExpoRoute.exhibit(String(number))) }
            list.open(number)
            await list.destination.exhibit?.load()
        default:
            state.poster.destination = nil
        }
        return .show(state.screen())
    }

    /// Runs the intent of `route`; the route of the screen shown then.
    public func perform(_ route: ExpoRoute, _ request: ScreenRequest) async -> ExpoRoute {
        let state = await state(request)
        switch route {
        case .showExhibits:
            // The button says it shows the list: it does, whatever the session's list showed last
            // (an exhibit left by Back, or another tab's).
            await state.list().destination = nil
        case .select:
            let list = await state.list()
            // A number the list does not show (0, 14, `abc`, none: no row sends it) selects
            // nothing, as the app's list does, and the list shows with nothing selected rather
            // than an exhibit chosen before.
            guard let number = request.form["number"].flatMap(Int.init),
                list.entries.contains(where: { $0.row.number == number })
            else {
                list.destination = nil
                break
            }
            list.open(number)
            await list.destination.exhibit?.load()
        case .retry:
            let list = state.poster.destination.exhibitList
            if let detail = list?.destination.exhibit {
                await detail.retry()
            } else if let list {
                await list.retry()
            } else {
                await state.poster.retry()
            }
        default:
            break
        }
        return state.route
    }

    /// The picture `route` names, when the session's screens or the market have it.
    public func file(_ route: ExpoRoute, _ request: ScreenRequest) async -> Response? {
        guard case .image(let name) = route, let file = await Self.pictureFile(named: name, in: source),
            let data = try? Data(contentsOf: file)
        else { return nil }
        return Response(
            status: .ok,
            headers: [
                .contentType: Self.contentType(of: file), .cacheControl: "no-cache",
                // An SVG opened on its own runs nothing.
                .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'",
                HTTPField.Name("X-Content-Type-Options") ?? .contentType: "nosniff",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The file of the catalogue's picture called `name` in the source's picture folder; `nil`
    /// for a name the catalogue does not list (`../x`, `/etc/passwd`), or without a folder or a file.
    static func pictureFile(named name: String, in source: ExpoSource) async -> URL? {
        guard let directory = source.imageDirectory,
            let catalog = try? await source.catalog(for: Language.en.locale)
        else { return nil }
        let names = Set(
            catalog.items.map(\.imageName) + [Exposition.posterImageName, Exposition.flagImageName])
        guard names.contains(name),
            let images = try? await ExhibitImages.find(in: directory, imageNames: [name]),
            let fileName = images.fileName(for: name)
        else { return nil }
        return directory.appendingPathComponent(fileName)
    }

    /// The content type of a picture's file, by its extension.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "svg": "image/svg+xml"
        case "avif": "image/avif"
        default: "application/octet-stream"
        }
    }
}
