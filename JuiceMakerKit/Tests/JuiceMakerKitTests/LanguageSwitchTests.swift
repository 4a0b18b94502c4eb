import Foundation
import JuiceMakerKit
import Testing

/// Switching a screen model's `locale`: every word follows, and nothing the screen holds is lost
/// (the alert stays open, the stock editor stays, the counts stay).
@Suite("Switching language")
@MainActor
struct LanguageSwitchTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theShortageAlertStaysOpenAndSpeaksKorean() async throws {
        // Given an English screen with the shortage alert open, after a served order
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        await model.order(.banana)
        model.destination = nil
        await model.order(.strawberry)
        #expect(model.destination.alert?.title == "Not enough fruit")
        let words = ObservedValues { model.title }

        // When the language changes to Korean
        model.locale = korean

        // Then the alert is still open, about the same juice, in Korean, with the same roles
        let alert = try #require(model.destination.alert)
        #expect(alert.title == "과일이 부족해요")
        #expect(alert.message == "딸기쥬스를 만들려면 딸기가 6개 더 있어야 해요. 재고를 바꿔 볼까요?")
        #expect(alert.actions.map(\.title) == ["나중에", "재고 수정"])
        #expect(alert.actions.map(\.role) == [.cancel, .editStock])
        // And every other word is Korean, the stock as it was
        #expect(await words.until { $0 == "쥬스 메이커" } == "쥬스 메이커")
        #expect(model.orderButtons.first?.title == "딸기쥬스 주문")
        #expect(model.editStockButton.title == "재고 수정")
        #expect(model.stockLabels.map(\.count) == [10, 8, 10, 10, 10])
        #expect(model.stockLabels.first?.accessibilityLabel == "딸기 재고 10개")
        #expect(model.phase == .loaded)

        // And its second action still opens the stock editor, in Korean
        model.choose(alert.actions[1])
        #expect(model.destination.stockEditor?.locale == korean)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anAlertSayingWhyAnOrderFailedIsWordedAgain() async throws {
        let model = JuiceMakerScreenModel(
            store: try FruitStore(persistence: ReadOnlyInventory()), locale: english)
        await model.load()
        await model.order(.banana)
        #expect(model.destination.alert?.title == "The juice couldn't be made")

        model.locale = korean

        let alert = try #require(model.destination.alert)
        #expect(alert.title != "The juice couldn't be made")
        #expect(
            alert.message
                == PersistenceError.readOnly(path: "/srv/juice/inventory.json").message(locale: korean))
        #expect(alert.actions.map(\.role) == [.dismiss])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theOpenStockEditorKeepsItsRefusalAndSpeaksKorean() async throws {
        // Given the stock editor open over the main screen, a step refused
        let store = try FruitStore(defaultStock: 12, bounds: 0...12)
        let model = JuiceMakerScreenModel(store: store, locale: english)
        await model.load()
        model.openStockEditor()
        let editor = try #require(model.destination.stockEditor)
        await editor.load()
        await editor.decrement(.kiwi)
        await editor.increment(.mango)
        #expect(editor.message?.hasPrefix("Mango can't go to 13") == true)

        // When the main screen's language changes
        model.locale = korean

        // Then the same editor is open, in Korean, its counts and its refusal kept
        #expect(model.destination.stockEditor === editor)
        #expect(editor.locale == korean)
        #expect(editor.title == "재고 수정")
        #expect(editor.doneButton.title == "완료")
        #expect(editor.steppers.map(\.value) == [12, 12, 12, 11, 12])
        #expect(editor.steppers[0].accessibilityValue == "12개")
        let refusal = try #require(editor.message)
        #expect(!refusal.hasPrefix("Mango"))
        #expect(refusal.contains("망고"), "\(refusal)")
        #expect(editor.phase == .loaded)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFailureIsWordedAgainFromItsError() async throws {
        let directory = scratchRoot.appendingPathComponent(
            "juice-language-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = InventoryFile(directory: directory)
        try Data("{".utf8).write(to: file.url)
        let model = JuiceMakerScreenModel(locale: english) { try FruitStore(persistence: file) }
        await model.load()
        let english = try #require(model.phase.failure)
        #expect(english.retryTitle == "Try again")

        model.locale = korean

        let korean = try #require(model.phase.failure)
        #expect(korean.retryTitle == "다시 시도")
        #expect(korean.message != english.message)
        #expect(korean.error != nil)
    }
}

/// A stored inventory that reads but can never be written, like a read-only inventory file.
private struct ReadOnlyInventory: InventoryPersistence {
    func load() throws -> Inventory? { Inventory(uniformStock: 10) }

    func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result {
        throw PersistenceError.readOnly(path: "/srv/juice/inventory.json")
    }
}
