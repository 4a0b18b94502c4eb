import Foundation
import JuiceMakerKit
import Testing

/// The main screen's model driven through its intents: the states it shows, in order.
@Suite("Main screen model")
@MainActor
struct JuiceMakerScreenModelTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "juice-screen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func loadingGoesFromIdleThroughLoadingToLoadedAndShowsTheStock() async throws {
        // Given a screen whose store opens only when the test says so
        let gate = Gate()
        let store = try FruitStore()
        let model = JuiceMakerScreenModel(locale: english) {
            await gate.wait()
            return store
        }
        let phases = ObservedValues { model.phase }
        #expect(model.stockLabels.isEmpty)

        // When it loads, then it waits in .loading until the store is open
        let loading = Task { await model.load() }
        _ = await phases.until { $0 == .loading }
        #expect(model.stockLabels.isEmpty)
        gate.open()
        await loading.value

        #expect(phases.values == [.idle, .loading, .loaded])
        #expect(model.stockLabels.map(\.count) == [10, 10, 10, 10, 10])
        #expect(model.stockLabels.map(\.emoji) == ["🍓", "🍌", "🍍", "🥝", "🥭"])
        #expect(model.stockLabels.first?.accessibilityLabel == "Strawberry: 10 in stock")
        #expect(model.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theScreenHasFiveLabelsAndSevenButtonsInKorean() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: korean)
        await model.load()
        #expect(model.title == "쥬스 메이커")
        #expect(model.stockLabels.count == 5)
        #expect(model.stockLabels.map(\.accessibilityLabel).last == "망고 재고 10개")
        #expect(
            model.orderButtons.map(\.title) == [
                "딸기쥬스 주문", "바나나쥬스 주문", "키위쥬스 주문", "파인애플쥬스 주문", "딸바쥬스 주문", "망고쥬스 주문", "망키쥬스 주문",
            ])
        let strawberryBanana = try #require(model.orderButtons.first { $0.juice == .strawberryBanana })
        #expect(strawberryBanana.accessibilityLabel == "딸바쥬스 주문하기")
        #expect(strawberryBanana.accessibilityHint == "재고에서 딸기 10개, 바나나 1개를 써요.")
        #expect(model.editStockButton.title == "재고 수정")
        #expect(!model.editStockButton.accessibilityHint.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func englishButtonsSayWhatTheyOrderAndWhatItTakes() throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        let mangoKiwi = try #require(model.orderButtons.last)
        #expect(mangoKiwi.title == "Order mango-kiwi juice")
        #expect(mangoKiwi.accessibilityHint == "Uses Kiwi 1, Mango 2 from the stock.")
        #expect(model.orderButtons.map(\.id) == Juice.classics.map(\.id))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aServedOrderEndsInTheReadyAlertAndTheLabelsShowWhatIsLeft() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()

        await model.order(.strawberryBanana)

        let alert = try #require(model.destination.alert)
        #expect(alert.title == "Order up")
        #expect(alert.message == "Your strawberry-banana juice is ready. Enjoy every sip!")
        #expect(alert.actions.map(\.role) == [.dismiss])
        #expect(alert.id == alert)
        #expect(model.destination.stockEditor == nil)
        #expect(model.stockLabels.map(\.count) == [0, 9, 10, 10, 10])
        let ok = try #require(alert.actions.first)
        model.choose(ok)
        #expect(model.destination.alert == nil)
        #expect(model.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aShortageAlertsAndItsSecondActionOpensTheStockEditor() async throws {
        // Given 10 strawberries, and strawberry juice takes 16
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: korean)
        await model.load()
        let alerts = ObservedValues { model.destination.alert?.title }
        let editors = ObservedValues { model.destination.stockEditor.map(ObjectIdentifier.init) }

        // When it is ordered, then the shortage alert offers "not now" first, "edit stock" second
        await model.order(.strawberry)
        _ = await alerts.until { $0 != nil }
        let alert = try #require(model.destination.alert)
        #expect(alert.title == "과일이 부족해요")
        #expect(alert.message == "딸기쥬스를 만들려면 딸기가 6개 더 있어야 해요. 재고를 바꿔 볼까요?")
        #expect(alert.actions.map(\.role) == [.cancel, .editStock])
        #expect(alert.actions.map(\.title) == ["나중에", "재고 수정"])
        #expect(model.stockLabels.map(\.count) == [10, 10, 10, 10, 10])

        // And the first action only closes it
        model.choose(alert.actions[0])
        _ = await alerts.until { $0 == nil }
        #expect(model.destination == nil)

        // And the second, on the next shortage, leads to the stock editor
        await model.order(.strawberry)
        #expect(await alerts.until { $0 != nil } == "과일이 부족해요")
        let again = try #require(model.destination.alert)
        model.choose(again.actions[1])
        _ = await editors.until { $0 != nil }
        #expect(model.destination.alert == nil)
        let editor = try #require(model.destination.stockEditor)
        #expect(editor.title == "재고 수정")
        model.closeStockEditor()
        _ = await editors.until { $0 == nil }

        #expect(alerts.values == [nil, "과일이 부족해요", nil, "과일이 부족해요", nil])
        #expect(editors.values == [nil, ObjectIdentifier(editor), nil])
        #expect(model.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theShortageAlertNamesEachShortFruitInEitherLanguage() async throws {
        // Given 4 strawberries and no banana, and strawberry-banana juice takes 10 and 1
        let store = try FruitStore()
        try await store.setStock(4, of: .strawberry)
        try await store.setStock(0, of: .banana)
        let model = JuiceMakerScreenModel(store: store, locale: english)
        await model.load()

        // When it is ordered, then the alert says what each fruit lacks
        await model.order(.strawberryBanana)
        let alert = try #require(model.destination.alert)
        #expect(
            alert.message
                == "For strawberry-banana juice, strawberry is short by 6 and banana by 1. Shall we edit the stock?"
        )
        #expect(alert.title == "Not enough fruit")
        #expect(alert.actions.map(\.role) == [.cancel, .editStock])

        // And in Korean the same shortfalls, with the particles the names take
        model.locale = korean
        let inKorean = try #require(model.destination.alert)
        #expect(inKorean.message == "딸바쥬스를 만들려면 딸기가 6개, 바나나가 1개 더 있어야 해요. 재고를 바꿔 볼까요?")
        #expect(inKorean.actions.map(\.role) == [.cancel, .editStock])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEditActionWorksInSwiftUIsOrderBindingClearedFirstThenTheAction() async throws {
        // Given the shortage alert, up
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        await model.order(.strawberry)
        let alert = try #require(model.destination.alert)
        let edit = try #require(alert.actions.last)
        #expect(model.destination.isAlertPresented)

        // When SwiftUI clears the alert's binding first, then runs the button's action
        model.destination.isAlertPresented = false
        #expect(model.destination == nil)
        model.choose(edit)

        // Then the stock editor opens all the same
        #expect(model.destination.stockEditor != nil)
        #expect(!model.destination.isAlertPresented)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStaleAlertActionDoesNothing() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        await model.order(.strawberry)
        let shortage = try #require(model.destination.alert)
        let edit = try #require(shortage.actions.last)

        // An alert answered once: choosing its action again (a second tap) opens nothing
        model.choose(try #require(shortage.actions.first))
        model.choose(edit)
        #expect(model.destination == nil)

        // An action of an earlier alert, while a newer alert is up, leaves the newer one alone
        await model.order(.banana)
        let served = try #require(model.destination.alert)
        model.choose(edit)
        #expect(model.destination.alert == served)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func settingIsAlertPresentedTouchesOnlyTheAlert() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        model.openStockEditor()
        let editor = try #require(model.destination.stockEditor)
        #expect(!model.destination.isAlertPresented)

        model.destination.isAlertPresented = false  // the editor is not the alert: it stays
        #expect(model.destination.stockEditor === editor)
        model.destination.isAlertPresented = true  // only an order shows an alert
        #expect(model.destination.stockEditor === editor)

        model.closeStockEditor()
        await model.order(.banana)
        model.destination.isAlertPresented = true
        #expect(model.destination.isAlertPresented)
        model.destination.isAlertPresented = false
        #expect(model.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEditStockButtonOpensTheEditorAndClosingItReturns() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        model.openStockEditor()
        let editor = try #require(model.destination.stockEditor)
        await editor.load()
        #expect(editor.phase == .loaded)
        #expect(editor.id == ObjectIdentifier(editor))
        model.openStockEditor()  // pressed again while it is up: the same editor
        #expect(model.destination.stockEditor === editor)
        model.destination.alert = nil  // another case's binding leaves the editor alone
        #expect(model.destination.stockEditor === editor)
        model.destination.stockEditor = nil  // the view's binding, when the sheet is swiped away
        #expect(model.destination == nil)
        #expect(editor.phase == .idle)  // dismissed: it no longer follows the store
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeInTheStockEditorShowsInTheMainScreensLabels() async throws {
        // Given the main screen and its stock editor, both loaded
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        await model.load()
        model.openStockEditor()
        let editor = try #require(model.destination.stockEditor)
        await editor.load()
        let kiwi = ObservedValues { model.stockLabels.first { $0.fruit == .kiwi }?.count }

        // When the editor's kiwi stepper goes up twice and the mango one is set
        await editor.increment(.kiwi)
        await editor.increment(.kiwi)
        await editor.set(3, of: .mango)

        // Then the main screen's labels follow, through the store's updates
        #expect(await kiwi.until { $0 == 12 } == 12)
        _ = await ObservedValues { model.stockLabels.last?.count }.until { $0 == 3 }
        #expect(model.stockLabels.map(\.count) == [10, 10, 10, 12, 3])
        #expect(kiwi.values.first == 10)
        #expect(kiwi.values.last == 12)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDamagedInventoryFileFailsWithItsMessageAndRetryLoadsOnceItIsFixed() async throws {
        // Given an inventory file that is not JSON
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory)
        try Data("{".utf8).write(to: file.url)
        let model = JuiceMakerScreenModel(locale: english) { try FruitStore(persistence: file) }
        let phases = ObservedValues { model.phase }

        // When the screen loads, then it shows why, with a retry button
        await model.load()
        _ = await phases.until { $0 != .loading && $0 != .idle }
        guard case .failed(let failure) = model.phase else {
            Issue.record("expected a failure, got \(model.phase)")
            return
        }
        #expect(failure.message.contains("damaged"), "\(failure.message)")
        #expect(failure.retryTitle == "Try again")
        #expect(model.stockLabels.isEmpty)
        await model.order(.banana)
        #expect(model.destination == nil)
        model.openStockEditor()  // no store yet: nothing to edit
        #expect(model.destination == nil)

        // And once the file is fixed, retry shows the stock
        try file.replace(with: Inventory(uniformStock: 7))
        await model.retry()
        _ = await phases.until { $0 == .loaded }
        #expect(phases.values == [.idle, .loading, .failed(failure), .loading, .loaded])
        #expect(model.stockLabels.map(\.count) == [7, 7, 7, 7, 7])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func refreshReadsWhatAnotherProcessWroteShowingRefreshingMeanwhile() async throws {
        // Given two stores on one stored inventory, as two processes on one file
        let shared = InMemoryInventoryPersistence()
        let model = JuiceMakerScreenModel(store: try FruitStore(persistence: shared), locale: english)
        await model.load()
        let phases = ObservedValues { model.phase }
        try await FruitStore(persistence: shared).setStock(4, of: .pineapple)
        #expect(model.stockLabels[2].count == 10)

        // When the screen refreshes, then it shows the other store's change
        await model.refresh()
        _ = await phases.until { $0 == .loaded }
        #expect(phases.values == [.loaded, .refreshing, .loaded])
        #expect(model.stockLabels[2].count == 4)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anOrderTheStoreCannotSaveEndsInAnAlertSayingWhy() async throws {
        let model = JuiceMakerScreenModel(
            store: try FruitStore(persistence: UnwritablePersistence()), locale: english)
        await model.load()
        await model.order(.banana)
        let alert = try #require(model.destination.alert)
        #expect(alert.title == "The juice couldn't be made")
        #expect(alert.message.contains("read-only"), "\(alert.message)")
        #expect(alert.actions.map(\.role) == [.dismiss])
        #expect(model.stockLabels[1].count == 10)
        model.destination.alert = nil  // the alert's binding, once a button is pressed
        #expect(model.destination == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEveryChangeItRenders() async throws {
        let model = JuiceMakerScreenModel(store: try FruitStore(), locale: english)
        func view() {
            _ = model.phase
            _ = model.stockLabels
            _ = model.destination
        }
        #expect(await notifies(reading: view) { await model.load() })
        #expect(await notifies(reading: view) { await model.order(.kiwi) })
        let ok = try #require(model.destination.alert?.actions.first)
        #expect(await notifies(reading: view) { model.choose(ok) })
        #expect(await notifies(reading: view) { model.openStockEditor() })
        #expect(await notifies(reading: view) { model.closeStockEditor() })
        func labels() { _ = model.stockLabels }
        func phase() { _ = model.phase }
        #expect(await notifies(reading: labels) { await model.order(.mango) })
        #expect(await notifies(reading: phase) { await model.refresh() })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aReleasedScreenStopsFollowingTheStore() async throws {
        let store = try FruitStore()
        weak var released: JuiceMakerScreenModel?
        do {
            let model = JuiceMakerScreenModel(store: store, locale: english)
            await model.load()
            model.openStockEditor()
            let editor = try #require(model.destination.stockEditor)
            await editor.load()
            released = model
        }
        #expect(released == nil)
        try await store.add(1, of: .kiwi)  // nobody is left to tell; nothing breaks
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func stopEndsFollowingAndLoadStartsAgain() async throws {
        let store = try FruitStore()
        let model = JuiceMakerScreenModel(store: store, locale: english)
        await model.load()
        model.stop()
        #expect(model.phase == .idle)
        try await store.setStock(1, of: .banana)
        await model.load()
        #expect(model.phase == .loaded)
        #expect(model.stockLabels[1].count == 1)
    }
}

/// A stored inventory that reads but can never be written, like a read-only inventory file.
private struct UnwritablePersistence: InventoryPersistence {
    func load() throws -> Inventory? { Inventory(uniformStock: 10) }

    func update<Result>(_ body: (inout Inventory?) throws -> Result) throws -> Result {
        throw PersistenceError.readOnly(path: "/srv/juice/inventory.json")
    }
}
