import Foundation
import HTTPTypes
import Observation

/// A rendered GET: HTML or a redirect.
enum PageAnswer: Sendable {
    case html(String, status: HTTPResponse.Status)
    case redirect(String)
}

/// Follows one screen for its event stream: renders its live parts under observation tracking and
/// sends those that changed.
@MainActor
final class LiveFollower {
    /// The screen followed.
    let screen: Screen
    /// The layout's values (the token the parts' forms carry).
    let page: PageChrome
    /// The templates.
    let renderer: PageRenderer
    /// How many events to send before ending; `nil` for no limit.
    let limit: Int?
    /// How long to follow.
    let lifetime: Duration

    init(screen: Screen, page: PageChrome, renderer: PageRenderer, limit: Int?, lifetime: Duration) {
        self.screen = screen
        self.page = page
        self.renderer = renderer
        self.limit = limit
        self.lifetime = lifetime
    }

    /// Sends the live parts as they are now (`current`), then renders them each time the model
    /// changes and sends those that changed (`replace`; and every 15 s a comment, so a closed
    /// connection is noticed), until cancelled, the lifetime or the limit of `replace` events.
    ///
    /// The page was rendered before its stream opened, and what changed in between (a save the
    /// page sent as it was left, another tab's step) reaches it only through the first `current`
    /// events: the page's script replaces a part with one only where it differs from what it shows.
    func run(into continuation: AsyncStream<String>.Continuation) async {
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                wake.yield()
            }
        }
        defer { ticker.cancel() }
        let deadline = ContinuousClock.now.advanced(by: lifetime)
        var shown = render(wake)
        for id in screen.live {
            continuation.yield(Self.event("current", ["id": id, "html": shown[id] ?? ""]))
        }
        var sent = 0
        for await _ in wakes {
            if Task.isCancelled || ContinuousClock.now >= deadline { return }
            let parts = render(wake)
            var changed = false
            for id in screen.live where parts[id] != shown[id] {
                changed = true
                continuation.yield(Self.event("replace", ["id": id, "html": parts[id] ?? ""]))
                sent += 1
                if let limit, sent >= limit { return }
            }
            if !changed { continuation.yield(": still here\n\n") }
            shown = parts
        }
    }

    /// The live parts' HTML; `wake` is told of the next change of what they read.
    private func render(_ wake: AsyncStream<Void>.Continuation) -> [String: String] {
        withObservationTracking {
            let values = screen.values()
            var parts: [String: String] = [:]
            for id in screen.live { parts[id] = renderer.render(id, values, page: page) }
            return parts
        } onChange: {
            wake.yield()
        }
    }

    /// An event named `name` whose data is `fields` as a JSON object (`current` and `replace`:
    /// `{"html", "id"}`; `navigate`: `{"url"}`).
    static func event(_ name: String, _ fields: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(fields)) ?? Data("{}".utf8)
        return "event: \(name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }
}
