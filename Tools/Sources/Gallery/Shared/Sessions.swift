import Foundation
import ToolSupport

/// The per-app state of a session (an app's screen models), told when the page's language
/// changes and when its session goes away.
@MainActor
public protocol SessionState: AnyObject {
    /// The session was forgotten: stop following stores.
    func close()
    /// The page now speaks `locale` (its language, and its region's dates and numbers): the
    /// models' words (and the gallery's own) follow it; nothing else changes (an open alert stays
    /// open, typed text stays).
    func follow(_ locale: Locale)
}

extension Language {
    /// The language of `locale`: Korean for `ko`, else English.
    init(_ locale: Locale) {
        self = locale.language.languageCode?.identifier == "ko" ? .ko : .en
    }
}

/// One browser's session: its random id (the `gallery-session` cookie), its form token and the
/// screen models of the apps it opened, created lazily.
@MainActor
public final class GallerySession {
    /// The cookie's value naming the session.
    public nonisolated let id: String
    /// The token every POST form of the session carries.
    public nonisolated let token: String
    /// The apps' states, by key (an app's state type), with the locale each speaks now: one set
    /// of models per session, whatever the language.
    private var states: [String: (state: any SessionState, locale: Locale)] = [:]
    /// The path of the screen each app (by its URL's first segment) last showed this session: a
    /// page's GET or an intent's answer.
    private var shown: [Substring: String] = [:]
    /// The last load a page of each app (by its URL's first segment) started
    /// (``load(_:patience:path:)``), while it runs.
    private var pending: [Substring: Task<Void, Never>] = [:]

    /// A session with a fresh id and token.
    nonisolated init() {
        self.id = Self.randomText()
        self.token = Self.randomText()
    }

    /// The state stored under `key`, made by `make` on first use, speaking `locale` (told to
    /// follow it when it spoke another).
    public func state<State: SessionState>(_ key: String, locale: Locale, make: () -> State) -> State {
        if let stored = states[key], let state = stored.state as? State {
            if stored.locale != locale {
                states[key] = (state, locale)
                state.follow(locale)
            }
            return state
        }
        let state = make()
        states[key] = (state, locale)
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

    /// Runs `work` (a screen model's load for the page at `path`) and waits for it at most
    /// `patience`; a slower load goes on, and the page shows it under way.
    func load(_ work: @escaping @MainActor () async -> Void, patience: Duration, path: String) async {
        pending[Self.app(of: path)] = Task { await work() }
        await settle(patience, path: path)
    }

    /// Waits at most `patience` for the load under way in the app of `path`, if any: a page of it
    /// asked for meanwhile (the link a page without scripting offers, an intent) shows it done
    /// when it ends in time. Another app's pages never wait for it.
    func settle(_ patience: Duration, path: String) async {
        let app = Self.app(of: path)
        guard let task = pending[app] else { return }
        // Whichever comes first: the load's end (true) or the patience's (false). Not a task
        // group, which would wait for the load whatever happens.
        let (ends, end) = AsyncStream.makeStream(of: Bool.self, bufferingPolicy: .bufferingOldest(1))
        Task {
            await task.value
            end.yield(true)
        }
        let timer = Task {
            try? await Task.sleep(for: patience)
            end.yield(false)
        }
        var first = ends.makeAsyncIterator()
        let ended = await first.next() ?? true
        timer.cancel()
        end.finish()
        if ended, pending[app] == task { pending[app] = nil }
    }

    /// Closes every state (the session was forgotten).
    func close() {
        for task in pending.values { task.cancel() }
        pending = [:]
        for entry in states.values { entry.state.close() }
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
///
/// A session is *kept* once a request needs state that must last (the first POST: a form's
/// intent). Until then it is *provisional*: a GET without a cookie renders with one, names it in
/// its cookie and its forms' token, and keeps it in a pool of its own, bounded like the kept
/// sessions. So any number of cookieless requests (which any website can cause with an
/// `<img src>`) only ever push out other provisional sessions, never one a person is using; the
/// least recently used kept session goes only when the kept ones are at their limit.
public actor GallerySessions {
    /// The most sessions kept; a new one beyond it replaces the least recently used. The
    /// provisional pool has the same bound.
    public let limit: Int
    /// How long a session may stay unused.
    public let idleTimeout: TimeInterval
    /// The time now.
    private let now: @Sendable () -> Date
    /// The kept sessions by id, with when each was last used.
    private var entries: [String: (session: GallerySession, used: Date)] = [:]
    /// The provisional sessions by id (made by requests that needed no lasting state yet).
    private var provisional: [String: (session: GallerySession, used: Date)] = [:]

    /// Sessions bounded by `limit`, forgotten after `idleTimeout` of `now`'s time.
    public init(
        limit: Int = 256, idleTimeout: TimeInterval = 30 * 60,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.limit = max(1, limit)
        self.idleTimeout = idleTimeout
        self.now = now
    }

    /// The session `id` names, or a fresh one (`isNew`) when it names none that is alive. With
    /// `keep` (a request that changes state), the session is kept from now on; without it, a
    /// fresh session is provisional (see the type's notes) and a provisional one stays so.
    public func session(for id: String?, keep: Bool = true) -> (session: GallerySession, isNew: Bool) {
        let time = now()
        forgetExpired(at: time)
        if let id, let entry = entries[id] {
            entries[id] = (entry.session, time)
            return (entry.session, false)
        }
        if let id, let entry = provisional[id] {
            if keep {
                provisional[id] = nil
                insertKept(entry.session, at: time)
            } else {
                provisional[id] = (entry.session, time)
            }
            return (entry.session, false)
        }
        let session = GallerySession()
        if keep {
            insertKept(session, at: time)
        } else {
            if provisional.count >= limit, let oldest = provisional.min(by: { $0.value.used < $1.value.used })
            {
                forget(oldest.key)
            }
            provisional[session.id] = (session, time)
        }
        return (session, true)
    }

    /// Keeps `session` from now on (a trusted request needs lasting state): a provisional one
    /// moves to the kept ones, one already kept counts as used now.
    public func keep(_ session: GallerySession) {
        let time = now()
        if entries[session.id] != nil {
            entries[session.id] = (session, time)
            return
        }
        provisional[session.id] = nil
        insertKept(session, at: time)
    }

    /// How many sessions are kept.
    public var count: Int { entries.count }

    /// How many sessions are provisional.
    public var provisionalCount: Int { provisional.count }

    /// Keeps `session`, replacing the least recently used kept session when at the limit.
    private func insertKept(_ session: GallerySession, at time: Date) {
        if entries.count >= limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            forget(oldest.key)
        }
        entries[session.id] = (session, time)
    }

    /// Forgets the sessions idle for longer than ``idleTimeout``.
    private func forgetExpired(at time: Date) {
        for (id, entry) in entries where time.timeIntervalSince(entry.used) > idleTimeout { forget(id) }
        for (id, entry) in provisional where time.timeIntervalSince(entry.used) > idleTimeout { forget(id) }
    }

    /// Forgets one session (kept or provisional) and stops its screen models.
    private func forget(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) ?? provisional.removeValue(forKey: id) else {
            return
        }
        let session = entry.session
        Task { @MainActor in session.close() }
    }
}
