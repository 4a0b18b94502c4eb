import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Product detail screen") @MainActor
struct ProductDetailScreenModelTests {
    @available(iOS 17.0, macOS 14.0, *)
    private func model(_ transport: ScriptedTransport, id: Int = 16) -> ProductDetailScreenModel {
        ProductDetailScreenModel(
            productID: id, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theProductShowsFirstThenItsPicturesInOrder() async {
        // Given a server whose answers wait
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let model = model(transport)
        var phases = [model.phase]
        await transport.hold()

        // When the screen loads, the product arrives, then its pictures
        let load = Task { await model.load() }
        await transport.waitForRequests(1)
        phases.append(model.phase)
        await transport.releaseNext()
        await transport.waitForRequests(3)
        phases.append(model.phase)
        let waiting = model.pictures.map(\.state)
        await transport.release()
        await load.value

        // Then: idle → loading → loaded with placeholders → the pictures in the server's order
        #expect(phases == [.idle, .loading, .loaded])
        #expect(waiting == [.pending, .pending])
        #expect(model.pictures.map(\.id) == [161, 162])
        #expect(
            model.pictures.map(\.state) == [
                .loaded(StubCatalogue.picture("/images/16-1.png")),
                .loaded(StubCatalogue.picture("/images/16-2.png")),
            ])
        #expect(model.title == "Product 16")
        #expect(model.presentation?.summary.stockText == "Sold out")
        #expect(model.detail?.id == 16)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aCancelledLoadIsNoFailureAndCanStartAgain() async {
        // Given a transport whose request is cancelled
        let transport = StubTransport { _ in throw CancellationError() }
        let model = ProductDetailScreenModel(
            productID: 16, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)

        // When the screen loads
        await model.load()

        // Then nothing failed, and the screen is ready to load again
        #expect(model.phase == .idle)
        #expect(model.detail == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theProductAndItsPicturesSpeak() async {
        let model = model(ScriptedTransport(catalogue: StubCatalogue(productCount: 20)), id: 3)

        await model.load()

        #expect(
            model.presentation?.accessibilityLabel
                == "Product 3. On sale for ₩1,200, down from ₩1,300. 3 in stock. Sold by Stub vendor.")
        #expect(
            model.pictures.map(\.accessibilityLabel) == [
                "Picture 1 of 2 of Product 3", "Picture 2 of 2 of Product 3",
            ])
        #expect(model.presentation?.description == "The description of product 3.")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aPictureThatFailsIsMarkedAndTheOthersStillArrive() async {
        let catalogue = StubCatalogue(productCount: 20)
        let transport = ScriptedTransport { request in
            if request.url?.path == "/images/16-1.png" { return .text("gone", status: 404) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)

        await model.load()

        #expect(model.pictures.map(\.state) == [.failed, .loaded(StubCatalogue.picture("/images/16-2.png"))])
        #expect(model.phase == .loaded)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFailedLoadShowsItsMessageAndRetries() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 20)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 1 { throw URLError(.timedOut) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)

        await model.load()
        let failure = model.phase.failure
        await model.retry()

        #expect(failure?.title == "The product could not be loaded.")
        #expect(failure?.retryTitle == "Try again")
        #expect(model.phase == .loaded)
        #expect(model.pictures.count == 2)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aMissingProductSaysSo() async {
        let model = model(ScriptedTransport(catalogue: StubCatalogue(productCount: 20)), id: 99)

        await model.load()

        #expect(
            model.phase.failure?.message.hasPrefix("The market server found nothing there (status 404")
                == true)
        #expect(model.presentation == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefreshKeepsTheProductOnScreen() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let model = model(transport)
        await model.load()
        var phases = [model.phase]

        await transport.hold()
        let refresh = Task { await model.refresh() }
        await transport.waitForRequests(4)
        phases.append(model.phase)
        let shown = model.title
        await transport.release()
        await refresh.value
        phases.append(model.phase)

        #expect(phases == [.loaded, .refreshing, .loaded])
        #expect(shown == "Product 16")
        // The pictures were cached: the refresh downloads none again
        #expect(await transport.requests.count == 4)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aFailedRefreshKeepsTheProductAndRetries() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 20)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 4 { throw URLError(.notConnectedToInternet) }
            return catalogue.reply(to: request)
        }
        let model = model(transport)
        await model.load()

        await model.refresh()
        let failure = model.refreshFailure
        await model.retry()

        #expect(failure?.title == "The product could not be refreshed; it shows what was loaded before.")
        #expect(model.phase == .loaded)
        #expect(model.refreshFailure == nil)
        #expect(model.title == "Product 16")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theScreenIsToldOfEveryChangeItRenders() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let model = model(transport)

        let shown = observe {
            _ = model.phase
            _ = model.presentation
        }
        await transport.hold()
        let load = Task { await model.load() }
        await transport.waitForRequests(1)
        await transport.releaseNext()
        await transport.waitForRequests(3)
        let pictures = observe { _ = model.pictures }
        await transport.release()
        await load.value

        #expect(shown.fired)
        #expect(pictures.fired)
    }
}
