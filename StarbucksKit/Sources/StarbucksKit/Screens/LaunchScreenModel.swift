import Foundation
import Observation

/// The start of the app: the route from sign-in through the event popup to home, decided by the
/// ``LaunchFlow``, with the sign-in form's intents.
///
/// ``load()`` decides the first ``Route``; ``signIn()`` signs ``name`` in and goes on;
/// ``skip()`` goes home without signing in; when the popup is due, ``eventPopup`` is its model,
/// and dismissing it moves the route home.
///
/// ```swift
/// let model = LaunchScreenModel(
///     signIn: InMemorySignIn(), popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()),
///     popups: StarbucksDependencies.fixtures().eventPopups, locale: Locale(identifier: "en"))
/// await model.load()           // route: .signIn
/// model.name = "Minji"
/// await model.signIn()         // route: .eventPopup, or .home when nothing is due
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class LaunchScreenModel {
    /// The screen the app shows now.
    public enum Route: Hashable, Sendable {
        /// Still deciding: show the launch screen.
        case launching
        /// Nobody is signed in: show the sign-in form.
        case signIn
        /// The event popup shows over home: ``LaunchScreenModel/eventPopup`` is its model.
        case eventPopup
        /// The home screen.
        case home
    }

    /// The screen the app shows now.
    public private(set) var route: Route = .launching
    /// Loading while the route is decided or a sign-in is saved; failed (with ``retry()``) when
    /// the session or the popup's state cannot be read.
    public private(set) var phase: ScreenPhase = .idle
    /// The name typed into the sign-in form.
    public var name = ""
    /// Why the typed name was refused, until it is changed and tried again.
    public private(set) var nameMessage: String?
    /// The signed-in user's name, once someone is signed in.
    public private(set) var userName: String?
    /// One line saying where the launch goes (`Welcome back, Minji. …`).
    public private(set) var message: String?
    /// The popup's model while ``route`` is ``Route/eventPopup``.
    public private(set) var eventPopup: EventPopupScreenModel?
    /// The launch flow's last decision as data (the session, the popup and its dates), for a
    /// driver that records it, such as a command's JSON; `nil` until the route is decided.
    public private(set) var step: LaunchStep?
    /// The sign-in button's title.
    public let signInTitle: String
    /// The skip button's title.
    public let skipTitle: String
    /// The name field's prompt.
    public let namePrompt: String
    /// What the sign-in button does, for a screen reader.
    public let signInHint: String

    @ObservationIgnored private let signInService: any SignIn
    @ObservationIgnored private let flow: LaunchFlow
    @ObservationIgnored private let policy: EventPopupPolicy
    @ObservationIgnored private let text: StarbucksText
    @ObservationIgnored private var failedStep: (@MainActor () async -> Void)?

    /// A launch signing in through `signIn`, deciding the popup with `popupPolicy` and reading it
    /// from `popups`, in `locale`'s language.
    public init(
        signIn: any SignIn, popupPolicy: EventPopupPolicy, popups: any EventPopupRepository,
        locale: Locale = .current
    ) {
        self.signInService = signIn
        self.policy = popupPolicy
        self.flow = LaunchFlow(signIn: signIn, popupPolicy: popupPolicy, popups: popups)
        self.text = StarbucksText(locale: locale)
        let strings = Localizer(locale: locale)
        self.signInTitle = strings.string("launch.signIn.button")
        self.skipTitle = strings.string("launch.signIn.skip")
        self.namePrompt = strings.string("launch.signIn.namePrompt")
        self.signInHint = strings.string("launch.signIn.hint")
    }

    /// Decides the first screen.
    public func load() async {
        await run { [self] in try await decide() }
    }

    /// Signs ``name`` in and goes on to the popup or home; a name that cannot be used stays on
    /// the form with ``nameMessage``.
    public func signIn() async {
        nameMessage = nil
        await run { [self] in
            do {
                _ = try await signInService.signIn(name: name)
            } catch let error as SignInError {
                nameMessage = error.message(locale: text.locale)
                phase = .loaded
                return
            }
            try await decide()
        }
    }

    /// Goes home without signing in, as the original app's "look around first".
    public func skip() async {
        guard route == .signIn else { return }
        message = nil
        route = .home
    }

    /// Tries the step that failed again.
    public func retry() async {
        guard let failedStep, case .failed = phase else { return }
        await failedStep()
    }

    private func decide() async throws {
        let step = try await flow.next()
        self.step = step
        message = text.launch(step).message
        userName = step.session.map { StarbucksText.shown($0.name) }
        switch step {
        case .signIn:
            route = .signIn
        case .home:
            route = .home
        case .eventPopup(let popup, _):
            eventPopup = EventPopupScreenModel(popup: popup, policy: policy, locale: text.locale) {
                [weak self] _ in
                self?.popupDismissed()
            }
            route = .eventPopup
        }
        phase = .loaded
    }

    private func popupDismissed() {
        eventPopup = nil
        route = .home
    }

    private func run(_ step: @escaping @MainActor () async throws -> Void) async {
        guard phase != .loading else { return }
        phase = .loading
        do {
            try await step()
            failedStep = nil
        } catch {
            failedStep = { [weak self] in await self?.run(step) }
            phase = .failed(ScreenFailure(error, locale: text.locale))
        }
    }
}
