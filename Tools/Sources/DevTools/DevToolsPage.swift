import Foundation

/// One page (tab) of a ``Chromium``, attached over its pipe: what a person does in it (open a URL,
/// click, press keys, type, go back) and what a program reads from it (a script's value, a
/// condition awaited, a picture).
///
/// Like the browser, it blocks its thread while the browser works; ``BrowserThread`` runs it off
/// Swift's cooperative threads.
public final class DevToolsPage {
    /// The browser.
    public let browser: Chromium
    /// The page's DevTools session.
    public let session: String
    /// The page's target.
    public let target: String
    /// The browser context the page was made in (its own cookies), when it has one of its own.
    private let context: String?
    /// Whether `close()` ran.
    private var closed = false

    /// Attaches to the browser's first page (made if there is none).
    public convenience init(browser: Chromium) throws {
        let targets = try browser.send("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
        if let page = targets.first(where: { $0["type"] as? String == "page" }),
            let id = page["targetId"] as? String
        {
            try self.init(browser: browser, target: id, context: nil)
        } else {
            guard
                let id = try browser.send("Target.createTarget", ["url": "about:blank"])["targetId"]
                    as? String
            else { throw DevToolsError("the browser opened no page") }
            try self.init(browser: browser, target: id, context: nil)
        }
    }

    /// A new page in a browser context of its own: no cookies, storage or history shared with any
    /// other page (a fresh person). `close()` disposes of the context.
    public static func isolated(in browser: Chromium) throws -> DevToolsPage {
        guard let context = try browser.send("Target.createBrowserContext")["browserContextId"] as? String
        else { throw DevToolsError("the browser made no browser context") }
        guard
            let id = try browser.send(
                "Target.createTarget", ["url": "about:blank", "browserContextId": context])["targetId"]
                as? String
        else {
            _ = try? browser.send("Target.disposeBrowserContext", ["browserContextId": context])
            throw DevToolsError("the browser opened no page")
        }
        return try DevToolsPage(browser: browser, target: id, context: context)
    }

    /// Attaches to the page `target` and enables its page events.
    private init(browser: Chromium, target: String, context: String?) throws {
        self.browser = browser
        self.target = target
        self.context = context
        let attached = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw DevToolsError("could not attach to the browser's page")
        }
        self.session = session
        try browser.send("Page.enable", session: session)
    }

    /// Closes the page (and its browser context, when it has one of its own). Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? browser.send("Target.closeTarget", ["targetId": target], timeout: 10)
        if let context {
            _ = try? browser.send("Target.disposeBrowserContext", ["browserContextId": context], timeout: 10)
        }
    }

    // MARK: The screen

    /// Gives the page a phone's screen: `width`×`height` CSS pixels at `scale`.
    public func emulatePhone(width: Int, height: Int, scale: Int) throws {
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": true], session: session)
    }

    /// Gives the page a desktop browser's window of `width`×`height` CSS pixels (no phone: a page
    /// that scrolls shows a classic scrollbar, which takes its width from the page, when the
    /// browser shows scrollbars at all).
    public func emulateWindow(width: Int, height: Int) throws {
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
    }

    /// Sets the browser's default font size (CSS pixels; Chromium's own is 16), as a person with
    /// low vision sets it in the browser's settings; a page sized in `rem` follows it.
    public func setDefaultFontSize(_ size: Int) throws {
        try browser.send(
            "Page.setFontSizes", ["fontSizes": ["standard": size, "fixed": size * 13 / 16]], session: session)
    }

    /// Chooses the files at `paths` in the file input `selector` finds, as a person picking them
    /// (the input's `change` event fires).
    public func choose(files paths: [String], in selector: String) throws {
        let document = try browser.send("DOM.getDocument", ["depth": 0], session: session)
        guard let root = (document["root"] as? [String: Any])?["nodeId"] as? Int,
            let node = try browser.send(
                "DOM.querySelector", ["nodeId": root, "selector": selector], session: session)["nodeId"]
                as? Int,
            node != 0
        else { throw DevToolsError("no file input matches \(selector)") }
        try browser.send("DOM.setFileInputFiles", ["files": paths, "nodeId": node], session: session)
    }

    /// Lets pages of `origin` write to the clipboard, as a person allows it when the browser asks.
    public func allowClipboard(origin: String) throws {
        var parameters: [String: Any] = [
            "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": origin,
        ]
        if let context { parameters["browserContextId"] = context }
        try browser.send("Browser.grantPermissions", parameters)
    }

    /// Answers the pages of `origin` that ask where the device is: at `latitude`, `longitude`
    /// (degrees) as a person allows it when the browser asks, or refused when `place` is `nil`.
    public func shareLocation(_ place: (latitude: Double, longitude: Double)?, origin: String) throws {
        var permission: [String: Any] = [
            "permission": ["name": "geolocation"], "setting": place == nil ? "denied" : "granted",
            "origin": origin,
        ]
        if let context { permission["browserContextId"] = context }
        try browser.send("Browser.setPermission", permission)
        guard let place else { return }
        try browser.send(
            "Emulation.setGeolocationOverride",
            ["latitude": place.latitude, "longitude": place.longitude, "accuracy": 10], session: session)
    }

    /// Turns the page's scripts off (`false`) or back on: the next document loaded runs none.
    public func allowScripts(_ allowed: Bool) throws {
        try browser.send("Emulation.setScriptExecutionDisabled", ["value": !allowed], session: session)
    }

    /// The screen as a PNG.
    public func capture() throws -> Data {
        let answer = try browser.send(
            "Page.captureScreenshot", ["format": "png"], session: session, timeout: 60)
        guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
            throw DevToolsError("the browser sent no picture")
        }
        return data
    }

    // MARK: Going places

    /// Opens `url` and waits until its document has loaded.
    public func open(_ url: String, timeout: Double = 90) throws {
        try markDocument()
        let answer = try browser.send("Page.navigate", ["url": url], session: session)
        if let error = answer["errorText"] as? String {
            throw DevToolsError("could not open \(url): \(error)")
        }
        try waitForNextDocument(timeout: timeout)
    }

    /// Runs `action` (a click on a link or a form's button), which leaves the document shown now,
    /// and waits until the next one has loaded.
    public func leave(timeout: Double = 90, by action: () throws -> Void) throws {
        try markDocument()
        try action()
        try waitForNextDocument(timeout: timeout)
    }

    /// Clicks the first element matching the CSS `selector` (as a script's `click()` does);
    /// throws when none does.
    public func click(_ selector: String) throws {
        let found = try evaluate(
            "(() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return false; e.click(); return true; })()"
        )
        guard found as? Bool == true else {
            throw DevToolsError("nothing to click matches \(selector) on \(try location())")
        }
    }

    /// Sets the value of the first field matching `selector` (as a script does: no input event).
    public func fill(_ selector: String, with text: String) throws {
        let found = try evaluate(
            "(() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return false; e.value = \(Self.literal(text)); return true; })()"
        )
        guard found as? Bool == true else {
            throw DevToolsError("no field matches \(selector) on \(try location())")
        }
    }

    /// Moves the focus to the first element matching `selector`; throws when none does.
    public func focus(_ selector: String) throws {
        let found = try evaluate(
            "(() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return false; e.focus(); return true; })()"
        )
        guard found as? Bool == true else {
            throw DevToolsError("nothing to focus matches \(selector) on \(try location())")
        }
    }

    /// The browser's Back button: goes to the history entry before the current one (without
    /// waiting for it to load). Throws when there is none.
    public func back() throws {
        let history = try browser.send("Page.getNavigationHistory", session: session)
        guard let index = history["currentIndex"] as? Int,
            let entries = history["entries"] as? [[String: Any]],
            index > 0, let entry = entries[index - 1]["id"] as? Int
        else { throw DevToolsError("there is no page to go back to from \(try location())") }
        try browser.send("Page.navigateToHistoryEntry", ["entryId": entry], session: session)
    }

    /// Holds each request of the page whose URL matches one of `patterns` (DevTools' wildcards:
    /// `*` any characters, `?` one) before it is sent, until ``letGo(_:)``: a slow answer played
    /// out. No patterns hold nothing from here on.
    public func holdRequests(matching patterns: [String]) throws {
        guard !patterns.isEmpty else {
            try browser.send("Fetch.disable", session: session)
            return
        }
        let held = patterns.map { ["urlPattern": $0, "requestStage": "Request"] }
        try browser.send("Fetch.enable", ["patterns": held], session: session)
    }

    /// The next request held (see ``holdRequests(matching:)``), its id and URL, when one comes
    /// within `timeout` seconds; `nil` when none does.
    public func heldRequest(within timeout: Double) throws -> (id: String, url: String)? {
        guard let params = try browser.event("Fetch.requestPaused", session: session, within: timeout) else {
            return nil
        }
        let request = params["request"] as? [String: Any] ?? [:]
        return (params["requestId"] as? String ?? "", request["url"] as? String ?? "")
    }

    /// Sends the held request `id` on as it was.
    public func letGo(_ id: String) throws {
        try browser.send("Fetch.continueRequest", ["requestId": id], session: session)
    }

    /// Fails the held request `id` as a connection reset before it was sent (the page's `fetch`
    /// gets no answer).
    public func fail(_ id: String) throws {
        try browser.send(
            "Fetch.failRequest", ["requestId": id, "errorReason": "ConnectionReset"], session: session)
    }

    /// The URLs of the page's history entries, oldest first, and the index of the current one.
    public func history() throws -> (urls: [String], current: Int) {
        let history = try browser.send("Page.getNavigationHistory", session: session)
        let entries = history["entries"] as? [[String: Any]] ?? []
        return (entries.map { $0["url"] as? String ?? "" }, history["currentIndex"] as? Int ?? 0)
    }

    /// Marks the document shown now, so that `waitForNextDocument` knows when it is gone; the
    /// load events read so far are forgotten.
    private func markDocument() throws {
        browser.forgetEvents("Page.loadEventFired", session: session)
        _ = try evaluate("window.devToolsPageMark = true")
    }

    /// Waits until a document other than the marked one has loaded: a load event alone may be a
    /// late one of the page before.
    private func waitForNextDocument(timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            try browser.waitForEvent(
                "Page.loadEventFired", session: session, timeout: max(deadline.timeIntervalSinceNow, 0.1))
            let fresh = try? evaluate(
                "window.devToolsPageMark === undefined && document.readyState === \"complete\"")
            if fresh as? Bool == true { return }
        }
    }

    // MARK: The keyboard

    /// A key the page is sent: its DOM `key` and `code`, its Windows key code, and the text it
    /// types (Enter types a carriage return, which activates a focused button or link).
    public struct Key: Sendable {
        /// The DOM `key`.
        public let key: String
        /// The DOM `code`.
        public let code: String
        /// The Windows virtual key code.
        public let keyCode: Int
        /// The text the key types, if any.
        public let text: String?

        /// The Tab key.
        public static let tab = Key(key: "Tab", code: "Tab", keyCode: 9, text: nil)
        /// The Enter key.
        public static let enter = Key(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
        /// The space bar.
        public static let space = Key(key: " ", code: "Space", keyCode: 32, text: " ")
        /// The Escape key.
        public static let escape = Key(key: "Escape", code: "Escape", keyCode: 27, text: nil)
    }

    /// Presses and releases `key` (with Shift held when `shift`), as a person's keyboard does.
    public func press(_ key: Key, shift: Bool = false) throws {
        try hold(key, shift: shift)
        try release(key, shift: shift)
    }

    /// Presses `key` down and keeps it down (a button pressed with Space clicks on its release).
    public func hold(_ key: Key, shift: Bool = false) throws {
        var down: [String: Any] = [
            "type": key.text == nil ? "rawKeyDown" : "keyDown", "key": key.key, "code": key.code,
            "windowsVirtualKeyCode": key.keyCode, "nativeVirtualKeyCode": key.keyCode,
            "modifiers": shift ? 8 : 0,
        ]
        if let text = key.text {
            down["text"] = text
            down["unmodifiedText"] = text
        }
        try browser.send("Input.dispatchKeyEvent", down, session: session)
    }

    /// Releases `key`, held down with ``hold(_:shift:)``.
    public func release(_ key: Key, shift: Bool = false) throws {
        try browser.send(
            "Input.dispatchKeyEvent",
            [
                "type": "keyUp", "key": key.key, "code": key.code, "windowsVirtualKeyCode": key.keyCode,
                "nativeVirtualKeyCode": key.keyCode, "modifiers": shift ? 8 : 0,
            ], session: session)
    }

    /// Types `text` into the focused field, as a keyboard's input method commits it: the field
    /// gets an `input` event.
    public func type(_ text: String) throws {
        try browser.send("Input.insertText", ["text": text], session: session)
    }

    // MARK: Scripts

    /// The value of the JavaScript `expression` (awaited when it is a promise), as JSON values
    /// (`Bool`, a number, `String`, arrays and dictionaries; `nil` for `undefined`).
    @discardableResult
    public func evaluate(_ expression: String, timeout: Double = 60) throws -> Any? {
        let answer = try browser.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
            session: session, timeout: timeout)
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            let thrown = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"]
            throw DevToolsError("the page's script failed: \(thrown ?? exception)")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Waits until the JavaScript `condition` is true, checking it in the page every 20 ms and
    /// again in each document loaded meanwhile; throws, naming `what`, when it is not within
    /// `timeout` seconds.
    public func wait(until condition: String, _ what: String, timeout: Double = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var failure = "it stayed false"
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                throw DevToolsError("waited \(Int(timeout)) s for \(what) (\(condition)): \(failure)")
            }
            // The page checks by itself for up to a second, so one answer covers many checks; a
            // document that goes away meanwhile (a navigation) fails the call, and the next
            // document is asked again.
            let slice = Int(min(left, 1) * 1000)
            let script = """
                new Promise(resolve => {
                  const until = Date.now() + \(slice);
                  const check = () => {
                    let held = false;
                    try { held = !!(\(condition)); } catch (error) { held = false; }
                    if (held) resolve(true);
                    else if (Date.now() >= until) resolve(false);
                    else setTimeout(check, 20);
                  };
                  check();
                })
                """
            do {
                if try evaluate(script, timeout: Double(slice) / 1000 + 10) as? Bool == true { return }
            } catch let error as DevToolsError {
                failure = error.description
                // The document changed under the call: ask the next one once it is there.
                if browser.hasExited() { throw error }
                _ = try? browser.waitForEvent(
                    "Page.frameStoppedLoading", session: session, timeout: max(min(left, 0.2), 0.05))
            }
        }
    }

    /// The page's address now.
    public func location() throws -> String {
        try evaluate("location.href") as? String ?? "the page"
    }

    /// `text` as a JavaScript string literal.
    public static func literal(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
