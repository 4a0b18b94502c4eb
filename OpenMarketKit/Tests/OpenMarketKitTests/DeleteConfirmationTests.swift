import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

/// The delete confirmation as a SwiftUI alert drives it: the alert's binding
/// (`$model.destination.isDeleteConfirmationPresented`) is cleared first, then the button's
/// action runs with the confirmation the alert presented.
@Suite("The delete confirmation in SwiftUI's order") @MainActor
struct DeleteConfirmationTests {
    /// A detail of product `id`, loaded, over `market`.
    @available(iOS 17.0, macOS 14.0, *)
    private func detail(_ id: Int, of market: FlowMarket) async -> ProductDetailScreenModel {
        let transport = market.transport()
        let detail = ProductDetailScreenModel(
            productID: id, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)
        await detail.load()
        return detail
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theAlertsBindingClearedBeforeTheButtonsActionStillDeletes() async throws {
        let market = FlowMarket(productCount: 5)
        let detail = await detail(3, of: market)
        detail.requestDelete()
        #expect(detail.destination.isDeleteConfirmationPresented)
        let confirmation = try #require(detail.destination.deleteConfirmation)

        // SwiftUI dismisses the alert, then runs the Delete button's action.
        detail.destination.isDeleteConfirmationPresented = false
        #expect(detail.destination == nil)
        await detail.confirmDelete(confirmation)

        #expect(detail.deletion == .deleted)
        #expect(await !market.has(3))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aConfirmationAboutAnotherProductDeletesNothing() async throws {
        let market = FlowMarket(productCount: 5)
        let other = await detail(2, of: market)
        other.requestDelete()
        let otherQuestion = try #require(other.destination.deleteConfirmation)
        let detail = await detail(3, of: market)
        detail.requestDelete()

        detail.destination.isDeleteConfirmationPresented = false
        await detail.confirmDelete(otherQuestion)

        #expect(detail.deletion == .idle)
        #expect(await market.has(2))
        #expect(await market.has(3))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aCancelledConfirmationDeletesNothing() async throws {
        let market = FlowMarket(productCount: 5)
        let detail = await detail(3, of: market)
        detail.requestDelete()
        let confirmation = try #require(detail.destination.deleteConfirmation)

        // SwiftUI dismisses the alert, then runs the Cancel button's action; a late Delete finds
        // the question answered.
        detail.destination.isDeleteConfirmationPresented = false
        detail.cancelDelete()
        await detail.confirmDelete(confirmation)

        #expect(detail.deletion == .idle)
        #expect(detail.canChange)
        #expect(await market.has(3))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func thePresentedFlagDismissesTheConfirmationOnly() async throws {
        let market = FlowMarket(productCount: 5)
        let detail = await detail(3, of: market)
        #expect(!detail.destination.isDeleteConfirmationPresented)

        // Setting it true asks nothing: only requestDelete() makes the question.
        detail.destination.isDeleteConfirmationPresented = true
        #expect(detail.destination == nil)

        // Setting it false leaves another screen alone.
        detail.edit()
        detail.destination.isDeleteConfirmationPresented = false
        #expect(detail.destination.edit != nil)
        #expect(!detail.destination.isDeleteConfirmationPresented)

        detail.destination = nil
        detail.requestDelete()
        #expect(detail.destination.isDeleteConfirmationPresented)
        detail.destination.isDeleteConfirmationPresented = true
        #expect(detail.destination.deleteConfirmation != nil)
    }
}
