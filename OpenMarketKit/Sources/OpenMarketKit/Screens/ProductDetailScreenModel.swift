import Foundation
import Observation

/// The product detail screen: the product's text and spoken label, then its pictures, in the
/// server's order, each filled in as its download through the ``ImageCache`` ends.
///
/// ```swift
/// let model = ProductDetailScreenModel(productID: 16, client: client, images: cache)
/// await model.load()
/// print(model.presentation?.summary.name ?? "", model.pictures.count)
/// ```
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class ProductDetailScreenModel {
    /// The product shown.
    public let productID: Int
    /// Where the screen stands: a spinner for ``ScreenPhase/loading``, the product for
    /// ``ScreenPhase/loaded`` and ``ScreenPhase/refreshing``.
    public private(set) var phase: ScreenPhase = .idle
    /// The product's text, once loaded.
    public private(set) var presentation: ProductDetailPresentation?
    /// The product's pictures in the server's order; placeholders until they arrive.
    public private(set) var pictures: [ProductPicture] = []
    /// A refresh that failed while the product stays on screen; ``retry()`` repeats it.
    public private(set) var refreshFailure: ScreenFailure?
    /// The product as the server sent it, for the screens it leads to (the edit form).
    public private(set) var detail: ProductDetail?

    private let client: OpenMarketClient
    private let images: ImageCache
    private let text: ScreenText
    @ObservationIgnored private var generation = 0

    /// The detail of product `productID`, read through `client`, with pictures from `images`, in
    /// `locale`'s language.
    public init(productID: Int, client: OpenMarketClient, images: ImageCache, locale: Locale = .current) {
        self.productID = productID
        self.client = client
        self.images = images
        self.text = ScreenText(locale: locale)
    }

    /// The screen's title: the product's name once loaded.
    public var title: String { presentation?.summary.name ?? "" }

    /// Loads the product, then its pictures; returns when every picture has arrived or failed.
    /// Does nothing once loaded.
    public func load() async {
        switch phase {
        case .idle, .failed: break
        case .loading, .loaded, .refreshing: return
        }
        phase = .loading
        await fetch(failureKey: "screen.detail.failed")
    }

    /// Loads the product again while it stays on screen.
    public func refresh() async {
        guard phase == .loaded else { return }
        phase = .refreshing
        refreshFailure = nil
        await fetch(failureKey: "screen.detail.refreshFailed")
    }

    /// Repeats what failed: the first load or the refresh.
    public func retry() async {
        if phase.failure != nil {
            await load()
        } else if refreshFailure != nil {
            await refresh()
        }
    }

    private func fetch(failureKey: String) async {
        generation += 1
        let started = generation
        let loaded: ProductDetail
        do {
            loaded = try await client.product(id: productID)
        } catch {
            guard started == generation else { return }
            if error is CancellationError {
                // Cancelled, not failed: the screen shows what it had, and a load starts again.
                phase = phase == .refreshing ? .loaded : .idle
            } else if phase == .refreshing {
                phase = .loaded
                refreshFailure = text.failure(failureKey, error)
            } else {
                phase = .failed(text.failure(failureKey, error))
            }
            return
        }
        guard started == generation else { return }
        let screen = ProductDetailPresentation(detail: loaded, locale: text.locale)
        detail = loaded
        presentation = screen
        pictures = zip(loaded.images, screen.pictureLabels).map { image, label in
            let cached = image.url.flatMap { images.cachedData(for: $0) }
            return ProductPicture(
                id: image.id, state: cached.map { .loaded($0) } ?? .pending, accessibilityLabel: label)
        }
        phase = .loaded
        await loadPictures(of: loaded, generation: started)
    }

    /// Downloads every picture still a placeholder, all at once, each put in its place as it
    /// arrives.
    private func loadPictures(of detail: ProductDetail, generation started: Int) async {
        let images = images
        await withTaskGroup(of: (Int, PictureState).self) { group in
            for (index, image) in detail.images.enumerated() where pictures[index].state == .pending {
                guard let url = image.url else {
                    pictures[index].state = .failed
                    continue
                }
                group.addTask {
                    do {
                        return (index, .loaded(try await images.data(for: url)))
                    } catch {
                        return (index, .failed)
                    }
                }
            }
            for await (index, state) in group where started == generation && index < pictures.count {
                pictures[index].state = state
            }
        }
    }
}
