import Foundation
import JuiceMakerKit
import ToolSupport

/// The juice maker's URLs: the main screen, the alert an order ends in (a dialog) and the stock
/// editor (a sheet with steppers), and their forms.
public enum JuiceMakerRoute: GalleryRoute, CaseIterable {
    /// `GET /juice-maker`: the main screen alone.
    case main
    /// `GET /juice-maker/alert`: the main screen under the order's alert (back to the main screen
    /// when none is shown).
    case alert
    /// `GET /juice-maker/stock-editor`: the main screen under the stock editor (opened if need be).
    case stockEditor
    /// `POST /juice-maker/retry`: reads the stock again after a failure.
    case retry
    /// `POST /juice-maker/order` `juice=<id>`: orders; 303 to the alert.
    case order
    /// `POST /juice-maker/alert` `action=<index>`: chooses an alert action; 303 to where it leads.
    case chooseAction
    /// `POST /juice-maker/edit-stock`: opens the stock editor.
    case editStock
    /// `POST /juice-maker/stock-editor/step` `fruit=<id>&by=1|-1`: steps a fruit's stock.
    case step
    /// `POST /juice-maker/stock-editor/done`: closes the stock editor.
    case done

    /// Every route, one per pattern (ids set to any value).
    public static var all: [JuiceMakerRoute] { allCases }

    /// What a request to the route does.
    public var method: RouteMethod {
        switch self {
        case .main, .alert, .stockEditor: .screen
        default: .intent()
        }
    }

    /// The route's path, each id written by `write`.
    public func path(writing write: (String, String) -> String) -> String {
        switch self {
        case .main: "/juice-maker"
        case .alert, .chooseAction: "/juice-maker/alert"
        case .stockEditor: "/juice-maker/stock-editor"
        case .retry: "/juice-maker/retry"
        case .order: "/juice-maker/order"
        case .editStock: "/juice-maker/edit-stock"
        case .step: "/juice-maker/stock-editor/step"
        case .done: "/juice-maker/stock-editor/done"
        }
    }
}

/// The juice maker's pages. Every session has its own screen model; all share one ``FruitStore``
/// on the inventory file in the app's data folder (where `juice-maker` keeps it), which follows
/// the file, so an order made with the CLI shows in an open page.
public struct JuiceMakerPages: GalleryApp {
    /// The app's row on the start page.
    public let entry = AppEntry(slug: "juice-maker", english: "Juice Maker", korean: "쥬스 메이커", emoji: "🧃")
    /// The store every session shares, opened on first use.
    let shared: SharedStore<FruitStore>

    /// The pages over the inventory file in `configuration`'s data folder for `juice-maker`.
    public init(configuration: GalleryConfiguration) {
        let directory = configuration.dataDirectory("juice-maker")
        let polling = configuration.storePolling
        self.shared = SharedStore {
            let store = try FruitStore(persistence: InventoryFile(directory: directory))
            await store.followStoredChanges(every: polling)
            return store
        }
    }

    /// The store every session of this gallery shares (for tests: a change made through it).
    public func store() async throws -> FruitStore {
        try await shared.store()
    }

    /// The session's juice maker, its stock loaded.
    @MainActor private func state(_ request: ScreenRequest) async -> JuiceMakerState {
        let state = request.state { JuiceMakerState(shared: shared, locale: request.locale) }
        await state.model.load()
        return state
    }

    /// Brings the session's model to the screen `route` names and describes it.
    public func show(_ route: JuiceMakerRoute, _ request: ScreenRequest) async -> ScreenAnswer {
        let state = await state(request)
        switch route {
        case .alert:
            guard state.model.destination.alert != nil else { return .redirect(to: state.route) }
        case .stockEditor:
            state.model.openStockEditor()
            await state.model.destination.stockEditor?.load()
        default:
            state.model.destination = nil
        }
        return .show(state.screen())
    }

    /// Runs the intent of `route`; the route of the screen shown then.
    public func perform(_ route: JuiceMakerRoute, _ request: ScreenRequest) async -> JuiceMakerRoute {
        let state = await state(request)
        let model = state.model
        switch route {
        case .retry:
            await model.retry()
        case .order:
            // A page's order is taken once: a second send of the same page (a double click with
            // scripting off, the page shown again by Back) orders nothing and shows the screen.
            if state.wasTaken(request.form["ticket"]) {
                state.orderTakenAlready = model.destination.alert == nil
            } else if let juice = JuiceMenu.classic.juices.first(where: { $0.id == request.form["juice"] }) {
                state.take(request.form["ticket"])
                await model.order(juice)
            }
        case .chooseAction:
            if let actions = model.destination.alert?.actions,
                let index = request.form["action"].flatMap(Int.init), actions.indices.contains(index)
            {
                model.choose(actions[index])
                await model.destination.stockEditor?.load()
            }
        case .editStock:
            model.openStockEditor()
        case .step:
            model.openStockEditor()
            if let editor = model.destination.stockEditor,
                let fruit = request.form["fruit"].flatMap(Fruit.init(rawValue:))
            {
                await editor.load()
                switch request.form["by"] {
                case "1": await editor.increment(fruit)
                case "-1": await editor.decrement(fruit)
                default: break  // a value no page sends: nothing to do
                }
            }
        case .done:
            model.closeStockEditor()
        case .main, .alert, .stockEditor:
            break
        }
        return state.route
    }
}

/// One session's juice maker: its main screen model, in the page's language.
@MainActor
final class JuiceMakerState: SessionState {
    /// The main screen.
    let model: JuiceMakerScreenModel
    /// The gallery's own words, in the page's language.
    private(set) var language: Language
    /// The ticket the order forms carry: the next order's, new once an order is taken, so a page
    /// sent twice (or an older page sent again) orders once.
    private(set) var ticket = UUID().uuidString
    /// The tickets whose order was taken, the latest 64.
    private var taken: [String] = []
    /// Whether the next page shown says, once, that its order was taken already.
    var orderTakenAlready = false

    init(shared: SharedStore<FruitStore>, locale: Locale) {
        self.model = JuiceMakerScreenModel(locale: locale) { try await shared.store() }
        self.language = Language(locale)
    }

    func close() {
        model.destination = nil
        model.stop()
    }

    func follow(_ locale: Locale) {
        language = Language(locale)
        model.locale = locale
    }

    /// Whether `ticket` is an order form's whose order was taken.
    func wasTaken(_ ticket: String?) -> Bool {
        ticket.map(taken.contains) ?? false
    }

    /// Notes that the order of the form `ticket` names is taken, and gives the next order a new
    /// ticket (a form without one, or with one no page gave, orders as it asks).
    func take(_ ticket: String?) {
        guard let ticket, UUID(uuidString: ticket) != nil else { return }
        taken.append(ticket)
        if taken.count > 64 { taken.removeFirst() }
        self.ticket = UUID().uuidString
    }

    /// The route of the screen the model shows now.
    var route: JuiceMakerRoute {
        switch model.destination {
        case .alert?: .alert
        case .stockEditor?: .stockEditor
        case nil: .main
        }
    }

    /// The page of the screen the model shows.
    func screen() -> Screen {
        let notice = orderTakenAlready ? language.text(.orderTakenAlready) : nil
        orderTakenAlready = false
        return Screen(
            template: "juice-maker", title: model.title, live: ["juice-maker-stock", "juice-maker-editor"],
            modal: model.destination != nil
        ) { [self] in values(notice: notice) }
    }

    /// The template's values: the labels, the buttons, the alert and the editor as shown, and
    /// `notice`, said on this page alone (its order sent again and not taken twice).
    func values(notice: String? = nil) -> JuiceMakerValues {
        JuiceMakerValues(
            stock: model.stockLabels.map {
                .init(
                    fruit: $0.fruit.rawValue, emoji: $0.emoji, name: $0.name, count: $0.countText,
                    label: $0.accessibilityLabel)
            },
            orders: model.orderButtons.map {
                .init(
                    juice: $0.juice.id, title: $0.title, label: $0.accessibilityLabel,
                    hint: $0.accessibilityHint)
            },
            ticket: ticket, orderTakenAlready: notice,
            editStock: ButtonValues(model.editStockButton), loading: model.phase.isLoading,
            failure: model.phase.failure.map(FailureValues.init),
            alert: model.destination.alert.map { alert in
                .init(
                    title: alert.title, message: alert.message,
                    actions: alert.actions.enumerated().map {
                        .init(index: $0, title: $1.title, dismisses: $1.role != .editStock)
                    })
            },
            editor: model.destination.stockEditor.map(editorValues),
            urls: .init(
                retry: JuiceMakerRoute.retry.path, order: JuiceMakerRoute.order.path,
                choose: JuiceMakerRoute.chooseAction.path, editStock: JuiceMakerRoute.editStock.path,
                step: JuiceMakerRoute.step.path, done: JuiceMakerRoute.done.path))
    }

    /// The stock editor's values: a stepper per fruit.
    private func editorValues(_ editor: StockEditorScreenModel) -> JuiceMakerValues.Editor {
        JuiceMakerValues.Editor(
            title: editor.title, done: ButtonValues(editor.doneButton), message: editor.message,
            steppers: editor.steppers.map { stepper in
                .init(
                    fruit: stepper.fruit.rawValue, emoji: stepper.emoji, name: stepper.name,
                    value: stepper.valueText, label: stepper.accessibilityLabel,
                    valueLabel: stepper.accessibilityValue, hint: stepper.accessibilityHint,
                    canIncrement: stepper.canIncrement, canDecrement: stepper.canDecrement,
                    incrementLabel: language.text(.oneMore, ["name": "\(stepper.name)"]),
                    decrementLabel: language.text(.oneFewer, ["name": "\(stepper.name)"]))
            })
    }
}

/// The juice maker's page (`juice-maker.mustache` and its partials).
struct JuiceMakerValues: PageValues {
    struct Stock: Encodable { let fruit, emoji, name, count, label: String }
    struct Order: Encodable { let juice, title, label, hint: String }
    struct Alert: Encodable {
        struct Action: Encodable {
            let index: Int
            let title: String
            /// Whether Escape presses it: the button that closes the alert and does nothing else.
            let dismisses: Bool
        }
        let title, message: String
        let actions: [Action]
    }
    struct Editor: Encodable {
        struct Stepper: Encodable {
            let fruit, emoji, name, value, label, valueLabel, hint: String
            let canIncrement, canDecrement: Bool
            let incrementLabel, decrementLabel: String
        }
        let title: String
        let done: ButtonValues
        let message: String?
        let steppers: [Stepper]
    }
    struct URLs: Encodable { let retry, order, choose, editStock, step, done: String }
    var page: PageChrome?
    let stock: [Stock]
    let orders: [Order]
    /// The order forms' ticket: this page's, once.
    let ticket: String
    /// Said when a page's order was sent again and not taken twice.
    let orderTakenAlready: String?
    let editStock: ButtonValues
    let loading: Bool
    let failure: FailureValues?
    let alert: Alert?
    let editor: Editor?
    let urls: URLs
}

extension ScreenFailure: KitFailure {}

extension ButtonValues {
    /// A juice maker button's words.
    init(_ button: ScreenButton) {
        self.init(title: button.title, label: button.accessibilityLabel, hint: button.accessibilityHint)
    }
}
