import Foundation
import Observation

/// The stock editor: a stepper per fruit, kept within the store's bounds.
///
/// Each step is a change to the ``FruitStore``, checked by the store; the stepper then shows the
/// store's answer, and every screen that follows the store (the ``JuiceMakerScreenModel``'s
/// labels) shows it too. The model follows the store itself, so a change made elsewhere while the
/// editor is open shows here as well.
///
/// ```swift
/// let editor = StockEditorScreenModel(store: store, locale: Locale(identifier: "en"))
/// await editor.load()
/// await editor.increment(.kiwi)            // kiwi: 11
/// await editor.set(100, of: .mango)        // the upper bound: mango's plus button is off
/// editor.steppers[4].canIncrement          // false
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class StockEditorScreenModel: Identifiable {
    /// The language and formats of every word the editor shows. Setting it re-words the title,
    /// the done button, the steppers and the ``message``; the counts stay.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The screen's title.
    public private(set) var title: String
    /// The button that closes the editor: the main screen's
    /// ``JuiceMakerScreenModel/closeStockEditor()``, which sets its destination to `nil`.
    public private(set) var doneButton: ScreenButton
    /// The counts the store allows: every stepper's range.
    public let bounds: ClosedRange<Int>
    /// Where the screen stands: ``ScreenPhase/idle`` until ``load()``, then loading and loaded.
    /// (The store is open already, so the editor never fails to load.)
    public private(set) var phase: ScreenPhase = .idle
    /// One stepper per fruit, in the app's fruit order; empty until loaded.
    public private(set) var steppers: [StockStepper] = []
    /// Why the last change was refused (a count out of bounds, a stock file that cannot be
    /// written), until the next change succeeds or ``dismissNotice()``.
    public private(set) var message: String?

    /// The store the steppers change.
    @ObservationIgnored private let store: FruitStore
    /// The text in the screen's language.
    @ObservationIgnored private var text: JuiceMakerText
    /// The stock the steppers show, to word them again in another language.
    @ObservationIgnored private var shownStock: Inventory?
    /// Why the last change was refused, to word ``message`` again in another language.
    @ObservationIgnored private var refusal: (any Error)?
    /// The task that applies the store's snapshots to ``steppers``.
    @ObservationIgnored private var following: Task<Void, Never>?

    /// An editor of `store`'s stock, with text in the language of `locale`.
    public init(store: FruitStore, locale: Locale = .current) {
        let text = JuiceMakerText(locale: locale)
        self.store = store
        self.text = text
        self.locale = locale
        self.bounds = store.bounds
        self.title = text.editorTitle
        self.doneButton = text.editorDoneButton
    }

    deinit {
        following?.cancel()
    }

    // MARK: Intents

    /// Shows the stock and follows the store. Does nothing while the screen shows its data already.
    public func load() async {
        guard phase == .idle else { return }
        phase = .loading
        following?.cancel()
        let updates = await store.updates()
        let (shown, signal) = AsyncStream.makeStream(of: Void.self)
        following = Task { [weak self] in
            for await snapshot in updates {
                guard let self else { break }
                self.show(snapshot)
                signal.yield()
            }
            signal.finish()
        }
        for await _ in shown { break }
        phase = .loaded
    }

    /// The stepper's plus button: one more of `fruit`, unless that passes the upper bound.
    public func increment(_ fruit: Fruit) async {
        await change { store in try await store.add(1, of: fruit) }
    }

    /// The stepper's minus button: one fewer of `fruit`, unless that passes the lower bound.
    public func decrement(_ fruit: Fruit) async {
        await change { store in try await store.remove(1, of: fruit) }
    }

    /// Sets `fruit`'s count (a stepper dragged, a count typed), if the bounds allow it.
    public func set(_ count: Int, of fruit: Fruit) async {
        await change { store in try await store.setStock(count, of: fruit) }
    }

    /// Hides the ``message``.
    public func dismissNotice() {
        message = nil
        refusal = nil
    }

    /// Stops following the store (the editor closed); ``load()`` starts again.
    public func stop() {
        following?.cancel()
        following = nil
        phase = .idle
    }

    // MARK: Internals

    /// Makes a change through the store and shows the store's stock after it, or why it was refused.
    private func change(_ body: (FruitStore) async throws -> Void) async {
        guard phase.showsContent else { return }
        do {
            try await body(store)
            message = nil
            refusal = nil
            show(await store.snapshot)
        } catch {
            refusal = error
            message = text.message(for: error)
        }
    }

    /// Shows `inventory` in the steppers.
    private func show(_ inventory: Inventory) {
        shownStock = inventory
        steppers = text.stockSteppers(inventory, bounds: bounds)
    }

    /// Words everything shown in ``locale``'s language: the title, the done button, the steppers
    /// and the message.
    private func reword() {
        text = JuiceMakerText(locale: locale)
        title = text.editorTitle
        doneButton = text.editorDoneButton
        if let shownStock { steppers = text.stockSteppers(shownStock, bounds: bounds) }
        if message != nil, let refusal { message = text.message(for: refusal) }
    }
}
