import ExpoKit
import Foundation
import ToolSupport

/// One session's Expo: its poster model (which leads to the list and an exhibit), in the page's
/// language.
@MainActor
final class ExpoState: SessionState {
    /// The first screen.
    let poster: PosterScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: Language

    init(source: ExpoSource, locale: Locale) {
        self.poster = PosterScreenModel(source: source, locale: locale)
        self.language = Language(locale)
    }

    func close() {
        poster.destination.exhibitList?.destination = nil
        poster.destination = nil
    }

    func follow(_ locale: Locale) {
        language = Language(locale)
        poster.locale = locale
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

    /// The route of the screen the poster leads to now.
    var route: ExpoRoute {
        guard let list = poster.destination.exhibitList else { return .poster }
        guard let detail = list.destination.exhibit else { return .exhibits }
        return .exhibit(String(detail.number))
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
        let message = language.text(.noExhibitNumbered, ["number": "\(text)", "count": "\(count)"])
        let back = ExpoValues.Back(
            href: ExpoRoute.exhibits.path, title: poster.destination.exhibitList?.navigationTitle ?? "")
        return Screen(
            template: "expo-missing", title: language.text(.noSuchExhibit), status: .notFound
        ) { ExpoValues(message: message, back: back) }
    }

    // MARK: Values

    /// The poster's values: its texts, pictures and the button between the flags.
    private func posterValues() -> ExpoValues {
        var values = ExpoValues(poster.phase, loadingLabel: poster.loadingAccessibilityLabel)
        values.poster = poster.page.map { page in
            .init(
                titleLines: page.titleLines, label: page.accessibilityLabel, visitors: page.visitorsText,
                location: page.locationText, duration: page.durationText, paragraphs: page.paragraphs,
                picture: picture(
                    poster.posterPicture, label: page.posterImageAccessibilityLabel, kind: "poster"),
                // The flags on either side of the button are its decoration: the button says
                // "Korean exhibits" already, and a screen reader would read the flag twice.
                flag: picture(
                    poster.flags.first, label: page.flagImageAccessibilityLabel, kind: "flag",
                    decorative: true),
                button: .init(title: page.exhibitsButtonTitle, hint: poster.exhibitsButtonHint))
        }
        return values
    }

    /// The list's values: the count and a row per exhibit.
    private func listValues(_ list: ExhibitListScreenModel) -> ExpoValues {
        var values = ExpoValues(list.phase, loadingLabel: list.loadingAccessibilityLabel)
        values.back = .init(href: ExpoRoute.poster.path, title: poster.navigationTitle)
        if list.phase.showsContent {
            values.count = list.countText
            values.rows = list.entries.map { entry in
                .init(
                    number: entry.row.number, name: entry.row.name, short: entry.row.shortDescription,
                    label: entry.row.accessibilityLabel, hint: entry.row.accessibilityHint,
                    picture: picture(
                        entry.picture, label: entry.picture?.accessibilityLabel ?? entry.row.name,
                        kind: "thumbnail"))
            }
        }
        return values
    }

    /// The detail's values: the picture, the texts.
    private func detailValues(_ detail: ExhibitDetailScreenModel, list: ExhibitListScreenModel) -> ExpoValues
    {
        var values = ExpoValues(detail.phase, loadingLabel: detail.loadingAccessibilityLabel)
        values.back = .init(href: ExpoRoute.exhibits.path, title: list.navigationTitle)
        values.exhibit = detail.detail.map { shown in
            .init(
                title: shown.title, position: shown.positionText, short: shown.shortDescription,
                paragraphs: shown.paragraphs,
                picture: picture(detail.picture, label: shown.imageAccessibilityLabel, kind: "exhibit"))
        }
        return values
    }

    /// A picture's values: its URL when the folder has it, else a placeholder naming it; `label`
    /// is what a screen reader says, unless the picture is `decorative` (hidden from it).
    private func picture(
        _ picture: ExpoPicture?, label: String, kind: String, decorative: Bool = false
    ) -> ExpoValues.Picture {
        ExpoValues.Picture(
            label: label, kind: kind, image: picture != nil, decorative: decorative,
            src: picture.map { ExpoRoute.image($0.imageName).path })
    }
}

extension ScreenFailure: KitFailure {}

/// The Expo's pages (`expo*.mustache`): what each screen has, the others' left out.
struct ExpoValues: PageValues {
    struct Back: Encodable { let href, title: String }
    struct Picture: Encodable {
        let label, kind: String
        /// Whether the folder has the picture (else a placeholder names it).
        let image: Bool
        /// Whether a screen reader skips it (`alt=""`, `aria-hidden`): a decoration.
        let decorative: Bool
        let src: String?
    }
    struct Poster: Encodable {
        struct Button: Encodable { let title, hint: String }
        let titleLines: [String]
        let label, visitors, location, duration: String
        let paragraphs: [String]
        let picture, flag: Picture
        let button: Button
    }
    struct Row: Encodable {
        let number: Int
        let name, short, label, hint: String
        let picture: Picture
    }
    struct Exhibit: Encodable {
        let title, position, short: String
        let paragraphs: [String]
        let picture: Picture
    }
    struct URLs: Encodable { let retry, select, showExhibits: String }
    var page: PageChrome?
    var loading = false
    var loadingLabel = ""
    var failure: FailureValues?
    var message: String?
    var back: Back?
    var poster: Poster?
    var count: String?
    var rows: [Row] = []
    var exhibit: Exhibit?
    let urls = URLs(
        retry: ExpoRoute.retry.path, select: ExpoRoute.select.path, showExhibits: ExpoRoute.showExhibits.path)

    /// What every screen shows of its phase: the spinner while loading, the failure with its retry.
    init(_ phase: ScreenPhase, loadingLabel: String) {
        loading = phase.isLoading
        self.loadingLabel = loadingLabel
        failure = phase.failure.map(FailureValues.init)
    }

    /// The page of a number the list does not have.
    init(message: String, back: Back) {
        self.message = message
        self.back = back
    }
}
