import Foundation
import Testing

@testable import StarbucksKit

/// Where the home leads: What's New, a product's page and the event popup, one at a time in its
/// `destination`, each bound and dismissed through its own accessor.
@Suite("Home destinations")
@MainActor
struct HomeDestinationTests {
    private let english = Locale(identifier: "en")

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func home() -> HomeScreenModel {
        HomeScreenModel(dependencies: .fixtures(), greetingName: "Minji", locale: english)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func seeAllOpensWhatsNewNotLoadedAndBackClosesIt() async throws {
        let home = home()
        #expect(home.destination == nil)

        home.openWhatsNew()

        let whatsNew = try #require(home.destination.whatsNew)
        #expect(whatsNew.title == "What's New" && whatsNew.phase == .idle)
        #expect(home.destination.product == nil && home.destination.eventPopup == nil)
        await whatsNew.load()
        #expect(whatsNew.rows.count == 10)
        home.destination.whatsNew = nil
        #expect(home.destination == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aProductOpensItsPageInTheHomesLanguage() async throws {
        let home = HomeScreenModel(dependencies: .fixtures(), locale: Locale(identifier: "ko_KR"))
        let code = try #require(ProductCode(rawValue: "110569"))

        home.open(code)

        let detail = try #require(home.destination.product)
        #expect(detail.code == code && detail.phase == .idle)
        await detail.load()
        #expect(detail.page?.name == "카푸치노" && detail.page?.englishName == "Cappuccino")
        #expect(detail.page?.nutritionTitle.hasPrefix("1회 제공량 영양 정보") == true)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func eachAccessorDismissesOnlyItsOwnCase() throws {
        let home = home()
        home.open(try #require(ProductCode(rawValue: "106509")))

        home.destination.whatsNew = nil
        #expect(home.destination.product != nil)

        home.openWhatsNew()
        #expect(home.destination.product == nil && home.destination.whatsNew != nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePopupClosesOverTheHomeOnceTheChoiceIsKept() async throws {
        let home = home()
        let popup = EventPopup(
            title: "Delivery stars", periodText: "", target: "Everyone", description: RichText(markup: ""))
        home.showEventPopup(popup, policy: EventPopupPolicy(store: InMemoryPopupDismissalStore()))
        let shown = try #require(home.destination.eventPopup)
        #expect(shown.popup == popup)

        await shown.close()

        #expect(home.destination == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aPopupNoLongerShownLeavesTheDestinationAlone() async throws {
        let home = home()
        let popup = EventPopup(
            title: "Delivery stars", periodText: "", target: "Everyone", description: RichText(markup: ""))
        home.showEventPopup(popup, policy: EventPopupPolicy(store: InMemoryPopupDismissalStore()))
        let shown = try #require(home.destination.eventPopup)
        home.openWhatsNew()

        await shown.close()

        #expect(home.destination.whatsNew != nil)
    }

    /// SwiftUI's order: a sheet's `item` binding is cleared as the sheet goes, before the
    /// button's action runs; the choice the button names is still kept.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePopupsChoiceIsKeptWhenTheSheetsBindingIsClearedFirst() async throws {
        let store = InMemoryPopupDismissalStore()
        let home = home()
        let popup = EventPopup(
            title: "Delivery stars", periodText: "", target: "Everyone", description: RichText(markup: ""))
        home.showEventPopup(popup, policy: EventPopupPolicy(store: store))
        let shown = try #require(home.destination.eventPopup)
        let forGood = try #require(shown.card.actions.first { $0.dismissal == .forever })

        home.destination.eventPopup = nil
        await shown.dismiss(forGood.dismissal)

        #expect(try await EventPopupPolicy(store: store).status() == .hiddenForever)
        #expect(!shown.isPresented && shown.phase == .loaded)
        #expect(home.destination == nil)
    }

    /// A choice made in a popup after the home has moved on (another screen open) is kept, and
    /// leaves the screen now shown alone.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aChoiceFromAPopupNoLongerShownIsKeptWithoutClosingTheScreenShown() async throws {
        let store = InMemoryPopupDismissalStore()
        let home = home()
        let popup = EventPopup(
            title: "Delivery stars", periodText: "", target: "Everyone", description: RichText(markup: ""))
        home.showEventPopup(popup, policy: EventPopupPolicy(store: store))
        let shown = try #require(home.destination.eventPopup)
        home.destination.eventPopup = nil
        home.open(try #require(ProductCode(rawValue: "106509")))

        await shown.dismissForToday()

        #expect(try await EventPopupPolicy(store: store).isDue() == false)
        #expect(home.destination.product != nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldWhenTheDestinationChanges() async {
        let home = home()
        #expect(await observesChange(of: { _ = home.destination }, during: { home.openWhatsNew() }))
        #expect(
            await observesChange(of: { _ = home.destination }, during: { home.destination.whatsNew = nil }))
    }
}
