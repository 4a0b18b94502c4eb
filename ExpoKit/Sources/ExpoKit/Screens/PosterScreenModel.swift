import Foundation
import Observation

/// The first screen — the exposition's poster, its facts and story, the `poster` picture and a
/// `flag` on each side of the button that opens the exhibit list — as state a view binds to.
///
/// ```swift
/// let poster = PosterScreenModel(source: .bundled(), locale: Locale(identifier: "en"))
/// await poster.load()
/// poster.page?.visitorsText  // Visitors: 48,130,300
/// poster.openExhibits()
/// poster.destination.exhibitList?.navigationTitle  // Korean exhibits
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor public final class PosterScreenModel: Identifiable {
    /// The screen the poster leads to.
    ///
    /// A view binds it through the accessor on `Optional<Destination>`:
    /// `$model.destination.exhibitList`.
    public enum Destination: Sendable {
        /// The exhibit list, pushed after the poster, of the same source and language.
        case exhibitList(ExhibitListScreenModel)
    }

    /// Where the screen stands: idle, loading, loaded or failed.
    public private(set) var phase: ScreenPhase = .idle
    /// The poster's texts and spoken label, once loaded.
    public private(set) var page: PosterPage?
    /// The poster picture, when the picture folder has it.
    public private(set) var posterPicture: ExpoPicture?
    /// The flags on the left and the right of the button (the same `flag` picture twice), when the
    /// picture folder has it; empty otherwise.
    public private(set) var flags: [ExpoPicture] = []
    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    public var destination: Destination?

    /// The screen's title, shown while it loads too: "Exposition" / "박람회".
    public private(set) var navigationTitle: String
    /// What a screen reader says about the button (its title is the page's
    /// ``PosterPage/exhibitsButtonTitle``).
    public private(set) var exhibitsButtonHint: String
    /// What a screen reader says for the spinner.
    public private(set) var loadingAccessibilityLabel: String

    /// Where the catalog and the pictures come from.
    public let source: ExpoSource
    /// The screen's language and formats. Setting it re-words the screen at once (its title, the
    /// button's hint, its spinner's label, a failure, and the list shown after it through its own
    /// `locale`) and reads the poster again in the new language, since the catalog's words are
    /// the catalog's own; the poster shown stays until its new words replace it
    /// (``finishRewording()`` returns then).
    public var locale: Locale {
        didSet { if locale != oldValue { localeChanged() } }
    }

    /// The reading of the poster in a new language, while it runs.
    @ObservationIgnored private var rewording: Task<Void, Never>?

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
            show: show)
    }

    /// Returns once the words shown are in ``locale``'s language (after a change of language,
    /// once the poster was read again in it), and those of the screens shown after it.
    public func finishRewording() async {
        await rewording?.value
        await destination.exhibitList?.finishRewording()
    }

    /// Tries again after a failure (the failure's retry button).
    public func retry() async {
        guard case .failed = phase else { return }
        await load()
    }

    /// The button: shows the exhibit list (``Destination/exhibitList(_:)``), of the same source and
    /// language. Does nothing while the list is shown already.
    public func openExhibits() {
        if destination.exhibitList != nil { return }
        destination = .exhibitList(ExhibitListScreenModel(source: source, locale: locale))
    }

    /// What the screen shows once loaded.
    private struct Content: Sendable {
        let page: PosterPage
        let poster: ExpoPicture?
        let flags: [ExpoPicture]
        /// The language it is worded in.
        let locale: Locale
    }

    /// Shows `content`; a poster worded in a language no longer the screen's is read again.
    private func show(_ content: Content) {
        page = content.page
        posterPicture = content.poster
        flags = content.flags
        if content.locale != locale { rewordContent() }
    }

    /// Words the screen in ``locale``'s language: its labels, a failure and the list shown after
    /// it at once, the poster once read again.
    private func localeChanged() {
        let localizer = Localizer(locale: locale)
        navigationTitle = ExpoText(locale: locale).labels.exposition
        exhibitsButtonHint = localizer.string("poster.exhibitsButtonHint")
        loadingAccessibilityLabel = localizer.string("screen.loading")
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
        destination.exhibitList?.locale = locale
        if phase.showsContent { rewordContent() }
    }

    /// Reads the poster again in ``locale``'s language and shows it; a read that fails leaves
    /// the poster shown as it is.
    private func rewordContent() {
        rewording?.cancel()
        rewording = Task { [source, locale] in
            guard let content = try? await Self.content(source: source, locale: locale),
                !Task.isCancelled, locale == self.locale
            else { return }
            self.show(content)
        }
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
            flags: flag.map { [$0, $0] } ?? [], locale: locale)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == PosterScreenModel.Destination {
    /// The exhibit list while it is shown; setting `nil` dismisses it (and nothing else).
    public var exhibitList: ExhibitListScreenModel? {
        get { if case .exhibitList(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .exhibitList(newValue)
            } else if case .exhibitList? = self {
                self = nil
            }
        }
    }
}
