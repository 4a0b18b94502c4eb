import Foundation
import JuiceMakerKit
import Testing

/// The stock editor's model driven through its intents: steppers within the store's bounds.
@Suite("Stock editor model")
@MainActor
struct StockEditorScreenModelTests {
    private let english = Locale(identifier: "en")

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func loadingShowsAStepperPerFruitWithinTheStoresBounds() async throws {
        let store = try FruitStore(defaultStock: 5, bounds: 0...12)
        let editor = StockEditorScreenModel(store: store, locale: english)
        let phases = ObservedValues { editor.phase }
        #expect(editor.steppers.isEmpty)

        await editor.load()

        _ = await phases.until { $0 == .loaded }
        #expect(phases.values == [.idle, .loading, .loaded])
        #expect(editor.title == "Edit stock")
        #expect(editor.doneButton.title == "Done")
        #expect(editor.bounds == 0...12)
        #expect(editor.steppers.map(\.fruit) == Fruit.allCases)
        #expect(editor.steppers.map(\.value) == [5, 5, 5, 5, 5])
        #expect(editor.steppers.allSatisfy { $0.bounds == 0...12 })
        let kiwi = editor.steppers[3]
        #expect(kiwi.accessibilityLabel == "Kiwi stock")
        #expect(kiwi.accessibilityValue == "5")
        #expect(kiwi.accessibilityHint == "Set a count from 0 to 12.")
        #expect(kiwi.id == .kiwi)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func koreanSteppersSpeakKorean() async throws {
        let editor = StockEditorScreenModel(store: try FruitStore(), locale: Locale(identifier: "ko"))
        await editor.load()
        #expect(editor.title == "재고 수정")
        #expect(editor.steppers[0].accessibilityLabel == "딸기 재고")
        #expect(editor.steppers[0].accessibilityValue == "10개")
        #expect(editor.steppers[0].accessibilityHint == "0개부터 100개까지 정할 수 있어요.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func stepsGoUpAndDownAndStopAtTheBounds() async throws {
        // Given kiwi one below the upper bound
        let store = try FruitStore(defaultStock: 11, bounds: 0...12)
        let editor = StockEditorScreenModel(store: store, locale: english)
        await editor.load()
        let kiwi = ObservedValues { editor.steppers.first { $0.fruit == .kiwi }?.value }
        let messages = ObservedValues { editor.message }

        // When it steps up to the bound, then the plus button goes off
        await editor.increment(.kiwi)
        #expect(editor.steppers[3].value == 12)
        #expect(!editor.steppers[3].canIncrement)
        #expect(editor.steppers[3].canDecrement)

        // And a step past the bound is refused with the store's message, the count unchanged
        await editor.increment(.kiwi)
        #expect(editor.steppers[3].value == 12)
        #expect(
            editor.message == "Kiwi can't go to 13: stock stays between 0 and 12. Pick a count in that range."
        )

        // And the next step that works clears the message
        await editor.decrement(.kiwi)
        #expect(editor.steppers[3].value == 11)
        #expect(editor.message == nil)
        #expect(await store.stock(of: .kiwi) == 11)

        _ = await kiwi.until { $0 == 11 }
        _ = await messages.until { $0 == nil }
        #expect(kiwi.values == [11, 12, 11])
        #expect(messages.values.count == 3)
        #expect(messages.values.first == .some(nil))
        #expect(messages.values.last == .some(nil))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func settingACountOutsideTheBoundsIsRefusedAndDismissable() async throws {
        let editor = StockEditorScreenModel(store: try FruitStore(), locale: english)
        await editor.load()
        await editor.set(0, of: .banana)
        #expect(editor.steppers[1].value == 0)
        #expect(!editor.steppers[1].canDecrement)
        await editor.decrement(.banana)
        #expect(editor.steppers[1].value == 0)
        #expect(editor.message != nil)
        editor.dismissNotice()
        #expect(editor.message == nil)
        await editor.set(101, of: .banana)
        #expect(editor.message?.contains("between 0 and 100") == true)
        #expect(editor.steppers[1].value == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func stepsBeforeLoadingChangeNothing() async throws {
        let store = try FruitStore()
        let editor = StockEditorScreenModel(store: store, locale: english)
        await editor.increment(.kiwi)
        #expect(await store.stock(of: .kiwi) == 10)
        #expect(editor.steppers.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEditorFollowsChangesMadeElsewhere() async throws {
        // Given an open editor
        let store = try FruitStore()
        let editor = StockEditorScreenModel(store: store, locale: english)
        await editor.load()
        let mango = ObservedValues { editor.steppers.last?.value }

        // When an order elsewhere takes mangoes, then the stepper shows it
        _ = try await JuiceMaker(store: store).order(.mango)
        #expect(await mango.until { $0 == 7 } == 7)

        // And once stopped, it follows no more until loaded again
        editor.stop()
        #expect(editor.phase == .idle)
        try await store.setStock(1, of: .mango)
        await editor.load()
        #expect(editor.steppers.last?.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEveryChangeItRenders() async throws {
        let editor = StockEditorScreenModel(store: try FruitStore(bounds: 0...10), locale: english)
        func view() {
            _ = editor.phase
            _ = editor.steppers
            _ = editor.message
        }
        #expect(await notifies(reading: view) { await editor.load() })
        #expect(await notifies(reading: view) { await editor.decrement(.strawberry) })
        #expect(await notifies(reading: view) { await editor.set(3, of: .kiwi) })
        #expect(await notifies(reading: view) { await editor.set(10, of: .kiwi) })
        func message() { _ = editor.message }
        #expect(await notifies(reading: message) { await editor.increment(.kiwi) })
        #expect(await notifies(reading: view) { editor.dismissNotice() })
    }
}
