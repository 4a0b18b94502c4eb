import Foundation

extension ProductPicture {
    /// The pictures of `detail`, in the server's order, labelled by `labels`: each one the cache
    /// holds already loaded, the others placeholders (or what `previous` showed for the same
    /// image, so a screen that shows a product again does not blink).
    static func pictures(
        of detail: ProductDetail, labels: [String], cache: ImageCache, previous: [ProductPicture] = []
    ) -> [ProductPicture] {
        let shown = Dictionary(previous.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        return zip(detail.images, labels).map { image, label in
            let cached = image.url.flatMap { cache.cachedData(for: $0) }.map { PictureState.loaded($0) }
            let kept = shown[image.id].flatMap { $0 == .pending ? nil : $0 }
            return ProductPicture(id: image.id, state: cached ?? kept ?? .pending, accessibilityLabel: label)
        }
    }

    /// `pictures` with their labels replaced by `labels`, in order (another language's); each
    /// keeps its state.
    static func relabeled(_ pictures: [ProductPicture], labels: [String]) -> [ProductPicture] {
        zip(pictures, labels).map { picture, label in
            var relabeled = picture
            relabeled.accessibilityLabel = label
            return relabeled
        }
    }

    /// Downloads through `cache` every image of `images` whose state in `states` is a placeholder,
    /// all at once, and hands each outcome to `show` (with its index) as it arrives; an image
    /// without a usable address fails at once.
    @MainActor
    static func download(
        _ images: [ProductImage], states: [PictureState], cache: ImageCache,
        show: (_ index: Int, _ state: PictureState) -> Void
    ) async {
        await withTaskGroup(of: (Int, PictureState).self) { group in
            for (index, image) in images.enumerated() where index < states.count && states[index] == .pending
            {
                guard let url = image.url else {
                    show(index, .failed)
                    continue
                }
                group.addTask {
                    // Awaited before the tuple is made: Swift 6.3.1 at -O corrupts a task's
                    // tuple result written on both sides of a suspension (swiftlang/swift#91911).
                    let state: PictureState
                    do {
                        state = .loaded(try await cache.data(for: url))
                    } catch {
                        state = .failed
                    }
                    return (index, state)
                }
            }
            for await (index, state) in group {
                show(index, state)
            }
        }
    }
}
