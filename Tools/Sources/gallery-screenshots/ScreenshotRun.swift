import DevTools
import Foundation
import OpenMarketServer

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

    /// The phone's screen, in CSS pixels: every picture is this wide, and at least this high (a
    /// longer screen is taken whole).
    static let width = 390
    static let height = 844
    /// The tallest picture, in CSS pixels: a screen longer than this is cut there.
    static let maximumHeight = 8000
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
            let page = try Page(
                browser: browser, base: base, scale: scale,
                pictures: scratch.appendingPathComponent("pictures"))
            for shot in shots {
                do {
                    try page.reach(shot, language: language)
                } catch let error as DevToolsError {
                    throw DevToolsError("\(shot.fileName(language: language)): \(error.description)")
                }
                if !(try page.settle(seconds: Self.settleSeconds, whileLoading: shot.whileLoading)) {
                    FileHandle.standardError.write(
                        Data(
                            "gallery-screenshots: \(shot.fileName(language: language)): still loading after \(Self.settleSeconds) s; taken as it is\n"
                                .utf8))
                }
                let file = folder.appendingPathComponent(shot.fileName(language: language))
                try page.capture(whileLoading: shot.whileLoading).write(to: file, options: .atomic)
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
    /// The device scale factor of the phone's screen.
    let scale: Int
    /// The folder the pictures a ``Step/choose(_:_:)`` picks are written to.
    let pictures: URL

    /// The steps done in `page`, whose screen is a phone's at `scale` (set here), choosing
    /// pictures written to `pictures` (made when missing).
    init(page: DevToolsPage, base: String, scale: Int = 1, pictures: URL) throws {
        self.page = page
        self.base = base
        self.scale = scale
        self.pictures = pictures
        try page.emulatePhone(width: ScreenshotRun.width, height: ScreenshotRun.height, scale: scale)
    }

    /// Attaches to the browser's first page and gives it a phone's screen at `scale`.
    init(browser: Chromium, base: String, scale: Int, pictures: URL) throws {
        try self.init(page: DevToolsPage(browser: browser), base: base, scale: scale, pictures: pictures)
    }

    /// Brings the page to `shot`'s screen from where it is: the shot's text size, then its steps.
    func reach(_ shot: ScreenShot, language: String) throws {
        try page.setDefaultFontSize(shot.textSize)
        for step in shot.steps { try perform(step, language: language) }
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
        case .choose(let selector, let names):
            try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
            let files = names.enumerated().map { index, name in
                (pictures.appendingPathComponent(name), Data(SamplePNG.swatch(hue: index * 4 + 1)))
            }
            for (file, png) in files { try png.write(to: file, options: .atomic) }
            try page.choose(files: files.map(\.0.path), in: selector)
            try page.wait(
                until: "document.querySelectorAll('.om-chosen li').length === \(names.count)",
                "the \(names.count) pictures chosen in \(selector) shown", timeout: 30)
        case .repeatWhile(let selector, let steps):
            let found = "document.querySelector(\(DevToolsPage.literal(selector))) !== null"
            var rounds = 0
            while try page.evaluate(found) as? Bool == true {
                guard rounds < ScreenPlan.repeatLimit else {
                    throw DevToolsError("\(selector) still shows after \(rounds) rounds of its steps")
                }
                for step in steps { try perform(step, language: language) }
                rounds += 1
            }
        case .settle:
            guard try settle(seconds: ScreenshotRun.settleSeconds * 4) else {
                throw DevToolsError("the screen is still loading after \(ScreenshotRun.settleSeconds * 4) s")
            }
        }
    }

    /// Waits until the page has settled: loaded, no section or picture still coming (unless
    /// `whileLoading`: then only the page itself), its fonts ready, scrolled to the top and
    /// painted. False when it has not within `seconds`.
    func settle(seconds: Int, whileLoading: Bool = false) throws -> Bool {
        let settled = try page.evaluate(
            """
            new Promise(resolve => {
              const deadline = Date.now() + \(seconds * 1000);
              const busy = () => document.readyState !== "complete" || \(whileLoading ? "false" : "true") && (
                document.querySelector('[aria-busy="true"], p.placeholder[role="status"], p.loading, [data-state="pending"]')
                || Array.from(document.images).some(image => !image.complete));
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

    /// How tall the screen is whole, in CSS pixels: the document's height, plus what a panel
    /// that scrolls by itself (a sheet) hides below its fold; never less than the phone's.
    func fullHeight() throws -> Int {
        let measured = try page.evaluate(
            """
            (() => {
              const root = document.documentElement;
              let hidden = 0;
              for (const element of document.querySelectorAll("body *")) {
                if (element.tagName === "TEXTAREA" || element.tagName === "SELECT") continue;
                if (element.scrollWidth > element.clientWidth + 1) continue;  // a strip scrolled sideways
                if (!/(auto|scroll)/.test(getComputedStyle(element).overflowY)) continue;
                hidden = Math.max(hidden, element.scrollHeight - element.clientHeight);
              }
              return Math.ceil(Math.max(root.scrollHeight, document.body.scrollHeight) + hidden);
            })()
            """)
        let height = (measured as? NSNumber)?.intValue ?? ScreenshotRun.height
        return min(max(height, ScreenshotRun.height), ScreenshotRun.maximumHeight)
    }

    /// The screen as a PNG, whole: the phone's screen is made as tall as the screen (until
    /// nothing more grows, a few rounds at most), the page settles again (pictures that come into
    /// view load, unless `whileLoading`), the picture is taken, and the phone's own height comes
    /// back.
    func capture(whileLoading: Bool = false) throws -> Data {
        var height = ScreenshotRun.height
        defer {
            if height != ScreenshotRun.height {
                try? page.emulatePhone(width: ScreenshotRun.width, height: ScreenshotRun.height, scale: scale)
            }
        }
        for _ in 0..<4 {
            let needed = try fullHeight()
            if needed <= height { break }
            height = needed
            try page.emulatePhone(width: ScreenshotRun.width, height: height, scale: scale)
            _ = try settle(seconds: ScreenshotRun.settleSeconds, whileLoading: whileLoading)
        }
        return try page.capture()
    }
}
