import Foundation
import Testing

@testable import StarbucksKit

/// The event popup model: its card, and each button kept through the dismissal store on an
/// injected clock.
@Suite("Event popup screen model")
@MainActor
struct EventPopupScreenModelTests {
    private let seoul = Sample.calendar("Asia/Seoul")
    private let popup = EventPopup(
        title: "Delivery stars", periodText: "2022년 5월 1일 ~ 5월 31일", target: "Everyone",
        description: RichText(markup: "Order <b>now</b>"))

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func model(store: any PopupDismissalStore, dismissed: DismissalLog = DismissalLog())
        -> EventPopupScreenModel
    {
        let policy = EventPopupPolicy(
            store: store, calendar: seoul, now: { Sample.moment("2022-05-09T21:00", in: "Asia/Seoul") })
        let model = EventPopupScreenModel(popup: popup, policy: policy, locale: Locale(identifier: "en"))
        model.onEvent = { event in
            switch event {
            case .dismissed(let dismissal): dismissed.append(dismissal)
            }
        }
        return model
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func notTodayHidesItUntilMidnightAndSaysSo() async throws {
        let store = InMemoryPopupDismissalStore()
        let log = DismissalLog()
        let model = model(store: store, dismissed: log)
        #expect(model.card.title == "Delivery stars" && model.popup == popup)
        #expect(model.card.actions.map(\.dismissal) == [.forever, .today, .close])
        #expect(model.isPresented && model.phase == .loaded)

        await model.dismissForToday()

        #expect(!model.isPresented)
        #expect(model.statusMessage?.hasPrefix("The event popup stays hidden until ") == true)
        #expect(await store.load()?.dismissal == .today)
        #expect(log.entries == [.today])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func dontShowAgainHidesItForGoodAndCloseKeepsNothing() async {
        let forever = InMemoryPopupDismissalStore()
        let first = model(store: forever)
        await first.dismissForGood()
        #expect(await forever.load()?.dismissal == .forever)
        #expect(first.statusMessage == "The event popup won't show again.")

        let closed = InMemoryPopupDismissalStore()
        let second = model(store: closed)
        await second.close()
        #expect(await closed.load() == nil)
        #expect(!second.isPresented)
        #expect(second.statusMessage == "The event popup will show at the next launch.")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aChoiceThatCannotBeSavedStaysAndRetrySavesIt() async {
        let store = FlakyDismissalStore(failures: 1)
        let log = DismissalLog()
        let model = model(store: store, dismissed: log)

        await model.dismissForGood()
        guard case .failed(let failure) = model.phase else {
            Issue.record("expected a failure, got \(model.phase)")
            return
        }
        #expect(failure.retryTitle == "Try again")
        #expect(model.isPresented)
        #expect(log.entries.isEmpty)

        await model.retry()
        #expect(!model.isPresented && model.phase == .loaded)
        #expect(log.entries == [.forever])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldWhenThePopupGoes() async {
        let model = model(store: InMemoryPopupDismissalStore())
        #expect(
            await observesChange(
                of: {
                    _ = model.isPresented
                    _ = model.statusMessage
                }, during: { await model.close() }))
    }
}

/// The dismissals a popup reported, in order.
final class DismissalLog: Sendable {
    private let box = Box()

    var entries: [PopupDismissal] { box.lock.withLock { box.entries } }

    func append(_ dismissal: PopupDismissal) { box.lock.withLock { box.entries.append(dismissal) } }

    /// @unchecked Sendable: `entries` is only touched under `lock`.
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var entries: [PopupDismissal] = []
    }
}

/// A dismissal store whose first `failures` saves fail.
private actor FlakyDismissalStore: PopupDismissalStore {
    private var failures: Int
    private var record: PopupDismissalRecord?

    init(failures: Int) { self.failures = failures }

    func load() -> PopupDismissalRecord? { record }

    func save(_ record: PopupDismissalRecord) throws {
        if failures > 0 {
            failures -= 1
            throw PersistenceError.unwritable("event-popup.json", reason: "disk full")
        }
        self.record = record
    }

    func clear() { record = nil }
}
