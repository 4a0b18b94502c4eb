import DevTools
import DiaryKit
import Foundation
import JuiceMakerKit
import Testing

// What a keyboard review in headless Chromium found (the language switch after an autosave, the
// focus after the layout toggle and after the share sheet, names cut, pages a scrollbar pushed
// sideways, a status said twice, closed dialogs in the Back history, double clicks, a register
// form sent again after Back, the pictures field's refusal), each checked as the person met it.

// MARK: Product names show whole

extension GalleryBrowserTests {
    /// Every product's name shows whole (wrapping), in the list and in the grid: at 390 px with
    /// 16 px text and at 320 px with 32 px text, in a window with a classic scrollbar.
    @Test(arguments: zip([390, 320], [16, 32]))
    func productNamesWrapAndShowWhole(width: Int, textSize: Int) async throws {
        try await withScrollbarBrowser { browser in
            try await withGalleryTab(browser: browser) { tab, _ in
                try await tab.run { page in
                    try page.emulateWindow(width: width, height: 844)
                    try page.setDefaultFontSize(textSize)
                }
                try await tab.open("/open-market")
                try await tab.wait(until: "document.querySelectorAll('.om-name').length >= 5", "the list")
                #expect(
                    try await tab.isTrue(
                        "[...document.querySelectorAll('.om-name')].some(e => e.textContent === 'Hand-drawn city map print')"
                    ))
                for layout in ["list", "grid"] {
                    let cut = try await tab.string(
                        """
                        JSON.stringify([...document.querySelectorAll('.om-name')]
                          .filter(e => e.scrollWidth > e.clientWidth + 0.5 || e.scrollHeight > e.clientHeight + 0.5)
                          .map(e => e.textContent))
                        """)
                    #expect(
                        cut == "[]", "\(layout) at \(width) px with \(textSize) px text cuts \(cut ?? "")")
                    let sideways = try await tab.number(
                        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
                    #expect(sideways == 0, "\(layout) at \(width) px scrolls sideways by \(sideways ?? 0) px")
                    if layout == "list" {
                        try await tab.run { try $0.click("form[action='/open-market/layout'] button") }
                        try await tab.wait(until: "document.querySelector('.om-grid') !== null", "the grid")
                    }
                }
            }
        }
    }
}

// MARK: The layout toggle keeps the focus; the pictures field refused like the others

extension GalleryBrowserTests {
    /// The list's layout toggle keeps the focus after Enter and after Space, though its words
    /// change ("Show as a grid", then "as a list").
    @Test func theLayoutToggleKeepsTheFocusAfterEnterAndSpace() async throws {
        try await withGalleryTab { tab, _ in
            let toggle = "form[action='/open-market/layout'] button"
            let focusOnToggle =
                "document.activeElement === document.querySelector(\(DevToolsPage.literal(toggle)))"
            try await tab.open("/open-market")
            try await tab.wait(until: "document.querySelector('.om-rows li') !== null", "the list")
            try await tab.focus(toggle)
            try await tab.press(.enter)
            try await tab.wait(until: "document.querySelector('.om-grid') !== null", "the grid")
            // The answer replaced the page and put the focus back in the same task.
            let afterEnter = try await tab.focused()
            #expect(
                try await tab.isTrue(focusOnToggle), "after Enter the focus is on \(afterEnter)")
            try await tab.press(.space)
            try await tab.wait(until: "document.querySelector('.om-grid') === null", "the list again")
            let afterSpace = try await tab.focused()
            #expect(
                try await tab.isTrue(focusOnToggle), "after Space the focus is on \(afterSpace)")
        }
    }

    /// A PNG of one pixel in a fresh folder, for a form's picture.
    static func onePixelPicture() throws -> (folder: URL, file: String) {
        let folder = try freshDirectory()
        let png = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAWB8H7QAAAABJRU5ErkJggg=="
            ))
        let file = folder.appendingPathComponent("tea.png")
        try png.write(to: file)
        return (folder, file.path)
    }

    /// Fills the register form open on the page (name `name`, a price, a stock, a description).
    static func fillRegisterForm(_ tab: Tab, name: String) async throws {
        for (field, text) in [
            ("#om-name", name), ("#om-price", "12000"), ("#om-stock", "3"),
            ("#om-description", "A registration sent from a browser test."),
        ] {
            try await tab.focus(field)
            try await tab.type(text)
        }
    }

    /// A registration refused for its pictures alone marks the picture field as the others are
    /// marked (aria-invalid, its message in its description), and the focus goes to it.
    @Test func aRegistrationWithoutPicturesPutsTheFocusOnThePictureField() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/open-market")
            try await tab.follow("form[action='/open-market/add'] button")
            try await Self.fillRegisterForm(tab, name: "Pictureless tea")
            try await tab.follow(".om-form-actions button.done")
            #expect(try await tab.path() == "/open-market/new")
            let afterRefused = try await tab.focused()
            #expect(
                afterRefused.hasPrefix("input#om-pictures"),
                "the focus is on \(afterRefused)")
            #expect(try await tab.string(#"document.activeElement.getAttribute("aria-invalid")"#) == "true")
            let described = try await tab.string(#"document.activeElement.getAttribute("aria-describedby")"#)
            #expect(described?.split(separator: " ").contains("om-pictures-message") == true)
            #expect(
                try await tab.string("document.querySelector('#om-pictures-message').textContent")?.isEmpty
                    == false)
        }
    }
}

// MARK: The language switch after an autosave; a save said once

extension GalleryBrowserTests {
    /// A new entry's first autosave gives the page the entry's address (history.replaceState);
    /// the language switch then shows that entry in the other language, not a blank new one.
    @Test func theLanguageSwitchAfterAnAutosaveShowsTheSameEntry() async throws {
        try await withGalleryTab { tab, gallery in
            try await tab.open("/diary")
            try await tab.follow("form.diary-new button")
            try await tab.focus("#diary-title")
            try await tab.type("Harbour day")
            try await tab.focus("#diary-body")
            try await tab.type("Boats and gulls.")
            try await eventually("the entry saved whole") {
                try await Self.entries(gallery).contains { $0.body == "Boats and gulls." }
            }
            try await tab.wait(
                until: "location.pathname.indexOf('/diary/entries/') === 0", "the entry's address")
            let entry = try #require(try await tab.path())
            #expect(
                try await tab.string(#"document.querySelector('form.language input[name="back"]').value"#)
                    == entry)
            try await tab.follow("form.language button[value=ko]")
            #expect(try await tab.path() == entry)
            #expect(try await tab.string("document.documentElement.lang") == "ko")
            #expect(try await tab.string("document.querySelector('#diary-title').value") == "Harbour day")
            #expect(try await tab.string("document.querySelector('#diary-body').value") == "Boats and gulls.")
        }
    }

    /// The live regions (an element with aria-live other than "off", or a status, alert or log
    /// role without one) whose text holds `words`, as a screen reader finds them.
    static func liveRegions(saying words: String) -> String {
        """
        [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')]
          .filter(e => (e.getAttribute('aria-live') || (e.getAttribute('role') === 'alert' ? 'assertive' : 'polite')) !== 'off')
          .filter(e => e.textContent.includes(\(DevToolsPage.literal(words)))).length
        """
    }

    /// After an autosave, "Saved" is in one live region: the script's (the status shown in the
    /// page's part is kept quiet), so a screen reader says it once.
    @Test func anAutosavesSavedIsSaidOnce() async throws {
        try await withGalleryTab { tab, _ in
            try await tab.open("/diary/new")
            try await tab.focus("#diary-title")
            try await tab.type("Status check")
            try await tab.wait(
                until: "(document.querySelector('.diary-status') || {}).textContent === 'Saved'",
                "the save's status")
            #expect(try await tab.number(Self.liveRegions(saying: "Saved")) == 1)
            // Still said: the script's own live region holds it.
            #expect(
                try await tab.isTrue(
                    #"[...document.querySelectorAll('[aria-live="polite"]')].some(e => e.textContent === "Saved")"#
                ))
        }
    }
}
