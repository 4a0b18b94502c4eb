import Foundation
import Observation

/// The first screen — the exposition's poster, its facts and story, the `poster` picture and a
/// `flag` on each side of the button that opens the exhibit list — as state a view binds to.
///
/// ```swift
/// let poster = PosterScreenModel(source: .bundled(), locale: Locale(identifier: "en"))
/// await poster.load()
/// poster.page?.visitorsText  // Visitors: 48,130,300
/// poster.showExhibits()
/// poster.route               // .exhibitList
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor public final class PosterScreenModel {
    /// Where the screen stands: idle, loading, loaded or failed.
    public private(set) var phase: ScreenPhase = .idle
    /// The poster's texts and spoken label, once loaded.
    public private(set) var page: PosterPage?
    /// The poster picture, when the picture folder has it.
    public private(set) var posterPicture: ExpoPicture?
    /// The flags on the left and the right of the button (the same `flag` picture twice), when the
    /// picture folder has it; empty otherwise.
    public private(set) var flags: [ExpoPicture] = []
    /// Where the screen asks to go: ``ExpoRoute/exhibitList`` after ``showExhibits()``. A view
    /// sets it back to `nil` when it comes back.
    public var route: ExpoRoute?

    /// The screen's title, shown while it loads too: "Exposition" / "박람회".
    public let navigationTitle: String
    /// What a screen reader says about the button (its title is the page's
    /// ``PosterPage/exhibitsButtonTitle``).
    public let exhibitsButtonHint: String
    /// What a screen reader says for the spinner.
    public let loadingAccessibilityLabel: String

    /// Where the catalog and the pictures come from.
    public let source: ExpoSource
    /// The screen's language and formats.
    public let locale: Locale

    /// A poster screen of `source`'s catalog, in the language of `locale`.
    public init(source: ExpoSource = .bundled(), locale: Locale = .current) {
        self.source = source
        self.locale = locale
        let text = ExpoText(locale: locale)
        let localizer = Localizer(locale: locale)
        navigationTitle = text.labels.exposition
        exhibitsButtonHint = localizer.string("poster.exhibitsButtonHint")
        loadingAccessibilityLabel = localizer.string("screen.loading")
    }

    /// Loads the catalog and the pictures, unless they are loaded or loading: idle or failed →
    /// loading → loaded or failed.
    public func load() async {
        await ScreenLoad.load(
            from: phase, setPhase: { phase = $0 }, failure: { [locale] in ScreenFailure($0, locale: locale) },
            read: { [source, locale] in try await Self.content(source: source, locale: locale) },
            show: { content in
                page = content.page
                posterPicture = content.poster
                flags = content.flags
            })
    }

    /// Tries again after a failure (the failure's retry button).
    public func retry() async {
        guard case .failed = phase else { return }
        await load()
    }

    /// The button: asks to go to the exhibit list.
    public func showExhibits() {
        route = .exhibitList
    }

    /// The exhibit list screen the button leads to, of the same source and language.
    public func exhibitListModel() -> ExhibitListScreenModel {
        ExhibitListScreenModel(source: source, locale: locale)
    }

    /// What the screen shows once loaded.
    private struct Content: Sendable {
        let page: PosterPage
        let poster: ExpoPicture?
        let flags: [ExpoPicture]
    }

    /// Reads and formats the poster away from the main actor.
    private nonisolated static func content(source: ExpoSource, locale: Locale) async throws -> Content {
        let catalog = try await source.catalog(for: locale)
        let page = ExpoText(locale: locale).poster(for: catalog.exposition)
        let pictures = try await source.pictures(
            imageNames: [], optionalNames: [page.posterImageName, page.flagImageName])
        let flag = pictures?.picture(page.flagImageName, accessibilityLabel: page.flagImageAccessibilityLabel)
        return Content(
            page: page,
            poster: pictures?.picture(
                page.posterImageName, accessibilityLabel: page.posterImageAccessibilityLabel),
            flags: flag.map { [$0, $0] } ?? [])
    }
}
