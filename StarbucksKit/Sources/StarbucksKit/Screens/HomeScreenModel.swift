import Foundation
import Observation

/// The home screen: a placeholder for every section from the start, each filled the moment its
/// data arrives, and every picture downloaded into its own slot, a few at a time.
///
/// ``load()`` asks for everything that does not wait on something else at once: the home
/// document and the What's New events go out together; the greeting and the main event show
/// when the home document lands (one round trip), each product row when its products are
/// answered (two round trips), and each picture is asked for as soon as its section has
/// arrived, at most ``maximumConcurrentDownloads`` at a time for the whole screen. A section
/// that cannot be loaded shows ``SectionPhase/failed(_:)``; ``retry()`` loads the failed ones
/// again.
///
/// A view reads the sections; a driver without a UI awaits ``load()`` while it reads
/// ``updates()``:
///
/// ```swift
/// let model = HomeScreenModel(dependencies: .fixtures(), greetingName: "Minji")
/// let updates = model.updates()
/// async let loading: Void = model.load()
/// for await update in updates {
///     if case .filled(let section) = update { print(section) }
///     if update == .finished { break }
/// }
/// await loading
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class HomeScreenModel {
    /// The sections of the home screen, top to bottom.
    public enum Section: String, Hashable, Sendable, CaseIterable, Encodable {
        /// The greeting.
        case greeting
        /// The user's recommended products.
        case yourRecommendations
        /// The main event banner.
        case mainEvent
        /// The What's New strip.
        case whatsNew
        /// The products recommended at this hour.
        case nowRecommendations
    }

    /// Something the screen now shows, in the order it happened.
    public enum Update: Hashable, Sendable {
        /// A section's content arrived and replaced its placeholder.
        case filled(Section)
        /// A section could not be loaded and shows its failure.
        case failed(Section, ScreenFailure)
        /// The picture of the section's item at `index` (the banner's is 0) was downloaded.
        case pictureLoaded(Section, index: Int)
        /// The picture of the section's item at `index` could not be downloaded.
        case pictureFailed(Section, index: Int)
        /// The load (or retry) has ended: every section and picture has its final state.
        case finished
    }

    /// Where the screen as a whole stands: loading until every section and picture has its
    /// final state, then loaded, or failed when no section could be loaded.
    public private(set) var phase: ScreenPhase = .idle
    /// The greeting (`Nice to see you, Minji! …`).
    public private(set) var greeting: SectionPhase<String> = .placeholder
    /// The user's recommended products, each tile with its picture as far as it has come.
    public private(set) var yourRecommendations: SectionPhase<ProductShelfCard> = .placeholder
    /// The main event banner and its picture.
    public private(set) var mainEvent: SectionPhase<BannerCard> = .placeholder
    /// The What's New strip, its thumbnails as far as they have come.
    public private(set) var whatsNew: SectionPhase<WhatsNewStrip> = .placeholder
    /// The products recommended at this hour.
    public private(set) var nowRecommendations: SectionPhase<ProductShelfCard> = .placeholder
    /// One line per product left out because it could not be loaded.
    public private(set) var notices: [String] = []

    /// The text a placeholder shows and a screen reader says (`Loading…`).
    public let placeholderText: String
    /// The most pictures downloaded at the same time, for the whole screen.
    public let maximumConcurrentDownloads: Int

    @ObservationIgnored private let dependencies: StarbucksDependencies
    @ObservationIgnored private let images: LimitedImageRepository
    @ObservationIgnored private let greetingName: String?
    @ObservationIgnored private let text: StarbucksText
    @ObservationIgnored private var screen = HomeScreen(
        greetingName: "", yourRecommendations: [], mainEventBannerURL: nil, nowRecommendations: [])
    @ObservationIgnored private var requestedPictures: Set<ProductCode> = []
    @ObservationIgnored private var isRunning = false
    @ObservationIgnored private var observers: [UUID: AsyncStream<Update>.Continuation] = [:]

    /// A home screen reading from `dependencies`, greeting `greetingName` (the home document's
    /// name when `nil`), in `locale`'s language, downloading at most `maximumConcurrentDownloads`
    /// pictures at a time (at least 1).
    public init(
        dependencies: StarbucksDependencies, greetingName: String? = nil, locale: Locale = .current,
        maximumConcurrentDownloads: Int = 4
    ) {
        self.dependencies = dependencies
        self.greetingName = greetingName
        self.text = StarbucksText(locale: locale)
        self.maximumConcurrentDownloads = max(1, maximumConcurrentDownloads)
        self.images = LimitedImageRepository(
            base: dependencies.images, limiter: DownloadLimiter(limit: maximumConcurrentDownloads))
        self.placeholderText = Localizer(locale: locale).string("screen.loading")
    }

    /// The whole page once every section has arrived (pictures as far as they have come), for a
    /// driver that shows the screen at once; `nil` before, or when a section failed.
    public var page: HomePage? {
        guard greeting.content != nil, yourRecommendations.content != nil, mainEvent.content != nil,
            whatsNew.content != nil, nowRecommendations.content != nil
        else { return nil }
        return text.home(screen)
    }

    /// The first section's failure, when a section could not be loaded.
    public var failure: ScreenFailure? {
        [
            greeting.failure, yourRecommendations.failure, mainEvent.failure, whatsNew.failure,
            nowRecommendations.failure,
        ].lazy.compactMap { $0 }.first
    }

    /// Every update from now on, in order, ``Update/finished`` ending each load or retry. The
    /// stream ends when you stop iterating it.
    public func updates() -> AsyncStream<Update> {
        let (stream, continuation) = AsyncStream<Update>.makeStream()
        let id = UUID()
        observers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.observers[id] = nil }
        }
        return stream
    }

    /// Loads the whole screen: every section from a placeholder, then every picture. Returns once
    /// all have their final state. Does nothing while a load is running.
    public func load() async {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        screen = HomeScreen(
            greetingName: "", yourRecommendations: [], mainEventBannerURL: nil, nowRecommendations: [])
        requestedPictures = []
        notices = []
        for section in Section.allCases { setPlaceholder(section) }
        phase = .loading
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.loadHomeDocument() }
            group.addTask { await self.loadWhatsNew() }
        }
        finish()
    }

    /// Loads the sections that failed again (the ones from the home document together, the What's
    /// New strip on its own); the others keep what they show.
    public func retry() async {
        guard !isRunning else { return }
        let homeFailed = [
            greeting.failure, yourRecommendations.failure, mainEvent.failure, nowRecommendations.failure,
        ].contains { $0 != nil }
        let whatsNewFailed = whatsNew.failure != nil
        guard homeFailed || whatsNewFailed else { return }
        isRunning = true
        defer { isRunning = false }
        phase = .loading
        if homeFailed {
            for section in [Section.greeting, .yourRecommendations, .mainEvent, .nowRecommendations] {
                setPlaceholder(section)
            }
        }
        if whatsNewFailed { setPlaceholder(.whatsNew) }
        await withTaskGroup(of: Void.self) { group in
            if homeFailed { group.addTask { await self.loadHomeDocument() } }
            if whatsNewFailed { group.addTask { await self.loadWhatsNew() } }
        }
        finish()
    }

    // MARK: - Home document and products

    private func loadHomeDocument() async {
        let loader = HomeLoader(home: dependencies.home, products: dependencies.products)
        await withTaskGroup(of: Void.self) { pictures in
            do {
                for try await section in loader.sections(greetingName: greetingName) {
                    switch section {
                    case .greeting(let name):
                        screen.greetingName = name
                        greeting = .loaded(text.greeting(name: name))
                        emit(.filled(.greeting))
                    case .mainEvent(let url):
                        screen.mainEventBannerURL = url
                        screen.mainEventPicture = url == nil ? .none : .loading
                        renderBanner()
                        emit(.filled(.mainEvent))
                        if let url { pictures.addTask { await self.downloadBanner(at: url) } }
                    case .products(let shelf, let products, let failures):
                        fill(shelf, with: products, failures: failures)
                        for product in products {
                            guard let url = product.imageURL,
                                requestedPictures.insert(product.code).inserted
                            else { continue }
                            pictures.addTask { await self.downloadPicture(of: product.code, at: url) }
                        }
                    }
                }
            } catch is CancellationError {
                return
            } catch {
                let failure = ScreenFailure(error, locale: text.locale)
                for section in [Section.greeting, .yourRecommendations, .mainEvent, .nowRecommendations]
                where !isLoaded(section) {
                    fail(section, failure)
                }
            }
            await pictures.waitForAll()
        }
    }

    private func fill(_ shelf: ProductShelf, with products: [Product], failures: [ProductFailure]) {
        switch shelf {
        case .yourRecommendations: screen.yourRecommendations = products
        case .nowRecommendations: screen.nowRecommendations = products
        }
        let known = Set(screen.failures.map(\.code))
        screen.failures += failures.filter { !known.contains($0.code) }
        notices = screen.failures.map(text.notice)
        renderShelf(shelf)
        emit(.filled(section(of: shelf)))
    }

    private func downloadPicture(of code: ProductCode, at url: URL) async {
        guard let picture = await download(url) else { return }
        screen.productPictures[code] = picture
        for shelf in ProductShelf.allCases {
            let products = screen.products(on: shelf)
            guard isLoaded(section(of: shelf)) else { continue }
            renderShelf(shelf)
            for (index, product) in products.enumerated() where product.code == code {
                emit(Self.pictureUpdate(picture, section(of: shelf), index))
            }
        }
    }

    private func downloadBanner(at url: URL) async {
        guard let picture = await download(url) else { return }
        screen.mainEventPicture = picture
        renderBanner()
        emit(Self.pictureUpdate(picture, .mainEvent, 0))
    }

    /// The picture at `url`, or `nil` when the download was cancelled.
    private func download(_ url: URL) async -> Picture? {
        do {
            return .loaded(try await images.image(at: url))
        } catch is CancellationError {
            return nil
        } catch {
            return .failed(StarbucksAPIError.wrapping(error, .image))
        }
    }

    // MARK: - What's New

    private func loadWhatsNew() async {
        let loader = WhatsNewLoader(
            events: dependencies.whatsNew, images: images,
            maximumConcurrentDownloads: maximumConcurrentDownloads)
        var previous: [WhatsNewItem]?
        do {
            for try await items in loader.updates() {
                screen.whatsNew = items
                guard let before = previous, case .loaded(let strip) = whatsNew,
                    strip.items.count == items.count
                else {
                    // The list itself: formatted once; later snapshots only change pictures.
                    whatsNew = .loaded(text.whatsNewStrip(items))
                    emit(.filled(.whatsNew))
                    previous = items
                    continue
                }
                var rows = strip.items
                let changed = items.indices.filter { before[$0].image != items[$0].image }
                for index in changed { rows[index] = text.row(rows[index], with: items[index].image) }
                whatsNew = .loaded(
                    WhatsNewStrip(
                        title: strip.title, linkTitle: strip.linkTitle, items: rows,
                        emptyText: strip.emptyText))
                for index in changed { emit(Self.pictureUpdate(items[index].image, .whatsNew, index)) }
                previous = items
            }
        } catch is CancellationError {
            return
        } catch {
            fail(.whatsNew, ScreenFailure(error, locale: text.locale))
        }
    }

    // MARK: - State

    private func finish() {
        let sections = Section.allCases
        if sections.allSatisfy({ !isLoaded($0) }), let failure {
            phase = .failed(failure)
        } else {
            phase = .loaded
        }
        emit(.finished)
    }

    private func renderShelf(_ shelf: ProductShelf) {
        let card = text.shelf(
            shelf, screen.products(on: shelf), name: screen.greetingName, pictures: screen.productPictures)
        switch shelf {
        case .yourRecommendations: yourRecommendations = .loaded(card)
        case .nowRecommendations: nowRecommendations = .loaded(card)
        }
    }

    private func renderBanner() {
        mainEvent = .loaded(text.banner(screen.mainEventBannerURL, picture: screen.mainEventPicture))
    }

    private func setPlaceholder(_ section: Section) {
        switch section {
        case .greeting: greeting = .placeholder
        case .yourRecommendations: yourRecommendations = .placeholder
        case .mainEvent: mainEvent = .placeholder
        case .whatsNew: whatsNew = .placeholder
        case .nowRecommendations: nowRecommendations = .placeholder
        }
    }

    private func fail(_ section: Section, _ failure: ScreenFailure) {
        switch section {
        case .greeting: greeting = .failed(failure)
        case .yourRecommendations: yourRecommendations = .failed(failure)
        case .mainEvent: mainEvent = .failed(failure)
        case .whatsNew: whatsNew = .failed(failure)
        case .nowRecommendations: nowRecommendations = .failed(failure)
        }
        emit(.failed(section, failure))
    }

    /// Whether `section` shows its content.
    private func isLoaded(_ section: Section) -> Bool {
        switch section {
        case .greeting: greeting.content != nil
        case .yourRecommendations: yourRecommendations.content != nil
        case .mainEvent: mainEvent.content != nil
        case .whatsNew: whatsNew.content != nil
        case .nowRecommendations: nowRecommendations.content != nil
        }
    }

    private func section(of shelf: ProductShelf) -> Section {
        switch shelf {
        case .yourRecommendations: .yourRecommendations
        case .nowRecommendations: .nowRecommendations
        }
    }

    private func emit(_ update: Update) {
        for continuation in observers.values { continuation.yield(update) }
    }

    private static func pictureUpdate(_ picture: Picture, _ section: Section, _ index: Int) -> Update {
        if case .failed = picture { return .pictureFailed(section, index: index) }
        return .pictureLoaded(section, index: index)
    }
}
