import ExpoKit
import Foundation
import HTTPTypes
import Hummingbird

/// The Expo's pages: the poster (the exposition's title, poster, facts and story, and the button
/// between two flags that opens the list), the exhibit list and an exhibit's detail.
///
/// | URL | screen |
/// | --- | --- |
/// | `GET /expo` | the poster alone |
/// | `GET /expo/exhibits` | the exhibit list, pushed after the poster |
/// | `GET /expo/exhibits/<number>` | the exhibit's detail, pushed after the list (404 page for a number the list does not have) |
/// | `GET /expo/images/<name>` | a picture of the catalogue (`poster`, `flag`, `jikji`…) from the picture folder; 404 for any other name |
/// | `POST /expo/show-exhibits` | the poster's button: opens the list |
/// | `POST /expo/exhibits/select` `number=<n>` | a row: opens its exhibit |
/// | `POST /expo/retry` | the failure's retry button of the screen shown |
///
/// Every session has its own poster model (its `destination` leads to the list, the list's to an
/// exhibit); all read the same ``ExpoSource``: the kit's catalogue, with the pictures of
/// ``GalleryConfiguration/expoImages`` when given.
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

    /// Declares the three screens, the pictures and the intents (see the table above).
    public func register(on routes: GalleryRoutes) {
        let source = self.source
        @MainActor func state(_ request: ScreenRequest) async -> ExpoState {
            let state = request.state { ExpoState(source: source, language: request.language) }
            await state.poster.load()
            // After a language switch, the catalogue's own text is read again in the new one.
            await state.poster.finishRewording()
            return state
        }
        routes.screen("/expo") { request in
            let state = await state(request)
            state.poster.destination = nil
            return .show(state.screen())
        }
        routes.screen("/expo/exhibits") { request in
            let state = await state(request)
            let list = await state.list()
            list.destination = nil
            return .show(state.screen())
        }
        routes.screen("/expo/exhibits/:number") { request in
            let state = await state(request)
            let list = await state.list()
            let asked = String(request.path.split(separator: "/").last ?? "")
            let text = asked.removingPercentEncoding ?? asked
            guard list.phase.failure == nil else { return .redirect("/expo/exhibits") }
            guard let number = Int(text), list.entries.contains(where: { $0.row.number == number }) else {
                list.destination = nil
                return .show(state.missing(text, count: list.entries.count))
            }
            list.open(number)
            await list.destination.exhibit?.load()
            return .show(state.screen())
        }
        routes.intent("/expo/show-exhibits") { request in
            let state = await state(request)
            await state.list().load()
            return ExpoState.url(of: state.poster)
        }
        routes.intent("/expo/exhibits/select") { request in
            let state = await state(request)
            let list = await state.list()
            if let number = request.form["number"].flatMap(Int.init) {
                list.open(number)
                await list.destination.exhibit?.load()
            }
            return ExpoState.url(of: state.poster)
        }
        routes.intent("/expo/retry") { request in
            let state = await state(request)
            let list = state.poster.destination.exhibitList
            if let detail = list?.destination.exhibit {
                await detail.retry()
            } else if let list {
                await list.retry()
            } else {
                await state.poster.retry()
            }
            return ExpoState.url(of: state.poster)
        }
        routes.get("/expo/images/:name") { _, context in
            guard let name = context.parameters.get("name"),
                let file = await Self.pictureFile(named: name, in: source),
                let data = try? Data(contentsOf: file)
            else { return Response(status: .notFound) }
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
    }

    /// The file of the catalogue's picture called `name` in the source's picture folder; `nil`
    /// for a name the catalogue does not list (`../x`, `/etc/passwd`), or without a folder or a file.
    static func pictureFile(named name: String, in source: ExpoSource) async -> URL? {
        guard let directory = source.imageDirectory,
            let catalog = try? await source.catalog(for: PageLanguage.en.locale)
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

/// One session's Expo: its poster model (which leads to the list and an exhibit), in the page's
/// language.
@MainActor
final class ExpoState: SessionState {
    /// The first screen.
    let poster: PosterScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: PageLanguage

    init(source: ExpoSource, language: PageLanguage) {
        self.poster = PosterScreenModel(source: source, locale: language.locale)
        self.language = language
    }

    func close() {
        poster.destination.exhibitList?.destination = nil
        poster.destination = nil
    }

    func follow(_ language: PageLanguage) {
        self.language = language
        poster.locale = language.locale
    }

    /// The exhibit list, opened (and loaded) if need be.
    func list() async -> ExhibitListScreenModel {
        poster.openExhibits()
        guard let list = poster.destination.exhibitList else {
            preconditionFailure("openExhibits() always shows the list")
        }
        await list.load()
        return list
    }

    /// The URL of the screen `poster` leads to now.
    static func url(of poster: PosterScreenModel) -> String {
        guard let list = poster.destination.exhibitList else { return "/expo" }
        guard let detail = list.destination.exhibit else { return "/expo/exhibits" }
        return "/expo/exhibits/\(detail.number)"
    }

    /// The page of the screen the models show.
    func screen() -> Screen {
        if let list = poster.destination.exhibitList {
            if let detail = list.destination.exhibit {
                return Screen(
                    template: "expo-exhibit",
                    title: detail.title.isEmpty ? list.navigationTitle : detail.title
                ) { [self] in detailValues(detail, list: list) }
            }
            return Screen(template: "expo-exhibits", title: list.navigationTitle) { [self] in listValues(list)
            }
        }
        return Screen(template: "expo", title: poster.navigationTitle) { [self] in posterValues() }
    }

    /// The 404 page of an exhibit number the list does not have (`text` as the URL gave it).
    func missing(_ text: String, count: Int) -> Screen {
        let language = self.language
        let backTitle = poster.destination.exhibitList?.navigationTitle ?? ""
        return Screen(
            template: "expo-missing", title: language.pick("No such exhibit", "없는 출품작"), status: .notFound
        ) {
            [
                "message": language.pick(
                    "There is no exhibit numbered “\(text)”: the list has \(count), numbered from 1 to \(count).",
                    "“\(text)”번 출품작은 없어요. 목록에는 1번부터 \(count)번까지 \(count)점이 있어요."),
                "back": ["href": "/expo/exhibits", "title": backTitle],
            ]
        }
    }

    // MARK: Values

    /// The poster's values: its texts, pictures and the button between the flags.
    private func posterValues() -> PageValues {
        var values = common(poster.phase, loadingLabel: poster.loadingAccessibilityLabel)
        if let page = poster.page {
            values["poster"] = [
                "titleLines": page.titleLines, "label": page.accessibilityLabel,
                "visitors": page.visitorsText, "location": page.locationText, "duration": page.durationText,
                "paragraphs": page.paragraphs,
                "picture": picture(
                    poster.posterPicture, label: page.posterImageAccessibilityLabel, kind: "poster"),
                "flag": picture(poster.flags.first, label: page.flagImageAccessibilityLabel, kind: "flag"),
                "button": ["title": page.exhibitsButtonTitle, "hint": poster.exhibitsButtonHint],
            ]
        }
        return values
    }

    /// The list's values: the count and a row per exhibit.
    private func listValues(_ list: ExhibitListScreenModel) -> PageValues {
        var values = common(list.phase, loadingLabel: list.loadingAccessibilityLabel)
        values["back"] = ["href": "/expo", "title": poster.navigationTitle]
        if list.phase.showsContent {
            values["count"] = list.countText
            values["rows"] = list.entries.map { entry -> PageValues in
                [
                    "number": entry.row.number, "numberText": entry.row.numberText, "name": entry.row.name,
                    "short": entry.row.shortDescription, "label": entry.row.accessibilityLabel,
                    "hint": entry.row.accessibilityHint,
                    "picture": picture(
                        entry.picture, label: entry.picture?.accessibilityLabel ?? entry.row.name,
                        kind: "thumbnail"),
                ]
            }
        }
        return values
    }

    /// The detail's values: the picture, the texts.
    private func detailValues(_ detail: ExhibitDetailScreenModel, list: ExhibitListScreenModel) -> PageValues
    {
        var values = common(detail.phase, loadingLabel: detail.loadingAccessibilityLabel)
        values["back"] = ["href": "/expo/exhibits", "title": list.navigationTitle]
        if let shown = detail.detail {
            values["exhibit"] = [
                "title": shown.title, "position": shown.positionText, "short": shown.shortDescription,
                "paragraphs": shown.paragraphs,
                "picture": picture(detail.picture, label: shown.imageAccessibilityLabel, kind: "exhibit"),
            ]
        }
        return values
    }

    /// What every screen shows of its phase: the spinner while loading, the failure with its retry.
    private func common(_ phase: ScreenPhase, loadingLabel: String) -> PageValues {
        var values: PageValues = ["loading": phase.isLoading, "loadingLabel": loadingLabel]
        if let failure = phase.failure {
            values["failure"] = [
                "message": failure.message, "retry": failure.retryTitle, "retryable": failure.isRetryable,
            ]
        }
        return values
    }

    /// A picture's values: its URL when the folder has it, else a placeholder naming it; `label`
    /// is what a screen reader says.
    private func picture(_ picture: ExpoPicture?, label: String, kind: String) -> PageValues {
        var values: PageValues = ["label": label, "kind": kind, "image": picture != nil]
        if let picture {
            let name = picture.imageName.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            values["src"] = "/expo/images/\(name)"
        }
        return values
    }
}
