import DevTools
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
                    } catch let error as DevToolsError {
                        throw DevToolsError("\(shot.fileName(language: language)): \(error.description)")
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
        } catch let error as DevToolsError {
            // What the browser said last, when it stopped on its own.
            guard browser.hasExited() else { throw error }
            let tail =
                (try? String(contentsOfFile: log, encoding: .utf8))?
                .split(separator: "\n").suffix(5).joined(separator: "\n") ?? ""
            throw DevToolsError(
                error.description + " (Chromium stopped" + (tail.isEmpty ? ")" : "; it said:\n" + tail + ")"))
        }
    }
}

/// The browser's one page with a phone's screen, and the steps of the plan done in it.
struct Page {
    /// The page.
    let page: DevToolsPage
    /// The gallery's address.
    let base: String

    /// The steps done in `page` (a page with its screen set already).
    init(page: DevToolsPage, base: String) {
        self.page = page
        self.base = base
    }

    /// Attaches to the browser's first page and gives it a phone's screen at `scale`.
    init(browser: Chromium, base: String, scale: Int) throws {
        self.page = try DevToolsPage(browser: browser)
        self.base = base
        try page.emulatePhone(width: ScreenshotRun.width, height: ScreenshotRun.height, scale: scale)
    }

    /// Does `step`: a page opened is awaited until its load event; a click until the screen it
    /// leads to shows, as a new page or (a step inside one screen, which the gallery's script
    /// takes in place) as a new `<main>` in the same page.
    func perform(_ step: Step, language: String) throws {
        switch step {
        case .open(let path): try page.open(base + path)
        case .click(let selector):
            try page.evaluate("window.galleryScreenshotsMain = document.querySelector('main')")
            try page.click(selector)
            try page.wait(
                until: """
                    document.readyState === "complete" && (window.galleryScreenshotsMain === undefined
                      || document.querySelector("main") !== window.galleryScreenshotsMain)
                    """, "the screen after clicking \(selector)", timeout: 30)
        case .fill(let selector, let words): try page.fill(selector, with: words.pick(language))
        }
    }

    /// Waits until the page has settled: loaded, no section or picture still coming, its fonts
    /// ready, scrolled to the top and painted. False when it has not within `seconds`.
    func settle(seconds: Int) throws -> Bool {
        let settled = try page.evaluate(
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
        try page.capture()
    }
}
