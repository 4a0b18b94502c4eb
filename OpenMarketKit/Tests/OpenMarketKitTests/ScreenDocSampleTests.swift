import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

// The samples of the screen models' documentation (DrivingAScreen.md and the symbol comments of
// Screens/ and Presentation/), copied verbatim; `everyDocumentedSampleIsCompiledByATest` in
// DocSampleTests.swift checks they stay copied.

@Suite("Screen documentation samples")
struct ScreenDocSampleTests {
    @Test func aDetailsPresentationSpeaksAsDocumented() {
        let detail = ProductDetail(
            product: Product(
                id: 1, vendorID: 2, name: "Barley tea", thumbnail: nil, currency: .krw, price: 2_000,
                stock: 0, createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0)),
            vendor: Vendor(id: 2, name: "dacodaco"))
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ProductDetailPresentation
        let screen = ProductDetailPresentation(detail: detail, locale: Locale(identifier: "en_US"))
        print(screen.accessibilityLabel)  // Barley tea. Price ₩2,000. Sold out. Sold by dacodaco.

        #expect(printed == ["Barley tea. Price ₩2,000. Sold out. Sold by dacodaco."])
    }
}

extension ScreenDocSampleTests {
    @Test @MainActor func theScreenModelsSymbolSamplesRun() async throws {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: Sample.server(.marketTraining), transport: transport)
        let cache = ImageCache { url in StubCatalogue.picture(url.path) }
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ProductListScreenModel
        let model = ProductListScreenModel(client: client, itemsPerPage: 20)
        await model.load()
        for row in model.rows {
            print(row.summary.name, row.summary.priceText)
        }

        // ProductDetailScreenModel
        do {
            let model = ProductDetailScreenModel(productID: 16, client: client, images: cache)
            await model.load()
            print(model.presentation?.summary.name ?? "", model.pictures.count)
        }

        // ProductFormScreenModel
        let form = ProductFormScreenModel(mode: .register, client: client)
        await form.load()
        form.name = "Barley tea"
        print(form.message(for: .name) ?? "fine")  // fine
        form.description = "Short"
        print(form.message(for: .description) ?? "fine")  // The description must be 10 to 1000 characters…

        #expect(printed.count == 23)
        #expect(printed.first == "Product 1 ₩1,100")
        #expect(printed[20] == "Product 16 2")
        #expect(printed[21] == "fine")
        #expect(printed[22].hasPrefix("The description must be 10 to 1000 characters"))
    }

    private func stubCatalogueSample() -> ScriptedTransport {
        let catalogue = StubCatalogue(productCount: 45)
        let transport = ScriptedTransport(catalogue: catalogue)
        return transport
    }

    @Test func theTestingProductsSymbolSamplesRun() async throws {
        #expect(await stubCatalogueSample().requests.isEmpty)

        // ScriptedTransport
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: .marketTraining, transport: transport)
        await transport.hold()
        let loading = Task { try await client.products(page: 1, itemsPerPage: 20) }
        await transport.waitForRequests(1)
        // …the screen shows its spinner here…
        await transport.release()
        let page = try await loading.value

        #expect(page.items.count == 20)
        #expect(page.lastPage == 3)
    }
}
