import DevTools
import DiaryKit
import Foundation
import JuiceMakerKit
import Testing

@testable import weather_stand_in

/// What only a browser shows, with headless Chromium (one for the whole suite) on the gallery
/// served in process: the focus an alert or sheet holds, steps that replace their history entry
/// and keep the scroll position, and typing saved when the page is left.
@Suite("Gallery in a browser: focus, history, leaving", .serialized, .chromium)
struct GalleryBrowserTests {}

// MARK: Alerts and sheets hold the focus (issue 34, item 6)

extension GalleryBrowserTests {
    /// The open dialog, as the page's script finds it (outside the inert screen part).
    static let dialog =
        #"[...document.querySelectorAll('main dialog[open], main [role="dialog"][aria-modal="true"]')].find(e => !e.closest('.screen'))"#

    /// Whether the focus is on a control inside the open dialog (or the dialog itself).
    static let focusInDialog =
        "(() => { const d = \(dialog); return !!d && d.contains(document.activeElement); })()"

    /// A data directory whose juice maker has no mangoes left (set as the CLI would).
    static func withoutMangoes() async throws -> URL {
        let directory = try freshDirectory()
        let store = try FruitStore(
            persistence: InventoryFile(directory: directory.appendingPathComponent("juice-maker")))
        try await store.setStock(0, of: .mango)
        return directory
    }

    /// Orders a mango juice with no mangoes left, so that the page shows the shortage alert.
    static func shortageAlert(_ tab: Tab, scripts: Bool = true) async throws {
        try await tab.open("/juice-maker")
        // With scripting, an order is a step taken in place (no page load); without, a new page,
        // waited for until it has loaded (its address changes before).
        let mango = #"form[action="/juice-maker/order"] input[value="mango"] ~ button"#
        if scripts {
            try await tab.run { try $0.click(mango) }
        } else {
            try await tab.follow(mango)
        }
        try await tab.wait(until: #"location.pathname === "/juice-maker/alert""#, "the shortage alert's URL")
    }

    @Test func theShortageAlertKeepsTabInsideAndEnterBehindItDoesNothing() async throws {
        try await withGalleryTab(in: try await Self.withoutMangoes()) { tab, gallery in
            try await Self.shortageAlert(tab)
            #expect(try await tab.isTrue("document.body.textContent.includes('Not enough fruit')"))
            // The focus starts in the alert.
            try await tab.wait(until: Self.focusInDialog, "the focus inside the alert")

            // Tab and Shift+Tab go round the alert's buttons, never behind it.
            var reached: Set<String> = []
            for shift in [false, false, false, false, false, true, true, true] {
                try await tab.press(.tab, shift: shift)
                let inside = try await tab.isTrue(Self.focusInDialog)
                let focused = try await tab.focused()
                #expect(inside, "Tab (shift: \(shift)) moved the focus to \(focused)")
                reached.insert(focused)
            }
            #expect(reached.contains { $0.contains("Edit stock") })
            #expect(reached.contains { $0.contains("Not now") })

            // The order buttons behind it cannot take the focus, so Enter cannot order.
            let stock = try InventoryFile(directory: gallery.juiceMakerFolder).load()
            try await tab.perform("\(Self.dialog).focus()")
            try await tab.perform("document.querySelector('.orders button').focus()")
            #expect(
                try await tab.isTrue("document.activeElement !== document.querySelector('.orders button')"))
            #expect(
                try await tab.isTrue("document.querySelector('.orders button').closest('[inert]') !== null"))
            try await tab.press(.enter)
            // Then the alert is answered ("Not now", a step); had Enter ordered, the stock would
            // show one juice fewer.
            try await tab.perform(
                "[...\(Self.dialog).querySelectorAll('button')].find(b => b.textContent.includes('Not now')).focus()"
            )
            #expect(try await tab.focused().contains("Not now"))
            try await tab.press(.enter)
            try await tab.wait(
                until: #"location.pathname === "/juice-maker" && !document.querySelector("dialog[open]")"#,
                "the alert closed")
            #expect(try InventoryFile(directory: gallery.juiceMakerFolder).load() == stock)
            #expect(try await tab.isTrue("document.querySelector('main > .screen').inert === false"))
        }
    }

    @Test func escapeAnswersTheAlertWithItsCancelAndClosesTheStockEditor() async throws {
        try await withGalleryTab(in: try await Self.withoutMangoes()) { tab, gallery in
            try await Self.shortageAlert(tab)
            try await tab.wait(until: Self.focusInDialog, "the focus inside the alert")
            let stock = try InventoryFile(directory: gallery.juiceMakerFolder).load()
            // Escape is the alert's "Not now": it closes, nothing is ordered or opened.
            try await tab.press(.escape)
            try await tab.wait(
                until: #"location.pathname === "/juice-maker" && !document.querySelector("dialog[open]")"#,
                "the alert closed by Escape")
            #expect(try InventoryFile(directory: gallery.juiceMakerFolder).load() == stock)
            #expect(try await tab.isTrue(#"!document.querySelector('[role="dialog"]')"#))
            // The focus is back on the order button that opened the alert.
            try await tab.wait(
                until:
                    #"document.activeElement && document.activeElement.closest('form[action="/juice-maker/order"]') && document.activeElement.form.querySelector('input[value="mango"]')"#,
                "the focus back on the mango order")
            // The stock editor's sheet closes with Escape too (its Done).
            try await tab.follow("form.edit-stock button")
            try await tab.wait(until: #"document.querySelector('[role="dialog"]')"#, "the stock editor")
            try await tab.wait(until: Self.focusInDialog, "the focus inside the stock editor")
            try await tab.run { page in try page.leave { try page.press(.escape) } }
            #expect(try await tab.path() == "/juice-maker")
            #expect(try await tab.isTrue(#"!document.querySelector('[role="dialog"]')"#))
            // And the focus is back on "Edit stock", which opened it.
            try await tab.wait(
                until: #"document.activeElement && document.activeElement.closest('form.edit-stock')"#,
                "the focus back on Edit stock")
        }
    }

    @Test func aStepperButtonDisabledAtItsLimitHandsTheFocusToItsOtherButton() async throws {
        try await withGalleryTab(in: try await Self.withoutMangoes()) { tab, _ in
            try await tab.open("/juice-maker/stock-editor")
            try await tab.wait(until: Self.focusInDialog, "the focus inside the stock editor")
            try await tab.focus("#plus-mango")
            try await tab.press(.enter)
            try await tab.wait(
                until:
                    #"document.querySelector('.stepper[data-fruit="mango"] output').textContent.trim() === "1""#,
                "the mango stepper at 1")
            try await tab.focus("#minus-mango")
            try await tab.press(.enter)
            // Back at 0, "one fewer" is disabled: the focus stays with mango, on its "one more".
            try await tab.wait(
                until:
                    #"document.querySelector('.stepper[data-fruit="mango"] output').textContent.trim() === "0""#,
                "the mango stepper at 0")
            try await tab.wait(
                until: #"document.activeElement && document.activeElement.id === "plus-mango""#,
                "the focus on mango's + (its − is disabled)")
        }
    }

    @Test func withoutScriptingTheAlertStillKeepsTabFromWhatIsBehindIt() async throws {
        try await withGalleryTab(in: try await Self.withoutMangoes(), scripts: false) { tab, _ in
            try await Self.shortageAlert(tab, scripts: false)
            // The page's own script did not run: the server made the screen inert.
            #expect(try await tab.isTrue("document.querySelector('main > .screen').hasAttribute('inert')"))
            try await tab.wait(until: Self.focusInDialog, "the focus inside the alert (autofocus)")
            for _ in 0..<8 {
                try await tab.press(.tab)
                // The focus is in the alert, or has left the page for the browser's own controls.
                let focused = try await tab.focused()
                #expect(
                    try await tab.isTrue("\(Self.focusInDialog) || document.activeElement === document.body"),
                    "Tab moved the focus behind the alert, to \(focused)")
            }
        }
    }

    @Test func afterAStepperPressTheFocusIsStillOnThatButton() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/juice-maker/stock-editor")
            try await tab.wait(until: Self.focusInDialog, "the focus inside the stock editor")
            try await tab.focus("#plus-kiwi")
            try await tab.press(.enter)
            try await tab.wait(
                until:
                    #"document.querySelector('.stepper[data-fruit="kiwi"] output').textContent.trim() === "11""#,
                "the kiwi stepper at 11")
            try await tab.wait(
                until: #"document.activeElement && document.activeElement.id === "plus-kiwi""#,
                "the focus back on kiwi's +")
            // The new count is said in the script's polite live region.
            try await tab.wait(
                until:
                    #"[...document.querySelectorAll('[aria-live="polite"]')].some(e => /: 11$/.test(e.textContent))"#,
                "kiwi's 11 announced")
            // And Done (the sheet was opened by its address: nothing on this page opened it)
            // closes it in place and puts the focus on the screen's heading.
            try await tab.run { try $0.click(#"form[action="/juice-maker/stock-editor/done"] button"#) }
            try await tab.wait(
                until: #"location.pathname === "/juice-maker" && !document.querySelector('[role="dialog"]')"#,
                "the stock editor closed")
            try await tab.wait(
                until: #"document.activeElement === document.querySelector("main h1")"#,
                "the focus on the heading")
        }
    }
}

// MARK: Steps replace their history entry and keep the scroll position (item 9)

extension GalleryBrowserTests {
    @Test func fivePlusPressesThenOneBackLeaveTheStockEditor() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/juice-maker")
            try await tab.follow("form.edit-stock button")
            #expect(try await tab.path() == "/juice-maker/stock-editor")
            let before = try await tab.history()
            for count in 11...15 {
                try await tab.focus("#plus-kiwi")
                try await tab.press(.enter)
                try await tab.wait(
                    until:
                        #"document.querySelector('.stepper[data-fruit="kiwi"] output').textContent.trim() === "\#(count)""#,
                    "the kiwi stepper at \(count)")
            }
            #expect(try await tab.history().count == before.count)
            #expect(try await tab.path() == "/juice-maker/stock-editor")
            try await tab.back()
            try await tab.wait(
                until: #"location.pathname === "/juice-maker" && document.readyState === "complete""#,
                "the main screen after one Back")
        }
    }

    @Test func theDiarysMoreKeepsTheScrollPosition() async throws {
        let directory = try freshDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        for number in 1...25 { _ = try await store.create(title: "Day \(number)", body: "A walk.") }
        try await withGalleryTab(in: directory) { tab, _ in
            try await tab.open("/diary")
            #expect(try await tab.number("document.querySelectorAll('.diary-list li').length") == 20)
            try await tab.perform("window.scrollTo(0, document.documentElement.scrollHeight)")
            let scrolled = try #require(try await tab.number("window.scrollY"))
            #expect(scrolled > 100)
            let before = try await tab.history()
            try await tab.run { try $0.click("form.diary-more button") }
            try await tab.wait(
                until: "document.querySelectorAll('.diary-list li').length === 25", "the next five rows")
            #expect(try await tab.number("window.scrollY") == scrolled)
            #expect(try await tab.path() == "/diary")
            #expect(try await tab.history().count == before.count)
        }
    }
}

// MARK: Typing is saved when the page is left (item 8) and makes one entry (item 2)

extension GalleryBrowserTests {
    /// The diary's entries, read through a store of its own on the gallery's file (as the `diary`
    /// CLI reads them).
    static func entries(_ gallery: ServedGallery) async throws -> [DiaryEntry] {
        try await SQLiteDiaryStore(path: gallery.diaryPath).allEntries()
    }

    @Test func backRightAfterTypingANewEntrySavesWhatWasTyped() async throws {
        try await withGalleryTab { tab, gallery in
            try await tab.open("/diary")
            try await tab.follow("form.diary-new button")
            #expect(try await tab.path() == "/diary/new")
            try await tab.focus("#diary-title")
            try await tab.type("Quick note")
            // Back at once: well within the 700 ms the autosave waits for.
            try await tab.back()
            try await tab.wait(until: #"location.pathname === "/diary""#, "the list after Back")
            try await eventually("the typed title in the store") {
                try await Self.entries(gallery).contains { $0.title == "Quick note" }
            }
            #expect(try await Self.entries(gallery).count == 1)
            // The save, sent before the list was asked for, left the person on the list.
            try await tab.wait(until: "document.querySelector('.diary-list li')", "the entry in the list")
            #expect(try await tab.path() == "/diary")
        }
    }

    @Test func typingANewEntryInBurstsWithPausesMakesOneEntry() async throws {
        try await withGalleryTab { tab, gallery in
            try await tab.open("/diary")
            try await tab.follow("form.diary-new button")
            try await tab.focus("#diary-title")
            try await tab.type("Rainy day")
            try await eventually("the title saved") {
                try await Self.entries(gallery).contains { $0.title == "Rainy day" }
            }
            try await tab.focus("#diary-body")
            try await tab.type("It rained all morning.")
            try await eventually("the first burst saved") {
                try await Self.entries(gallery).contains { $0.body.contains("all morning.") }
            }
            try await tab.type(" Then the sun came out.")
            try await eventually("the second burst saved") {
                try await Self.entries(gallery).contains { $0.body.hasSuffix("sun came out.") }
            }
            try await tab.back()
            try await tab.wait(until: #"location.pathname === "/diary""#, "the list after Back")
            try await tab.wait(
                until: #"document.querySelectorAll('.diary-list li').length >= 1"#, "the entry in the list")
            let entries = try await Self.entries(gallery)
            #expect(entries.count == 1, "entries: \(entries.map { ($0.title, $0.body) })")
            #expect(entries.first?.title == "Rainy day")
            #expect(entries.first?.body == "It rained all morning. Then the sun came out.")
        }
    }

    /// Back from an exhibit to the list puts the focus on the row it was opened by, as a
    /// keyboard user left it.
    @Test func backToTheExhibitListPutsTheFocusOnTheRowOpened() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/expo/exhibits")
            try await tab.focus(#"li[data-exhibit="5"] button"#)
            try await tab.run { page in try page.leave { try page.press(.enter) } }
            try await tab.wait(until: #"location.pathname === "/expo/exhibits/5""#, "the exhibit")
            try await tab.back()
            try await tab.wait(until: #"location.pathname === "/expo/exhibits""#, "the list after Back")
            try await tab.wait(
                until:
                    #"document.activeElement && document.activeElement.closest('li[data-exhibit="5"]') !== null"#,
                "the focus on the row opened")
        }
    }

    /// Save keeps the writing screen, and the focus stays on Save (the form's hidden fields,
    /// which hold the text as shown, change with the save: the button is known by its id).
    @Test func afterSaveTheFocusIsStillOnSave() async throws {
        try await withGalleryTab { tab, gallery in
            try await tab.open("/diary")
            try await tab.follow("form.diary-new button")
            try await tab.focus("#diary-title")
            try await tab.type("Harbour")
            try await eventually("the entry stored") {
                try await Self.entries(gallery).contains { $0.title == "Harbour" }
            }
            try await tab.focus("#diary-body")
            try await tab.type("Boats.")
            try await tab.focus(".diary-actions button[value=save]")
            try await tab.run { page in try page.leave { try page.press(.enter) } }
            try await tab.wait(
                until: #"document.activeElement && document.activeElement.value === "save""#,
                "the focus on Save after saving")
        }
    }
}

// MARK: Large text

extension GalleryBrowserTests {
    /// With the browser's font size at 32 px (200 %) on a phone's 390 px, and on the narrowest
    /// 320 px, every first screen's text grows with it, no page scrolls sideways, and the Expo
    /// list's row puts its picture above its text. The window is a desktop browser's, whose
    /// classic scrollbar takes its width from a page that scrolls (at this size nearly every
    /// page does): a phone's overlay scrollbar, or none, would hide a page that only fits
    /// without one (the language switch stood 7 px past a 305 px page at 320 px).
    @Test(arguments: [390, 320])
    func atTwiceTheTextSizeNoPageScrollsSidewaysAndTheExpoRowStacks(width: Int) async throws {
        try await withScrollbarBrowser { browser in
            try await withGalleryTab(browser: browser) { tab, _ in
                try await Self.checkNothingScrollsSideways(tab, width: width)
            }
        }
    }

    /// Opens every first screen at `width` px, 32 px text, and checks nothing scrolls sideways.
    static func checkNothingScrollsSideways(_ tab: Tab, width: Int) async throws {
        try await tab.run { page in
            try page.emulateWindow(width: width, height: 844)
            try page.setDefaultFontSize(32)
        }
        let paths = [
            "/", "/juice-maker", "/juice-maker/stock-editor", "/expo", "/expo/exhibits",
            "/expo/exhibits/1",
            "/diary", "/diary/new", "/starbucks/sign-in", "/starbucks/home",
            "/starbucks/products/9200000002403", "/open-market", "/open-market/new",
            "/open-market/products/1", "/open-market/products/7",
        ]
        var scrolled = 0
        for path in paths {
            try await tab.open(path)
            let size = try await tab.number("parseFloat(getComputedStyle(document.body).fontSize)")
            #expect(size == 32, "\(path): the text is \(size ?? 0) px")
            // A page taller than the window has its scrollbar, which takes its width.
            if try await tab.isTrue(
                "document.documentElement.scrollHeight > document.documentElement.clientHeight")
            {
                scrolled += 1
                #expect(
                    try await tab.isTrue("document.documentElement.clientWidth < window.innerWidth"),
                    "\(path) scrolls but shows no scrollbar taking its width")
            }
            let overflow = try await tab.number(
                "document.documentElement.scrollWidth - document.documentElement.clientWidth")
            #expect(overflow == 0, "\(path) at \(width) px scrolls sideways by \(overflow ?? 0) px")
            // Nor does anything stand out past the left edge, where no scrolling reaches it.
            let leftmost = try await tab.number(
                """
                Math.min(0, ...[...document.querySelectorAll('main *')].filter(e =>
                  !e.closest('.default-action, .visually-hidden') && e.getClientRects().length > 0
                ).map(e => e.getBoundingClientRect().left))
                """)
            #expect(
                leftmost == 0,
                "\(path) at \(width) px has something \(leftmost ?? 0) px past the left edge")
            // Korean words stay whole wherever they show.
            #expect(
                try await tab.string("getComputedStyle(document.body).wordBreak") == "keep-all", "\(path)"
            )
        }
        // The check is worth something only where a scrollbar took its width.
        #expect(scrolled >= paths.count / 2, "only \(scrolled) pages scrolled at \(width) px")
        try await tab.open("/expo/exhibits")
        #expect(
            try await tab.isTrue(
                """
                (() => { const row = document.querySelector('.expo-rows button');
                  const picture = row.querySelector('.expo-picture').getBoundingClientRect();
                  const text = row.querySelector('.expo-row-text').getBoundingClientRect();
                  return picture.bottom <= text.top; })()
                """), "the Expo row's picture is not above its text")
    }
}

// MARK: The picture pager

extension GalleryBrowserTests {
    /// A product's pictures page by keyboard: Tab reaches the next link, Enter shows the next
    /// picture and says where it is.
    @Test func thePicturePagerWorksByKeyboard() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/open-market/products/3")
            try await tab.wait(
                until: "document.querySelector('.om-pager-position') !== null", "the pager of product 3")
            let first = try await tab.string("document.querySelector('.om-pager-position').textContent")
            #expect(first?.hasPrefix("Picture 1 of ") == true)
            // Tab from the page's start until the next link has the focus.
            var reached = false
            for _ in 0..<30 where !reached {
                try await tab.press(.tab)
                reached = try await tab.isTrue(
                    #"document.activeElement && document.activeElement.getAttribute("aria-label") === "Next picture""#
                )
            }
            #expect(reached, "Tab never reached the next picture's link")
            try await tab.run { page in try page.leave { try page.press(.enter) } }
            let second = try await tab.string("document.querySelector('.om-pager-position').textContent")
            #expect(second?.hasPrefix("Picture 2 of ") == true)
            #expect(try await tab.string("location.search") == "?picture=2")
        }
    }
}

// MARK: Choosing pictures

extension GalleryBrowserTests {
    /// The register form's picker speaks the page's language, and the pictures chosen show
    /// before sending, each removable.
    @Test func chosenPicturesShowBeforeSendingAndCanBeRemoved() async throws {
        let folder = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG of one pixel, twice.
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAWB8H7QAAAABJRU5ErkJggg=="
        )!
        let files = ["first.png", "second.png"].map { folder.appendingPathComponent($0).path }
        for file in files { try png.write(to: URL(fileURLWithPath: file)) }
        try await withGalleryTab { tab, _ in
            try await tab.open("/open-market/new")
            #expect(
                try await tab.string("document.querySelector('#om-picker-text').textContent")
                    == "Choose pictures")
            try await tab.run { try $0.choose(files: files, in: "#om-pictures") }
            try await tab.wait(
                until: "document.querySelectorAll('.om-chosen li').length === 2", "two pictures shown")
            #expect(try await tab.string("document.querySelector('.om-chosen img').alt") == "first.png")
            // The previews show the pictures themselves (the page's policy lets `blob:` pictures in).
            try await tab.wait(
                until: "Array.from(document.querySelectorAll('.om-chosen img')).every(i => i.complete)",
                "the previews loaded")
            #expect(
                try await tab.number(
                    "Math.min(...Array.from(document.querySelectorAll('.om-chosen img')).map(i => i.naturalWidth))"
                )
                    == 1)
            try await tab.run { try $0.click(".om-chosen li:first-child button") }
            try await tab.wait(
                until: "document.querySelectorAll('.om-chosen li').length === 1", "one picture left")
            #expect(try await tab.number("document.querySelector('#om-pictures').files.length") == 1)
            #expect(try await tab.string("document.querySelector('.om-chosen img').alt") == "second.png")
        }
    }

    /// Enter in a field sends the form through its hidden default button; when the form comes
    /// back refused, the focus is on the first refused field (its message read with it), never
    /// on that hidden button.
    @Test func aRefusedRegisterPutsTheFocusOnTheFirstRefusedField() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/open-market/new")
            try await tab.focus("#om-name")
            try await tab.type("ab")
            try await tab.run { page in try page.leave { try page.press(.enter) } }
            try await tab.wait(
                until: #"document.querySelector('#om-name[aria-invalid="true"]') !== null"#,
                "the name refused")
            try await tab.wait(
                until: #"document.activeElement && document.activeElement.id === "om-name""#,
                "the focus on the refused name")
            #expect(
                try await tab.string(#"document.activeElement.getAttribute("aria-describedby")"#)
                    == "om-name-message")
        }
    }

    @Test func whatWasTypedInTheRegisterFormStaysWhenTheLanguageIsSwitched() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/open-market/new")
            try await tab.focus("#om-name")
            try await tab.type("Barley tea")
            try await tab.focus("#om-stock")
            try await tab.type("7")
            try await tab.follow("form.language button[value=ko]")
            #expect(try await tab.string("document.documentElement.lang") == "ko")
            #expect(try await tab.string("document.querySelector('#om-name').value") == "Barley tea")
            #expect(try await tab.string("document.querySelector('#om-stock').value") == "7")
            // Kept once: the page loaded again shows the form as the model has it.
            try await tab.run { page in try page.leave { _ = try page.evaluate("location.reload()") } }
            #expect(try await tab.string("document.querySelector('#om-name').value") == "")
        }
    }
}

// MARK: Sharing a diary entry

extension GalleryBrowserTests {
    /// The text to share has a button: the system's share sheet where the browser has one, else
    /// Copy, which puts the text on the clipboard and says so; without scripting it stays hidden.
    @Test func theTextToShareHasACopyButtonThatSaysItCopied() async throws {
        let directory = try freshDirectory()
        let diary = directory.appendingPathComponent("diary")
        try FileManager.default.createDirectory(at: diary, withIntermediateDirectories: true)
        let store = try SQLiteDiaryStore(path: diary.appendingPathComponent("diary.sqlite").path)
        let entry = DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: Date())
        try await store.insert(entry)
        let share = "/diary/entries/\(entry.id.uuidString.lowercased())/share"
        try await withGalleryTab(in: directory) { tab, _ in
            let origin = tab.base
            try await tab.run { try $0.allowClipboard(origin: origin) }
            try await tab.open(share)
            try await tab.wait(
                until: "!document.querySelector('.diary-share-actions').hidden", "the share button shown")
            let label = try await tab.string("document.querySelector('.diary-share-button').textContent")
            let hasShare = try await tab.isTrue("typeof navigator.share === 'function'")
            #expect(label == (hasShare ? "Share…" : "Copy"))
            if !hasShare {
                try await tab.run { try $0.click(".diary-share-button") }
                try await tab.wait(
                    until: "document.querySelector('.diary-share-status').textContent.length > 0",
                    "what the copy said")
                #expect(
                    try await tab.string("document.querySelector('.diary-share-status').textContent")
                        == "Copied: the text is on the clipboard.")
                let pasted = try await tab.run { page in
                    try page.evaluate("navigator.clipboard.readText()") as? String
                }
                let shown = try await tab.string("document.querySelector('.diary-shared').value")
                #expect(pasted == shown)
                #expect(pasted?.hasSuffix("Sandwiches by the river.") == true)
            }
        }
        let again = try freshDirectory()
        try FileManager.default.createDirectory(
            at: again.appendingPathComponent("diary"), withIntermediateDirectories: true)
        try await SQLiteDiaryStore(path: again.appendingPathComponent("diary/diary.sqlite").path).insert(
            entry)
        try await withGalleryTab(in: again, scripts: false) { tab, _ in
            try await tab.open(share)
            #expect(try await tab.isTrue("document.querySelector('.diary-share-actions').hidden"))
            #expect(
                try await tab.isTrue("document.querySelector('.diary-shared').value.includes('Sandwiches')"))
        }
    }
}

// MARK: Finding Chromium

extension GalleryBrowserTests {
    @Test func chromiumIsFoundOnThePathOrThroughCHROMIUMAndMissingOtherwise() throws {
        let folder = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(BrowserThread.executable(environment: ["PATH": folder.path]) == nil)
        let fake = folder.appendingPathComponent("chromium")
        try Data("#!/bin/sh\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        #expect(BrowserThread.executable(environment: ["PATH": "/nowhere:\(folder.path)"]) == fake.path)
        #expect(BrowserThread.executable(environment: ["CHROMIUM": fake.path, "PATH": ""]) == fake.path)
        #expect(BrowserThread.executable(environment: ["CHROMIUM": folder.path + "/none"]) == nil)
        #expect(SharedChromium.missing.contains("apt-get install chromium fonts-noto-cjk"))
    }
}

// MARK: A new diary entry's weather

/// Runs `body` in a tab of a gallery over `directory` that asks the weather stand-in (a clear sky).
func withWeatherTab(in directory: URL, _ body: @escaping @Sendable (Tab) async throws -> Void) async throws {
    let answers = StandInAnswers(
        key: "test-key", weather: .init(id: 800, main: "Clear", description: "clear sky", icon: "01d"),
        delay: 0, failureStatus: nil)
    try await answers.serve { endpoint in
        let environment = ["OPENWEATHER_API_KEY": "test-key", "OPENWEATHER_URL": endpoint]
        try await withGalleryTab(in: directory, environment: environment) { tab, _ in try await body(tab) }
    }
}

extension GalleryBrowserTests {
    /// "Add the weather here" asks the browser where the person is only when pressed; refused, a
    /// line says so and the place field takes the focus; allowed, the entry is stored with the
    /// weather there and the page shows it.
    @Test func theWeatherButtonAsksWhereThePersonIsOnlyWhenPressed() async throws {
        let directory = try freshDirectory()
        try await withWeatherTab(in: directory) { tab in
            let origin = tab.base
            try await tab.run { try $0.shareLocation(nil, origin: origin) }
            try await tab.open("/diary/new")
            #expect(
                try await tab.string("document.querySelector('button[data-locate]').textContent")
                    == "Add the weather here")
            try await tab.focus("#diary-title")
            try await tab.type("Harbour walk")

            try await tab.run { try $0.click("button[data-locate]") }
            try await tab.wait(
                until:
                    "document.querySelector('.diary-locate-status').textContent.indexOf('did not') >= 0",
                "the refusal said")
            #expect(try await tab.focused().contains("diary-place"))

            try await tab.run {
                try $0.shareLocation((latitude: 37.5665, longitude: 126.978), origin: origin)
            }
            try await tab.run { try $0.click("button[data-locate]") }
            try await tab.wait(
                until: "document.querySelector('.diary-weather img') !== null", "the weather shown")
            #expect(try await tab.path()?.hasPrefix("/diary/entries/") == true)
            #expect(try await tab.isTrue("document.querySelector('button[data-locate]') === null"))
            let store = try SQLiteDiaryStore(
                path: directory.appendingPathComponent("diary/diary.sqlite").path)
            let stored = try await store.allEntries()
            #expect(stored.count == 1)
            #expect(stored.first?.title == "Harbour walk")
            #expect(stored.first?.weather == DiaryWeather(condition: "Clear", iconCode: "01d"))
        }
    }

    /// Enter in the title saves, as before the weather field came, and never asks where the person
    /// is; Enter in the place field, with a place typed, records the weather there.
    @Test func enterSavesAndEnterInThePlaceFieldRecordsTheWeather() async throws {
        let directory = try freshDirectory()
        try await withWeatherTab(in: directory) { tab in
            let origin = tab.base
            // Were the location asked for, it would be given: the weather would then show.
            try await tab.run {
                try $0.shareLocation((latitude: 35.1, longitude: 129.04), origin: origin)
            }
            try await tab.open("/diary/new")
            try await tab.focus("#diary-title")
            try await tab.type("Quiet day")
            try await tab.press(.enter)
            try await tab.wait(
                until:
                    "location.pathname.indexOf('/diary/entries/') === 0 && document.readyState === 'complete'",
                "the entry saved")
            let store = try SQLiteDiaryStore(
                path: directory.appendingPathComponent("diary/diary.sqlite").path)
            #expect(try await store.allEntries().map(\.title) == ["Quiet day"])
            #expect(try await store.allEntries().first?.weather == nil)
            #expect(try await tab.isTrue("document.querySelector('.diary-weather img') === null"))

            try await tab.focus("#diary-place")
            try await tab.type("37.57,126.98")
            try await tab.press(.enter)
            try await tab.wait(
                until: "document.querySelector('.diary-weather img') !== null", "the weather shown")
            #expect(
                try await store.allEntries().first?.weather
                    == DiaryWeather(condition: "Clear", iconCode: "01d"))
        }
    }
}
