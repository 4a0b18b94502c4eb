import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Vendors, as credentials tell them: every product of the ``StubCatalogue`` and the
/// ``FlowMarket`` is sold by vendor 1, "Stub vendor".
enum Vendors {
    static let identifier = Sample.vendor.identifier
    static let password = Sample.vendor.password
    static let ownByNumber = VendorCredentials(identifier: identifier, password: password, vendorID: 1)
    static let othersByNumber = VendorCredentials(identifier: identifier, password: password, vendorID: 2)
    static let ownByName = VendorCredentials(
        identifier: identifier, password: password, vendorName: "Stub vendor")
    static let othersByName = VendorCredentials(
        identifier: identifier, password: password, vendorName: "Sunny Stall")
}

/// The detail knows whose product it shows, from the client's credentials: only the vendor's own
/// products can be edited and deleted; another vendor's says who sells it, and its edit and
/// delete send nothing.
@Suite("Whose product it is") @MainActor
struct OwnershipTests {
    /// A loaded detail of product `id` over `market`, as `credentials`' vendor.
    @available(iOS 17.0, macOS 14.0, *)
    private func detail(
        _ id: Int = 3, of market: FlowMarket = FlowMarket(productCount: 5),
        as credentials: VendorCredentials?,
        locale: Locale = Screens.english
    ) async -> (ProductDetailScreenModel, ScriptedTransport) {
        let transport = market.transport()
        let model = ProductDetailScreenModel(
            productID: id, client: Screens.client(transport, credentials: credentials),
            images: ImageCache(transport: transport), locale: locale)
        await model.load()
        return (model, transport)
    }

    /// The requests that would change something.
    private func changes(_ transport: ScriptedTransport) async -> [String] {
        await transport.requests.filter { $0.httpMethod != "GET" }.map {
            "\($0.httpMethod ?? "") \($0.url?.path ?? "")"
        }
    }

    private func product(vendorID: Int, vendorName: String?) -> ProductDetail {
        ProductDetail(
            product: ProductListing(
                id: 16, vendorID: vendorID, name: "Barley tea", thumbnail: nil, currency: .krw, price: 2_000,
                createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0)),
            vendor: vendorName.map { Vendor(id: vendorID, name: $0) })
    }

    // MARK: - The rule

    @Test func theCredentialsTellOwnProductsByNumberOrElseByName() {
        let dacodaco = product(vendorID: 2, vendorName: "dacodaco")
        let unnamed = product(vendorID: 2, vendorName: nil)
        func credentials(_ id: Int?, _ name: String?) -> VendorCredentials {
            VendorCredentials(
                identifier: Vendors.identifier, password: Vendors.password, vendorID: id, vendorName: name)
        }

        #expect(credentials(2, nil).ownership(of: dacodaco) == .own)
        #expect(credentials(3, nil).ownership(of: dacodaco) == .anotherVendor)
        #expect(credentials(nil, "dacodaco").ownership(of: dacodaco) == .own)
        #expect(credentials(nil, "moonlight").ownership(of: dacodaco) == .anotherVendor)
        // The number decides when it is known: two vendors may share a name.
        #expect(credentials(3, "dacodaco").ownership(of: dacodaco) == .anotherVendor)
        #expect(credentials(2, "moonlight").ownership(of: dacodaco) == .own)
        // Nothing to compare: only the server can tell.
        #expect(credentials(nil, nil).ownership(of: dacodaco) == .unknown)
        #expect(credentials(nil, "dacodaco").ownership(of: unnamed) == .unknown)
        #expect(credentials(2, nil).ownership(of: unnamed) == .own)
        // The `openMarket` generation's `vendorName` counts when the detail has no `vendors`.
        var listed = unnamed
        listed.product.vendorName = "dacodaco"
        #expect(credentials(nil, "dacodaco").ownership(of: listed) == .own)
    }

    @Test func aClientWithoutCredentialsSellsNothing() {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 1))
        let reader = Screens.client(transport, credentials: nil)
        let seller = Screens.client(transport, credentials: Vendors.ownByNumber)
        let product = product(vendorID: 1, vendorName: "Stub vendor")

        #expect(reader.ownership(of: product) == .anotherVendor)
        #expect(seller.ownership(of: product) == .own)
        #expect(Screens.client(transport).ownership(of: product) == .unknown)
    }

    @Test func theDocumentedSampleTellsAnotherVendorsProduct() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let client = Screens.client(ScriptedTransport(catalogue: StubCatalogue(productCount: 20)))

        let vendor = VendorCredentials(
            identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word", vendorID: 2)
        let detail = try await client.product(id: 16)
        if vendor.ownership(of: detail) == .anotherVendor {
            print("Not yours: the server would refuse an edit.")
        }

        #expect(printed == ["Not yours: the server would refuse an edit."])
    }

    // MARK: - The detail screen

    @available(iOS 17.0, macOS 14.0, *)
    @Test(arguments: [Vendors.othersByNumber, Vendors.othersByName])
    func anotherVendorsProductSaysWhoSellsItAndCannotChange(credentials: VendorCredentials) async {
        let (model, _) = await detail(as: credentials)

        #expect(model.ownership == .anotherVendor)
        #expect(!model.isOwnProduct)
        #expect(!model.canChange)
        #expect(model.sellerText == "Sold by Stub vendor")
        model.locale = Locale(identifier: "ko")
        #expect(model.sellerText == "판매자: Stub vendor")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anotherVendorsProductSendsNoEditAndNoDeletion() async throws {
        // Given another vendor's product, and a confirmation a screen of the same product once showed
        let market = FlowMarket(productCount: 5)
        let (own, _) = await detail(of: market, as: Vendors.ownByNumber)
        own.requestDelete()
        let confirmation = try #require(own.destination.deleteConfirmation)
        let (model, transport) = await detail(of: market, as: Vendors.othersByNumber)

        // When the person asks to edit it, to delete it, and confirms a deletion
        model.edit()
        let editOpened = model.destination != nil
        model.requestDelete()
        let asked = model.destination != nil
        await model.confirmDelete(confirmation)
        await model.retryDelete()

        // Then nothing opens and nothing is sent: the product is still there
        #expect(!editOpened)
        #expect(!asked)
        #expect(model.destination == nil)
        #expect(model.deletion == .idle)
        #expect(await changes(transport).isEmpty)
        #expect(await market.has(3))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test(arguments: [Vendors.ownByNumber, Vendors.ownByName])
    func theVendorsOwnProductCanBeEditedAndDeleted(credentials: VendorCredentials) async throws {
        let market = FlowMarket(productCount: 5)
        let (model, transport) = await detail(of: market, as: credentials)

        #expect(model.ownership == .own)
        #expect(model.isOwnProduct)
        #expect(model.canChange)
        #expect(model.sellerText == nil)

        model.edit()
        #expect(model.destination.edit != nil)
        model.requestDelete()
        await model.confirmDelete(try #require(model.destination.deleteConfirmation))

        #expect(model.deletion == .deleted)
        #expect(
            await changes(transport) == ["POST /api/products/3/secret", "DELETE /api/products/3/secret-3"])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func credentialsThatDoNotSayWhoTheyAreLeaveItToTheServer() async {
        let (model, _) = await detail(as: Sample.vendor)

        #expect(model.ownership == .unknown)
        #expect(!model.isOwnProduct)
        #expect(model.canChange)
        #expect(model.sellerText == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aReadingClientShowsWhoSellsEveryProduct() async {
        let (model, _) = await detail(as: nil)

        #expect(model.ownership == .anotherVendor)
        #expect(!model.canChange)
        #expect(model.sellerText == "Sold by Stub vendor")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func beforeTheProductLoadsNobodyOwnsIt() {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 5))
        let model = ProductDetailScreenModel(
            productID: 3, client: Screens.client(transport, credentials: Vendors.ownByNumber),
            images: ImageCache(transport: transport), locale: Screens.english)

        #expect(model.ownership == nil)
        #expect(!model.isOwnProduct)
        #expect(model.sellerText == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aSellerTheServerDoesNotNameIsAnotherVendor() async {
        let transport = Self.catalogue(
            rewriting: "/api/products/3", #""name":"Stub vendor""#, with: #""name":"""#)
        let model = ProductDetailScreenModel(
            productID: 3, client: Screens.client(transport, credentials: Vendors.othersByNumber),
            images: ImageCache(transport: transport), locale: Locale(identifier: "en"))
        await model.load()

        #expect(model.sellerText == "Sold by another vendor")
        model.locale = Locale(identifier: "ko")
        #expect(model.sellerText == "다른 판매자의 상품")
    }

    // MARK: - The list's header

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theListNamesTheVendorWhenTheKitCanKnowIt() async {
        // Given pages that name each product's vendor (as the openMarket generation's do)
        let transport = Self.catalogue(
            rewriting: "/api/products", #""vendor_id":1,"#,
            with: #""vendor_id":1,"vendorName":"Stub vendor","#)
        func list(_ credentials: VendorCredentials?) async -> ProductListScreenModel {
            let model = ProductListScreenModel(
                client: Screens.client(transport, credentials: credentials), locale: Screens.english)
            await model.load()
            return model
        }

        // Then: by the name the credentials carry, by the name their number's products show, or not at all
        #expect(await list(Vendors.othersByName).vendorName == "Sunny Stall")
        #expect(await list(Vendors.ownByNumber).vendorName == "Stub vendor")
        #expect(await list(Vendors.othersByNumber).vendorName == nil)
        #expect(await list(Sample.vendor).vendorName == nil)
        #expect(await list(nil).vendorName == nil)
    }

    /// A catalogue of five stub products whose answer at `path` has `text` replaced by
    /// `replacement`, for an answer the stub does not give as it is.
    private static func catalogue(rewriting path: String, _ text: String, with replacement: String)
        -> ScriptedTransport
    {
        let catalogue = StubCatalogue(productCount: 5)
        return ScriptedTransport { request in
            var reply = catalogue.reply(to: request)
            if request.url?.path == path {
                let body = String(decoding: reply.body, as: UTF8.self)
                reply.body = Data(body.replacingOccurrences(of: text, with: replacement).utf8)
            }
            return reply
        }
    }
}
