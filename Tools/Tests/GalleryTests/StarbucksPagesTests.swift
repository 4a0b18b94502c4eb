import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import StarbucksKit
import Testing

/// Starbucks' pages clicked through as a person does, with scripting off, on the bundled fixtures
/// and a clock standing still on one day.
@Suite("Gallery: Starbucks' pages")
struct StarbucksPagesTests {
    /// Noon on 9 May 2022, the day every test stands on.
    static let noon: Date = {
        let components = DateComponents(year: 2022, month: 5, day: 9, hour: 12)
        return Calendar.current.date(from: components) ?? Date(timeIntervalSince1970: 1_652_097_600)
    }()

    /// The test configuration over `directory`, its clock at ``noon``.
    static func configuration(_ directory: URL) -> GalleryConfiguration {
        var configuration = testConfiguration(directory)
        configuration.now = { noon }
        return configuration
    }

    @Test func signInPopupHomeWhatsNewProductAndSignOut() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(Self.configuration(directory)) { client in
            var browser = Browser(client)
            let start = try await browser.get("/")
            #expect(start.body.contains(#"href="/starbucks""#))

            let launch = try await browser.get("/starbucks")
            #expect(launch.status == .seeOther)
            #expect(launch.location == "/starbucks/sign-in")
            let form = try await browser.get("/starbucks/sign-in")
            #expect(form.body.contains(#"name="name""#))
            #expect(form.body.contains(">Sign in</button>"))
            #expect(form.body.contains(#"placeholder="Your name""#))

            // A bad name stays on the form with its message, and nothing is kept.
            let refused = try await browser.click("/starbucks/sign-in", ["name": "   "])
            #expect(refused.location == "/starbucks/sign-in")
            #expect(
                refused.body.contains("The name is empty; sign in with a name of at least one character."))
            #expect(refused.body.contains(#"aria-invalid="true""#))
            let tooLong = try await browser.click(
                "/starbucks/sign-in", ["name": String(repeating: "a", count: 30)])
            #expect(tooLong.location == "/starbucks/sign-in")
            #expect(tooLong.body.contains(#"class="message" role="alert""#))
            #expect(
                try await LocalSignIn(directory: directory.appendingPathComponent("starbucks"))
                    .currentSession() == nil)

            // Signing in shows the event popup over the home.
            let popup = try await browser.click("/starbucks/sign-in", ["name": "Minji"])
            #expect(popup.location == "/starbucks/home/popup")
            #expect(popup.body.contains(#"<dialog open class="alert starbucks-popup" aria-modal="true""#))
            #expect(popup.body.contains("딜리버리로 주문하고 별 더 받기"))
            for action in ["today", "forever", "close"] {
                #expect(popup.body.contains(#"name="action" value="\#(action)""#))
            }
            #expect(popup.body.contains(">Not today</button>"))
            #expect(popup.body.contains(">Close</button>"))
            // A reload shows the same screen.
            #expect(try await browser.get("/starbucks/home/popup").body.contains("<dialog open"))

            // "Not today": the home alone, each section in order.
            let home = try await browser.click("/starbucks/home/popup", ["action": "today"])
            #expect(home.location == "/starbucks/home")
            #expect(!home.body.contains("<dialog"))
            #expect(home.body.contains("Nice to see you, Minji! Time for a little break."))
            #expect(home.body.contains("Picked for Minji"))
            let order = HomeScreenModel.Section.allCases.map { section in
                home.body.range(of: #"data-section="\#(section.rawValue)""#)?.lowerBound
            }
            #expect(order.allSatisfy { $0 != nil })
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
            #expect(!home.body.contains(#"aria-busy="true""#))
            #expect(!home.body.contains(#"class="failure""#))
            #expect(home.body.contains(#"href="/starbucks/products/106509""#))
            #expect(home.body.contains(#"<img src="/starbucks/pictures/mainEvent/0""#))
            #expect(home.body.contains(">See all</button>"))
            #expect(home.body.contains(">Sign out</button>"))
            #expect(home.body.contains(#"id="starbucks-home-sections" data-live"#))
            // Pictures are fetched beside the page (a copy of the browser keeps the page's token).
            var pictures = browser
            let banner = try await pictures.get("/starbucks/pictures/mainEvent/0")
            #expect(banner.status == .ok)
            #expect(banner.headers[.contentType]?.hasPrefix("image/") == true)
            // A popup no longer shown: its URL shows the home.
            #expect(try await browser.get("/starbucks/home/popup").location == "/starbucks/home")

            // See all: What's New's rows.
            let whatsNew = try await browser.click("/starbucks/home/whats-new")
            #expect(whatsNew.location == "/starbucks/whats-new")
            #expect(whatsNew.body.components(separatedBy: #"<li class="row""#).count - 1 == 10)
            #expect(whatsNew.body.contains("환경의 날 캠페인"))
            #expect(whatsNew.body.contains("June 1, 2022 – June 10, 2022"))
            #expect(whatsNew.body.contains(#"src="/starbucks/pictures/whats-new-list/0""#))
            #expect(try await pictures.get("/starbucks/pictures/whats-new-list/0").status == .ok)
            let refreshed = try await browser.click("/starbucks/whats-new/refresh")
            #expect(refreshed.location == "/starbucks/whats-new")
            #expect(refreshed.body.contains("환경의 날 캠페인"))

            // Back: the home again.
            let back = try await browser.get("/starbucks/home")
            #expect(!back.body.contains(#"<li class="row""#))
            #expect(back.body.contains("Picked for Minji"))

            // A product's page.
            let product = try await browser.get("/starbucks/products/106509")
            #expect(product.status == .ok)
            #expect(product.body.contains("아이스 커피"))
            #expect(product.body.contains("Iced Coffee"))
            #expect(product.body.contains("Nutrition per serving (Tall(톨) 355ml)"))
            #expect(product.body.contains("Caffeine"))
            #expect(product.body.contains("140 mg"))
            #expect(product.body.contains(#"src="/starbucks/pictures/product/0""#))
            let picture = try await pictures.get("/starbucks/pictures/product/0")
            #expect(picture.headers[.contentType] == "image/png")

            // Back, then sign out: the sign-in form, emptied.
            #expect(try await browser.get("/starbucks/home").body.contains("Picked for Minji"))
            let signedOut = try await browser.click("/starbucks/sign-out")
            #expect(signedOut.location == "/starbucks/sign-in")
            #expect(signedOut.body.contains(#"name="name" type="text" value="""#))
            #expect(try await browser.get("/starbucks/home").location == "/starbucks/sign-in")
        }
    }

    @Test func aSecondSessionTheSameDayGoesHomeWithoutThePopup() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(Self.configuration(directory)) { client in
            var first = Browser(client)
            try await first.get("/starbucks/sign-in")
            try await first.click("/starbucks/sign-in", ["name": "Minji"])
            try await first.click("/starbucks/home/popup", ["action": "today"])

            var second = Browser(client)
            let launch = try await second.get("/starbucks")
            #expect(launch.location == "/starbucks/home")
            let home = try await second.get("/starbucks/home")
            #expect(!home.body.contains("<dialog"))
            #expect(home.body.contains("Nice to see you, Minji!"))
            #expect(try await second.get("/starbucks/home/popup").location == "/starbucks/home")
        }
        // Kept where the starbucks CLI keeps them.
        let session = try await LocalSignIn(directory: directory.appendingPathComponent("starbucks"))
            .currentSession()
        #expect(session?.name == "Minji")
    }

    @Test func skippingGoesHomeWithoutAGreetingName() async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let home = try await browser.click("/starbucks/skip")
            #expect(home.location == "/starbucks/home")
            #expect(home.body.contains(#"data-section="greeting""#))
            #expect(!home.body.contains("<dialog"))
        }
    }

    @Test func inKorean() async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            browser.cookies["lang"] = "ko"
            let form = try await browser.get("/starbucks/sign-in")
            #expect(form.body.contains(#"<html lang="ko">"#))
            #expect(form.body.contains("<title>스타벅스</title>"))
            #expect(form.body.contains(">로그인</button>"))
            #expect(form.body.contains(">먼저 둘러보기</button>"))
            let refused = try await browser.click("/starbucks/sign-in", ["name": ""])
            #expect(refused.body.contains("이름이 비어 있어요. 한 글자 이상의 이름으로 로그인하세요."))
            let popup = try await browser.click("/starbucks/sign-in", ["name": "민지"])
            #expect(popup.body.contains(">오늘 하루 보지 않기</button>"))
            #expect(popup.body.contains(">다시 보지 않기</button>"))
            #expect(popup.body.contains(">닫기</button>"))
            let home = try await browser.click("/starbucks/home/popup", ["action": "close"])
            #expect(home.body.contains("민지님, 반가워요! 잠깐 쉬어 가세요."))
            let product = try await browser.get("/starbucks/products/106509")
            #expect(product.body.contains("아이스 커피"))
            #expect(product.body.contains("홈으로"))
        }
    }

    @Test func aHostileNameShowsAsItsCharacters() async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let hostile = #"<script>x</script>"#
            let popup = try await browser.click("/starbucks/sign-in", ["name": hostile])
            #expect(popup.location == "/starbucks/home/popup")
            let home = try await browser.click("/starbucks/home/popup", ["action": "forever"])
            #expect(home.body.contains("Nice to see you, &lt;script&gt;x&lt;/script&gt;!"))
            #expect(!home.body.contains(hostile))
            // A name with a control character is refused with the form's message.
            try await browser.click("/starbucks/sign-out")
            let refused = try await browser.click("/starbucks/sign-in", ["name": "Min\u{7}ji"])
            #expect(refused.location == "/starbucks/sign-in")
            #expect(refused.body.contains(#"class="message" role="alert""#))
        }
    }

    @Test func aBadProductCodeOrPictureIsNotFound() async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            // Nobody signed in: a product's URL goes to the sign-in form.
            #expect(try await browser.get("/starbucks/products/106509").location == "/starbucks/sign-in")
            try await browser.get("/starbucks/sign-in")
            try await browser.click("/starbucks/sign-in", ["name": "Minji"])
            try await browser.click("/starbucks/home/popup", ["action": "close"])
            let bad = try await browser.get("/starbucks/products/not-a-code")
            #expect(bad.status == .notFound)
            #expect(bad.body.contains("This address names no product"))
            // A code no product has answers as a malformed one: a 404 page with the way home,
            // never a retry box; the home is still there.
            let unknown = try await browser.get("/starbucks/products/1")
            #expect(unknown.status == .notFound)
            #expect(unknown.body.contains("no product has this code"), "\(unknown.body)")
            #expect(!unknown.body.contains(#"class="failure" role="alert""#))
            #expect(unknown.body.contains(#"<a href="/starbucks/home">"#))
            let korean = try await browser.get("/starbucks/products/1", headers: [.acceptLanguage: "ko"])
            #expect(korean.status == .notFound)
            #expect(korean.body.contains("이 코드의 상품이 없어요"))
            #expect(try await browser.get("/starbucks/home").status == .ok)
            for path in [
                "/starbucks/pictures/mainEvent/7", "/starbucks/pictures/greeting/0",
                "/starbucks/pictures/x/0",
                "/starbucks/pictures/product/-1", "/starbucks/pictures/..%2F..%2Fetc/0",
            ] {
                #expect(try await browser.get(path).status == .notFound, "\(path)")
            }
        }
    }

    @Test func aPostWithoutTheTokenIsRefused() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(Self.configuration(directory)) { client in
            var browser = Browser(client)
            try await browser.get("/starbucks/sign-in")
            let refused = try await browser.post("/starbucks/sign-in", ["name": "Minji"], token: false)
            #expect(refused.status == .forbidden)
        }
        #expect(
            try await LocalSignIn(directory: directory.appendingPathComponent("starbucks")).currentSession()
                == nil)
    }
}

extension StarbucksPagesTests {
    /// A product's English name leads on an English page, its Korean name following as Korean;
    /// a Korean page shows the reverse; the menu's Korean events are marked Korean on an English
    /// page.
    @Test(arguments: [false, true])
    func theNamesInThePagesLanguageLead(korean: Bool) async throws {
        try await withGallery(Self.configuration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            if korean { browser.cookies["lang"] = "ko" }
            try await browser.get("/starbucks/sign-in")
            let home = try await browser.click("/starbucks/skip")
            let product = try await browser.get("/starbucks/products/106509")
            if korean {
                #expect(
                    home.body.contains(
                        #"<span class="tile-name" lang="ko">아이스 커피</span><span class="tile-other" lang="en">Iced Coffee</span>"#
                    ))
                #expect(home.body.contains(#"<span class="strip-title">환경의 날 캠페인</span>"#))
                // The section keeps the app's English title, marked as English for a screen reader.
                #expect(
                    home.body.contains(#"<h2 id="starbucks-whats-new-title" lang="en">What&#39;s New</h2>"#))
                #expect(home.body.contains(#"aria-labelledby="starbucks-whats-new-title""#))
                #expect(product.body.contains(#"<h2 class="product-name" lang="ko">아이스 커피</h2>"#))
                #expect(product.body.contains("<title>아이스 커피</title>"))
            } else {
                #expect(
                    home.body.contains(
                        #"<span class="tile-name" lang="en">Iced Coffee</span><span class="tile-other" lang="ko">아이스 커피</span>"#
                    ))
                #expect(home.body.contains(#"<span class="strip-title" lang="ko">환경의 날 캠페인</span>"#))
                #expect(home.body.contains(#"<h2 id="starbucks-whats-new-title">What&#39;s New</h2>"#))
                #expect(product.body.contains(#"<h2 class="product-name" lang="en">Iced Coffee</h2>"#))
                #expect(product.body.contains(#"<p class="product-english" lang="ko">아이스 커피</p>"#))
                #expect(product.body.contains("<title>Iced Coffee</title>"))
            }
        }
    }
}
