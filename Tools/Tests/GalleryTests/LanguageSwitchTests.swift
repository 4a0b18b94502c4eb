import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import Testing

/// Switching the page's language keeps each app's screen: an open alert stays open, what was
/// typed stays, and the words follow the new language (one set of models per session).
@Suite("Gallery: switching language keeps the screen")
struct LanguageSwitchTests {
    @Test func theShortageAlertStaysOpenAndSpeaksTheNewLanguage() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            _ = try await browser.get("/juice-maker")
            for _ in 0..<3 {
                try await browser.click("/juice-maker/order", ["juice": "mango"])
                try await browser.click("/juice-maker/alert", ["action": "0"])
            }
            let short = try await browser.click("/juice-maker/order", ["juice": "mango"])
            #expect(short.body.contains("Not enough fruit"))
            // Over the alert, the screen is inert but the language switch is not: it can be
            // clicked (it keeps the alert), while Tab stays in the alert.
            let bar = try #require(short.body.range(of: #"<header class="bar">"#))
            let screen = try #require(short.body.range(of: #"<div class="screen" inert>"#))
            #expect(bar.upperBound < screen.lowerBound)
            #expect(
                short.body.contains(
                    #"<button type="submit" name="lang" value="ko" lang="ko" tabindex="-1">한국어</button>"#))
            #expect(short.body.contains(#"<a class="home" href="/" inert>"#))
            let korean = try await browser.click("/language", ["lang": "ko", "back": "/juice-maker/alert"])
            #expect(korean.location == "/juice-maker/alert")
            #expect(korean.body.contains("<dialog open"))
            #expect(korean.body.contains(#"<html lang="ko">"#))
            #expect(!korean.body.contains("Not enough fruit"))
            // Back to English: the same alert, not a stale one.
            let english = try await browser.click("/language", ["lang": "en", "back": "/juice-maker/alert"])
            #expect(english.body.contains("Not enough fruit"))
            try await browser.click("/juice-maker/alert", ["action": "0"])
            let korean2 = try await browser.click("/language", ["lang": "ko", "back": "/juice-maker"])
            #expect(!korean2.body.contains("<dialog"))
        }
    }

    @Test func aNewEntrysTypedTextStaysAcrossTheSwitch() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            #expect(new.body.contains(#"<h1 tabindex="-1">New Entry</h1>"#))
            // The page's script has handed the typing over; nothing is saved yet.
            let typed = try await browser.post(
                "/diary/new/save", ["title": "", "body": "A line with no title yet", "action": "autosave"])
            #expect(typed.status == .seeOther)
            let location = try #require(typed.location)
            let korean = try await browser.click("/language", ["lang": "ko", "back": location])
            #expect(korean.body.contains("A line with no title yet"))
            #expect(korean.body.contains(#"<html lang="ko">"#))
            #expect(!korean.body.contains(#"<h1 tabindex="-1">New Entry</h1>"#))
        }
    }
}
