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
