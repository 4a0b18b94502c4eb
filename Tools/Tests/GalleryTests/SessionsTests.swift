import Foundation
import Testing
import ToolSupport

@testable import Gallery

/// A clock a test moves by hand.
final class TestClock: @unchecked Sendable {
    // @unchecked Sendable: `time` is read and written under `lock`.
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 1_000_000)

    var now: Date { lock.withLock { time } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { time += seconds }
    }
}

@Suite("Gallery: sessions, text and language")
struct SessionsTests {
    @Test func theLeastRecentlyUsedSessionGoesBeyondTheLimit() async {
        let clock = TestClock()
        let sessions = GallerySessions(limit: 3, idleTimeout: 600) { clock.now }
        var ids: [String] = []
        for _ in 0..<3 {
            ids.append(await sessions.session(for: nil).session.id)
            clock.advance(by: 1)
        }
        // The first is used again, so the second is now the least recently used.
        #expect(await sessions.session(for: ids[0]).isNew == false)
        clock.advance(by: 1)
        let fourth = await sessions.session(for: nil)
        #expect(fourth.isNew)
        #expect(await sessions.count == 3)
        #expect(await sessions.session(for: ids[1]).isNew)
        #expect(await sessions.count == 3)
    }

    @Test func anIdleSessionExpires() async {
        let clock = TestClock()
        let sessions = GallerySessions(limit: 10, idleTimeout: 30 * 60) { clock.now }
        let first = await sessions.session(for: nil).session
        clock.advance(by: 29 * 60)
        #expect(await sessions.session(for: first.id).isNew == false)
        clock.advance(by: 31 * 60)
        let again = await sessions.session(for: first.id)
        #expect(again.isNew)
        #expect(again.session.id != first.id)
        #expect(again.session.token != first.token)
        #expect(await sessions.count == 1)
    }

    @Test func sessionIdsAndTokensAreLongAndRandom() async {
        let sessions = GallerySessions()
        let one = await sessions.session(for: nil).session
        let two = await sessions.session(for: nil).session
        #expect(one.id.count == 64)
        #expect(one.token.count == 64)
        #expect(Set([one.id, one.token, two.id, two.token]).count == 4)
    }

    @Test func controlCharactersAreRemoved() {
        #expect(SafeText.clean("a\u{0}b\u{1B}[31mc\u{7F}d\u{9B}e") == "ab[31mcde")
        #expect(SafeText.clean("line\nbreak\ttab") == "line break tab")
        #expect(SafeText.clean("\u{202E}evil\u{2066}") == "evil")
        #expect(SafeText.clean("딸기 🍓") == "딸기 🍓")
    }

    @Test @MainActor func everyValueIsEscapedWhenRendered() throws {
        let renderer = try PageRenderer.bundled()
        let page = PageChrome(
            lang: "en\"><script>", title: "'t'", token: "x", path: "/", events: "", switchable: false,
            titleLang: "ko\"><b>", switchLabel: "", languages: [], home: "&", homeURL: "/",
            languageURL: "/language", isHome: false,
            modal: false)
        let html = renderer.render(
            "notice", NoticeValues(message: "<img src=x onerror=alert(1)>\u{1B}", back: "&", backURL: "/"),
            page: page)
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;</p>"))
        #expect(html.contains(#"<html lang="en&quot;&gt;&lt;script&gt;">"#))
        #expect(html.contains(#"<h1 tabindex="-1" lang="ko&quot;&gt;&lt;b&gt;">"#))
        #expect(html.contains("&#39;t&#39;"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("\u{1B}"))
    }

    @Test func thePagesLanguage() {
        func language(_ fixed: Language?, _ cookie: String?, _ accept: String?) -> Language {
            PageServer.language(fixed: fixed, cookie: cookie, acceptLanguage: accept).0
        }
        #expect(language(.ko, "en", "en") == .ko)
        #expect(language(nil, "ko", "en") == .ko)
        #expect(language(nil, "<x>", "ko-KR,en;q=0.5") == .ko)
        #expect(language(nil, nil, "fr, en;q=0.4, ko;q=0.8") == .ko)
        #expect(language(nil, nil, "ko;q=0, fr") == .en)
        #expect(language(nil, nil, nil) == .en)
    }

    @Test func datesAndNumbersFollowTheBrowsersFullTagInThePagesLanguage() {
        func locale(_ fixed: Language?, _ cookie: String?, _ accept: String?) -> String {
            PageServer.language(fixed: fixed, cookie: cookie, acceptLanguage: accept).1.identifier
        }
        #expect(locale(nil, nil, "en-GB,en;q=0.9") == "en-GB")
        #expect(locale(nil, nil, "en-US") == "en-US")
        #expect(locale(nil, nil, "ko-KR,ko;q=0.9,en-GB;q=0.8") == "ko-KR")
        // The page speaks Korean (the cookie): a British English tag does not make its dates.
        #expect(locale(nil, "ko", "en-GB") == Language.ko.locale.identifier)
        #expect(locale(.en, nil, "fr-FR, en-AU;q=0.5") == "en-AU")
        #expect(locale(nil, nil, "en") == Language.en.locale.identifier)
        #expect(locale(nil, nil, "en-<script>") == Language.en.locale.identifier)
        // A tag's extensions (another numbering, private use) are left out: the region's digits.
        #expect(locale(nil, nil, "ko-KR-u-nu-hanidec") == "ko-KR")
        #expect(locale(nil, nil, "en-US-u-nu-arab, en;q=0.5") == "en-US")
        #expect(locale(nil, nil, "en-x-private") == Language.en.locale.identifier)
    }

    @Test func theGallerysWordsAreInBothTablesWithTheSameSlots() {
        #expect(GalleryWord.problems.isEmpty, "\(GalleryWord.problems)")
        #expect(
            Language.ko.text(.sellingOn, ["identifier": "가게", "server": "http://127.0.0.1"]).contains(
                "가게로 판매"))
        #expect(
            Language.ko.text(.sellingOn, ["identifier": "상점", "server": "http://127.0.0.1"]).contains(
                "상점으로 판매"))
        #expect(Language.en.text(.removePicture, ["picture": "Picture 2"]) == "Remove Picture 2")
        // A value is written as it is, even when it looks like a slot.
        #expect(
            Language.en.text(.sellingLocally, ["name": "{identifier}", "identifier": "abc"])
                == "Selling as {identifier} (abc) on the local server")
    }

    @Test func redirectsStayInTheGallery() {
        #expect(PageServer.localPath("/juice-maker/stock-editor") == "/juice-maker/stock-editor")
        #expect(PageServer.localPath("//evil.example") == "/")
        #expect(PageServer.localPath("http://evil.example") == "/")
        #expect(PageServer.localPath("/a\r\nSet-Cookie: x") == "/")
        #expect(PageServer.localPath(nil) == "/")
        #expect(PageServer.localPath("/\\evil.example") == "/")
        for kept in ["/nope.html", "/a%41b", "/~x", "/a/%2F%2Fevil.example"] {
            #expect(PageServer.localPath(kept) == kept)
        }
        for refused in ["/a%ZZ", "/a%4", "/a%", "/a b", "/é"] {
            #expect(PageServer.localPath(refused) == "/", "\(refused)")
        }
    }
}
