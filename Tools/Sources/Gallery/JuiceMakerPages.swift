import Foundation
import JuiceMakerKit

/// The juice maker's pages: the main screen (stock labels, order buttons, the edit-stock button),
/// the alert an order ends in (a dialog), and the stock editor (a sheet with steppers).
///
/// | URL | screen |
/// | --- | --- |
/// | `GET /juice-maker` | the main screen alone |
/// | `GET /juice-maker/alert` | the main screen under the order's alert (back to the main screen when none is shown) |
/// | `GET /juice-maker/stock-editor` | the main screen under the stock editor (opened if need be) |
/// | `POST /juice-maker/order` `juice=<id>` | orders; 303 to the alert |
/// | `POST /juice-maker/alert` `action=<index>` | chooses an alert action; 303 to where it leads |
/// | `POST /juice-maker/edit-stock` | opens the stock editor |
/// | `POST /juice-maker/stock-editor/step` `fruit=<id>&by=1|-1` | steps a fruit's stock |
/// | `POST /juice-maker/stock-editor/done` | closes the stock editor |
///
/// Every session has its own screen model; all share one ``FruitStore`` on the inventory file in
/// the app's data folder (where `juice-maker` keeps it), which follows the file, so an order made
/// with the CLI shows in an open page.
public struct JuiceMakerPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "juice-maker", english: "Juice Maker", korean: "쥬스 메이커", emoji: "🧃")
    /// The store every session shares, opened on first use.
    let shared: SharedFruitStore

    /// The pages over the inventory file in `configuration`'s data folder for `juice-maker`.
    public init(configuration: GalleryConfiguration) {
        self.shared = SharedFruitStore(
            directory: configuration.dataDirectory("juice-maker"), polling: configuration.storePolling)
    }

    /// The store every session of this gallery shares (for tests: a change made through it).
    public func store() async throws -> FruitStore {
        try await shared.store()
    }

    /// Declares the main screen, the alert, the stock editor and their intents (see the table above).
    public func register(on routes: GalleryRoutes) {
        let shared = self.shared
        @MainActor func state(_ request: ScreenRequest) async -> JuiceMakerState {
            let state = request.state { JuiceMakerState(shared: shared, locale: request.language.locale) }
            await state.model.load()
            return state
        }
        routes.screen("/juice-maker") { request in
            let state = await state(request)
            state.model.destination = nil
            return .show(state.screen())
        }
        routes.screen("/juice-maker/alert") { request in
            let state = await state(request)
            guard state.model.destination.alert != nil else {
                return .redirect(JuiceMakerState.url(of: state.model))
            }
            return .show(state.screen())
        }
        routes.screen("/juice-maker/stock-editor") { request in
            let state = await state(request)
            state.model.openStockEditor()
            await state.model.destination.stockEditor?.load()
            return .show(state.screen())
        }
        routes.intent("/juice-maker/retry") { request in
            let state = await state(request)
            await state.model.retry()
            return JuiceMakerState.url(of: state.model)
        }
        routes.intent("/juice-maker/order") { request in
            let state = await state(request)
            if let id = request.form["juice"],
                let juice = JuiceMenu.classic.juices.first(where: { $0.id == id })
            {
                await state.model.order(juice)
            }
            return JuiceMakerState.url(of: state.model)
        }
        routes.intent("/juice-maker/alert") { request in
            let state = await state(request)
            if let actions = state.model.destination.alert?.actions,
                let index = request.form["action"].flatMap(Int.init),
                actions.indices.contains(index)
            {
                state.model.choose(actions[index])
                await state.model.destination.stockEditor?.load()
            }
            return JuiceMakerState.url(of: state.model)
        }
        routes.intent("/juice-maker/edit-stock") { request in
            let state = await state(request)
            state.model.openStockEditor()
            return JuiceMakerState.url(of: state.model)
        }
        routes.intent("/juice-maker/stock-editor/step") { request in
            let state = await state(request)
            state.model.openStockEditor()
            if let editor = state.model.destination.stockEditor,
                let fruit = request.form["fruit"].flatMap(Fruit.init(rawValue:))
            {
                await editor.load()
                switch request.form["by"] {
                case "1": await editor.increment(fruit)
                case "-1": await editor.decrement(fruit)
                default: break  // a value no page sends: nothing to do
                }
            }
            return JuiceMakerState.url(of: state.model)
        }
        routes.intent("/juice-maker/stock-editor/done") { request in
            let state = await state(request)
            state.model.closeStockEditor()
            return JuiceMakerState.url(of: state.model)
        }
    }
}

/// The one ``FruitStore`` the sessions share, opened on first use and following its file.
actor SharedFruitStore {
    /// The data folder holding `inventory.json`.
    let directory: URL
    /// How often the store looks at its file.
    let polling: Duration
    /// The store, once opened.
    private var opened: FruitStore?

    init(directory: URL, polling: Duration) {
        self.directory = directory
        self.polling = polling
    }

    /// The store; opened (and set following its file) on the first call that succeeds.
    func store() async throws -> FruitStore {
        if let opened { return opened }
        let store = try FruitStore(persistence: InventoryFile(directory: directory))
        await store.followStoredChanges(every: polling)
        opened = store
        return store
    }
}

/// One session's juice maker: its main screen model, in the page's language.
@MainActor
final class JuiceMakerState: SessionState {
    /// The main screen.
    let model: JuiceMakerScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: PageLanguage

    init(shared: SharedFruitStore, locale: Locale) {
        self.model = JuiceMakerScreenModel(locale: locale) { try await shared.store() }
        self.language = locale.identifier.hasPrefix("ko") ? .ko : .en
    }

    func close() {
        model.destination = nil
        model.stop()
    }

    func follow(_ language: PageLanguage) {
        self.language = language
        model.locale = language.locale
    }

    /// The URL of the screen `model` shows now.
    static func url(of model: JuiceMakerScreenModel) -> String {
        switch model.destination {
        case .alert?: "/juice-maker/alert"
        case .stockEditor?: "/juice-maker/stock-editor"
        case nil: "/juice-maker"
        }
    }

    /// The page of the screen the model shows.
    func screen() -> Screen {
        Screen(
            template: "juice-maker", title: model.title, live: ["juice-maker-stock", "juice-maker-editor"],
            modal: model.destination != nil
        ) { [self] in values() }
    }

    /// The template's values: the labels, the buttons, the alert and the editor as shown.
    func values() -> PageValues {
        var values: PageValues = [
            "title": model.title,
            "stock": model.stockLabels.map { label -> PageValues in
                [
                    "fruit": label.fruit.rawValue, "emoji": label.emoji, "name": label.name,
                    "count": label.countText, "label": label.accessibilityLabel,
                ]
            },
            "orders": model.orderButtons.map { button -> PageValues in
                [
                    "juice": button.juice.id, "title": button.title, "label": button.accessibilityLabel,
                    "hint": button.accessibilityHint,
                ]
            },
            "editStock": button(model.editStockButton),
            "loading": model.phase.isLoading,
        ]
        if let failure = model.phase.failure {
            values["failure"] = [
                "message": failure.message, "retry": failure.retryTitle, "retryable": failure.isRetryable,
            ]
        }
        if let alert = model.destination.alert {
            values["alert"] = [
                "title": alert.title, "message": alert.message,
                "actions": alert.actions.enumerated().map { index, action -> PageValues in
                    ["index": index, "title": action.title]
                },
            ]
        }
        if let editor = model.destination.stockEditor {
            values["editor"] = editorValues(editor)
        }
        return values
    }

    /// The stock editor's values: a stepper per fruit.
    private func editorValues(_ editor: StockEditorScreenModel) -> PageValues {
        var values: PageValues = [
            "title": editor.title, "done": button(editor.doneButton),
            "steppers": editor.steppers.map { stepper -> PageValues in
                [
                    "fruit": stepper.fruit.rawValue, "emoji": stepper.emoji, "name": stepper.name,
                    "value": stepper.valueText, "label": stepper.accessibilityLabel,
                    "valueLabel": stepper.accessibilityValue, "hint": stepper.accessibilityHint,
                    "canIncrement": stepper.canIncrement, "canDecrement": stepper.canDecrement,
                    "incrementLabel": language.pick("\(stepper.name): one more", "\(stepper.name) 하나 더"),
                    "decrementLabel": language.pick("\(stepper.name): one fewer", "\(stepper.name) 하나 덜"),
                ]
            },
        ]
        if let message = editor.message { values["message"] = message }
        return values
    }

    /// A button's values.
    private func button(_ button: ScreenButton) -> PageValues {
        ["title": button.title, "label": button.accessibilityLabel, "hint": button.accessibilityHint]
    }
}
