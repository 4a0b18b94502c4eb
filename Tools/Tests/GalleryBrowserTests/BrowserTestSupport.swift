import DevTools
import Foundation
import Gallery
import Hummingbird
import Logging
import ServiceLifecycle
import Testing
import ToolSupport

/// The headless Chromium a suite shares: started once before the suite's first test (by the
/// ``ChromiumTrait``), stopped after its last. Each test opens its own page, in a browser context
/// of its own (a fresh person: no cookies shared).
enum SharedChromium {
    /// The suite's browser; `nil` outside a suite with the trait, or when there is no Chromium.
    @TaskLocal static var current: BrowserThread?

    /// What a test says when Chromium is not installed.
    static let missing = """
        Chromium is not installed, and the gallery's browser tests drive it headless. Install \
        Debian's chromium and fonts-noto-cjk (bash Tools/Scripts/install-chromium.sh, which make \
        test runs; or sudo apt-get install chromium fonts-noto-cjk), or set CHROMIUM to its \
        executable.
        """

    /// The suite's browser; fails, saying how to install Chromium, when there is none.
    static func browser() throws -> BrowserThread {
        guard let current else { throw DevToolsError(missing) }
        return current
    }
}

/// Starts one headless Chromium for a whole suite (the machine has few cores: one launch, not one
/// per test) and stops it afterwards. Without Chromium the suite's tests run and fail, each
/// saying how to install it.
struct ChromiumTrait: SuiteTrait, TestScoping {
    /// Once for the suite, not for each of its tests.
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let executable = BrowserThread.executable() else {
            try await function()
            return
        }
        let browser = try BrowserThread(executable: executable)
        do {
            try await SharedChromium.$current.withValue(browser) { try await function() }
        } catch {
            await browser.stop()
            throw error
        }
        await browser.stop()
    }
}

extension Trait where Self == ChromiumTrait {
    /// One headless Chromium for the suite (``ChromiumTrait``).
    static var chromium: ChromiumTrait { ChromiumTrait() }
}

/// The gallery served in process on 127.0.0.1 (a port of its own), over a fresh data directory.
struct ServedGallery: Sendable {
    /// `http://127.0.0.1:<port>`.
    let base: String
    /// The data directory (every app's state under `directory/<tool>`).
    let directory: URL
    /// The running server, in a service group of its own.
    private let task: Task<Void, any Error>
    /// Its service group, which ``stop()`` shuts down gracefully.
    private let group: ServiceGroup

    /// The diary's database file, which the `diary` CLI opens too.
    var diaryPath: String { directory.appendingPathComponent("diary/diary.sqlite").path }
    /// The juice maker's data folder (its inventory file).
    var juiceMakerFolder: URL { directory.appendingPathComponent("juice-maker") }

    /// Starts the gallery on `directory` (made when missing) and waits until it listens.
    static func start(
        directory: URL, language: Language? = nil, environment: [String: String] = [:],
        latency: Duration = .zero
    ) async throws -> ServedGallery {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = GalleryConfiguration(
            port: 0, language: language, dataDirectory: { directory.appendingPathComponent($0) },
            storePolling: .milliseconds(20),
            environment: environment)
        configuration.latency = latency
        var logger = Logger(label: "gallery-browser-tests")
        logger.logLevel = .critical
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = try await Gallery.application(configuration, logger: logger) { port in
            continuation.yield(port)
            continuation.finish()
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            await group.triggerGracefulShutdown()
            _ = await task.result
            throw DevToolsError("the gallery did not start listening")
        }
        return ServedGallery(base: "http://127.0.0.1:\(port)", directory: directory, task: task, group: group)
    }

    /// Stops serving as on SIGTERM (no new connection is taken, open ones end with their answer,
    /// event streams end) and waits until the server has stopped.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}

/// A fresh temporary data directory for one test's gallery.
func freshDirectory() throws -> URL {
    let directory =
        scratchRoot
        .appendingPathComponent("gallery-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Runs `body` with a gallery on `directory` (a fresh one when `nil`; a test fills it first, as
/// another process would) and a page of the suite's browser (or of `browser`), its scripts on or
/// off; stops both afterwards, whether `body` threw or not, and removes the directory.
func withGalleryTab(
    in directory: URL? = nil, language: Language? = nil, scripts: Bool = true,
    environment: [String: String] = [:], latency: Duration = .zero, browser: BrowserThread? = nil,
    _ body: (Tab, ServedGallery) async throws -> Void
) async throws {
    let browser = try browser ?? SharedChromium.browser()
    let directory = try directory ?? freshDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gallery = try await ServedGallery.start(
        directory: directory, language: language, environment: environment, latency: latency)
    let page: BrowserPage
    do {
        page = try await browser.openPage()
    } catch {
        await gallery.stop()
        throw error
    }
    let tab = Tab(browser: browser, page: page, base: gallery.base)
    do {
        if !scripts { try await tab.run { try $0.allowScripts(false) } }
        try await body(tab, gallery)
    } catch {
        await browser.close(page)
        await gallery.stop()
        throw error
    }
    await browser.close(page)
    await gallery.stop()
}

/// Runs `body` with a Chromium of its own that shows a desktop's classic scrollbars (the suite's
/// hides them: they would take no width), stopped afterwards. A page in it given a window
/// (``DevToolsPage/emulateWindow(width:height:)``) that scrolls loses a scrollbar's width, as in
/// a person's browser.
func withScrollbarBrowser(_ body: (BrowserThread) async throws -> Void) async throws {
    guard let executable = BrowserThread.executable() else { throw DevToolsError(SharedChromium.missing) }
    let browser = try BrowserThread(executable: executable, scrollbars: true)
    do {
        try await body(browser)
    } catch {
        await browser.stop()
        throw error
    }
    await browser.stop()
}

/// A page of the suite's browser showing the gallery: what a person does and what a test reads,
/// each run on the browser's own thread.
struct Tab: Sendable {
    /// The browser.
    let browser: BrowserThread
    /// The page.
    let page: BrowserPage
    /// The gallery's address.
    let base: String

    /// Runs `body` with the page on the browser's thread.
    func run<Value: Sendable>(_ body: @escaping @Sendable (DevToolsPage) throws -> Value) async throws
        -> Value
    {
        try await browser.run(on: page, body)
    }

    /// Opens the gallery's `path` and waits until it has loaded.
    func open(_ path: String) async throws {
        let url = base + path
        try await run { try $0.open(url) }
    }

    /// Clicks what `selector` matches (a link or a form's button that leaves the page) and waits
    /// until the next page has loaded.
    func follow(_ selector: String) async throws {
        try await run { page in try page.leave { try page.click(selector) } }
    }

    /// Waits until the JavaScript `condition` holds (see ``DevToolsPage/wait(until:_:timeout:)``).
    func wait(until condition: String, _ what: String) async throws {
        try await run { try $0.wait(until: condition, what) }
    }

    /// Presses `key` (with Shift when `shift`).
    func press(_ key: DevToolsPage.Key, shift: Bool = false) async throws {
        try await run { try $0.press(key, shift: shift) }
    }

    /// Types `text` into the focused field.
    func type(_ text: String) async throws {
        try await run { try $0.type(text) }
    }

    /// Moves the focus to what `selector` matches.
    func focus(_ selector: String) async throws {
        try await run { try $0.focus(selector) }
    }

    /// The browser's Back button.
    func back() async throws {
        try await run { try $0.back() }
    }

    /// The number of history entries and the index of the current one.
    func history() async throws -> (count: Int, current: Int) {
        try await run { page in
            let history = try page.history()
            return (history.urls.count, history.current)
        }
    }

    /// Runs the JavaScript `expression` in the page (its value is not kept).
    func perform(_ expression: String) async throws {
        try await run { page in _ = try page.evaluate(expression) }
    }

    /// The value of `expression` as a string (`nil` when it is none).
    func string(_ expression: String) async throws -> String? {
        try await run { try $0.evaluate(expression) as? String }
    }

    /// The value of `expression` as a number (`nil` when it is none).
    func number(_ expression: String) async throws -> Double? {
        try await run { (try $0.evaluate(expression) as? NSNumber)?.doubleValue }
    }

    /// Whether `expression` is `true`.
    func isTrue(_ expression: String) async throws -> Bool {
        try await run { try $0.evaluate(expression) as? Bool == true }
    }

    /// The path of the page shown.
    func path() async throws -> String? {
        try await string("location.pathname")
    }

    /// A description of the focused element (its tag, id, class and text), for messages.
    func focused() async throws -> String {
        try await string(
            """
            (() => { const e = document.activeElement; if (!e) return "nothing";
              return e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : "")
                + " " + JSON.stringify((e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 40)); })()
            """) ?? "nothing"
    }
}

/// Waits until `condition` holds, asking again every 20 ms for at most `seconds`; records an
/// issue naming `what` when it never does.
func eventually(
    _ what: String, seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    while ContinuousClock.now < deadline {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    if try await condition() { return }
    Issue.record("waited \(Int(seconds)) s for \(what)", sourceLocation: sourceLocation)
}
