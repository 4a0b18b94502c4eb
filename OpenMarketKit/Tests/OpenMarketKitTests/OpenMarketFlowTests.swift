import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Open Market app's flows, driven through the screen models' intents only, from the list:
/// a product's detail, its edit form and its deletion, and the registration form.
@Suite("Open Market flows") @MainActor
struct OpenMarketFlowTests {
    /// A list of `market`'s products, 10 a page, with its pictures through the same transport.
    @available(iOS 17.0, macOS 14.0, *)
    private func list(_ transport: ScriptedTransport, locale: Locale = Screens.english)
        -> ProductListScreenModel
    {
        ProductListScreenModel(
            client: Screens.client(transport), itemsPerPage: 10, images: ImageCache(transport: transport),
            locale: locale)
    }

    private func picture(_ id: Int, _ index: Int) -> PictureState {
        .loaded(StubCatalogue.picture("/images/\(id)-\(index).png"))
    }

    /// The `DELETE` requests sent.
    private func deleteRequests(_ transport: ScriptedTransport) async -> Int {
        await transport.requests.filter { $0.httpMethod == "DELETE" }.count
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func fromTheListToADetailItsEditItsDeletionAndARegistration() async throws {
        let market = FlowMarket(productCount: 25)
        let transport = market.transport()
        let list = list(transport)

        // The list: the newest first, then the next page
        await list.load()
        #expect(list.rows.map(\.id) == Array((16...25).reversed()))
        await list.loadNextPage()
        #expect(list.rows.map(\.id) == Array((6...25).reversed()))
        #expect(list.destination == nil)

        // A row: its detail, with the list's client, cache and locale
        list.open(10)
        let detail = try #require(list.destination.detail)
        #expect(detail.productID == 10)
        await detail.load()
        #expect(detail.title == "Product 10")
        #expect(detail.presentation?.summary.priceText == "₩2,000")
        #expect(detail.presentation?.summary.stockText == "10 in stock")
        #expect(detail.pictures.map(\.state) == [picture(10, 1), picture(10, 2)])
        #expect(detail.editTitle == "Edit")
        #expect(detail.deleteTitle == "Delete")

        // Edit: the form shows the product's values and pictures, read-only
        detail.edit()
        let form = try #require(detail.destination.edit)
        #expect(form.mode == .edit(productID: 10))
        await form.load()
        #expect(form.title == "Edit the product")
        #expect(
            [form.name, form.price, form.discountedPrice, form.stock] == ["Product 10", "2000", "0", "10"])
        #expect(form.currentPictures.map(\.state) == [picture(10, 1), picture(10, 2)])
        #expect(
            form.currentPictures.map(\.accessibilityLabel) == [
                "Picture 1 of 2 of Product 10", "Picture 2 of 2 of Product 10",
            ])
        #expect(!form.canEditPictures)
        #expect(!form.canSubmit)

        form.price = "2500"
        #expect(form.canSubmit)
        let saved = await form.submit()

        // Back on the detail, showing the new price; the list's row too
        #expect(saved?.price == 2_500)
        #expect(detail.destination == nil)
        #expect(detail.presentation?.summary.priceText == "₩2,500")
        #expect(detail.detail?.price == 2_500)
        #expect(detail.pictures.map(\.state) == [picture(10, 1), picture(10, 2)])
        #expect(list.rows.first { $0.id == 10 }?.summary.priceText == "₩2,500")
        #expect(list.destination.detail === detail)

        // Delete, then cancel: nothing changed
        detail.requestDelete()
        let confirmation = try #require(detail.destination.deleteConfirmation)
        #expect(confirmation.id == 10)
        #expect(confirmation.title == "Delete this product?")
        #expect(confirmation.message == "“Product 10” will be removed from the market. This can't be undone.")
        #expect([confirmation.confirmTitle, confirmation.cancelTitle] == ["Delete", "Cancel"])
        detail.cancelDelete()
        #expect(detail.destination == nil)
        #expect(detail.deletion == .idle)
        #expect(await deleteRequests(transport) == 0)
        #expect(list.rows.count == 20)

        // Delete again, confirmed; the server fails once
        await market.failDeletions(1)
        detail.requestDelete()
        try await detail.confirmDelete(#require(detail.destination.deleteConfirmation))
        guard case .failed(let failure) = detail.deletion else {
            Issue.record("the deletion did not fail: \(detail.deletion)")
            return
        }
        #expect(failure.title == "The product could not be deleted.")
        #expect(failure.retryTitle == "Try again")
        #expect(failure.isRetryable)
        #expect(detail.destination == nil)
        #expect(list.rows.contains { $0.id == 10 })
        #expect(list.destination.detail === detail)

        // Retry: deleted, and back on the list without the row
        await detail.retry()
        #expect(detail.deletion == .deleted)
        #expect(await !market.has(10))
        #expect(list.destination == nil)
        #expect(list.rows.map(\.id) == Array((6...25).reversed()).filter { $0 != 10 })

        // "+": register a product with a picture; the list shows it first
        list.addProduct()
        let registration = try #require(list.destination.register)
        #expect(registration.mode == .register)
        await registration.load()
        registration.name = "Barley tea"
        registration.description = "Roasted barley for a nutty tea."
        registration.price = "3000"
        registration.stock = "5"
        #expect(registration.addPicture(Sample.jpegBytes, filename: "tea.jpeg"))
        let registered = await registration.submit()

        #expect(registered?.id == 26)
        #expect(list.destination == nil)
        #expect(list.rows.first?.id == 26)
        #expect(list.rows.first?.summary.name == "Barley tea")
        #expect(list.rows.first?.summary.priceText == "₩3,000")
        #expect(list.rows.first?.summary.stockText == "5 in stock")
        #expect(list.rows.count == 20)
    }

    // MARK: - The list's intents

    @available(iOS 17.0, macOS 14.0, *)
    @Test func openingAProductTheListDoesNotShowOpensNothing() async {
        let list = list(FlowMarket(productCount: 25).transport())
        list.open(1)
        #expect(list.destination == nil)

        await list.load()
        list.open(3)
        #expect(list.destination == nil)
        list.open(25)
        #expect(list.destination.detail?.productID == 25)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func eachAccessorSetsAndDismissesItsOwnCaseOnly() async throws {
        let list = list(FlowMarket(productCount: 5).transport())
        await list.load()
        list.open(5)
        let detail = try #require(list.destination.detail)

        list.destination.register = nil
        #expect(list.destination.detail === detail)
        #expect(list.destination.register == nil)

        list.addProduct()
        #expect(list.destination.detail == nil)
        let form = try #require(list.destination.register)
        list.destination.detail = nil
        #expect(list.destination.register === form)
        list.destination.register = nil
        #expect(list.destination == nil)

        list.destination.detail = detail
        #expect(list.destination.detail === detail)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRegisteredProductIsNotShownTwiceWhenTheNextPageHoldsItsNeighbour() async throws {
        // Given a list of page 1, and a product registered (it pushes product 16 to page 2)
        let list = list(FlowMarket(productCount: 25).transport())
        await list.load()
        list.addProduct()
        let form = try #require(list.destination.register)
        await form.load()
        form.name = "Barley tea"
        form.description = "Roasted barley for a nutty tea."
        form.price = "3000"
        form.addPicture(Sample.jpegBytes)
        await form.submit()

        // When the next page arrives
        await list.loadNextPage()

        // Then every product shows once, the new one first
        #expect(list.rows.map(\.id) == [26] + Array((7...25).reversed()))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRegistrationOnAListNotLoadedClosesAndLeavesTheRowsToTheLoad() async throws {
        let market = FlowMarket(productCount: 3)
        let list = list(market.transport())
        list.addProduct()
        let form = try #require(list.destination.register)
        await form.load()
        form.name = "Barley tea"
        form.description = "Roasted barley for a nutty tea."
        form.price = "3000"
        form.addPicture(Sample.jpegBytes)
        await form.submit()

        #expect(list.destination == nil)
        #expect(list.rows.isEmpty)
        await list.load()
        #expect(list.rows.map(\.id) == [4, 3, 2, 1])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditedRowKeepsThePictureItShowed() async throws {
        let list = list(FlowMarket(productCount: 5).transport())
        await list.load()
        await list.itemAppeared(5)
        let thumbnail = PictureState.loaded(StubCatalogue.picture("/thumbs/5.png"))
        #expect(list.rows.first?.picture == thumbnail)
        list.open(5)
        let detail = try #require(list.destination.detail)
        await detail.load()
        detail.edit()
        let form = try #require(detail.destination.edit)
        await form.load()
        form.name = "Renamed product"
        await form.submit()

        #expect(list.rows.first?.summary.name == "Renamed product")
        #expect(list.rows.first?.picture == thumbnail)
        #expect(detail.title == "Renamed product")
    }

    // MARK: - Paging after a deletion or a registration

    /// Deletes product `id` through its detail, confirmed, and checks the list is back alone.
    @available(iOS 17.0, macOS 14.0, *)
    private func delete(_ id: Int, from list: ProductListScreenModel) async throws {
        list.open(id)
        let detail = try #require(list.destination.detail)
        await detail.load()
        detail.requestDelete()
        try await detail.confirmDelete(#require(detail.destination.deleteConfirmation))
        #expect(detail.deletion == .deleted)
        #expect(list.destination == nil)
    }

    /// Registers a product through the list's "+" and returns its id.
    @available(iOS 17.0, macOS 14.0, *)
    private func register(_ name: String, on list: ProductListScreenModel) async throws -> Int? {
        list.addProduct()
        let form = try #require(list.destination.register)
        await form.load()
        form.name = name
        form.description = "A product registered from the list."
        form.price = "3000"
        form.addPicture(Sample.jpegBytes)
        let saved = await form.submit()
        #expect(list.destination == nil)
        return saved?.id
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theProductThatMovedIntoAPageShownAfterADeletionIsShownWithTheNextPage() async throws {
        // Given 2 pages of 3 shown
        let market = FlowMarket(productCount: 30)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()
        #expect(list.rows.map(\.id) == Array((11...30).reversed()))

        // When product 20 is deleted: product 10 moves into page 2 on the server
        try await delete(20, from: list)
        #expect(list.rows.count == 19)
        #expect(!list.rows.contains { $0.id == 20 })

        // Then the next page shows product 10 too, every product once, in the server's order
        await list.loadNextPage()
        #expect(list.rows.map(\.id) == Array((1...30).reversed()).filter { $0 != 20 })
        #expect(list.rows.count == 29)
        #expect(list.rows.first { $0.id == 10 }?.summary.name == "Product 10")
        #expect(!list.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 2, 3])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func severalDeletionsSkipNothing() async throws {
        let market = FlowMarket(productCount: 30)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()

        for id in [25, 15, 12] {
            try await delete(id, from: list)
        }
        #expect(list.rows.count == 17)
        await list.loadNextPage()

        #expect(list.rows.map(\.id) == Array((1...30).reversed()).filter { ![25, 15, 12].contains($0) })
        #expect(!list.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 2, 3])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aDeletionOnTheLastPageShownEndsTheListWhereTheServerDoes() async throws {
        // Given 2 pages shown of 3, the third holding one product
        let market = FlowMarket(productCount: 21)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()
        #expect(list.hasMorePages)

        // When a product of page 2 is deleted: product 1 moves into page 2, the last one
        try await delete(5, from: list)
        await list.loadNextPage()

        // Then product 1 shows, and no page follows
        #expect(list.rows.map(\.id) == Array((1...21).reversed()).filter { $0 != 5 })
        #expect(!list.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 2])
        await list.loadNextPage()
        #expect(await Screens.pageRequests(transport) == [1, 2, 2])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aDeletionOnceEveryPageIsShownLoadsNothingMore() async throws {
        let market = FlowMarket(productCount: 25)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()
        await list.loadNextPage()
        #expect(!list.hasMorePages)

        try await delete(3, from: list)
        await list.loadNextPage()

        #expect(list.rows.map(\.id) == Array((1...25).reversed()).filter { $0 != 3 })
        #expect(!list.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 3])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRegistrationThenTheNextPagesShowEveryProductOnce() async throws {
        // Given 2 pages shown of 3, and a product registered: it pushes product 11 into page 3
        let market = FlowMarket(productCount: 30)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()
        let registered = try #require(try await register("Barley tea", on: list))
        #expect(list.rows.first?.id == registered)

        // When the next pages load
        await list.loadNextPage()
        await list.loadNextPage()

        // Then every product shows once, the new one first, none skipped, at one request a page
        #expect(list.rows.map(\.id) == [registered] + Array((1...30).reversed()))
        #expect(!list.hasMorePages)
        #expect(await Screens.pageRequests(transport) == [1, 2, 3, 4])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRegistrationAndADeletionTogetherSkipNothing() async throws {
        let market = FlowMarket(productCount: 30)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        await list.loadNextPage()
        let registered = try #require(try await register("Barley tea", on: list))
        try await delete(14, from: list)
        try await delete(registered, from: list)
        try await delete(27, from: list)

        await list.loadNextPage()

        #expect(list.rows.map(\.id) == Array((1...30).reversed()).filter { ![14, 27].contains($0) })
        #expect(!list.hasMorePages)
    }

    // MARK: - The detail's intents

    @available(iOS 17.0, macOS 14.0, *)
    @Test func nothingCanBeEditedOrDeletedBeforeTheProductIsLoaded() async throws {
        let list = list(FlowMarket(productCount: 5).transport())
        await list.load()
        list.open(3)
        let other = try #require(list.destination.detail)
        await other.load()
        other.requestDelete()
        let otherQuestion = try #require(other.destination.deleteConfirmation)
        list.open(4)
        let detail = try #require(list.destination.detail)

        detail.edit()
        detail.requestDelete()
        await detail.confirmDelete(otherQuestion)

        #expect(detail.destination == nil)
        #expect(!detail.canChange)
        #expect(detail.deletion == .idle)
    }

    /// A second deletion would wait on the held transport, so a broken guard fails by the limit.
    @available(iOS 17.0, macOS 14.0, *)
    @Test(.timeLimit(.minutes(1))) func aSecondConfirmWhileDeletingSendsNothingMore() async throws {
        // Given a detail whose deletion waits for the server
        let market = FlowMarket(productCount: 5)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        list.open(5)
        let detail = try #require(list.destination.detail)
        await detail.load()
        detail.requestDelete()
        let confirmation = try #require(detail.destination.deleteConfirmation)
        let sent = await transport.requests.count
        await transport.hold()

        // When the person taps Delete twice
        let first = Task { await detail.confirmDelete(confirmation) }
        await transport.waitForRequests(sent + 1)
        #expect(detail.deletion == .deleting)
        #expect(!detail.canChange)
        detail.requestDelete()
        #expect(detail.destination == nil)
        await detail.confirmDelete(confirmation)
        detail.edit()
        #expect(detail.destination == nil)
        await transport.release()
        await first.value

        // Then one deletion was sent, and the product is gone
        #expect(await deleteRequests(transport) == 1)
        #expect(detail.deletion == .deleted)
        #expect(list.rows.map(\.id) == [4, 3, 2, 1])
        #expect(list.destination == nil)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aProductAlreadyGoneCountsAsDeleted() async throws {
        // Given a product deleted elsewhere after its detail was shown
        let market = FlowMarket(productCount: 5)
        let list = list(market.transport())
        await list.load()
        list.open(3)
        let detail = try #require(list.destination.detail)
        await detail.load()
        await market.remove(3)

        // When the person deletes it: the server answers 404
        detail.requestDelete()
        try await detail.confirmDelete(#require(detail.destination.deleteConfirmation))

        // Then it is gone from the list, as asked, without a failure to dismiss
        #expect(detail.deletion == .deleted)
        #expect(list.destination == nil)
        #expect(list.rows.map(\.id) == [5, 4, 2, 1])
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func givingUpAfterAFailedDeletionChangesNothing() async throws {
        let market = FlowMarket(productCount: 5)
        let transport = market.transport()
        let list = list(transport)
        await list.load()
        list.open(2)
        let detail = try #require(list.destination.detail)
        await detail.load()
        await market.failDeletions(1)
        detail.requestDelete()
        let answered = try #require(detail.destination.deleteConfirmation)
        await detail.confirmDelete(answered)
        #expect(detail.deletion.isFailed)

        // The confirmation already answered deletes nothing more.
        detail.cancelDelete()
        await detail.retryDelete()
        await detail.confirmDelete(answered)

        #expect(detail.deletion == .idle)
        #expect(await deleteRequests(transport) == 1)
        #expect(await market.has(2))
        #expect(list.rows.count == 5)
        #expect(list.destination.detail === detail)
        #expect(detail.canChange)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aRefusedEditKeepsTheFormOpenAndTheProductAsItWas() async throws {
        let market = FlowMarket(productCount: 5)
        let list = list(market.transport())
        await list.load()
        list.open(5)
        let detail = try #require(list.destination.detail)
        await detail.load()
        detail.edit()
        let form = try #require(detail.destination.edit)
        await form.load()
        await market.remove(5)

        form.price = "9000"
        await form.submit()

        #expect(form.submission.isFailed)
        #expect(detail.destination.edit === form)
        #expect(detail.presentation?.summary.priceText == "₩1,500")
        #expect(list.rows.first?.summary.priceText == "₩1,500")
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theConfirmationSpeaksKorean() async throws {
        let list = list(FlowMarket(productCount: 5).transport(), locale: Locale(identifier: "ko_KR"))
        await list.load()
        list.open(1)
        let detail = try #require(list.destination.detail)
        await detail.load()
        detail.requestDelete()

        let confirmation = try #require(detail.destination.deleteConfirmation)
        #expect(confirmation.title == "이 상품을 삭제할까요?")
        #expect(confirmation.message == "“Product 1” 상품이 마켓에서 사라지고, 되돌릴 수 없어요.")
        #expect([confirmation.confirmTitle, confirmation.cancelTitle] == ["삭제", "취소"])
        #expect(list.addProductAccessibilityLabel == "상품 등록하기")
    }

    // MARK: - The form opened alone

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditOfAFieldChangedElsewhereMeanwhileIsHeldUntilSavedAgain() async throws {
        // Given an edit form on product 5 (stock 5), and another device that then changes its
        // stock to 8 and its name
        let market = FlowMarket(productCount: 5)
        let transport = market.transport()
        let form = ProductFormScreenModel(
            mode: .edit(productID: 5), client: Screens.client(transport),
            images: ImageCache(transport: transport),
            locale: Screens.english)
        await form.load()
        await market.change(5, name: "Renamed elsewhere", stock: 8)

        // When the person saves a stock of 9
        form.stock = "9"
        let refused = await form.submit()

        // Then nothing is saved, and the form says which field changed, to what
        #expect(refused == nil)
        guard case .failed(let failure) = form.submission else {
            Issue.record("saved over the other change: \(form.submission)")
            return
        }
        #expect(
            failure.message
                == "While you edited, the product was changed elsewhere: Stock is now “8”. Nothing was saved; "
                + "save again to keep what you typed, or change it first.")
        #expect(failure.retryTitle == "Save mine")
        #expect(await market.nameAndStock(5)! == ("Renamed elsewhere", 8))
        // What the person typed stays; a field they left alone shows the market's value
        #expect(form.stock == "9")
        #expect(form.name == "Renamed elsewhere")

        // And saving again keeps the person's stock without changing the name back
        await form.retry()
        #expect(!form.submission.isFailed)
        #expect(await market.nameAndStock(5)! == ("Renamed elsewhere", 9))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditOfOtherFieldsThanTheOnesChangedElsewhereIsSavedAsItIs() async throws {
        for (elsewhere, typed) in [(8, "9"), (9, "9")] {
            // Given another device's change to the name (and the stock), and the same stock typed
            let market = FlowMarket(productCount: 5)
            let transport = market.transport()
            let form = ProductFormScreenModel(
                mode: .edit(productID: 5), client: Screens.client(transport),
                images: ImageCache(transport: transport), locale: Screens.english)
            await form.load()
            await market.change(5, name: "Renamed elsewhere", stock: elsewhere == 9 ? 9 : nil)
            form.stock = typed

            // Then the save goes through, keeping the other change
            #expect(await form.submit() != nil, "\(form.submission)")
            #expect(await market.nameAndStock(5)! == ("Renamed elsewhere", 9))
        }
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func anEditFormMadeWithAnIDLoadsTheProductAndItsPictures() async {
        let transport = FlowMarket(productCount: 5).transport()
        let form = ProductFormScreenModel(
            mode: .edit(productID: 4), client: Screens.client(transport),
            images: ImageCache(transport: transport),
            locale: Screens.english)

        await form.load()

        #expect(form.name == "Product 4")
        #expect(form.currentPictures.map(\.state) == [picture(4, 1), picture(4, 2)])
        #expect(form.currentPictures.map(\.id) == [41, 42])
        #expect(!form.addPicture(Sample.jpegBytes))
        #expect(form.currentPictures.count == 2)
    }
}

extension ProductDetailScreenModel.Deletion {
    fileprivate var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}

extension ProductFormScreenModel.Submission {
    fileprivate var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
