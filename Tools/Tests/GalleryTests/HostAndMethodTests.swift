import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import JuiceMakerKit
import LoopbackHost
import NIOCore
import Testing

/// The answers every address of the gallery gives before any app runs: only the gallery's own
/// host and origin are let in (DNS rebinding), HEAD for every page, 405 with `Allow`, a 404 page,
/// a 413 page, and sessions that cookieless requests cannot push out.
@Suite("Gallery: hosts, origins, methods, missing pages and sessions")
struct HostAndMethodTests {
    /// The `Host` field, as a browser on a rebinding domain sends it.
    static let host = HTTPField.Name("Host") ?? .contentType

    @Test func theAddressTakesOnlyTheGallerysHostsAtItsPort() {
        let address = LoopbackAddress(port: 8080)
        for good in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"] {
            #expect(address.accepts(authority: good), "\(good)")
        }
        for bad in [
            "evil.example:8080", "127.0.0.1:8081", "127.0.0.1", "localhost", "127.0.0.1:", "127.0.0.1:+8080",
            "localhost.:8080", "127.0.0.2:8080", "[::1]", "[::1]x:8080", "", "127.0.0.1:8080@evil.example",
            "evil.example:8080\u{0}127.0.0.1:8080",
        ] {
            #expect(!address.accepts(authority: bad), "\(bad)")
        }
        #expect(address.accepts(origin: "http://127.0.0.1:8080"))
        #expect(address.accepts(origin: "http://localhost:8080"))
        #expect(!address.accepts(origin: "https://127.0.0.1:8080"))
        #expect(!address.accepts(origin: "http://evil.example:8080"))
        #expect(!address.accepts(origin: "http://127.0.0.1:8080/path"))
        #expect(!address.accepts(origin: "null"))
        let standard = LoopbackAddress(port: 80)
        #expect(standard.accepts(authority: "localhost"))
        #expect(standard.accepts(authority: "127.0.0.1:80"))
    }

    @Test func aForgedHostIsRefusedOnGetPostAndTheEventStreamAndChangesNothing() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let page = try await browser.get("/juice-maker")
            #expect(page.status == .ok)
            let forged: HTTPFields = [Self.host: "evil.example", .origin: "http://evil.example"]
            for path in [
                "/", "/diary", "/juice-maker", "/juice-maker/events", "/assets/gallery.js", "/nowhere",
            ] {
                let answer = try await browser.get(path, headers: forged)
                #expect(answer.status == .misdirectedRequest, "\(path)")
                #expect(!answer.body.contains("<html"), "\(path)")
            }
            // The page's own token does not help a request sent to another host name.
            let order = try await browser.post("/juice-maker/order", ["juice": "mango"], headers: forged)
            #expect(order.status == .misdirectedRequest)
            let rebound: HTTPFields = [Self.host: "evil.example:80", .origin: "http://evil.example:80"]
            let again = try await browser.post("/juice-maker/order", ["juice": "mango"], headers: rebound)
            #expect(again.status == .misdirectedRequest)
            #expect(again.body.contains("http://127.0.0.1:80/"))
        }
        // No juice was made: the inventory file was never written.
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored?[.mango] ?? 10 == 10)
    }

    @Test func anOriginIsTrustedOnlyWhenItIsTheGallerysOwn() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/juice-maker")
            // Another site's origin is refused even with the page's token.
            let foreign = try await browser.post(
                "/juice-maker/order", ["juice": "mango"], headers: [.origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            let null = try await browser.post(
                "/juice-maker/order", ["juice": "mango"], headers: [.origin: "null"])
            #expect(null.status == .forbidden)
            // The gallery's own origin is trusted without a token, as a browser's own form is.
            let own = try await browser.post(
                "/juice-maker/order", ["juice": "mango"], token: false, headers: [.origin: "http://localhost"]
            )
            #expect(own.status == .seeOther)
            // Without origin and token: refused.
            let bare = try await browser.post("/juice-maker/order", ["juice": "mango"], token: false)
            #expect(bare.status == .forbidden)
            // The refusal's page keeps the bar's way home; its language switch leads to the start.
            #expect(bare.body.contains(#"<a class="home" href="/">"#))
            #expect(bare.body.contains(#"name="back" value="/""#))
        }
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored?[.mango] == 7)
    }

    @Test func headAnswersEveryPageAndAssetWithoutABody() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            for path in [
                "/", "/juice-maker", "/diary", "/expo", "/assets/gallery.css", "/assets/favicon.svg",
            ] {
                let answer = try await browser.send(path, method: .head)
                #expect(answer.status == .ok, "HEAD \(path)")
                #expect(answer.body.isEmpty, "HEAD \(path)")
                #expect(answer.headers[.contentType] != nil, "HEAD \(path)")
            }
        }
    }

    @Test func otherMethodsAnswer405WithAllow() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let cases: [(String, HTTPRequest.Method, String)] = [
                ("/juice-maker/order", .put, "POST"), ("/juice-maker/order", .get, "POST"),
                ("/", .delete, "GET, HEAD"), ("/diary", .options, "GET, HEAD"),
                ("/diary/rows/00000000-0000-0000-0000-000000000000/delete", .put, "GET, HEAD, POST"),
                ("/assets/gallery.js", .post, "GET, HEAD"), ("/language", .patch, "POST"),
                ("/juice-maker", .trace, "GET, HEAD"),
            ]
            for (path, method, allow) in cases {
                let answer = try await browser.send(path, method: method)
                #expect(answer.status == .methodNotAllowed, "\(method) \(path)")
                #expect(answer.headers[.allow] == allow, "\(method) \(path)")
                #expect(answer.body.contains("<html lang=\"en\">"), "\(method) \(path)")
            }
        }
    }

    @Test func anUnknownAddressIsAPageInThePagesLanguage() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            for path in [
                "/nowhere", "/assets/nothing.js", "/juice-maker/nothing/here", "/nope.html", "/nope%41",
                "/nope%ZZ", "/juice-maker/a.b",
            ] {
                let english = try await browser.get(path)
                #expect(english.status == .notFound, "\(path)")
                #expect(english.body.contains("Page not found"), "\(path)")
                #expect(english.body.contains(#"<a href="/">All apps</a>"#), "\(path)")
                // The bar's way home, as on every page but the start page.
                #expect(english.body.contains(#"<a class="home" href="/">"#), "\(path)")
                // The language switch comes back to the same address, when it is one to go to.
                let back = path.contains("%ZZ") ? "/" : path
                #expect(english.body.contains(#"name="back" value="\#(back)""#), "\(path)")
            }
            let korean = try await browser.get("/nowhere", headers: [.acceptLanguage: "ko"])
            #expect(korean.status == .notFound)
            #expect(korean.body.contains("페이지를 찾을 수 없어요"))
            #expect(korean.body.contains(#"<html lang="ko">"#))
        }
    }

    @Test func aFormLongerThanItsLimitGetsAPageSayingSoAndRunsNothing() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/juice-maker")
            let long = String(repeating: "x", count: 70 * 1024)
            let answer = try await browser.post(
                "/juice-maker/order", ["juice": "mango", "note": long], headers: [.acceptLanguage: "ko"])
            #expect(answer.status == .contentTooLarge)
            #expect(answer.body.contains("보내기에 너무 길어요"))
            #expect(answer.body.contains("64KB"))
        }
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored?[.mango] ?? 10 == 10)
    }

    @Test func cookielessRequestsNeverPushOutASessionInUse() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.sessionLimit = 8
        try await withGallery(configuration) { client in
            var person = Browser(client)
            _ = try await person.get("/juice-maker")
            // The first POST keeps the session.
            _ = try await person.click("/juice-maker/order", ["juice": "mango"])
            for _ in 0..<30 {
                var stranger = Browser(client)
                #expect(try await stranger.get("/juice-maker").status == .ok)
            }
            // The person's page and token still work.
            let closed = try await person.click("/juice-maker/alert", ["action": "0"])
            #expect(closed.location == "/juice-maker")
            // A person who only looked (a provisional session) and whose session was pushed out
            // by the strangers still gets their form through: the browser's Origin vouches for it.
            var looker = Browser(client)
            _ = try await looker.get("/juice-maker")
            for _ in 0..<30 {
                var stranger = Browser(client)
                _ = try await stranger.get("/")
            }
            let ordered = try await looker.post(
                "/juice-maker/order", ["juice": "mango"], headers: [.origin: "http://localhost"])
            #expect(ordered.status == .seeOther)
        }
    }

    @Test func refusedPostsFromAnotherSiteNeverPushOutASessionInUse() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.sessionLimit = 8
        try await withGallery(configuration) { client in
            var person = Browser(client)
            _ = try await person.get("/juice-maker")
            _ = try await person.click("/juice-maker/order", ["juice": "mango"])
            let session = person.cookies["gallery-session"]
            // Another website's page posting without a cookie: a wrong token, a foreign Origin,
            // a body too long, an address that takes no POST, one that does not exist.
            for round in 0..<12 {
                var stranger = Browser(client)
                #expect(
                    try await stranger.post("/juice-maker/order", ["token": "x\(round)"], token: false).status
                        == .forbidden)
                #expect(
                    try await stranger.post(
                        "/juice-maker/order", ["juice": "mango"], token: false,
                        headers: [.origin: "http://localhost:18500"]
                    ).status == .forbidden)
                #expect(
                    try await stranger.post(
                        "/juice-maker/order", ["note": String(repeating: "x", count: 70 * 1024)], token: false
                    ).status == .contentTooLarge)
                #expect(try await stranger.post("/juice-maker", token: false).status == .methodNotAllowed)
                #expect(try await stranger.post("/nowhere", token: false).status == .notFound)
                #expect(stranger.cookies["gallery-session"] != session)
            }
            // The person's session and token still work: their next order is served.
            let closed = try await person.click("/juice-maker/alert", ["action": "0"])
            #expect(closed.location == "/juice-maker")
            #expect(person.cookies["gallery-session"] == session)
            #expect(try await person.post("/juice-maker/order", ["juice": "mango"]).status == .seeOther)
        }
    }

    @Test func aFormThatCannotBeReadIsRefusedInWordsAndRunsNothing() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/juice-maker")
            let token = try #require(browser.token)
            func send(_ body: String, type: String?) async throws -> Answer {
                var headers: HTTPFields = [.acceptLanguage: "ko"]
                if let type { headers[.contentType] = type }
                headers[.cookie] = "gallery-session=\(browser.cookies["gallery-session"] ?? "")"
                let response = try await client.executeRequest(
                    uri: "/juice-maker/order", method: .post, headers: headers, body: ByteBuffer(string: body)
                )
                return Answer(
                    status: response.status, body: String(buffer: response.body),
                    location: response.headers[.location], headers: response.headers)
            }
            for (body, type) in [
                ("token=\(token)&juice=mango&note=100%+sure", "application/x-www-form-urlencoded"),
                ("token=\(token)&juice=mango%FF", "application/x-www-form-urlencoded"),
                (
                    "--b\r\nContent-Disposition: form-data; name=\"juice\"\r\n\r\nmango\r\n--b--\r\n",
                    "multipart/form-data; boundary=b"
                ),
                ("token=\(token)&juice=mango", nil),
                ("token=\(token)&juice=mango", "text/plain"),
            ] as [(String, String?)] {
                let answer = try await send(body, type: type)
                #expect(answer.status == .badRequest, "\(body) as \(type ?? "no type")")
                #expect(answer.body.contains("양식을 읽을 수 없어요"))
                // Its language switch leads to a page that exists.
                #expect(answer.body.contains(#"name="back" value="/""#))
            }
            // The same form, readable, is served.
            #expect(
                try await send("token=\(token)&juice=mango", type: "application/x-www-form-urlencoded").status
                    == .seeOther)
        }
        let stored = try InventoryFile(directory: directory.appendingPathComponent("juice-maker")).load()
        #expect(stored?[.mango] ?? 10 < 10)
    }

    @Test func theLanguageSwitchOfARefusedPostsPageLeadsToAPageThatExists() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let refused = try await browser.post("/diary/new-entry", ["token": "bad"], token: false)
            #expect(refused.status == .forbidden)
            #expect(refused.body.contains(#"name="back" value="/""#))
            let notAllowed = try await browser.post("/diary", token: false)
            #expect(notAllowed.status == .methodNotAllowed)
            #expect(notAllowed.body.contains(#"name="back" value="/""#))
            // A page asked for with GET comes back to itself.
            let missing = try await browser.get("/diary/nowhere")
            #expect(missing.body.contains(#"name="back" value="/diary/nowhere""#))
        }
    }

    @Test func aFreshGetKeepsNoSessionUntilAPost() async {
        let sessions = GallerySessions(limit: 2)
        let looked = await sessions.session(for: nil, keep: false)
        #expect(await sessions.count == 0)
        #expect(await sessions.provisionalCount == 1)
        let again = await sessions.session(for: looked.session.id, keep: false)
        #expect(!again.isNew)
        #expect(await sessions.count == 0)
        let kept = await sessions.session(for: looked.session.id, keep: true)
        #expect(!kept.isNew)
        #expect(kept.session.token == looked.session.token)
        #expect(await sessions.count == 1)
        #expect(await sessions.provisionalCount == 0)
        for _ in 0..<10 { _ = await sessions.session(for: nil, keep: false) }
        #expect(await sessions.count == 1)
        #expect(await sessions.provisionalCount == 2)
        #expect(await !sessions.session(for: looked.session.id, keep: false).isNew)
    }
}
