import Foundation
import Observation

/// The launch event popup: its card, and the buttons that hide it for today, for good, or just
/// close it. The choice is kept through the ``EventPopupPolicy``'s store, on its clock.
///
/// ```swift
/// let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
/// let model = EventPopupScreenModel(popup: popup, policy: policy, locale: Locale(identifier: "en"))
/// model.onEvent = { event in print(event == .dismissed(.today)) }  // true, once the choice is kept
/// await model.dismissForToday()
/// print(model.isPresented, model.statusMessage ?? "")  // false The event popup stays hidden until …
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class EventPopupScreenModel: Identifiable {
    /// What the popup changed, for the screen that shows it.
    public enum Event: Sendable, Hashable {
        /// The person's choice was kept: the popup is done, and the screen under it closes it.
        case dismissed(PopupDismissal)
    }

    /// The event the popup announces, as it was read.
    public let popup: EventPopup
    /// The popup: title, labelled details, description and the three buttons.
    public private(set) var card: EventPopupCard
    /// The language and formats of the popup's words. Setting it re-words the card, the status
    /// message and a failure; a choice being kept stays.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// Loaded while the popup shows; loading while a choice is being saved; failed when it
    /// could not be saved (``retry()`` saves it again).
    public private(set) var phase: ScreenPhase = .loaded
    /// Whether the popup still waits for a choice: `false` once one is kept (the screen under it
    /// closes it then, told through ``onEvent``).
    public private(set) var isPresented = true
    /// After a choice: when the popup shows again, in words.
    public private(set) var statusMessage: String?

    /// Called on the main actor once the person's choice is kept; the screen that presents
    /// this one sets it (the home screen closes the popup then).
    @ObservationIgnored public var onEvent: (@MainActor (Event) -> Void)?

    @ObservationIgnored private let policy: EventPopupPolicy
    @ObservationIgnored private var text: StarbucksText
    @ObservationIgnored private var pending: PopupDismissal?
    /// The status the last choice left, to word ``statusMessage`` again in another language.
    @ObservationIgnored private var status: PopupStatus?

    /// The popup `popup`, keeping the user's choice through `policy`, in `locale`'s language.
    public init(popup: EventPopup, policy: EventPopupPolicy, locale: Locale = .current) {
        self.popup = popup
        self.policy = policy
        let text = StarbucksText(locale: locale)
        self.text = text
        self.locale = locale
        self.card = text.popup(popup)
    }

    /// "Not today": hidden until the next local midnight.
    public func dismissForToday() async { await dismiss(.today) }

    /// "Don't show again": hidden for good.
    public func dismissForGood() async { await dismiss(.forever) }

    /// "Close": gone for now, shown again at the next launch.
    public func close() async { await dismiss(.close) }

    /// Keeps `dismissal` (one of the card's ``EventPopupCard/actions``) and closes the popup; on
    /// a failure the popup stays, showing the failure.
    public func dismiss(_ dismissal: PopupDismissal) async {
        guard isPresented, phase != .loading else { return }
        pending = dismissal
        phase = .loading
        do {
            let status = try await policy.dismiss(dismissal)
            self.status = status
            statusMessage = text.popupStatusMessage(status, timeZone: policy.calendar.timeZone)
            pending = nil
            phase = .loaded
            isPresented = false
            onEvent?(.dismissed(dismissal))
        } catch {
            phase = .failed(ScreenFailure(error, locale: text.locale))
        }
    }

    /// Words everything shown in ``locale``'s language.
    private func reword() {
        text = StarbucksText(locale: locale)
        card = text.popup(popup)
        if let status { statusMessage = text.popupStatusMessage(status, timeZone: policy.calendar.timeZone) }
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
    }

    /// Tries the choice that could not be kept again.
    public func retry() async {
        guard let pending, case .failed = phase else { return }
        phase = .loaded
        await dismiss(pending)
    }
}
