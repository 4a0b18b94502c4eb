import DevTools
import Foundation
import Testing

@testable import gallery_screenshots

// MARK: The README's pictures, whole

extension GalleryBrowserTests {
    /// The height of the PNG `data` (its header's second number), in pixels.
    static func pngHeight(_ data: Data) -> Int {
        guard data.count > 24 else { return 0 }
        return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A screen longer than the phone (Open Market's list of a dozen products) and a sheet whose
    /// form runs past the phone's foot (the register form) are each taken whole: the picture is as
    /// tall as the screen, the sheet then hides nothing, and the phone's height comes back after.
    @Test func aScreenshotTakesTheWholeScreenNotThePhonesHeight() async throws {
        let directory = try freshDirectory()
        try await withGalleryTab(in: directory) { tab, _ in
            let pictures = directory.appendingPathComponent("chosen-pictures")
            try await tab.open("/open-market")
            try await tab.wait(until: "document.querySelectorAll('.om-rows li').length >= 12", "the list")
            let list = try await tab.run { page in
                let steps = try Page(page: page, base: tab.base, pictures: pictures)
                _ = try steps.settle(seconds: ScreenshotRun.settleSeconds)
                return (height: try steps.fullHeight(), png: try steps.capture())
            }
            #expect(list.height > ScreenshotRun.height, "the list is \(list.height) px tall")
            #expect(Self.pngHeight(list.png) == list.height)
            #expect(try await tab.number("innerHeight") == Double(ScreenshotRun.height))

            try await tab.open("/open-market/new")
            let sheet = try await tab.run { page in
                let steps = try Page(page: page, base: tab.base, pictures: pictures)
                _ = try steps.settle(seconds: ScreenshotRun.settleSeconds)
                let height = try steps.fullHeight()
                try page.emulatePhone(width: ScreenshotRun.width, height: height, scale: 1)
                let hidden = try page.evaluate(
                    "(e => e.scrollHeight - e.clientHeight)(document.querySelector('.om-sheet'))")
                return (
                    height: height, hidden: (hidden as? NSNumber)?.intValue ?? -1, png: try steps.capture()
                )
            }
            #expect(sheet.height > ScreenshotRun.height, "the register sheet is \(sheet.height) px tall")
            #expect(sheet.hidden == 0, "the sheet still hides \(sheet.hidden) px")
            #expect(Self.pngHeight(sheet.png) == sheet.height)
        }
    }
}
