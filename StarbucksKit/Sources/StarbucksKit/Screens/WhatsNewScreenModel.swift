import Foundation
import Observation

/// The What's New list: the running events newest first, each thumbnail landing in its own row
/// as it is downloaded, a few at a time.
///
/// ```swift
/// let model = WhatsNewScreenModel(dependencies: .fixtures(), locale: Locale(identifier: "en"))
/// await model.load()
/// print(model.rows.count, model.rows[0].pictureState)  // 10 loaded
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class WhatsNewScreenModel: PushableScreen {
    /// Idle, loading (no rows yet), loaded, refreshing (rows kept) or failed with a retry.
    public private(set) var phase: ScreenPhase = .idle
    /// The screen's title (`What's New`).
    public private(set) var title: String
    /// The language and formats of the screen's words. Setting it re-words the title, the rows
    /// (their thumbnails kept), the empty text and a failure; nothing is read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The events, newest first, each with its thumbnail as far as it has come.
    public private(set) var rows: [WhatsNewRow] = []
    /// What to show instead when no event runs; `nil` otherwise.
    public private(set) var emptyText: String?

    @ObservationIgnored private let loader: WhatsNewLoader
    @ObservationIgnored private var text: StarbucksText
    @ObservationIgnored private var isRunning = false
    /// The events the rows show, to word them again in another language.
    @ObservationIgnored private var items: [WhatsNewItem] = []

    /// The list from `events`, thumbnails from `images` (at most `maximumConcurrentDownloads` at
    /// a time, at least 1), in `locale`'s language.
    public init(
        events: any WhatsNewRepository, images: any ImageRepository, locale: Locale = .current,
        maximumConcurrentDownloads: Int = 4
    ) {
        self.loader = WhatsNewLoader(
            events: events, images: images, maximumConcurrentDownloads: maximumConcurrentDownloads)
        let text = StarbucksText(locale: locale)
        self.text = text
        self.locale = locale
        self.title = text.whatsNew([]).title
    }

    /// The list from the repositories of `dependencies`.
    public convenience init(
        dependencies: StarbucksDependencies, locale: Locale = .current, maximumConcurrentDownloads: Int = 4
    ) {
        self.init(
            events: dependencies.whatsNew, images: dependencies.images, locale: locale,
            maximumConcurrentDownloads: maximumConcurrentDownloads)
    }

    /// Loads the list, then its thumbnails; returns once every thumbnail has its final state.
    /// Does nothing while a load is running.
    public func load() async {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        phase = rows.isEmpty ? .loading : .refreshing
        do {
            var previous: [WhatsNewItem]?
            for try await items in loader.updates() {
                if let previous, previous.count == items.count, rows.count == items.count {
                    // Only pictures change after the first snapshot: nothing is formatted again.
                    for index in items.indices where previous[index].image != items[index].image {
                        rows[index] = text.row(rows[index], with: items[index].image)
                    }
                } else {
                    let page = text.whatsNew(items)
                    rows = page.items
                    emptyText = page.emptyText
                }
                previous = items
                self.items = items
                phase = .loaded
            }
        } catch is CancellationError {
            phase = rows.isEmpty ? .idle : .loaded
        } catch {
            phase = .failed(ScreenFailure(error, locale: text.locale))
        }
    }

    /// Loads the list again, keeping the rows on screen meanwhile (pull to refresh).
    public func refresh() async { await load() }

    /// Loads the list again after a failure.
    public func retry() async { await load() }

    /// Words everything shown in ``locale``'s language, from the events read.
    private func reword() {
        text = StarbucksText(locale: locale)
        title = text.whatsNew([]).title
        if rows.count == items.count, !items.isEmpty || emptyText != nil {
            let page = text.whatsNew(items)
            rows = page.items
            emptyText = page.emptyText
        }
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
    }
}
