import Foundation
import Observation

/// One product's page: its names, details, nutrition and picture, shown from its code.
///
/// ``load()`` reads the product's details and its picture's address at once (as
/// ``ProductLoader`` does), shows the page, then downloads the picture into ``picture``; it
/// returns once the picture has its final state. A page that cannot be read fails with a retry;
/// a picture that cannot be downloaded fails alone, the page still shown, and ``retry()``
/// downloads it again.
///
/// ```swift
/// let code = ProductCode(rawValue: "106509")!
/// let detail = ProductDetailScreenModel(code: code, dependencies: .fixtures(), locale: Locale(identifier: "en"))
/// await detail.load()
/// print(detail.page?.name ?? "", detail.picture.word)  // 아이스 커피 loaded
/// print(detail.page?.nutrition.first?.line ?? "")  // Calories: 5 kcal
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class ProductDetailScreenModel: PushableScreen {
    /// The product the screen shows.
    public let code: ProductCode
    /// Idle, loading (no page yet), loaded, refreshing (the page kept) or failed with a retry.
    public private(set) var phase: ScreenPhase = .idle
    /// The product's page once loaded: its names, details (category, temperature, serving,
    /// allergens), description, serving tip and nutrition table; `nil` before.
    public private(set) var page: ProductPage?
    /// The product's picture: ``PictureState/none`` before the page is shown and when the
    /// product has none, ``PictureState/pending`` while it downloads, then loaded or failed.
    public var picture: PictureState { download.state }
    /// Where the picture stands, in words (`Picture loading…`, `Picture unavailable: …`).
    public var pictureText: String { text.pictureText(download) }
    /// What a screen reader says for the picture (`Picture of Iced Coffee`); empty before the page
    /// is shown.
    public private(set) var pictureAccessibilityLabel = ""
    /// The text a placeholder shows and a screen reader says while the page loads (`Loading…`).
    public private(set) var placeholderText: String
    /// The language and formats of the screen's words. Setting it re-words the page, the
    /// picture's words and a failure; the picture and the page's product stay, and nothing is
    /// read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }

    @ObservationIgnored private let loader: ProductLoader
    @ObservationIgnored private let images: any ImageRepository
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: StarbucksText
    /// The product the page shows, to word it again in another language.
    @ObservationIgnored private var product: MenuProduct?
    @ObservationIgnored private var imageURL: URL?
    @ObservationIgnored private var isDownloading = false
    /// The picture's download, with the error of a failed one (for its words).
    private var download: Picture = .none

    /// The page of the product `code`, read from `products`, its picture from `images`, in
    /// `locale`'s language.
    public init(
        code: ProductCode, products: any ProductRepository, images: any ImageRepository,
        locale: Locale = .current
    ) {
        self.code = code
        self.loader = ProductLoader(products: products)
        self.images = images
        self.text = StarbucksText(locale: locale)
        self.locale = locale
        self.placeholderText = Localizer(locale: locale).string("screen.loading")
    }

    /// The page of the product `code`, from the repositories of `dependencies`.
    public convenience init(code: ProductCode, dependencies: StarbucksDependencies, locale: Locale = .current)
    {
        self.init(code: code, products: dependencies.products, images: dependencies.images, locale: locale)
    }

    /// Loads the page, then its picture; returns once the picture has its final state. Does
    /// nothing while the page loads or is shown (but asks again for a picture whose download was
    /// cancelled).
    public func load() async {
        await ScreenLoad.load(
            from: phase, setPhase: { phase = $0 }, failure: failure, read: read, show: show)
        await downloadPicture()
    }

    /// Loads the page again, keeping it on screen meanwhile (pull to refresh), then its picture
    /// when its address changed or it had failed.
    public func refresh() async {
        await ScreenLoad.refresh(
            from: phase, setPhase: { phase = $0 }, failure: failure, read: read, show: show)
        await downloadPicture()
    }

    /// Tries again after a failure: the page when it could not be read, or else the picture when
    /// only the picture failed.
    public func retry() async {
        if case .failed = phase {
            await load()
        } else if case .failed = download, phase == .loaded {
            download = .loading
            await downloadPicture()
        }
    }

    // MARK: - Steps

    private func read() async throws -> MenuProduct {
        try await loader.load(code)
    }

    private func failure(_ error: any Error) -> ScreenFailure {
        ScreenFailure(error, locale: text.locale)
    }

    private func show(_ product: MenuProduct) {
        let page = text.product(product)
        self.product = product
        self.page = page
        pictureAccessibilityLabel = text.pictureLabel(of: product)
        let keepsPicture = product.imageURL == imageURL && download.isLoaded
        imageURL = product.imageURL
        if !keepsPicture { download = product.imageURL == nil ? .none : .loading }
    }

    /// Words everything shown in ``locale``'s language, from the product read.
    private func reword() {
        text = StarbucksText(locale: locale)
        placeholderText = Localizer(locale: locale).string("screen.loading")
        if let product {
            page = text.product(product)
            pictureAccessibilityLabel = text.pictureLabel(of: product)
        }
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(self.failure(error))
        }
    }

    /// Downloads the picture when it is waiting for its download and none runs.
    private func downloadPicture() async {
        guard phase == .loaded, download == .loading, !isDownloading, let url = imageURL else { return }
        isDownloading = true
        defer { isDownloading = false }
        do {
            download = .loaded(try await images.image(at: url))
        } catch is CancellationError {
            // Still waiting: the next load() asks for it again.
        } catch {
            download = .failed(StarbucksAPIError.wrapping(error, .image))
        }
    }
}

extension Picture {
    /// The picture's state as the screens show it.
    var state: PictureState {
        switch self {
        case .loading: .pending
        case .loaded(let data): .loaded(data)
        case .none: .none
        case .failed: .failed
        }
    }

    /// Whether the picture's bytes are here.
    var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }
}
