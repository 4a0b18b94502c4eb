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
    public let loadingAccessibilityLabel: String

    /// Where the catalog and the pictures come from.
    public let source: ExpoSource
    /// The screen's language and formats.
    public let locale: Locale

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
            show: { content in
                detail = content.detail
                title = content.detail.title
                picture = content.picture
            })
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
            picture: pictures?.picture(detail.imageName, accessibilityLabel: detail.imageAccessibilityLabel))
    }
}
