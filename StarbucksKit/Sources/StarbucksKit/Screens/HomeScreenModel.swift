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
/// From the home, ``openWhatsNew()`` (the What's New strip's "See all") and
/// ``open(_:)`` (a tile of a product row) open the next screen in ``destination``; the
/// launch's event popup shows there too, over the home.
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
public final class HomeScreenModel: Identifiable {
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

    /// What a section shows once it is loaded.
    public enum SectionContent: Hashable, Sendable {
        /// The greeting's line.
        case greeting(String)
        /// A shelf of products, each tile with its picture as far as it has come.
        case products(ProductShelfCard)
        /// The main event banner and its picture.
        case banner(BannerCard)
        /// The What's New strip, its thumbnails as far as they have come.
        case whatsNew(WhatsNewStrip)

        /// The greeting's line, when this is the greeting.
        public var greeting: String? { if case .greeting(let line) = self { line } else { nil } }
        /// The shelf, when this is one.
        public var products: ProductShelfCard? { if case .products(let card) = self { card } else { nil } }
        /// The banner, when this is the banner.
        public var banner: BannerCard? { if case .banner(let card) = self { card } else { nil } }
        /// The strip, when this is What's New.
        public var whatsNew: WhatsNewStrip? { if case .whatsNew(let strip) = self { strip } else { nil } }
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
    /// Every section's phase, top to bottom: the one table of what the screen shows. The
    /// properties below read it section by section, each with its content's own type.
    public private(set) var sections: [Section: SectionPhase<SectionContent>] = Dictionary(
        uniqueKeysWithValues: Section.allCases.map { ($0, .placeholder) })
    /// The greeting (`Nice to see you, Minji! …`).
    public var greeting: SectionPhase<String> { phase(of: .greeting, \.greeting) }
    /// The user's recommended products, each tile with its picture as far as it has come.
    public var yourRecommendations: SectionPhase<ProductShelfCard> {
        phase(of: .yourRecommendations, \.products)
    }
    /// The main event banner and its picture.
    public var mainEvent: SectionPhase<BannerCard> { phase(of: .mainEvent, \.banner) }
    /// The What's New strip, its thumbnails as far as they have come.
    public var whatsNew: SectionPhase<WhatsNewStrip> { phase(of: .whatsNew, \.whatsNew) }
    /// The products recommended at this hour.
    public var nowRecommendations: SectionPhase<ProductShelfCard> {
        phase(of: .nowRecommendations, \.products)
    }
    /// One line per product left out because it could not be loaded.
    public private(set) var notices: [String] = []
    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    public var destination: Destination?

    /// The text a placeholder shows and a screen reader says (`Loading…`).
    public private(set) var placeholderText: String
    /// The language and formats of the screen's words. Setting it re-words every section shown
    /// (the greeting, the shelves, the banner, What's New, their pictures kept), the failures,
    /// the notices and the screen shown over or after the home (its own `locale`). The sections
    /// and what is open stay, and nothing is read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The most pictures downloaded at the same time, for the whole screen.
    public let maximumConcurrentDownloads: Int

    /// The session the launch opened this home for: `nil` when the person looks around without
    /// signing in, or when the home was built on its own.
    @ObservationIgnored let session: UserSession?
    @ObservationIgnored let dependencies: StarbucksDependencies
    @ObservationIgnored private let images: LimitedImageRepository
    @ObservationIgnored private let greetingName: String?
    @ObservationIgnored private(set) var text: StarbucksText
    @ObservationIgnored private var screen = HomeScreen(
        greetingName: "", yourRecommendations: [], mainEventBannerURL: nil, nowRecommendations: [])
    @ObservationIgnored private var requestedPictures: Set<ProductCode> = []
    @ObservationIgnored private var isRunning = false
    @ObservationIgnored private var observers: [UUID: AsyncStream<Update>.Continuation] = [:]

    /// A home screen reading from `dependencies`, greeting `greetingName` (the home document's
    /// name when `nil`; a name sign-in would refuse greets without a name, see
    /// ``HomeLoader/load(greetingName:)``), in `locale`'s language, downloading at most
    /// `maximumConcurrentDownloads` pictures at a time (at least 1).
    public convenience init(
        dependencies: StarbucksDependencies, greetingName: String? = nil, locale: Locale = .current,
        maximumConcurrentDownloads: Int = 4
    ) {
        self.init(
            dependencies: dependencies, session: nil, greetingName: greetingName, locale: locale,
            maximumConcurrentDownloads: maximumConcurrentDownloads)
    }

    /// A home screen the launch opens for `session` (`nil`: nobody signed in), greeting
    /// `greetingName`.
    init(
        dependencies: StarbucksDependencies, session: UserSession?, greetingName: String?, locale: Locale,
        maximumConcurrentDownloads: Int = 4
    ) {
        self.session = session
        self.dependencies = dependencies
        self.greetingName = greetingName
        self.text = StarbucksText(locale: locale)
        self.locale = locale
        self.maximumConcurrentDownloads = max(1, maximumConcurrentDownloads)
        self.images = LimitedImageRepository(
            base: dependencies.images, limiter: DownloadLimiter(limit: maximumConcurrentDownloads))
        self.placeholderText = Localizer(locale: locale).string("screen.loading")
    }

    /// The whole page once every section has arrived (pictures as far as they have come), for a
    /// driver that shows the screen at once; `nil` before, or when a section failed.
    public var page: HomePage? {
        guard Section.allCases.allSatisfy(isLoaded) else { return nil }
        return text.home(screen)
    }

    /// The first section's failure, when a section could not be loaded.
    public var failure: ScreenFailure? {
        Section.allCases.lazy.compactMap { self.sections[$0]?.failure }.first
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
        for section in Section.allCases { sections[section] = .placeholder }
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
        let homeFailed = Self.homeDocumentSections.contains { sections[$0]?.failure != nil }
        let whatsNewFailed = sections[.whatsNew]?.failure != nil
        guard homeFailed || whatsNewFailed else { return }
        isRunning = true
        defer { isRunning = false }
        phase = .loading
        if homeFailed {
            for section in Self.homeDocumentSections { sections[section] = .placeholder }
        }
        if whatsNewFailed { sections[.whatsNew] = .placeholder }
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
                        sections[.greeting] = .loaded(.greeting(text.greeting(name: name)))
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
                for section in Self.homeDocumentSections where !isLoaded(section) {
                    fail(section, failure)
                }
            }
            await pictures.waitForAll()
        }
    }

    private func fill(_ shelf: ProductShelf, with products: [MenuProduct], failures: [ProductFailure]) {
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
                guard let before = previous, let strip = whatsNew.content,
                    strip.items.count == items.count
                else {
                    // The list itself: formatted once; later snapshots only change pictures.
                    sections[.whatsNew] = .loaded(.whatsNew(text.whatsNewStrip(items)))
                    emit(.filled(.whatsNew))
                    previous = items
                    continue
                }
                var rows = strip.items
                let changed = items.indices.filter { before[$0].image != items[$0].image }
                for index in changed { rows[index] = text.row(rows[index], with: items[index].image) }
                sections[.whatsNew] = .loaded(
                    .whatsNew(
                        WhatsNewStrip(
                            title: strip.title, linkTitle: strip.linkTitle, items: rows,
                            emptyText: strip.emptyText)))
                for index in changed { emit(Self.pictureUpdate(items[index].image, .whatsNew, index)) }
                previous = items
            }
        } catch is CancellationError {
            return
        } catch {
            fail(.whatsNew, ScreenFailure(error, locale: text.locale))
        }
    }

    // MARK: - Language

    /// Words everything shown in ``locale``'s language, from what the screen has read.
    private func reword() {
        text = StarbucksText(locale: locale)
        placeholderText = Localizer(locale: locale).string("screen.loading")
        for section in Section.allCases {
            switch sections[section] ?? .placeholder {
            case .placeholder:
                break
            case .failed(let failure):
                if let error = failure.error {
                    sections[section] = .failed(ScreenFailure(error, locale: locale))
                }
            case .loaded:
                switch section {
                case .greeting:
                    sections[section] = .loaded(.greeting(text.greeting(name: screen.greetingName)))
                case .yourRecommendations: renderShelf(.yourRecommendations)
                case .nowRecommendations: renderShelf(.nowRecommendations)
                case .mainEvent: renderBanner()
                case .whatsNew: sections[section] = .loaded(.whatsNew(text.whatsNewStrip(screen.whatsNew)))
                }
            }
        }
        notices = screen.failures.map(text.notice)
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
        switch destination {
        case .eventPopup(let popup)?: popup.locale = locale
        case .whatsNew(let whatsNew)?: whatsNew.locale = locale
        case .product(let product)?: product.locale = locale
        case nil: break
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
        sections[section(of: shelf)] = .loaded(.products(card))
    }

    private func renderBanner() {
        sections[.mainEvent] = .loaded(
            .banner(text.banner(screen.mainEventBannerURL, picture: screen.mainEventPicture)))
    }

    private func fail(_ section: Section, _ failure: ScreenFailure) {
        sections[section] = .failed(failure)
        emit(.failed(section, failure))
    }

    /// Whether `section` shows its content.
    private func isLoaded(_ section: Section) -> Bool {
        sections[section]?.content != nil
    }

    /// The phase of `section`, its content read by `content` (a section holding other content
    /// reads as a placeholder).
    private func phase<Content>(
        of section: Section, _ content: (SectionContent) -> Content?
    ) -> SectionPhase<Content> {
        switch sections[section] ?? .placeholder {
        case .placeholder: .placeholder
        case .failed(let failure): .failed(failure)
        case .loaded(let loaded): content(loaded).map { .loaded($0) } ?? .placeholder
        }
    }

    /// The sections the home document fills (What's New comes on its own).
    private static let homeDocumentSections = Section.allCases.filter { $0 != .whatsNew }

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
