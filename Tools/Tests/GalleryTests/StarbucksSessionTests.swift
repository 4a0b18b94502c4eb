import Foundation
import Gallery
import HummingbirdTesting
import StarbucksKit
import Testing

/// Starbucks' pages where the session's model and what is stored part ways: a popup answered
/// after another tab moved the home on, a sign-in or sign-out made elsewhere, a guest's home;
/// and what the home and a product's page mark as the other language.
extension StarbucksPagesTests {
    /// The state folder the gallery and the `starbucks` tool share under `directory`.
    static func data(_ directory: URL) -> URL { directory.appendingPathComponent("starbucks") }

    /// Signs `name` in on `browser` and answers the popup, when it shows, "Not today": the home.
    @discardableResult
    static func signIn(_ name: String, on browser: inout Browser) async throws -> Answer {
        try await browser.get("/starbucks/sign-in")
        let shown = try await browser.click("/starbucks/sign-in", ["name": name])
        guard shown.location == "/starbucks/home/popup" else { return shown }
        return try await browser.click("/starbucks/home/popup", ["action": "today"])
    }

    /// The main event's picture is named by its caption alone, so it is read once.
    @Test func theMainEventIsAnnouncedOnce() async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let home = try await Self.signIn("Minji", on: &browser)
            #expect(
                home.body.contains(
                    #"<figure class="banner"><img src="/starbucks/pictures/mainEvent/0" alt=""><figcaption>Main event</figcaption>"#
                ))
            #expect(!home.body.contains(#"alt="Main event""#))
        }
    }
}
