import Foundation
import Gallery
import HummingbirdTesting
import JuiceMakerKit
import Testing

/// An open page's event stream follows its model: a change made through another session, or by
/// another process writing the inventory file, reaches it as a `replace` event.
@Suite("Gallery: live updates")
struct LiveUpdatesTests {
    @Test func aChangeThroughAnotherSessionReachesAnOpenStream() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var watcher = Browser(client)
            try await watcher.get("/juice-maker")
            let (stream, finished) = watcher.openStream("/juice-maker/events")
            var other = Browser(client)
            try await other.get("/juice-maker/stock-editor")
            // Keep changing the stock until the stream has delivered (it may open after a change).
            var step = 0
            while !finished.isSet, step < 90 {
                try await other.post("/juice-maker/stock-editor/step", ["fruit": "kiwi", "by": "1"])
                step += 1
                try await Task.sleep(for: .milliseconds(20))
            }
            let events = try await stream.value
            #expect(events.headers[.contentType]?.hasPrefix("text/event-stream") == true)
            let body = changes(inStream: events.body)
            #expect(body.hasPrefix("event: replace\ndata: {"))
            #expect(body.contains(#""id":"juice-maker-stock""#))
            let shown = try #require(kiwiCount(inEvent: body))
            #expect((11...(10 + step)).contains(shown))
        }
    }

    @Test func aChangeFromAnotherProcessReachesAnOpenStream() async throws {
        let directory = try temporaryDirectory()
        var configuration = testConfiguration(directory)
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var watcher = Browser(client)
            try await watcher.get("/juice-maker")
            let (stream, finished) = watcher.openStream("/juice-maker/events")
            // Another process: its own store on the same inventory file.
            let elsewhere = try FruitStore(
                persistence: InventoryFile(directory: directory.appendingPathComponent("juice-maker")))
            var count = 10
            while !finished.isSet, count > 0 {
                count -= 1
                try await elsewhere.setStock(count, of: .kiwi)
                try await Task.sleep(for: .milliseconds(30))
            }
            let events = try await stream.value
            let shown = try #require(kiwiCount(inEvent: changes(inStream: events.body)))
            #expect((count..<10).contains(shown))
            // The page model shows it too: a reload of the page, once the store's polling has read
            // the last change (the loop may have written it after the event it stopped on).
            var page = try await watcher.get("/juice-maker")
            for _ in 0..<40 where shownCount(of: "kiwi", in: page.body) != count {
                try await Task.sleep(for: .milliseconds(50))
                page = try await watcher.get("/juice-maker")
            }
            #expect(shownCount(of: "kiwi", in: page.body) == count)
        }
    }
}

extension LiveUpdatesTests {
    /// The page is rendered before its stream opens: a change in between (here another session's
    /// step) reaches the page through the stream's first events, the parts as they are on opening.
    @Test func aChangeBetweenThePageAndItsStreamReachesThePageFirst() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var watcher = Browser(client)
            let page = try await watcher.get("/juice-maker")
            #expect(shownCount(of: "kiwi", in: page.body) == 10)
            var other = Browser(client)
            try await other.get("/juice-maker/stock-editor")
            try await other.post("/juice-maker/stock-editor/step", ["fruit": "kiwi", "by": "1"])
            let (stream, finished) = watcher.openStream("/juice-maker/events")
            // One more change ends the stream (its limit is one change).
            var step = 0
            while !finished.isSet, step < 90 {
                try await other.post("/juice-maker/stock-editor/step", ["fruit": "kiwi", "by": "1"])
                step += 1
                try await Task.sleep(for: .milliseconds(20))
            }
            let events = try await stream.value.body
            #expect(events.hasPrefix("event: current\ndata: {"), "\(events)")
            let current = try #require(kiwiCount(inEvent: events))
            #expect(current >= 11, "the stream's first word shows the change made before it opened")
            #expect(changes(inStream: events).hasPrefix("event: replace\ndata: {"))
        }
    }

    @Test func aStreamOfAScreenNoLongerShownSendsThePageToTheOneThatIs() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/juice-maker")
            try await browser.click("/juice-maker/order", ["juice": "banana"])
            try await browser.click("/juice-maker/alert", ["action": "0"])
            // The alert's page, still open in another tab, opens its stream.
            let events = try await browser.get("/juice-maker/alert/events")
            #expect(events.body == "event: navigate\ndata: {\"url\":\"/juice-maker\"}\n\n")
        }
    }
}

extension LiveUpdatesTests {
    @Test func aTabWhoseStreamReopensFollowsTheScreenAnotherTabMovedTo() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var first = Browser(client)
            try await first.get("/juice-maker")
            // A second tab of the same browser (the same session) opens the stock editor.
            var second = Browser(client)
            second.cookies = first.cookies
            let editor = try await second.get("/juice-maker/stock-editor")
            #expect(editor.body.contains(#"class="stepper""#))
            // The first tab's stream reopens: the page goes to the editor, which stays open.
            let events = try await first.get("/juice-maker/events")
            #expect(events.body == "event: navigate\ndata: {\"url\":\"/juice-maker/stock-editor\"}\n\n")
            let stepped = try await second.click(
                "/juice-maker/stock-editor/step", ["fruit": "kiwi", "by": "1"])
            #expect(stepped.location == "/juice-maker/stock-editor")
            #expect(shownCount(of: "kiwi", in: stepped.body, editor: true) == 11)
        }
    }
}

extension Browser {
    /// Reads `path`'s event stream in a task of its own, with this browser's cookies (another tab
    /// of the same session); `finished` is set when the stream has ended.
    func openStream(_ path: String) -> (stream: Task<Answer, any Error>, finished: Finished) {
        let (client, cookies) = (self.client, self.cookies)
        let finished = Finished()
        let stream = Task {
            defer { finished.set() }
            var tab = Browser(client)
            tab.cookies = cookies
            return try await tab.get(path)
        }
        return (stream, finished)
    }
}

/// Whether a task has ended, readable from any task.
final class Finished: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written under `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() {
        lock.withLock { value = true }
    }
}

/// What an event stream's `body` says after its opening `current` events (the live parts as they
/// were when it opened) and without its keep-alive comments: the changes it followed.
func changes(inStream body: String) -> String {
    body.components(separatedBy: "\n\n")
        .filter { !$0.hasPrefix("event: current\n") && !$0.hasPrefix(": still here") }
        .joined(separator: "\n\n")
}

/// The kiwi count in the first event's HTML (JSON-escaped).
private func kiwiCount(inEvent body: String) -> Int? {
    guard let line = body.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
        let data = line.dropFirst(6).data(using: .utf8),
        let event = try? JSONSerialization.jsonObject(with: data) as? [String: String],
        let html = event["html"]
    else { return nil }
    return shownCount(of: "kiwi", in: html)
}
