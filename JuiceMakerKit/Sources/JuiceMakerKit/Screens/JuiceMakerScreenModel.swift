import Foundation
import Observation

/// The juice maker's main screen: five stock labels, an order button per juice, the alert an order
/// ends in, and the way to the stock editor.
///
/// The model opens the store when the screen first appears (``load()``), then follows the store's
/// ``FruitStore/updates(bufferingPolicy:)``, so the labels show every change, whoever made it: an
/// order here, a stepper in the ``StockEditorScreenModel``, another task. What is shown over the
/// screen is its one ``destination``: an order ends in an alert ("ready, enjoy" when served; "not
/// enough fruit" when short, naming each fruit that is short and by how many, whose second action
/// opens the stock editor), and the edit-stock button opens the stock editor.
///
/// ```swift
/// let model = JuiceMakerScreenModel(store: try FruitStore(), locale: Locale(identifier: "ko"))
/// await model.load()                       // phase: .idle → .loading → .loaded
/// await model.order(.strawberry)           // 16 strawberries needed, 10 in stock
/// model.destination.alert?.message         // 딸기쥬스를 만들려면 딸기가 6개 더 있어야 해요. 재고를 바꿔 볼까요?
/// if let edit = model.destination.alert?.actions.last { model.choose(edit) }
/// model.destination.stockEditor            // the stock editor's model, on the same store
/// ```
///
/// The text is in the language of the locale passed in; every label and button carries what a
/// screen reader says of it. A view binds to the model and holds no logic of its own: see
/// <doc:DrivingAScreen>.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class JuiceMakerScreenModel: Identifiable {
    /// What is shown over the main screen: the alert an order ended in, or the stock editor.
    ///
    /// A view binds one case at a time through the accessors on `Optional<Destination>`:
    /// `$model.destination.alert` and `$model.destination.stockEditor`.
    public enum Destination: Sendable {
        /// The alert an order ended in, until one of its actions is chosen.
        case alert(OrderAlert)
        /// The stock editor, shown modally, working on the main screen's store.
        case stockEditor(StockEditorScreenModel)
    }

    /// The language and formats of every word the screen shows. Setting it re-words the title,
    /// the labels, the buttons, a failure, the alert shown and the stock editor shown (its own
    /// ``StockEditorScreenModel/locale``); the stock, the alert's subject and the open editor stay.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The screen's title.
    public private(set) var title: String
    /// Where the screen stands: ``ScreenPhase/idle`` until ``load()``, then loading, loaded,
    /// refreshing while ``refresh()`` re-reads the store, failed when the store cannot be read.
    public private(set) var phase: ScreenPhase = .idle
    /// The five stock labels, in the app's fruit order; empty until the store is read.
    public private(set) var stockLabels: [StockLabel] = []
    /// One button per juice of the menu, in the menu's order.
    public private(set) var orderButtons: [OrderButton]
    /// The button that opens the stock editor.
    public private(set) var editStockButton: ScreenButton
    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    /// A stock editor that is dismissed stops following the store.
    public var destination: Destination? {
        didSet {
            if case .stockEditor(let editor)? = oldValue, destination.stockEditor !== editor { editor.stop() }
        }
    }

    /// The text in the screen's language.
    @ObservationIgnored private var text: JuiceMakerText
    /// The stock the labels show, to word them again in another language.
    @ObservationIgnored private var shownStock: Inventory?
    /// The alert this model made and what it is about, to word it again in another language and
    /// to know an action of it in ``choose(_:)``; `nil` once one of its actions was chosen.
    @ObservationIgnored private var madeAlert: (alert: OrderAlert, subject: AlertSubject)?
    /// The menu the buttons order from.
    @ObservationIgnored private let menu: JuiceMenu
    /// Opens the store; called by ``load()`` and, after a failure, by ``retry()``.
    @ObservationIgnored private let openStore: @Sendable () async throws -> FruitStore
    /// The store, once open.
    @ObservationIgnored private var store: FruitStore?
    /// The task that applies the store's snapshots to ``stockLabels``.
    @ObservationIgnored private var following: Task<Void, Never>?

    /// A main screen over an open store, ordering from `menu`, with text in the language of `locale`.
    public convenience init(store: FruitStore, menu: JuiceMenu = .classic, locale: Locale = .current) {
        self.init(menu: menu, locale: locale) { store }
    }

    /// A main screen that opens its store when it loads, with `openStore`: an inventory file may be
    /// damaged or unreadable, and the screen then shows the failure and a retry button.
    ///
    /// ```swift
    /// let model = JuiceMakerScreenModel(locale: .current) {
    ///     try FruitStore(persistence: InventoryFile(directory: dataDirectory))
    /// }
    /// ```
    public init(
        menu: JuiceMenu = .classic, locale: Locale = .current,
        openStore: @escaping @Sendable () async throws -> FruitStore
    ) {
        let text = JuiceMakerText(locale: locale)
        self.text = text
        self.locale = locale
        self.menu = menu
        self.openStore = openStore
        self.title = text.mainTitle
        self.orderButtons = text.orderButtons(menu)
        self.editStockButton = text.editStockButton
    }

    deinit {
        following?.cancel()
    }

    // MARK: Intents

    /// Opens the store and shows its stock, then keeps following it. Does nothing while the screen
    /// is loading or shows its data already.
    public func load() async {
        switch phase {
        case .idle, .failed: await open()
        case .loading, .loaded, .refreshing: return
        }
    }

    /// Tries again after a failure: opens the store if it never opened, else reads it again.
    public func retry() async {
        guard case .failed = phase else { return }
        if store == nil { await open() } else { await reread() }
    }

    /// Reads a stored inventory again, for a store another process shares (a no-op for one in
    /// memory); the labels keep showing meanwhile.
    public func refresh() async {
        guard phase == .loaded else { return }
        await reread()
    }

    /// Orders one `juice`; the order ends in an alert (``Destination/alert(_:)``), and the labels
    /// show the stock after it.
    public func order(_ juice: Juice) async {
        guard let store, phase.showsContent else { return }
        do {
            let outcome = try await JuiceMaker(store: store).order(juice)
            switch outcome {
            case .served(let order): showStock(order.remaining)
            case .shortage(let shortage): showStock(shortage.stock)
            }
            showAlert(about: .outcome(outcome))
        } catch {
            showAlert(about: .failure(error))
        }
    }

    /// The person chose `action` of the last alert this screen showed: the alert closes (if it is
    /// still up), and the edit-stock action opens the stock editor (as ``openStockEditor()`` does).
    ///
    /// The choice does not need the alert to be up still: a SwiftUI alert clears its binding
    /// (`destination.isAlertPresented`) before it runs the button's action, and the action
    /// still takes effect. An action of neither the alert shown nor the last one this screen
    /// showed, or of an alert already answered, does nothing.
    public func choose(_ action: OrderAlertAction) {
        let answerable = [madeAlert?.alert, destination.alert].compactMap { $0 }
        guard answerable.contains(where: { $0.actions.contains(action) }) else { return }
        madeAlert = nil
        destination.alert = nil
        if action.role == .editStock { openStockEditor() }
    }

    /// The edit-stock button: opens the stock editor on the main screen's store, in the screen's
    /// language (``Destination/stockEditor(_:)``). Does nothing before the store is open.
    public func openStockEditor() {
        guard let store else { return }
        if destination.stockEditor != nil { return }
        destination = .stockEditor(StockEditorScreenModel(store: store, locale: locale))
    }

    /// Closes the stock editor (its done button); the labels show the stock it left.
    public func closeStockEditor() {
        destination.stockEditor = nil
    }

    /// Stops following the store (the screen went away for good); ``load()`` starts again.
    public func stop() {
        following?.cancel()
        following = nil
        if phase.showsContent { phase = .idle }
    }

    // MARK: Internals

    /// What an alert this model shows is about: an order's outcome, or the error an order threw.
    private enum AlertSubject {
        /// The order was served or fell short.
        case outcome(OrderOutcome)
        /// The order threw instead of answering.
        case failure(any Error)
    }

    /// Shows `inventory` in the stock labels.
    private func showStock(_ inventory: Inventory) {
        shownStock = inventory
        stockLabels = text.stockLabels(inventory)
    }

    /// Shows the alert about `subject`, in the screen's language.
    private func showAlert(about subject: AlertSubject) {
        let alert = alert(about: subject)
        madeAlert = (alert, subject)
        destination = .alert(alert)
    }

    /// The alert about `subject`, in the screen's language.
    private func alert(about subject: AlertSubject) -> OrderAlert {
        switch subject {
        case .outcome(let outcome): text.alert(for: outcome)
        case .failure(let error): text.orderFailedAlert(error)
        }
    }

    /// Words everything shown in ``locale``'s language: the title, buttons, labels, a failure,
    /// the alert this model made (while it is shown) and the stock editor shown.
    private func reword() {
        text = JuiceMakerText(locale: locale)
        title = text.mainTitle
        orderButtons = text.orderButtons(menu)
        editStockButton = text.editStockButton
        if let shownStock { stockLabels = text.stockLabels(shownStock) }
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(text.failure(error))
        }
        switch destination {
        case .alert(let shown)?:
            guard let made = madeAlert, made.alert == shown else { break }
            showAlert(about: made.subject)
        case .stockEditor(let editor)?:
            editor.locale = locale
        case nil:
            break
        }
    }

    /// Opens the store, shows its first snapshot and follows it; or shows why it cannot.
    private func open() async {
        phase = .loading
        do {
            let store: FruitStore
            if let open = self.store {
                store = open
            } else {
                store = try await openStore()
                self.store = store
            }
            await follow(store)
            phase = .loaded
        } catch {
            phase = .failed(text.failure(error))
        }
    }

    /// Reads the store again, showing ``ScreenPhase/refreshing`` meanwhile.
    private func reread() async {
        guard let store else { return }
        phase = .refreshing
        do {
            try await store.refresh()
            if following == nil { await follow(store) }
            phase = .loaded
        } catch {
            phase = .failed(text.failure(error))
        }
    }

    /// Follows `store`'s snapshots into ``stockLabels``; returns once the first one is shown.
    private func follow(_ store: FruitStore) async {
        following?.cancel()
        let updates = await store.updates()
        let (shown, signal) = AsyncStream.makeStream(of: Void.self)
        following = Task { [weak self] in
            for await snapshot in updates {
                guard let self else { break }
                self.showStock(snapshot)
                signal.yield()
            }
            signal.finish()
        }
        for await _ in shown { break }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == JuiceMakerScreenModel.Destination {
    /// The alert while it is shown; setting `nil` dismisses it (and nothing else), as a view's
    /// alert does once a button is pressed.
    public var alert: OrderAlert? {
        get { if case .alert(let alert)? = self { alert } else { nil } }
        set {
            if let newValue {
                self = .alert(newValue)
            } else if case .alert? = self {
                self = nil
            }
        }
    }

    /// Whether the alert is up, for a SwiftUI alert's `isPresented`: setting `false` dismisses the
    /// alert (and nothing else, so a stock editor stays); setting `true` does nothing, since only
    /// an order shows an alert.
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }

    /// The stock editor while it is shown; setting `nil` dismisses it (and nothing else).
    public var stockEditor: StockEditorScreenModel? {
        get { if case .stockEditor(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .stockEditor(newValue)
            } else if case .stockEditor? = self {
                self = nil
            }
        }
    }
}
