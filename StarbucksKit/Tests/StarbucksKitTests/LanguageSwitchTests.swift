import Foundation
import Testing

@testable import StarbucksKit

/// Switching a screen model's `locale`: every word follows, and nothing the screen holds is lost
/// (the home's sections and pictures, the page opened from it, the popup over it, the name typed),
/// with nothing read again.
@Suite("Switching language")
@MainActor
struct LanguageSwitchTests {
    private let english = Locale(identifier: "en_US")
    private let korean = Locale(identifier: "ko_KR")

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theHomeKeepsItsSectionsAndTheProductOpenAndSpeaksKorean() async throws {
        // Given a loaded home, a product's page open from it
        let model = HomeScreenModel(dependencies: .fixtures(), greetingName: "Minji", locale: english)
        await model.load()
        model.open(try #require(ProductCode(rawValue: "106509")))
        let product = try #require(model.destination.product)
        await product.load()
        let englishGreeting = try #require(model.greeting.content)
        let englishShelf = try #require(model.yourRecommendations.content)
        let pictures = HomeScreenModel.Section.allCases.map { model.pictureStates(of: $0) }
        let englishPage = try #require(product.page)

        // When the language changes to Korean
        model.locale = korean

        // Then every section is still filled, with its pictures, in Korean words
        #expect(model.phase == .loaded)
        #expect(HomeScreenModel.Section.allCases.allSatisfy { model.sections[$0]?.content != nil })
        #expect(HomeScreenModel.Section.allCases.map { model.pictureStates(of: $0) } == pictures)
        let greeting = try #require(model.greeting.content)
        #expect(greeting != englishGreeting)
        #expect(greeting.contains("Minji"))
        let shelf = try #require(model.yourRecommendations.content)
        #expect(shelf.items.map(\.code) == englishShelf.items.map(\.code))
        #expect(shelf != englishShelf)
        #expect(model.placeholderText == "불러오는 중…")
        #expect(model.page != nil)
        // And the product's page is the same one, in Korean
        #expect(model.destination.product === product)
        #expect(product.locale == korean)
        #expect(product.placeholderText == "불러오는 중…")
        let page = try #require(product.page)
        #expect(page.name == englishPage.name)
        #expect(page != englishPage)
        #expect(product.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailedSectionIsWordedAgainFromItsError() async throws {
        let base = StarbucksDependencies.fixtures()
        let model = HomeScreenModel(
            dependencies: base.replacing(home: FlakyHomeRepository(base: base.home, failures: 1)),
            locale: english)
        await model.load()
        #expect(model.greeting.failure?.retryTitle == "Try again")

        model.locale = korean

        let failure = try #require(model.greeting.failure)
        #expect(failure.retryTitle == "다시 시도")
        #expect(failure.error is StarbucksAPIError)
        #expect(model.whatsNew.content?.items.count == 10)
        await model.retry()
        #expect(model.greeting.content != nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theSignInFormKeepsTheNameTypedAndItsMessage() async throws {
        let model = LaunchScreenModel(
            signIn: InMemorySignIn(),
            popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()), dependencies: .fixtures(),
            locale: english)
        await model.load()
        model.name = String(repeating: "가", count: SignInError.maximumNameLength + 1)
        await model.signIn()
        let englishMessage = try #require(model.nameMessage)

        model.locale = korean

        #expect(model.destination.isSignIn)
        #expect(model.name == String(repeating: "가", count: SignInError.maximumNameLength + 1))
        #expect(model.signInTitle == "로그인")
        let message = try #require(model.nameMessage)
        #expect(message != englishMessage)
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theLaunchsHomeAndThePopupOverItFollow() async throws {
        // Given someone signed in, the event popup over the home
        let model = LaunchScreenModel(
            signIn: InMemorySignIn(session: Sample.session),
            popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()), dependencies: .fixtures(),
            locale: english)
        await model.load()
        let home = try #require(model.destination.home)
        let popup = try #require(home.destination.eventPopup)
        let englishCard = popup.card
        let englishMessage = try #require(model.message)

        // When the language changes to Korean
        model.locale = korean

        // Then the same home and popup show, in Korean
        #expect(model.destination.home === home)
        #expect(home.destination.eventPopup === popup)
        #expect(home.locale == korean && popup.locale == korean)
        #expect(popup.card.actions.map(\.dismissal) == englishCard.actions.map(\.dismissal))
        #expect(popup.card != englishCard)
        #expect(model.message != englishMessage)
        #expect(model.signOutTitle != "Sign out")

        // And the popup's status, once chosen, follows too
        await popup.dismissForGood()
        let status = try #require(popup.statusMessage)
        popup.locale = english
        #expect(popup.statusMessage == "The event popup won't show again.")
        #expect(status != popup.statusMessage)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func whatsNewKeepsItsRowsAndTheirThumbnails() async throws {
        let model = WhatsNewScreenModel(dependencies: .fixtures(), locale: english)
        await model.load()
        let englishRows = model.rows

        model.locale = korean

        #expect(model.rows.count == englishRows.count)
        #expect(model.rows.map(\.pictureState) == englishRows.map(\.pictureState))
        #expect(model.rows != englishRows)
        #expect(model.phase == .loaded)
    }
}
