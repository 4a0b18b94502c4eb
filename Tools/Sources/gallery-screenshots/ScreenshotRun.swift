import Foundation

/// One language's pictures: a fresh headless Chromium with a phone's screen, one page, every
/// screen of the plan in order.
struct ScreenshotRun {
    /// The gallery's address (`http://127.0.0.1:<port>`).
    let base: String
    /// The gallery's language (`en`, `ko`).
    let language: String
    /// Where the pictures go.
    let folder: URL
    /// The Chromium executable.
    let chromium: String
    /// The device scale factor.
    let scale: Int

    /// The phone's screen, in CSS pixels.
    static let width = 390
    static let height = 844
    /// How long a screen may take to settle (its sections arriving, its pictures loading).
    static let settleSeconds = 15

    /// Takes `shots` in order, writing each as `folder/<app>-<screen>-<language>.png`.
    func take(_ shots: [ScreenShot]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-screenshots-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("chromium.log").path
        let browser = try Chromium(
            executable: chromium, profile: scratch.appendingPathComponent("profile").path,
            language: language == "ko" ? "ko-KR" : "en-US", log: log)
        defer { browser.stop() }
        do {
            let page = try Page(browser: browser, base: base, scale: scale)
            for shot in shots {
                for step in shot.steps {
                    do {
                        try page.perform(step, language: language)
                    } catch let error as ScreenshotError {
                        throw ScreenshotError("\(shot.fileName(language: language)): \(error.description)")
                    }
                }
                if !(try page.settle(seconds: Self.settleSeconds)) {
                    FileHandle.standardError.write(
                        Data(
                            "gallery-screenshots: \(shot.fileName(language: language)): still loading after \(Self.settleSeconds) s; taken as it is\n"
                                .utf8))
                }
                let file = folder.appendingPathComponent(shot.fileName(language: language))
                try page.capture().write(to: file, options: .atomic)
                print("took \(file.lastPathComponent)")
            }
            _ = try? browser.send("Browser.close", timeout: 5)
        } catch let error as ScreenshotError {
            // What the browser said last, when it stopped on its own.
            guard browser.hasExited() else { throw error }
            let tail =
                (try? String(contentsOfFile: log, encoding: .utf8))?
                .split(separator: "\n").suffix(5).joined(separator: "\n") ?? ""
            throw ScreenshotError(
                error.description + " (Chromium stopped" + (tail.isEmpty ? ")" : "; it said:\n" + tail + ")"))
        }
    }
}

/// The browser's one page, attached over the pipe, with a phone's screen.
struct Page {
    /// The browser.
    let browser: Chromium
    /// The page's DevTools session.
    let session: String
    /// The gallery's address.
    let base: String

    /// Attaches to the browser's first page and gives it a phone's screen at `scale`.
    init(browser: Chromium, base: String, scale: Int) throws {
        self.browser = browser
        self.base = base
        let targets = try browser.send("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
        let targetID: String
        if let page = targets.first(where: { $0["type"] as? String == "page" }),
            let id = page["targetId"] as? String
        {
            targetID = id
        } else {
            guard
                let id = try browser.send("Target.createTarget", ["url": "about:blank"])["targetId"]
                    as? String
            else { throw ScreenshotError("the browser opened no page") }
            targetID = id
        }
        let attached = try browser.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw ScreenshotError("could not attach to the browser's page")
        }
        self.session = session
        try browser.send("Page.enable", session: session)
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": ScreenshotRun.width, "height": ScreenshotRun.height, "deviceScaleFactor": scale,
                "mobile": true,
            ], session: session)
    }

    /// Does `step`: a page opened or followed is awaited until its load event.
    func perform(_ step: Step, language: String) throws {
        switch step {
        case .open(let path):
            try markDocument()
            let answer = try browser.send("Page.navigate", ["url": base + path], session: session)
            if let error = answer["errorText"] as? String {
                throw ScreenshotError("could not open \(base + path): \(error)")
            }
            try waitForNextDocument()
        case .click(let selector):
            try markDocument()
            let found = try evaluate(
                "(() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return false; e.click(); return true; })()"
            )
            guard found as? Bool == true else {
                throw ScreenshotError("nothing to click matches \(selector) on \(try location())")
            }
            try waitForNextDocument()
        case .fill(let selector, let words):
            let found = try evaluate(
                "(() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return false; e.value = \(Self.literal(words.pick(language))); return true; })()"
            )
            guard found as? Bool == true else {
                throw ScreenshotError("no field matches \(selector) on \(try location())")
            }
        }
    }

    /// Marks the document shown now, so that `waitForNextDocument` knows when it is gone; the
    /// load events read so far are forgotten.
    private func markDocument() throws {
        browser.forgetEvents("Page.loadEventFired")
        _ = try evaluate("window.galleryScreenshotsMark = true")
    }

    /// Waits until a document other than the marked one has loaded: a load event alone may be a
    /// late one of the page before.
    private func waitForNextDocument(seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            try browser.waitForEvent("Page.loadEventFired", timeout: max(deadline.timeIntervalSinceNow, 0.1))
            let fresh = try evaluate(
                "window.galleryScreenshotsMark === undefined && document.readyState === \"complete\"")
            if fresh as? Bool == true { return }
        }
    }

    /// Waits until the page has settled: loaded, no section or picture still coming, its fonts
    /// ready, scrolled to the top and painted. False when it has not within `seconds`.
    func settle(seconds: Int) throws -> Bool {
        let settled = try evaluate(
            """
            new Promise(resolve => {
              const deadline = Date.now() + \(seconds * 1000);
              const busy = () => document.readyState !== "complete"
                || document.querySelector('[aria-busy="true"], p.placeholder[role="status"], p.loading, [data-state="pending"]')
                || Array.from(document.images).some(image => !image.complete);
              const check = () => {
                if (!busy()) {
                  document.fonts.ready.then(() => {
                    window.scrollTo(0, 0);
                    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
                  });
                } else if (Date.now() > deadline) {
                  resolve(false);
                } else {
                  setTimeout(check, 100);
                }
              };
              check();
            })
            """, timeout: Double(seconds + 10))
        return settled as? Bool ?? false
    }

    /// The screen as a PNG.
    func capture() throws -> Data {
        let answer = try browser.send(
            "Page.captureScreenshot", ["format": "png"], session: session, timeout: 60)
        guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
            throw ScreenshotError("the browser sent no picture")
        }
        return data
    }

    /// The page's address now, for an error.
    private func location() throws -> String {
        try evaluate("location.href") as? String ?? "the page"
    }

    /// The value of the JavaScript `expression` (awaited when it is a promise).
    private func evaluate(_ expression: String, timeout: Double = 30) throws -> Any? {
        let answer = try browser.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
            session: session, timeout: timeout)
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            throw ScreenshotError("the page's script failed: \(exception["text"] ?? exception)")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
