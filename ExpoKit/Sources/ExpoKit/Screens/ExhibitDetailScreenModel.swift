import Foundation
import Observation

/// The third screen — one exhibit's title, picture and paragraphs — as state a view binds to.
///
/// ```swift
/// let detail = ExhibitDetailScreenModel(number: 3, source: .bundled(), locale: Locale(identifier: "en"))
/// await detail.load()
/// detail.title                    // Tripitaka Koreana
/// detail.detail?.paragraphs.count // 3
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor public final class ExhibitDetailScreenModel: PushableScreen {
    /// Where the screen stands: idle, loading, loaded or failed.
    public private(set) var phase: ScreenPhase = .idle
    /// The exhibit's texts — title, position, short description, paragraphs, the picture's spoken
    /// label — once loaded.
    public private(set) var detail: ExhibitDetail?
    /// The screen's title: the exhibit's name once loaded, empty before.
    public private(set) var title = ""
    /// The exhibit's picture, when the picture folder has it.
    public private(set) var picture: ExpoPicture?

    /// The exhibit's number in the list, counting from 1.
    public let number: Int
    /// What a screen reader says for the spinner.
    public private(set) var loadingAccessibilityLabel: String

    /// Where the catalog and the pictures come from.
    public let source: ExpoSource
    /// The screen's language and formats. Setting it re-words the screen at once (its spinner's
    /// label, a failure) and reads the exhibit again in the new language, since the catalog's
    /// words are the catalog's own; the exhibit shown stays until its new words replace it
    /// (``finishRewording()`` returns then).
    public var locale: Locale {
        didSet { if locale != oldValue { localeChanged() } }
    }

    /// The reading of the exhibit in a new language, while it runs.
    @ObservationIgnored private var rewording: Task<Void, Never>?

    /// The detail screen of the exhibit numbered `number` in `source`'s catalog, in the language of
    /// `locale`.
    public init(number: Int, source: ExpoSource = .bundled(), locale: Locale = .current) {
        self.number = number
        self.source = source
        self.locale = locale
        loadingAccessibilityLabel = Localizer(locale: locale).string("screen.loading")
    }

    /// Loads the exhibit and its picture, unless they are loaded or loading: idle or failed →
    /// loading → loaded, or failed (also when the catalog has no exhibit of this number).
    public func load() async {
        await ScreenLoad.load(
            from: phase, setPhase: { phase = $0 }, failure: { [locale] in ScreenFailure($0, locale: locale) },
            read: { [number, source, locale] in
                try await Self.content(number: number, source: source, locale: locale)
            },
            show: show)
    }

    /// Returns once the words shown are in ``locale``'s language (after a change of language,
    /// once the exhibit was read again in it).
    public func finishRewording() async {
        await rewording?.value
    }

    /// Tries again after a failure (the failure's retry button).
    public func retry() async {
        guard case .failed = phase else { return }
        await load()
    }

    /// What the screen shows once loaded.
    private struct Content: Sendable {
        let detail: ExhibitDetail
        let picture: ExpoPicture?
        /// The language it is worded in.
        let locale: Locale
    }

    /// Shows `content`; content worded in a language no longer the screen's is read again.
    private func show(_ content: Content) {
        detail = content.detail
        title = content.detail.title
        picture = content.picture
        if content.locale != locale { rewordContent() }
    }

    /// Words the screen in ``locale``'s language: its labels and a failure at once, the exhibit
    /// shown once read again.
    private func localeChanged() {
        loadingAccessibilityLabel = Localizer(locale: locale).string("screen.loading")
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
        if phase.showsContent { rewordContent() }
    }

    /// Reads the exhibit again in ``locale``'s language and shows it; a read that fails leaves
    /// the exhibit shown as it is.
    private func rewordContent() {
        rewording?.cancel()
        rewording = Task { [number, source, locale] in
            guard let content = try? await Self.content(number: number, source: source, locale: locale),
                !Task.isCancelled, locale == self.locale
            else { return }
            self.show(content)
        }
    }

    /// Reads and formats the exhibit away from the main actor.
    ///
    /// - Throws: the source's error, ``LookupError`` for a number outside the list, or
    ///   ``ExportError`` for a picture folder that cannot be listed.
    private nonisolated static func content(
        number: Int, source: ExpoSource, locale: Locale
    ) async throws -> Content {
        let catalog = try await source.catalog(for: locale)
        let text = ExpoText(locale: locale)
        guard let item = catalog.item(number: number) else {
            throw LookupError.numberOutOfRange(String(number), count: catalog.items.count)
        }
        let detail = text.detail(for: item, number: number, of: catalog.items.count)
        let pictures = try await source.pictures(imageNames: [detail.imageName])
        return Content(
            detail: detail,
            picture: pictures?.picture(detail.imageName, accessibilityLabel: detail.imageAccessibilityLabel),
            locale: locale)
    }
}
