import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

/// The product detail model over the bundled fixtures, state by state: loading, the page shown
/// with its picture pending then loaded, a page that fails and its retry, a picture that fails
/// alone and its retry, and a refresh that keeps the page.
@Suite("Product detail screen model")
@MainActor
struct ProductDetailScreenModelTests {
    private let latency = Duration.milliseconds(10)
    private let english = Locale(identifier: "en")
    /// Iced Coffee, on the user's row of the bundled home.
    private let icedCoffee = ProductCode(rawValue: "106509")

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePageShowsAfterOneRoundTripThenItsPicture() async throws {
        // Given a product whose every request waits one latency
        let clock = ManualClock()
        let code = try #require(icedCoffee)
        let model = ProductDetailScreenModel(
            code: code, dependencies: .fixtures(latency: latency, sleep: clock.sleep), locale: english)
        #expect(model.phase == .idle && model.page == nil && model.picture == .none)
        #expect(model.placeholderText == "Loading…")

        // When it loads: the details and the picture's address are asked for together
        let loading = Task { await model.load() }
        #expect(await clock.waitForSleepers(2))
        #expect(model.phase == .loading && model.page == nil)

        // Then the page shows after one round trip, its picture still downloading
        clock.advance(by: latency)
        #expect(await until { model.page != nil })
        #expect(model.phase == .loaded)
        #expect(model.picture == .pending && model.pictureText == "Picture loading…")
        let page = try #require(model.page)
        #expect(page.name == "아이스 커피" && page.englishName == "Iced Coffee")
        #expect(page.details.map(\.labeledValue).contains(LabeledValue(label: "Served", value: "Iced")))
        #expect(page.nutrition.map(\.line).prefix(2) == ["Calories: 5 kcal", "Fat: 0 g"])
        #expect(page.nutrition.last?.line == "Caffeine: 140 mg")
        #expect(model.pictureAccessibilityLabel == "Picture of Iced Coffee, 아이스 커피")

        // And the picture lands after the second
        await drive(clock, by: latency, until: loading)
        #expect(model.picture.word == .loaded && model.picture.data?.isEmpty == false)
        #expect(model.pictureText.hasPrefix("Picture ready ("))
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aPageThatCannotBeReadFailsAndRetryShowsIt() async throws {
        let base = StarbucksDependencies.fixtures()
        let model = ProductDetailScreenModel(
            code: try #require(icedCoffee),
            products: FlakyProducts(base: base.products, failures: 1), images: base.images,
            locale: Locale(identifier: "ko_KR"))

        await model.load()
        let failure = try #require(model.phase.failure)
        #expect(failure.message == "상품 정보 서비스가 너무 오래 응답하지 않아요. 잠시 후 다시 시도하세요.")
        #expect(failure.retryTitle == "다시 시도")
        #expect(model.page == nil && model.picture == .none)

        await model.retry()
        #expect(model.phase == .loaded)
        #expect(model.page?.name == "아이스 커피")
        #expect(model.page?.nutrition.first?.line == "열량: 5kcal")
        #expect(model.picture.word == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func anUnknownProductSaysSo() async throws {
        let model = ProductDetailScreenModel(
            code: try #require(ProductCode(rawValue: "12345")), dependencies: .fixtures(), locale: english)

        await model.load()

        #expect(model.phase.failure?.message.hasPrefix("There is no product with code 12345;") == true)
        #expect(model.page == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aPictureThatFailsLeavesThePageAndRetryDownloadsIt() async throws {
        let base = StarbucksDependencies.fixtures()
        let images = FlakyImages(base: base.images, failures: 1)
        let model = ProductDetailScreenModel(
            code: try #require(icedCoffee), products: base.products, images: images, locale: english)

        await model.load()
        #expect(model.phase == .loaded && model.page?.name == "아이스 커피")
        #expect(model.picture == .failed)
        #expect(model.pictureText.hasPrefix("Picture unavailable: "))

        await model.retry()
        #expect(model.picture.word == .loaded)
        #expect(model.phase == .loaded)
        #expect(await images.requests == 2)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func refreshingKeepsThePageAndItsPicture() async throws {
        let clock = ManualClock()
        let images = FlakyImages(base: StarbucksDependencies.fixtures().images, failures: 0)
        let dependencies = StarbucksDependencies.fixtures(latency: latency, sleep: clock.sleep)
        let model = ProductDetailScreenModel(
            code: try #require(icedCoffee), products: dependencies.products, images: images, locale: english)
        await drive(clock, by: latency, until: Task { await model.load() })
        #expect(model.picture.word == .loaded)

        let refreshing = Task { await model.refresh() }
        #expect(await clock.waitForSleepers(2))
        #expect(model.phase == .refreshing)
        #expect(model.page?.name == "아이스 커피" && model.picture.word == .loaded)
        await drive(clock, by: latency, until: refreshing)

        #expect(model.phase == .loaded && model.picture.word == .loaded)
        #expect(await images.requests == 1)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfThePageAndItsPicture() async throws {
        let model = ProductDetailScreenModel(
            code: try #require(icedCoffee), dependencies: .fixtures(), locale: english)
        #expect(
            await observesChange(
                of: {
                    _ = model.page
                    _ = model.picture
                }, during: { await model.load() }))
    }
}

/// A product repository whose details fail the first `failures` times, then read `base`.
private actor FlakyProducts: ProductRepository {
    private let base: any ProductRepository
    private var failures: Int

    init(base: any ProductRepository, failures: Int) {
        self.base = base
        self.failures = failures
    }

    func details(of code: ProductCode) async throws -> MenuProduct {
        if failures > 0 {
            failures -= 1
            throw StarbucksAPIError.wrapping(URLError(.timedOut), .productInfo)
        }
        return try await base.details(of: code)
    }

    func imageURL(of code: ProductCode) async throws -> URL? {
        try await base.imageURL(of: code)
    }
}

/// Pictures from `base`, the first `failures` downloads failing; counts every request.
private actor FlakyImages: ImageRepository {
    private let base: any ImageRepository
    private var failures: Int
    private(set) var requests = 0

    init(base: any ImageRepository, failures: Int) {
        self.base = base
        self.failures = failures
    }

    func image(at url: URL) async throws -> Data {
        requests += 1
        if failures > 0 {
            failures -= 1
            throw StarbucksAPIError.wrapping(URLError(.notConnectedToInternet), .image)
        }
        return try await base.image(at: url)
    }
}
