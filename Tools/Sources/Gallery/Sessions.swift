import Foundation

/// The per-app state of a session (an app's screen models), told when its session goes away.
@MainActor
public protocol SessionState: AnyObject {
    /// The session was forgotten: stop following stores.
    func close()
}

/// One browser's session: its random id (the `gallery-session` cookie), its form token and the
/// screen models of the apps it opened, created lazily.
@MainActor
public final class GallerySession {
    /// The cookie's value naming the session.
    public nonisolated let id: String
    /// The token every POST form of the session carries.
    public nonisolated let token: String
    /// The apps' states, by key (an app's state type and the page's language).
    private var states: [String: any SessionState] = [:]
    /// The path of the screen each app (by its URL's first segment) last showed this session: a
    /// page's GET or an intent's answer.
    private var shown: [Substring: String] = [:]

    /// A session with a fresh id and token.
    nonisolated init() {
        self.id = Self.randomText()
        self.token = Self.randomText()
    }

    /// The state stored under `key`, made by `make` on first use.
    public func state<State: SessionState>(_ key: String, make: () -> State) -> State {
        if let state = states[key] as? State { return state }
        let state = make()
        states[key] = state
        return state
    }

    /// Notes that the app of `path` shows the screen at `path` now.
    func remember(shown path: String) {
        shown[Self.app(of: path)] = path
    }

    /// The path of the screen the app of `path` last showed, if it showed one.
    func shownPath(inAppOf path: String) -> String? {
        shown[Self.app(of: path)]
    }

    /// The first segment of `path` (`diary` for `/diary/new`).
    private static func app(of path: String) -> Substring {
        path.split(separator: "/", maxSplits: 1).first ?? ""
    }

    /// Closes every state (the session was forgotten).
    func close() {
        for state in states.values { state.close() }
        states = [:]
    }

    /// 32 random bytes as hexadecimal (the system's random generator is cryptographically secure).
    private nonisolated static func randomText() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let value = generator.next() as UInt64
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }
}

/// Every browser's session, bounded in number and forgotten when idle: memory cannot grow
/// without bound, and a request naming an unknown or expired session starts a fresh one.
public actor GallerySessions {
    /// The most sessions kept; a new one beyond it replaces the least recently used.
    public let limit: Int
    /// How long a session may stay unused.
    public let idleTimeout: TimeInterval
    /// The time now.
    private let now: @Sendable () -> Date
    /// The sessions by id, with when each was last used.
    private var entries: [String: (session: GallerySession, used: Date)] = [:]

    /// Sessions bounded by `limit`, forgotten after `idleTimeout` of `now`'s time.
    public init(
        limit: Int = 256, idleTimeout: TimeInterval = 30 * 60,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.limit = max(1, limit)
        self.idleTimeout = idleTimeout
        self.now = now
    }

    /// The session `id` names, or a fresh one (`isNew`) when it names none that is alive.
    public func session(for id: String?) -> (session: GallerySession, isNew: Bool) {
        let time = now()
        forgetExpired(at: time)
        if let id, let entry = entries[id] {
            entries[id] = (entry.session, time)
            return (entry.session, false)
        }
        if entries.count >= limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            forget(oldest.key)
        }
        let session = GallerySession()
        entries[session.id] = (session, time)
        return (session, true)
    }

    /// How many sessions are alive.
    public var count: Int { entries.count }

    /// Forgets the sessions idle for longer than ``idleTimeout``.
    private func forgetExpired(at time: Date) {
        for (id, entry) in entries where time.timeIntervalSince(entry.used) > idleTimeout { forget(id) }
    }

    /// Forgets one session and stops its screen models.
    private func forget(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        let session = entry.session
        Task { @MainActor in session.close() }
    }
}
