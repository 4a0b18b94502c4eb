import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(SwiftUI)
    import SwiftUI
#endif

// The samples of the screen models' documentation (DrivingAScreen.md, the testing section of
// TestingWithAStubTransport.md and the symbol comments of Screens/, Presentation/ and
// OpenMarketKitTesting), copied verbatim; `everyDocumentedSampleIsCompiledByATest` in
// DocSampleTests.swift checks they stay copied.

// MARK: - DrivingAScreen.md (file scope)

// The SwiftUI views compile everywhere: against SwiftUI where it exists, against the test
// target's compile-only surface (Shared/SwiftUISurface.swift) on Linux.

@available(iOS 17.0, macOS 14.0, *)
struct ProductListView: View {
    @Bindable var model: ProductListScreenModel

    var body: some View {
        List(model.rows) { row in
            VStack(alignment: .leading) {
                Text(row.summary.name)
                Text(row.summary.bargainPriceText ?? row.summary.priceText)
                Text(row.summary.stockText)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(row.accessibilityLabel)
            .accessibilityHint(row.accessibilityHint)
            .task { await model.itemAppeared(row.id) }
        }
        .overlay {
            if model.showsSpinner {
                ProgressView()
            } else if let failure = model.phase.failure {
                VStack {
                    if let title = failure.title { Text(title) }
                    Text(failure.message)
                    if failure.isRetryable {
                        Button(failure.retryTitle) { Task { await model.retry() } }
                    }
                }
            }
        }
        .refreshable { await model.refresh() }
        .navigationTitle(model.title)
        .task { await model.load() }
    }
}

@available(iOS 17.0, macOS 14.0, *)
struct MarketView: View {
    @Bindable var model: ProductListScreenModel

    var body: some View {
        NavigationStack {
            List(model.rows) { row in
                Button(row.summary.name) { model.open(row.id) }
                    .accessibilityLabel(row.accessibilityLabel)
                    .task { await model.itemAppeared(row.id) }
            }
            .navigationTitle(model.title)
            .toolbar {
                Button("+") { model.addProduct() }
                    .accessibilityLabel(model.addProductAccessibilityLabel)
            }
            .navigationDestination(item: $model.destination.detail) { detail in
                ProductDetailView(model: detail)
            }
            .sheet(item: $model.destination.register) { form in
                ProductFormView(model: form)
            }
            .task { await model.load() }
        }
    }
}

@available(iOS 17.0, macOS 14.0, *)
struct ProductDetailView: View {
    @Bindable var model: ProductDetailScreenModel

    var body: some View {
        VStack {
            if let presentation = model.presentation {
                Text(presentation.summary.name)
                Text(presentation.summary.bargainPriceText ?? presentation.summary.priceText)
                Text(presentation.summary.stockText)
            }
            if let seller = model.sellerText {
                Text(seller)
            }
            if model.deletion == .deleting {
                ProgressView(model.deletingText)
            } else if case .failed(let failure) = model.deletion {
                Text(failure.message)
                if failure.isRetryable {
                    Button(failure.retryTitle) { Task { await model.retry() } }
                }
            }
        }
        .toolbar {
            Button(model.editTitle) { model.edit() }
                .disabled(!model.canChange)
            Button(model.deleteTitle, role: .destructive) { model.requestDelete() }
                .disabled(!model.canChange)
        }
        .sheet(item: $model.destination.edit) { form in
            ProductFormView(model: form)
        }
        .alert(
            model.destination.deleteConfirmation?.title ?? "",
            isPresented: $model.destination.isDeleteConfirmationPresented,
            presenting: model.destination.deleteConfirmation
        ) { confirmation in
            Button(confirmation.confirmTitle, role: .destructive) {
                Task { await model.confirmDelete(confirmation) }
            }
            Button(confirmation.cancelTitle, role: .cancel) { model.cancelDelete() }
        } message: { confirmation in
            Text(confirmation.message)
        }
        .task { await model.load() }
    }
}

@available(iOS 17.0, macOS 14.0, *)
struct ProductFormView: View {
    @Bindable var model: ProductFormScreenModel

    var body: some View {
        Form {
            TextField(model.label(for: .name), text: $model.name)
            TextField(model.label(for: .price), text: $model.price)
            ForEach(model.currentPictures) { picture in
                Text(picture.accessibilityLabel)
            }
            Button(model.submitTitle) { Task { await model.submit() } }
                .disabled(!model.canSubmit)
        }
        .navigationTitle(model.title)
        .task { await model.load() }
    }
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor @ViewBuilder func previewMarket() -> some View {
    let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
    let client = OpenMarketClient(server: .marketTraining, transport: transport)
    MarketView(model: ProductListScreenModel(client: client, itemsPerPage: 20))
}

// MARK: - UsingInAnIOSApp.md (the preview)

@available(iOS 17.0, macOS 14.0, *)
@MainActor @ViewBuilder func previewDetail() -> some View {
    let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
    let client = OpenMarketClient(server: .marketTraining, transport: transport)
    let images = ImageCache(transport: transport)
    NavigationStack {
        ProductDetailView(model: ProductDetailScreenModel(productID: 3, client: client, images: images))
    }
}

/// What ``printCatalogue(client:)`` printed, in order.
@MainActor private var catalogueLines: [String] = []

/// Stands in for `print` in the framework-free sample, so the test reads what it printed.
@MainActor private func print(_ items: Any...) {
    catalogueLines.append(items.map { "\($0)" }.joined(separator: " "))
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor
func printCatalogue(client: OpenMarketClient) async {
    let model = ProductListScreenModel(client: client, itemsPerPage: 20, locale: Locale(identifier: "en_US"))
    await model.load()
    if let failure = model.phase.failure {
        print(failure.title ?? "", failure.message)
        return
    }
    var shown = 0
    while shown < model.rows.count {
        let row = model.rows[shown]
        print(row.accessibilityLabel)
        await model.itemAppeared(row.id)
        shown += 1
    }
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor
func repriceThenDelete(_ id: Int, price: String, client: OpenMarketClient) async -> [String] {
    let list = ProductListScreenModel(client: client, itemsPerPage: 20, locale: Locale(identifier: "en_US"))
    await list.load()
    list.open(id)
    guard let detail = list.destination.detail else { return ["Product \(id) is not on the first page."] }
    await detail.load()
    var shown = [detail.presentation?.summary.priceText ?? ""]

    detail.edit()
    guard let form = detail.destination.edit else { return shown }
    await form.load()
    form.price = price
    await form.submit()  // the form closes itself once saved
    shown.append(detail.presentation?.summary.priceText ?? "")

    detail.requestDelete()
    guard let confirmation = detail.destination.deleteConfirmation else { return shown }
    shown.append(confirmation.message)
    await detail.confirmDelete(confirmation)
    if case .failed(let failure) = detail.deletion {
        shown.append(failure.message)
        await detail.retry()
    }
    let back = list.destination == nil
    shown.append(back ? "Back on the list: \(list.rows.count) products." : "Still on the detail.")
    return shown
}

// MARK: - TestingWithAStubTransport.md, the testing product (file scope)

@available(iOS 17.0, macOS 14.0, *)
@Test @MainActor func theListShowsASpinnerUntilThePageArrives() async {
    let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
    let client = OpenMarketClient(server: .marketTraining, transport: transport)
    let model = ProductListScreenModel(client: client, itemsPerPage: 20)
    await transport.hold()

    let loading = Task { await model.load() }
    await transport.waitForRequests(1)
    #expect(model.showsSpinner)

    await transport.release()
    await loading.value
    #expect(model.rows.count == 20)
}

@Suite("Screen documentation samples")
struct ScreenDocSampleTests {
    /// One test for both runs, since they share what the sample printed.
    @available(iOS 17.0, macOS 14.0, *)
    @Test @MainActor func theFrameworkFreeLoopPrintsEveryProductPageByPageOrTheFailure() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let client = OpenMarketClient(server: Sample.server(.marketTraining), transport: transport)
        catalogueLines = []

        await printCatalogue(client: client)

        #expect(catalogueLines.count == 45)
        #expect(catalogueLines.first == "Product 1. Price ₩1,100. 1 in stock.")
        #expect(catalogueLines.last == "Product 45. On sale for ₩5,400, down from ₩5,500. 45 in stock.")
        #expect(await Screens.pageRequests(transport) == [1, 2, 3])

        let offline = ScriptedTransport(always: .failure(.timedOut))
        catalogueLines = []

        await printCatalogue(
            client: OpenMarketClient(server: Sample.server(.marketTraining), transport: offline))

        #expect(
            catalogueLines == [
                "The products could not be loaded. "
                    + OpenMarketError.timedOut.message(locale: Locale(identifier: "en_US"))
            ])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test @MainActor func theFrameworkFreeFlowRepricesThenDeletesWithOneRetry() async {
        let market = FlowMarket(productCount: 25)
        await market.failDeletions(1)
        let client = Screens.client(market.transport())

        let shown = await repriceThenDelete(10, price: "1800", client: client)

        #expect(
            shown == [
                "₩2,000", "₩1,800", "“Product 10” will be removed from the market. This can't be undone.",
                "The market server failed with status 500 (code 500): The server failed. Try again later.",
                "Back on the list: 19 products.",
            ])
        #expect(await !market.has(10))

        let missing = await repriceThenDelete(99, price: "1800", client: client)
        #expect(missing == ["Product 99 is not on the first page."])
    }

    @Test func aDetailsPresentationSpeaksAsDocumented() {
        let detail = ProductDetail(
            product: ProductListing(
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
    @available(iOS 17.0, macOS 14.0, *)
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
