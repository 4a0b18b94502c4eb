import Foundation

/// A ``Chromium`` for async code: the browser lives on a serial queue of its own, and every use
/// of it (``run(_:)``) runs there, so its blocking reads never hold one of Swift's cooperative
/// threads (a server in the same process needs them to answer the browser).
public final class BrowserThread: @unchecked Sendable {
    // @unchecked Sendable: `browser` is touched only on `queue`, by `run(_:)` and `stop()`.

    /// Where the browser is used.
    private let queue = DispatchQueue(label: "DevTools.BrowserThread")
    /// The browser.
    private let browser: Chromium
    /// The folder of its profile and log, removed by `stop()`.
    private let scratch: URL

    /// Starts `executable` headless with a fresh profile in a temporary folder, speaking
    /// `language` (`en-US`); with classic scrollbars when `scrollbars` (see ``Chromium``).
    public init(executable: String, language: String = "en-US", scrollbars: Bool = false) throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        self.scratch = scratch
        do {
            browser = try Chromium(
                executable: executable, profile: scratch.appendingPathComponent("profile").path,
                language: language, log: scratch.appendingPathComponent("chromium.log").path,
                scrollbars: scrollbars)
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
    }

    /// Runs `body` with the browser on its queue and answers what it returns; what the browser
    /// said last is added to an error when it stopped on its own.
    public func run<Value: Sendable>(_ body: @escaping @Sendable (Chromium) throws -> Value) async throws
        -> Value
    {
        let (browser, log) = (UncheckedBrowser(browser), scratch.appendingPathComponent("chromium.log"))
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                do {
                    continuation.resume(returning: try body(browser.value))
                } catch let error as DevToolsError where browser.value.hasExited() {
                    let tail =
                        (try? String(contentsOf: log, encoding: .utf8))?
                        .split(separator: "\n").suffix(5).joined(separator: "\n") ?? ""
                    continuation.resume(
                        throwing: DevToolsError(
                            error.description + " (Chromium stopped"
                                + (tail.isEmpty ? ")" : "; it said:\n" + tail + ")")))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// A new page in a browser context of its own (``DevToolsPage/isolated(in:)``), for
    /// ``run(on:_:)``; `close(_:)` closes it.
    public func openPage() async throws -> BrowserPage {
        try await run { browser in BrowserPage(page: try DevToolsPage.isolated(in: browser)) }
    }

    /// Runs `body` with `page` on the browser's queue and answers what it returns.
    public func run<Value: Sendable>(
        on page: BrowserPage, _ body: @escaping @Sendable (DevToolsPage) throws -> Value
    ) async throws -> Value {
        try await run { _ in try body(page.page) }
    }

    /// Closes `page` and its browser context.
    public func close(_ page: BrowserPage) async {
        _ = try? await run { _ in page.page.close() }
    }

    /// Ends the browser (see ``Chromium/stop()``) and removes its profile.
    public func stop() async {
        let browser = UncheckedBrowser(browser)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                _ = try? browser.value.send("Browser.close", timeout: 5)
                browser.value.stop()
                continuation.resume()
            }
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Where Chromium is: `$CHROMIUM` when set, else `chromium` (or `chromium-browser`) on
    /// `PATH`; `nil` when there is none.
    public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        if let named = environment["CHROMIUM"], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}

/// A page of a ``BrowserThread``'s browser, used through ``BrowserThread/run(on:_:)``.
public struct BrowserPage: @unchecked Sendable {
    // @unchecked Sendable: the page is used only on its browser's queue.

    /// The page.
    fileprivate let page: DevToolsPage
}

/// The browser carried to its queue.
private struct UncheckedBrowser: @unchecked Sendable {
    // @unchecked Sendable: used only on the queue of the `BrowserThread` that owns it.

    /// The browser.
    let value: Chromium

    init(_ value: Chromium) {
        self.value = value
    }
}
