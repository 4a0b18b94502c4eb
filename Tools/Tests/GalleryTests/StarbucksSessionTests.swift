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

    /// The popup's answer is kept (and the page then shows what the session shows: the product
    /// another tab opened) even though the home moved on before it was pressed.
    @Test(arguments: ["forever", "today", "close"])
    func aPopupAnsweredAfterAnotherTabMovedOnIsKept(action: String) async throws {
        let directory = try temporaryDirectory()
        try await withGallery(Self.configuration(directory)) { client in
            var first = Browser(client)
            try await first.get("/starbucks/sign-in")
            let popup = try await first.click("/starbucks/sign-in", ["name": "Minji"])
            #expect(popup.location == "/starbucks/home/popup")
            // A second tab of the same session opens a product.
            var second = first
            #expect(try await second.get("/starbucks/products/110569").status == .ok)

            let answer = try await first.post("/starbucks/home/popup", ["action": action])
            #expect(answer.status == .seeOther)
            #expect(answer.location == "/starbucks/products/110569")
            let status = try await EventPopupPolicy.stored(in: Self.data(directory), now: { Self.noon })
                .status()
            switch action {
            case "forever": #expect(status == .hiddenForever)
            case "today": #expect(status != .due && status != .hiddenForever)
            default: #expect(status == .due)
            }
            // The next sign-in shows the popup only after "Close".
            try await first.get("/starbucks/home")
            try await first.click("/starbucks/sign-out")
            let again = try await first.click("/starbucks/sign-in", ["name": "Minji"])
            #expect(again.location == (action == "close" ? "/starbucks/home/popup" : "/starbucks/home"))
        }
    }

    /// A sign-in or sign-out made by the `starbucks` tool or another browser reaches an open
    /// session's next page.
    @Test func anOpenSessionFollowsASignInOrOutMadeElsewhere() async throws {
        let directory = try temporaryDirectory()
        let tool = LocalSignIn(directory: Self.data(directory), now: { Self.noon })
        try await withGallery(Self.configuration(directory)) { client in
            var browser = Browser(client)
            let home = try await Self.signIn("Kim", on: &browser)
            #expect(home.body.contains("Nice to see you, Kim!"))

            // `starbucks signin Younghee` on the same folder.
            _ = try await tool.signIn(name: "Younghee")
            let followed = try await browser.get("/starbucks/home")
            #expect(followed.status == .ok)
            #expect(followed.body.contains("Nice to see you, Younghee!"))
            #expect(!followed.body.contains("Kim"))

            // Another browser signs Younghee out and Lee in.
            var other = Browser(client)
            #expect(try await other.get("/starbucks").location == "/starbucks/home")
            try await other.get("/starbucks/home")
            try await other.click("/starbucks/sign-out")
            #expect(
                try await other.click("/starbucks/sign-in", ["name": "Lee"]).location == "/starbucks/home")
            #expect(try await browser.get("/starbucks").location == "/starbucks/home")
            #expect(try await browser.get("/starbucks/home").body.contains("Nice to see you, Lee!"))

            // `starbucks signout`: the launch and the home go to the sign-in form.
            try await tool.signOut()
            #expect(try await browser.get("/starbucks/home").location == "/starbucks/sign-in")
            #expect(try await browser.get("/starbucks").location == "/starbucks/sign-in")
            #expect(try await browser.get("/starbucks/sign-in").status == .ok)
        }
    }

    /// Sign out removes only the session the page showed: when another has taken its place, the
    /// page shows that one and nothing is removed; when nobody is signed in any more, the form.
    @Test func signingOutLeavesASessionThePageDidNotShow() async throws {
        let directory = try temporaryDirectory()
        let tool = LocalSignIn(directory: Self.data(directory), now: { Self.noon })
        try await withGallery(Self.configuration(directory)) { client in
            var browser = Browser(client)
            try await Self.signIn("Kim", on: &browser)
            _ = try await tool.signIn(name: "Younghee")

            let kept = try await browser.post("/starbucks/sign-out")
            #expect(kept.location == "/starbucks/home")
            #expect(try await tool.currentSession()?.name == "Younghee")
            let shown = try await browser.get("/starbucks/home")
            #expect(shown.body.contains("Nice to see you, Younghee!"))

            // Pressed again on the page that shows Younghee: she is signed out.
            #expect(try await browser.click("/starbucks/sign-out").location == "/starbucks/sign-in")
            #expect(try await tool.currentSession() == nil)

            // Signed out elsewhere before the press: the form, and a session signed in meanwhile stays.
            try await Self.signIn("Kim", on: &browser)
            try await tool.signOut()
            let gone = try await browser.post("/starbucks/sign-out")
            #expect(gone.location == "/starbucks/sign-in")
            #expect(try await tool.currentSession() == nil)
        }
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

    /// Data in the other language is marked by its script: a product's category and allergens,
    /// and the name in the greeting and the user's row (a guest's name is the home's own).
    @Test(arguments: [false, true])
    func namesAndDetailsInTheOtherLanguageAreMarked(korean: Bool) async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            if korean { browser.cookies["lang"] = "ko" }
            try await browser.get("/starbucks/sign-in")
            let guest = try await browser.click("/starbucks/skip")
            let product = try await browser.get("/starbucks/products/110569")
            if korean {
                #expect(guest.body.contains("초록별님, 반가워요!"))
                #expect(!guest.body.contains(#"<span lang="ko">"#))
                #expect(product.body.contains("<dd>에스프레소</dd>"))
                #expect(product.body.contains("<dd>우유</dd>"))
            } else {
                #expect(
                    guest.body.contains(
                        #"<p class="greeting">Nice to see you, <span lang="ko">초록별</span>! Time for a little break.</p>"#
                    ))
                #expect(guest.body.contains(#"<h2>Picked for <span lang="ko">초록별</span></h2>"#))
                #expect(product.body.contains(#"<dd lang="ko">에스프레소</dd>"#))
                #expect(product.body.contains(#"<dd lang="ko">우유</dd>"#))
            }

            // A Latin name on a Korean page is marked English; on an English page it is the page's.
            try await browser.get("/starbucks/sign-in")
            let popup = try await browser.click("/starbucks/sign-in", ["name": "Minji"])
            let home = try await browser.click("/starbucks/home/popup", ["action": "close"])
            #expect(popup.location == "/starbucks/home/popup")
            if korean {
                #expect(
                    home.body.contains(
                        #"<p class="greeting"><span lang="en">Minji</span>님, 반가워요! 잠깐 쉬어 가세요.</p>"#))
                #expect(home.body.contains(#"<h2><span lang="en">Minji</span>님을 위한 추천 메뉴</h2>"#))
            } else {
                #expect(
                    home.body.contains(
                        #"<p class="greeting">Nice to see you, Minji! Time for a little break.</p>"#))
                #expect(home.body.contains("<h2>Picked for Minji</h2>"))
            }
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
