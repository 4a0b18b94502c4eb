import Foundation
import Observation

/// The second screen — the list of exhibits, each row with its number, name, short description,
/// picture and spoken label — as state a view binds to; choosing a row opens its exhibit.
///
/// ```swift
/// let list = ExhibitListScreenModel(source: .bundled(), locale: Locale(identifier: "ko"))
/// await list.load()
/// list.entries[10].row.name  // 갓
/// list.open(11)
/// list.destination.exhibit?.number  // 11
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor public final class ExhibitListScreenModel: PushableScreen {
    /// The screen the list leads to.
    ///
    /// A view binds it through the accessor on `Optional<Destination>`:
    /// `$model.destination.exhibit`.
    public enum Destination: Sendable {
        /// One exhibit's detail screen, pushed after the list, of the same source and language.
        case exhibit(ExhibitDetailScreenModel)
    }

    /// Where the screen stands: idle, loading, loaded or failed.
    public private(set) var phase: ScreenPhase = .idle
    /// The rows, in list order, once loaded.
    public private(set) var entries: [ExhibitListEntry] = []
    /// How many exhibits there are, once loaded: "Exhibits: 13" / "출품작 13점".
    public private(set) var countText = ""
    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    public var destination: Destination?

    /// The screen's title, shown while it loads too: "Korean exhibits" / "한국의 출품작".
    public private(set) var navigationTitle: String
    /// What a screen reader says for the spinner.
    public private(set) var loadingAccessibilityLabel: String

    /// Where the catalog and the pictures come from.
    public let source: ExpoSource
    /// The screen's language and formats. Setting it re-words the screen at once (its title, its
    /// spinner's label, a failure, and the exhibit shown after it through its own `locale`) and
    /// reads the list again in the new language, since the catalog's words are the catalog's own;
    /// the rows shown stay until their new words replace them (``finishRewording()`` returns
    /// then).
    public var locale: Locale {
        didSet { if locale != oldValue { localeChanged() } }
    }

    /// The reading of the list in a new language, while it runs.
    @ObservationIgnored private var rewording: Task<Void, Never>?

    /// A list screen of `source`'s catalog, in the language of `locale`.
    public init(source: ExpoSource = .bundled(), locale: Locale = .current) {
        self.source = source
        self.locale = locale
        navigationTitle = ExpoText(locale: locale).labels.exhibits
        loadingAccessibilityLabel = Localizer(locale: locale).string("screen.loading")
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
    /// once the list was read again in it), and those of the exhibit shown after it.
    public func finishRewording() async {
        await rewording?.value
        await destination.exhibit?.finishRewording()
    }

    /// Tries again after a failure (the failure's retry button).
    public func retry() async {
        guard case .failed = phase else { return }
        await load()
    }

    /// A row was chosen: shows the detail screen of the exhibit numbered `number`
    /// (``Destination/exhibit(_:)``), of the same source and language. A number the list does not
    /// show (before the list has loaded, or outside it) leads nowhere: the destination stays as it
    /// was.
    public func open(_ number: Int) {
        guard entries.contains(where: { $0.row.number == number }) else { return }
        if destination.exhibit?.number == number { return }
        destination = .exhibit(ExhibitDetailScreenModel(number: number, source: source, locale: locale))
    }

    /// What the screen shows once loaded.
    private struct Content: Sendable {
        let entries: [ExhibitListEntry]
        let countText: String
        /// The language it is worded in.
        let locale: Locale
    }

    /// Shows `list`; a list worded in a language no longer the screen's is read again.
    private func show(_ list: Content) {
        entries = list.entries
        countText = list.countText
        if list.locale != locale { rewordContent() }
    }

    /// Words the screen in ``locale``'s language: its labels, a failure and the exhibit shown
    /// after it at once, the rows once read again.
    private func localeChanged() {
        navigationTitle = ExpoText(locale: locale).labels.exhibits
        loadingAccessibilityLabel = Localizer(locale: locale).string("screen.loading")
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
        destination.exhibit?.locale = locale
        if phase.showsContent { rewordContent() }
    }

    /// Reads the list again in ``locale``'s language and shows it; a read that fails leaves the
    /// rows shown as they are.
    private func rewordContent() {
        rewording?.cancel()
        rewording = Task { [source, locale] in
            guard let list = try? await Self.content(source: source, locale: locale),
                !Task.isCancelled, locale == self.locale
            else { return }
            self.show(list)
        }
    }

    /// Reads and formats the list away from the main actor.
    private nonisolated static func content(source: ExpoSource, locale: Locale) async throws -> Content {
        let catalog = try await source.catalog(for: locale)
        let presentation = ExpoText(locale: locale).presentation(of: catalog)
        let pictures = try await source.pictures(imageNames: presentation.details.map(\.imageName))
        var entries: [ExhibitListEntry] = []
        entries.reserveCapacity(presentation.list.rows.count)
        for (row, detail) in zip(presentation.list.rows, presentation.details) {
            let picture = pictures?.picture(row.imageName, accessibilityLabel: detail.imageAccessibilityLabel)
            entries.append(ExhibitListEntry(row: row, picture: picture))
        }
        return Content(entries: entries, countText: presentation.list.countText, locale: locale)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == ExhibitListScreenModel.Destination {
    /// The exhibit's detail screen while it is shown; setting `nil` dismisses it (and nothing
    /// else).
    public var exhibit: ExhibitDetailScreenModel? {
        get { if case .exhibit(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .exhibit(newValue)
            } else if case .exhibit? = self {
                self = nil
            }
        }
    }
}
