import Foundation

/// Loads the home screen: the home document, then every product's details and picture at once.
///
/// The critical path is two round trips — the home document, then one round of product calls —
/// however many products there are. Products come back in the order of the home document's
/// codes, whatever order the calls finish in. A product that fails is left out and listed in
/// ``HomeScreen/failures``; the home document failing fails the whole load. Cancelling the
/// calling task cancels every call still running.
///
/// ```swift
/// let loader = HomeLoader(home: homes, products: products)
/// let screen = try await loader.load(greetingName: "Minji")      // all at once
///
/// for try await section in loader.sections() {                    // or part by part
///     if case .products(let shelf, let items, _) = section { print(shelf, items.count) }
/// }
/// ```
public struct HomeLoader: Sendable {
    private let home: any HomeRepository
    private let products: ProductLoader

    /// A loader reading the document from `home` and the products from `products`.
    public init(home: any HomeRepository, products: any ProductRepository) {
        self.home = home
        self.products = ProductLoader(products: products)
    }

    /// The whole home screen, once every product has been answered.
    ///
    /// - Parameter greetingName: the name to greet, trimmed as sign-in keeps it; the home
    ///   document's `display-name` when `nil`. A name sign-in would refuse (``SignInError``: one
    ///   that shows nothing, such as a lone byte-order mark, one longer than
    ///   ``SignInError/maximumNameLength``, or one holding control characters) is greeted without
    ///   a name, as `""` is: the greeting never fails the home screen.
    /// - Throws: ``StarbucksAPIError`` when the home document cannot be loaded;
    ///   `CancellationError` when cancelled.
    public func load(greetingName: String? = nil) async throws -> HomeScreen {
        let document = try await home.home()
        let results = try await loadProducts(document.allProductCodes) { _, _ in }
        return HomeScreen(
            greetingName: greetingName.map(Self.greeted) ?? document.displayName,
            yourRecommendations: Self.products(document.yourRecommendations, in: results),
            mainEventBannerURL: document.mainEventBannerURL,
            nowRecommendations: Self.products(document.nowRecommendations, in: results),
            failures: document.allProductCodes.compactMap { code in
                if case .failure(let failure) = results[code] { return failure }
                return nil
            })
    }

    /// The home screen part by part, each the moment it is complete: the greeting and the main
    /// event as soon as the home document arrives, then each product row when its last product
    /// is answered (the row that finishes first comes first). All products are fetched at once,
    /// as in ``load(greetingName:)``, which says how `greetingName` is greeted.
    ///
    /// The stream ends throwing ``StarbucksAPIError`` when the home document cannot be loaded.
    /// Ending the iteration early cancels the calls still running.
    public func sections(greetingName: String? = nil) -> AsyncThrowingStream<HomeSection, any Error> {
        let (stream, continuation) = AsyncThrowingStream<HomeSection, any Error>.makeStream()
        let task = Task {
            do {
                let document = try await home.home()
                continuation.yield(.greeting(name: greetingName.map(Self.greeted) ?? document.displayName))
                continuation.yield(.mainEvent(bannerURL: document.mainEventBannerURL))
                var waiting = ProductShelf.allCases
                var results: [ProductCode: Result<MenuProduct, ProductFailure>] = [:]
                let yieldCompleteShelves = {
                    for shelf in waiting {
                        let codes = Self.codes(of: shelf, in: document)
                        guard codes.allSatisfy({ results[$0] != nil }) else { continue }
                        let failures = codes.compactMap { code -> ProductFailure? in
                            if case .failure(let failure) = results[code] { return failure }
                            return nil
                        }
                        continuation.yield(
                            .products(shelf, Self.products(codes, in: results), failures: failures))
                        waiting.removeAll { $0 == shelf }
                    }
                }
                yieldCompleteShelves()
                _ = try await loadProducts(document.allProductCodes) { code, result in
                    results[code] = result
                    yieldCompleteShelves()
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Loads every product of `codes` at once; `progress` hears of each as it completes.
    private func loadProducts(
        _ codes: [ProductCode], progress: (ProductCode, Result<MenuProduct, ProductFailure>) -> Void
    ) async throws -> [ProductCode: Result<MenuProduct, ProductFailure>] {
        let loader = products
        let results = try await withThrowingTaskGroup(
            of: (ProductCode, Result<MenuProduct, ProductFailure>).self,
            returning: [ProductCode: Result<MenuProduct, ProductFailure>].self
        ) { group in
            for code in codes {
                group.addTask {
                    // Awaited before the tuple is made: Swift 6.3.1 at -O corrupts a task's
                    // tuple result written on both sides of a suspension (swiftlang/swift#91911).
                    let result: Result<MenuProduct, ProductFailure>
                    do {
                        result = .success(try await loader.load(code))
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        let failure = ProductFailure(
                            code: code, error: StarbucksAPIError.wrapping(error, .productInfo))
                        result = .failure(failure)
                    }
                    return (code, result)
                }
            }
            var results: [ProductCode: Result<MenuProduct, ProductFailure>] = [:]
            for try await (code, result) in group {
                results[code] = result
                progress(code, result)
            }
            return results
        }
        try Task.checkCancellation()
        return results
    }

    /// The name the greeting shows for `name`: the name as sign-in keeps it (trimmed), or `""`
    /// (a greeting without a name) for a name sign-in refuses.
    static func greeted(_ name: String) -> String {
        (try? SignInError.validated(name)) ?? ""
    }

    private static func codes(of shelf: ProductShelf, in document: HomeDocument) -> [ProductCode] {
        switch shelf {
        case .yourRecommendations: document.yourRecommendations
        case .nowRecommendations: document.nowRecommendations
        }
    }

    /// The loaded products of `codes`, in their order.
    private static func products(
        _ codes: [ProductCode], in results: [ProductCode: Result<MenuProduct, ProductFailure>]
    ) -> [MenuProduct] {
        codes.compactMap { code in try? results[code]?.get() }
    }
}
