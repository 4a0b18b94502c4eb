import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import JuiceMakerKit
import Testing

/// The juice maker's pages clicked through as a person does, with scripting off.
@Suite("Gallery: the juice maker's pages")
struct JuiceMakerPagesTests {
    @Test func orderingUntilShortThenEditingTheStockAndOrderingAgain() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let start = try await browser.get("/")
            #expect(start.status == .ok)
            #expect(start.body.contains(#"href="/juice-maker""#))
            #expect(start.body.contains(#"<html lang="en">"#))

            let main = try await browser.get("/juice-maker")
            #expect(main.body.contains("<h1 tabindex=\"-1\">Juice Maker</h1>"))
            #expect(shownCount(of: "mango", in: main.body) == 10)
            #expect(main.body.contains(#"aria-label="Mango: 10 in stock""#))

            for remaining in [7, 4, 1] {
                let served = try await browser.click("/juice-maker/order", ["juice": "mango"])
                #expect(served.location == "/juice-maker/alert")
                #expect(
                    served.body.contains(#"<dialog open class="alert" role="alertdialog" aria-modal="true""#))
                #expect(served.body.contains("Enjoy every sip!"))
                #expect(shownCount(of: "mango", in: served.body) == remaining)
                let closed = try await browser.click("/juice-maker/alert", ["action": "0"])
                #expect(closed.location == "/juice-maker")
                #expect(!closed.body.contains("<dialog"))
            }

            let short = try await browser.click("/juice-maker/order", ["juice": "mango"])
            #expect(short.body.contains("Not enough fruit"))
            #expect(short.body.contains("Shall we edit the stock?"))
            #expect(short.body.contains(">Edit stock</button>"))
            #expect(short.body.contains(">Not now</button>"))
            #expect(shownCount(of: "mango", in: short.body) == 1)

            // A reload shows the same screen.
            let reloaded = try await browser.get("/juice-maker/alert")
            #expect(reloaded.body.contains("Not enough fruit"))

            let editor = try await browser.click("/juice-maker/alert", ["action": "1"])
            #expect(editor.location == "/juice-maker/stock-editor")
            #expect(editor.body.contains(#"class="sheet" role="dialog""#))
            #expect(!editor.body.contains("<dialog open"))
            #expect(shownCount(of: "mango", in: editor.body, editor: true) == 1)

            var stepped = try await browser.click(
                "/juice-maker/stock-editor/step", ["fruit": "mango", "by": "1"])
            stepped = try await browser.click(
                "/juice-maker/stock-editor/step", ["fruit": "mango", "by": "1"])
            #expect(stepped.location == "/juice-maker/stock-editor")
            #expect(shownCount(of: "mango", in: stepped.body, editor: true) == 3)
            #expect(shownCount(of: "mango", in: stepped.body) == 3)

            let done = try await browser.click("/juice-maker/stock-editor/done")
            #expect(done.location == "/juice-maker")
            #expect(!done.body.contains(#"class="sheet""#))
            #expect(shownCount(of: "mango", in: done.body) == 3)

            let again = try await browser.click("/juice-maker/order", ["juice": "mango"])
            #expect(again.body.contains("Enjoy every sip!"))
            #expect(shownCount(of: "mango", in: again.body) == 0)
        }
        // The state is the CLI's inventory file under the data folder.
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored?[.mango] == 0)
    }

    @Test func aPageSentTwiceOrdersOnce() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            // Given the main screen, 10 mangoes, and the ticket its order forms carry
            let main = try await browser.get("/juice-maker")
            let ticket = try #require(Self.ticket(in: main.body))

            // When its mango order is sent twice, as a double click with scripting off sends it
            let first = try await browser.post("/juice-maker/order", ["juice": "mango", "ticket": ticket])
            let second = try await browser.post("/juice-maker/order", ["juice": "mango", "ticket": ticket])

            // Then one juice is made, and the second answer shows its alert
            #expect(first.location == "/juice-maker/alert")
            #expect(second.location == "/juice-maker/alert")
            let shown = try await browser.get("/juice-maker/alert")
            #expect(shown.body.contains("Enjoy every sip!"))
            #expect(shownCount(of: "mango", in: shown.body) == 7)

            // And the same page sent again once the alert is closed (Back to it) orders nothing
            // and says so, in words
            try await browser.click("/juice-maker/alert", ["action": "0"])
            let again = try await browser.click("/juice-maker/order", ["juice": "mango", "ticket": ticket])
            #expect(again.location == "/juice-maker")
            #expect(again.body.contains("order was taken already, so nothing was ordered again"))
            #expect(shownCount(of: "mango", in: again.body) == 7)
            #expect(!again.body.contains("<dialog open"))

            // And the page shown now orders, once more
            let fresh = try #require(Self.ticket(in: again.body))
            #expect(fresh != ticket)
            let next = try await browser.click("/juice-maker/order", ["juice": "mango", "ticket": fresh])
            #expect(next.body.contains("Enjoy every sip!"))
            #expect(shownCount(of: "mango", in: next.body) == 4)
            #expect(!next.body.contains("order was taken already"))
        }
    }

    /// The ticket of the order forms on `page`.
    static func ticket(in page: String) -> String? {
        guard let range = page.range(of: #"name="ticket" value=""#) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func theStockEditorsURLOpensItAndTheBackButtonClosesIt() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let editor = try await browser.get("/juice-maker/stock-editor")
            #expect(editor.body.contains(#"class="sheet""#))
            #expect(editor.body.contains(#"aria-label="Mango: one more""#))
            let back = try await browser.get("/juice-maker")
            #expect(!back.body.contains(#"class="sheet""#))
            // An alert that is no longer shown leads back to the main screen.
            let gone = try await browser.get("/juice-maker/alert")
            #expect(gone.status == .seeOther)
            #expect(gone.location == "/juice-maker")
            // The edit-stock button opens it again.
            let opened = try await browser.click("/juice-maker/edit-stock")
            #expect(opened.location == "/juice-maker/stock-editor")
        }
    }

    @Test func korean() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let page = try await browser.get(
                "/juice-maker", headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"])
            #expect(page.body.contains(#"<html lang="ko">"#))
            #expect(page.body.contains("모든 앱"))
            let switched = try await browser.post("/language", ["lang": "en", "back": "/juice-maker"])
            #expect(switched.status == .seeOther)
            #expect(switched.location == "/juice-maker")
            let english = try await browser.get("/juice-maker", headers: [.acceptLanguage: "ko"])
            #expect(english.body.contains(#"<html lang="en">"#))
        }
    }

    @Test func aPostWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            try await browser.get("/juice-maker")
            let refused = try await browser.post("/juice-maker/order", ["juice": "mango"], token: false)
            #expect(refused.status == .forbidden)
            #expect(refused.body.contains("without this page&#39;s token"))
            let forged = try await browser.post(
                "/juice-maker/order", ["juice": "mango", "token": "forged"], token: false)
            #expect(forged.status == .forbidden)
            let otherSite = try await browser.send(
                "/juice-maker/order", form: ["juice": "mango"], headers: [.origin: "http://evil.example"])
            #expect(otherSite.status == .forbidden)
            let page = try await browser.get("/juice-maker")
            #expect(shownCount(of: "mango", in: page.body) == 10)
            #expect(!page.body.contains("<dialog"))
        }
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored == nil)
    }

    @Test func anUnknownSessionStartsAFreshOne() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            browser.cookies["gallery-session"] = "not-a-session"
            let page = try await browser.get("/juice-maker")
            #expect(page.status == .ok)
            #expect(page.headers[values: .setCookie].contains { $0.hasPrefix("gallery-session=") })
            #expect(browser.cookies["gallery-session"] != "not-a-session")
            let cookie = try #require(
                page.headers[values: .setCookie].first { $0.hasPrefix("gallery-session=") })
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(cookie.contains("Path=/"))
            // With a known session no cookie is set again.
            let again = try await browser.get("/juice-maker")
            #expect(!again.headers[values: .setCookie].contains { $0.hasPrefix("gallery-session=") })
        }
    }

    @Test func hostileInputIsEscapedOrIgnored() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            browser.cookies["lang"] = "<script>alert(1)</script>"
            let page = try await browser.get("/juice-maker", headers: [.acceptLanguage: "<script>"])
            #expect(page.status == .ok)
            #expect(page.body.contains(#"<html lang="en">"#))
            #expect(!page.body.contains("<script>alert"))
            let path = try await browser.get("/juice-maker/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
            #expect(path.status == .notFound)
            #expect(!path.body.contains("<script>"))
            let redirect = try await browser.post(
                "/language", ["lang": "ko", "back": "//evil.example/<script>"])
            #expect(redirect.location == "/")
            let asset = try await browser.get("/assets/..%2FGallery.swift")
            #expect(asset.status == .notFound)
            #expect(try await browser.get("/assets/gallery.js").status == .ok)
            let icon = try await browser.get("/assets/favicon.svg")
            #expect(icon.status == .ok)
            #expect(icon.headers[.contentType] == "image/svg+xml")
            #expect(page.body.contains(#"<link rel="icon" href="/assets/favicon.svg""#))
        }
    }
}

extension Browser {
    /// A POST of `form` with `headers` and no token.
    mutating func send(_ uri: String, form: [String: String], headers: HTTPFields) async throws -> Answer {
        var headers = headers
        headers[.contentType] = "application/x-www-form-urlencoded"
        let body = form.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        var cookieHeader: [String] = []
        for (name, value) in cookies { cookieHeader.append("\(name)=\(value)") }
        if !cookieHeader.isEmpty { headers[.cookie] = cookieHeader.joined(separator: "; ") }
        let response = try await client.executeRequest(
            uri: uri, method: .post, headers: headers, body: .init(string: body))
        return Answer(
            status: response.status, body: String(buffer: response.body),
            location: response.headers[.location], headers: response.headers)
    }
}

/// What the juice maker's pages show for values no page sends, a refused step and a damaged file.
@Suite("Gallery: the juice maker's bad input and failures")
struct JuiceMakerFailureTests {
    @Test func valuesNoPageSendsChangeNothing() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/juice-maker")
            let unknown = try await browser.click(
                "/juice-maker/order", ["juice": "<script>alert(1)</script>"])
            #expect(unknown.location == "/juice-maker")
            #expect(!unknown.body.contains("<dialog"))
            #expect(!unknown.body.contains("<script>alert"))
            let noAlert = try await browser.click("/juice-maker/alert", ["action": "99"])
            #expect(noAlert.location == "/juice-maker")
            try await browser.get("/juice-maker/stock-editor")
            for form in [["fruit": "durian", "by": "1"], ["fruit": "kiwi", "by": "100"], ["fruit": "kiwi"]] {
                let step = try await browser.click("/juice-maker/stock-editor/step", form)
                #expect(step.location == "/juice-maker/stock-editor")
                #expect(shownCount(of: "kiwi", in: step.body, editor: true) == 10)
            }
        }
    }

    @Test func aStepPastTheBoundIsRefusedWithTheKitsMessage() async throws {
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory.appendingPathComponent("juice-maker"))
        _ = try FruitStore(resetting: file, to: 0)
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let editor = try await browser.get("/juice-maker/stock-editor")
            #expect(
                editor.body.contains(#"id="minus-kiwi" type="submit" aria-label="Kiwi: one fewer" disabled"#))
            let refused = try await browser.click(
                "/juice-maker/stock-editor/step", ["fruit": "kiwi", "by": "-1"])
            #expect(refused.body.contains(#"<p class="message" role="alert">"#))
            #expect(shownCount(of: "kiwi", in: refused.body, editor: true) == 0)
        }
    }

    @Test func aDamagedInventoryFileShowsTheFailureAndItsRetry() async throws {
        let directory = try temporaryDirectory()
        let folder = directory.appendingPathComponent("juice-maker")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{".utf8).write(to: folder.appendingPathComponent("inventory.json"))
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let failed = try await browser.get("/juice-maker")
            #expect(failed.status == .ok)
            #expect(failed.body.contains(#"<div class="failure" role="alert">"#))
            #expect(failed.body.contains(#"action="/juice-maker/retry""#))
            #expect(shownCount(of: "kiwi", in: failed.body) == nil)

            _ = try FruitStore(resetting: InventoryFile(directory: folder), to: 5)
            let retried = try await browser.click("/juice-maker/retry")
            #expect(!retried.body.contains(#"class="failure""#))
            #expect(shownCount(of: "kiwi", in: retried.body) == 5)
        }
    }
}
