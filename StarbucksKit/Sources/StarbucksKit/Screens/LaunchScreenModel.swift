import Foundation
import Observation

/// The start of the app: the sign-in form, then home with the event popup over it when it is
/// due, decided by the ``LaunchFlow``; the sign-in form's fields and intents; and signing out.
///
/// ``load()`` decides the first ``destination``: ``Destination/signIn`` (the form is this model:
/// ``name``, ``signIn()``, ``skip()``) or ``Destination/home(_:)``, whose
/// ``HomeScreenModel/destination`` is the event popup when it is due; the popup closes over the
/// home once the person's choice is kept. ``signOut()`` ends the session and goes back to the
/// form. The home is built, not loaded: its view (or a driver) calls ``HomeScreenModel/load()``.
///
/// ```swift
/// let model = LaunchScreenModel(
///     signIn: InMemorySignIn(), popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()),
///     dependencies: .fixtures(), locale: Locale(identifier: "en"))
/// await model.load()           // destination: .signIn
/// model.name = "Minji"
/// await model.signIn()         // destination: .home, the event popup over it when it is due
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class LaunchScreenModel: Identifiable {
    /// The screen shown after the launch.
    public enum Destination: Sendable {
        /// Nobody is signed in: the sign-in form, whose fields and intents are the launch
        /// model's own (``LaunchScreenModel/name``, ``LaunchScreenModel/signIn()``,
        /// ``LaunchScreenModel/skip()``). The one destination of the kits that holds no model:
        /// signing in decides the launch's next screen, so the form is the launch's (a view for
        /// it takes this model).
        case signIn
        /// The home screen, not loaded yet; when the event popup is due, it is the home's
        /// ``HomeScreenModel/destination``.
        case home(HomeScreenModel)
    }

    /// The screen shown after the launch; `nil` while the launch decides (show the launch
    /// screen). Setting it presents, `nil` goes back to the launch screen.
    public var destination: Destination?
    /// Loading while the next screen is decided, a sign-in is saved or a session ended; failed
    /// (with ``retry()``) when the session or the popup's state cannot be read or written.
    public private(set) var phase: ScreenPhase = .idle
    /// The language and formats of the launch's words. Setting it re-words the form's titles,
    /// prompts and hints, ``nameMessage``, a failure, ``message``, and the home shown (its own
    /// `locale`); the name typed and the screen shown stay.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// The name typed into the sign-in form.
    public var name = ""
    /// Why the typed name was refused, until it is changed and tried again.
    public private(set) var nameMessage: String?
    /// The sign-in button's title.
    public private(set) var signInTitle: String
    /// The skip button's title.
    public private(set) var skipTitle: String
    /// The name field's prompt.
    public private(set) var namePrompt: String
    /// What the sign-in button does, for a screen reader.
    public private(set) var signInHint: String
    /// The sign-out button's title (the home screen shows it; it calls ``signOut()``).
    public private(set) var signOutTitle: String
    /// What the sign-out button does, for a screen reader.
    public private(set) var signOutHint: String

    @ObservationIgnored private let signInService: any SignIn
    @ObservationIgnored private let flow: LaunchFlow
    @ObservationIgnored private let policy: EventPopupPolicy
    @ObservationIgnored private let dependencies: StarbucksDependencies
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: StarbucksText
    /// Why the typed name was refused, to word ``nameMessage`` again in another language.
    @ObservationIgnored private var nameRefusal: SignInError?
    @ObservationIgnored private var failedStep: (@MainActor () async -> Void)?

    /// A launch signing in through `signIn`, deciding the popup with `popupPolicy`, reading the
    /// popup and building the home from `dependencies`, in `locale`'s language.
    public init(
        signIn: any SignIn, popupPolicy: EventPopupPolicy, dependencies: StarbucksDependencies,
        locale: Locale = .current
    ) {
        self.signInService = signIn
        self.policy = popupPolicy
        self.dependencies = dependencies
        self.flow = LaunchFlow(signIn: signIn, popupPolicy: popupPolicy, popups: dependencies.eventPopups)
        self.text = StarbucksText(locale: locale)
        self.locale = locale
        let words = Self.words(locale)
        self.signInTitle = words.signInTitle
        self.skipTitle = words.skipTitle
        self.namePrompt = words.namePrompt
        self.signInHint = words.signInHint
        self.signOutTitle = words.signOutTitle
        self.signOutHint = words.signOutHint
    }

    /// The form's and the sign-out button's words in `locale`'s language.
    private static func words(_ locale: Locale) -> (
        signInTitle: String, skipTitle: String, namePrompt: String, signInHint: String, signOutTitle: String,
        signOutHint: String
    ) {
        let strings = Localizer(locale: locale)
        return (
            strings.string("launch.signIn.button"), strings.string("launch.signIn.skip"),
            strings.string("launch.signIn.namePrompt"), strings.string("launch.signIn.hint"),
            strings.string("launch.signOut.button"), strings.string("launch.signOut.hint")
        )
    }

    /// Words everything shown in ``locale``'s language; the name typed and the screen shown stay.
    private func reword() {
        text = StarbucksText(locale: locale)
        let words = Self.words(locale)
        signInTitle = words.signInTitle
        skipTitle = words.skipTitle
        namePrompt = words.namePrompt
        signInHint = words.signInHint
        signOutTitle = words.signOutTitle
        signOutHint = words.signOutHint
        if nameMessage != nil, let nameRefusal { nameMessage = nameRefusal.message(locale: locale) }
        if case .failed(let failure) = phase, let error = failure.error {
            phase = .failed(ScreenFailure(error, locale: locale))
        }
        destination.home?.locale = locale
    }

    /// Where the launch stands, as the launch flow's data (the session, the popup and its
    /// dates), for a driver that records it, such as a command's JSON. It is read from
    /// ``destination``: ``LaunchStep/signIn`` on the form, ``LaunchStep/eventPopup(_:session:)``
    /// while the popup shows over the home, ``LaunchStep/home(session:)`` on the home otherwise;
    /// `nil` while deciding, and on a home reached without signing in (``skip()``).
    public var step: LaunchStep? {
        switch destination {
        case nil:
            return nil
        case .signIn:
            return .signIn
        case .home(let home):
            guard let session = home.session else { return nil }
            if let popup = home.destination.eventPopup { return .eventPopup(popup.popup, session: session) }
            return .home(session: session)
        }
    }

    /// The signed-in user's name, on a home someone signed in to.
    public var userName: String? {
        step?.session.map { StarbucksText.shown($0.name) }
    }

    /// One line saying where the launch stands (`Welcome back, Minji. …`); `nil` when ``step``
    /// is.
    public var message: String? {
        step.map { text.launchMessage($0) }
    }

    /// Decides the first screen; does nothing once it is decided.
    public func load() async {
        guard destination == nil else { return }
        await run { [self] in try await decide() }
    }

    /// Signs ``name`` in and goes on to home (the popup over it when due); a name that cannot be
    /// used stays on the form with ``nameMessage``. Does nothing away from the form.
    public func signIn() async {
        guard case .signIn? = destination else { return }
        nameMessage = nil
        await run { [self] in
            do {
                _ = try await signInService.signIn(name: name)
            } catch let error as SignInError {
                nameRefusal = error
                nameMessage = error.message(locale: text.locale)
                phase = .loaded
                return
            }
            try await decide()
        }
    }

    /// Goes home without signing in, as the original app's "look around first". Does nothing
    /// away from the form.
    public func skip() async {
        guard case .signIn? = destination else { return }
        destination = .home(home(for: nil))
    }

    /// Signs out through the sign-in service and goes back to the sign-in form, emptied. Does
    /// nothing away from the home; when the session cannot be removed, the home stays and the
    /// phase shows the failure (``retry()`` tries again).
    public func signOut() async {
        guard case .home? = destination else { return }
        await run { [self] in
            try await signInService.signOut()
            name = ""
            nameMessage = nil
            destination = .signIn
            phase = .loaded
        }
    }

    /// Tries the step that failed again.
    public func retry() async {
        guard let failedStep, case .failed = phase else { return }
        await failedStep()
    }

    private func decide() async throws {
        switch try await flow.next() {
        case .signIn:
            destination = .signIn
        case .home(let session):
            destination = .home(home(for: session))
        case .eventPopup(let popup, let session):
            let home = home(for: session)
            home.showEventPopup(popup, policy: policy)
            destination = .home(home)
        }
        phase = .loaded
    }

    /// The home screen for `session` (`nil`: nobody signed in), not loaded yet.
    private func home(for session: UserSession?) -> HomeScreenModel {
        HomeScreenModel(
            dependencies: dependencies, session: session, greetingName: session?.name, locale: locale)
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

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == LaunchScreenModel.Destination {
    /// Whether the sign-in form shows (its fields are the launch model's, so there is no model
    /// to present).
    public var isSignIn: Bool {
        if case .signIn? = self { true } else { false }
    }

    /// The home screen while it is shown; setting `nil` leaves it (and nothing else).
    public var home: HomeScreenModel? {
        get { if case .home(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .home(newValue)
            } else if case .home? = self {
                self = nil
            }
        }
    }
}
