import Foundation
import Observation

/// The juice maker's main screen: five stock labels, an order button per juice, the alert an order
/// ends in, and the way to the stock editor.
///
/// The model opens the store when the screen first appears (``load()``), then follows the store's
/// ``FruitStore/updates(bufferingPolicy:)``, so the labels show every change, whoever made it: an
/// order here, a stepper in the ``StockEditorScreenModel``, another task. An order ends in an
/// ``alert``: "ready, enjoy" when served; "not enough fruit" when short, whose second action opens
/// the stock editor through ``destination``.
///
/// ```swift
/// let model = JuiceMakerScreenModel(store: try FruitStore(), locale: Locale(identifier: "ko"))
/// await model.load()                       // phase: .idle → .loading → .loaded
/// await model.order(.strawberry)           // 16 strawberries needed, 10 in stock
/// model.alert?.message                     // 딸기쥬스에 쓸 과일이 모자라요. 재고를 바꿔 볼까요?
/// if let edit = model.alert?.actions.last { model.choose(edit) }
/// model.destination                        // .stockEditor
/// ```
///
/// The text is in the language of the locale passed in; every label and button carries what a
/// screen reader says of it. A view binds to the model and holds no logic of its own: see
/// <doc:DrivingAScreen>.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class JuiceMakerScreenModel {
    /// A screen the main screen leads to.
    public enum Destination: Sendable, Hashable, Identifiable {
        /// The stock editor, shown modally; its model is ``JuiceMakerScreenModel/stockEditor``.
        case stockEditor

        /// The destination itself, so that a sheet can be presented for it.
        public var id: Self { self }
    }

    /// The screen's title.
    public let title: String
    /// Where the screen stands: ``ScreenPhase/idle`` until ``load()``, then loading, loaded,
    /// refreshing while ``refresh()`` re-reads the store, failed when the store cannot be read.
    public private(set) var phase: ScreenPhase = .idle
    /// The five stock labels, in the app's fruit order; empty until the store is read.
    public private(set) var stockLabels: [StockLabel] = []
    /// One button per juice of the menu, in the menu's order.
    public let orderButtons: [OrderButton]
    /// The button that opens the stock editor.
    public let editStockButton: ScreenButton
    /// The alert the last order ended in, until one of its actions is chosen.
    public private(set) var alert: Alert?
    /// The screen shown over this one, if any; a view presents it and sets it to `nil` when the
    /// person dismisses it (``closeStockEditor()`` does the same).
    public var destination: Destination?
    /// The stock editor's model, working on the same store; `nil` until the store is open.
    public private(set) var stockEditor: StockEditorScreenModel?

    /// The text in the screen's language.
    @ObservationIgnored private let text: JuiceMakerText
    /// The menu the buttons order from.
    @ObservationIgnored private let menu: Menu
    /// Opens the store; called by ``load()`` and, after a failure, by ``retry()``.
    @ObservationIgnored private let openStore: @Sendable () async throws -> FruitStore
    /// The store, once open.
    @ObservationIgnored private var store: FruitStore?
    /// The task that applies the store's snapshots to ``stockLabels``.
    @ObservationIgnored private var following: Task<Void, Never>?

    /// A main screen over an open store, ordering from `menu`, with text in the language of `locale`.
    public convenience init(store: FruitStore, menu: Menu = .classic, locale: Locale = .current) {
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
        menu: Menu = .classic, locale: Locale = .current,
        openStore: @escaping @Sendable () async throws -> FruitStore
    ) {
        let text = JuiceMakerText(locale: locale)
        self.text = text
        self.menu = menu
        self.openStore = openStore
        self.title = text.mainTitle
        self.orderButtons = text.orderButtons(menu)
        self.editStockButton = text.editStockButton
    }

    deinit {
        following?.cancel()
    }

    /// Whether an alert is up; setting it to `false` closes the alert as its dismiss action would
    /// (for a view's `isPresented` binding).
    public var isAlertPresented: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
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

    /// Orders one `juice`; the order ends in ``alert``, and the labels show the stock after it.
    public func order(_ juice: Juice) async {
        guard let store, phase.showsContent else { return }
        do {
            let outcome = try await JuiceMaker(store: store).order(juice)
            switch outcome {
            case .served(let order): stockLabels = text.stockLabels(order.remaining)
            case .shortage(let shortage): stockLabels = text.stockLabels(shortage.stock)
            }
            alert = text.alert(for: outcome)
        } catch {
            alert = text.orderFailedAlert(error)
        }
    }

    /// The person chose `action` of the ``alert``: the alert closes, and the edit-stock action
    /// opens the stock editor.
    public func choose(_ action: AlertAction) {
        alert = nil
        if action.role == .editStock { destination = .stockEditor }
    }

    /// The edit-stock button: opens the stock editor.
    public func editStock() {
        alert = nil
        destination = .stockEditor
    }

    /// Closes the stock editor.
    public func closeStockEditor() {
        destination = nil
    }

    /// Stops following the store (the screen went away for good); ``load()`` starts again.
    public func stop() {
        following?.cancel()
        following = nil
        if phase.showsContent { phase = .idle }
    }

    // MARK: Internals

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
            if stockEditor == nil { stockEditor = StockEditorScreenModel(store: store, locale: text.locale) }
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
                self.stockLabels = self.text.stockLabels(snapshot)
                signal.yield()
            }
            signal.finish()
        }
        for await _ in shown { break }
    }
}
