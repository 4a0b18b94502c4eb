import DiaryKit
import Foundation
import Gallery
import HummingbirdTesting
import Testing

/// What the page's script sends as the person leaves it (`leaving=1`) is saved, and names no
/// screen: the page they went to is not sent back.
@Suite("Gallery: a save sent on leaving a page")
struct LeavingSaveTests {
    @Test func aSaveSentAfterTheListWasShownLeavesTheListWhereItIs() async throws {
        let directory = try temporaryDirectory()
        var configuration = testConfiguration(directory)
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var browser = Browser(client)
            try await browser.get("/diary/new")
            // Back: the list is shown before the save sent on the way out arrives.
            try await browser.get("/diary")
            let posted = try await browser.post(
                "/diary/new/save",
                ["title": "On the way out", "body": "", "action": "autosave", "leaving": "1"])
            #expect(posted.status == .seeOther)
            // The list's event stream opens: it follows the list (a row arriving), rather than
            // sending the page back to the editor.
            let (stream, finished) = browser.openStream("/diary/events")
            let elsewhere = try SQLiteDiaryStore(
                path: directory.appendingPathComponent("diary/diary.sqlite").path)
            var written = 0
            while !finished.isSet, written < 100 {
                _ = try await elsewhere.create(title: "From the terminal", body: "Entry \(written).")
                written += 1
                try await Task.sleep(for: .milliseconds(30))
            }
            let events = changes(inStream: try await stream.value.body)
            #expect(events.hasPrefix("event: replace\n"), "\(events)")
        }
        let stored = try await SQLiteDiaryStore(
            path: directory.appendingPathComponent("diary/diary.sqlite").path
        )
        .allEntries()
        #expect(stored.filter { $0.title == "On the way out" }.count == 1)
    }
}
