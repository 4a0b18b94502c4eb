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

    /// A guest has nobody to sign out: the home offers the sign-in form, which then signs in.
    @Test func aGuestsHomeLeadsToTheSignInFormInsteadOfSigningOut() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(Self.configuration(directory)) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let home = try await browser.click("/starbucks/skip")
            #expect(home.location == "/starbucks/home")
            #expect(!home.body.contains("Sign out"))
            #expect(!home.body.contains(#"action="/starbucks/sign-out""#))
            #expect(
                home.body.contains(#"<p class="sign-in-link"><a href="/starbucks/sign-in">Sign in</a></p>"#))

            let form = try await browser.get("/starbucks/sign-in")
            #expect(form.status == .ok)
            #expect(form.body.contains(#"name="name""#))
            let popup = try await browser.click("/starbucks/sign-in", ["name": "Minji"])
            #expect(popup.location == "/starbucks/home/popup")
            let signedIn = try await browser.click("/starbucks/home/popup", ["action": "close"])
            #expect(signedIn.body.contains(">Sign out</button>"))
            #expect(!signedIn.body.contains(#"class="sign-in-link""#))
        }
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
