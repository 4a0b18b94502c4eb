import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import NIOCore
import OpenMarketKit
import OpenMarketServer
import Testing

/// Open Market's pages clicked through as a person does, with scripting off, against the local
/// server the gallery starts in process on a temporary data folder (127.0.0.1 only).
@Suite("Gallery: Open Market's pages")
struct OpenMarketPagesTests {
    @Test func listNextPageDetailEditSaveAndDeleteWithConfirmation() async throws {
        let directory = try temporaryDirectory()
        try await withMarket(testConfiguration(directory)) { client, _ in
            var browser = Browser(client)
            let start = try await browser.get("/")
            #expect(start.body.contains(#"href="/open-market""#))

            let list = try await browser.get("/open-market")
            #expect(list.status == .ok)
            #expect(list.body.contains("<h1 tabindex=\"-1\">Products</h1>"))
            #expect(list.body.contains("Selling as Demo Vendor ("))
            #expect(productIDs(in: list.body).count == 5)
            #expect(list.body.contains(#"action="/open-market/more""#))
            #expect(list.body.contains(#"<ul class="om-rows">"#))
            #expect(list.body.contains(#"data-live"#))
            // The list is no live region (it would be read again whole at each change); the
            // script reads out what a change says (gallery.js).
            #expect(list.body.contains(#"<div id="open-market-rows" data-live>"#))
            // The layout button's name starts with the words it shows (label in name), then what
            // it does; its id names it across its two states, so the script gives it the focus
            // back after a press, though its words changed.
            #expect(
                list.body.contains(
                    #"<button id="om-layout" class="om-layout" type="submit"><span class="current">List</span> <span>Grid</span> <span class="visually-hidden">(Show as a grid)</span></button>"#
                ))

            let grid = try await browser.click("/open-market/layout")
            #expect(grid.location == "/open-market")
            #expect(grid.body.contains(#"<ul class="om-rows om-grid">"#))
            try await browser.click("/open-market/layout")

            let more = try await browser.click("/open-market/more")
            #expect(more.location == "/open-market")
            let ids = productIDs(in: more.body)
            #expect(ids.count == 10)
            let refreshed = try await browser.click("/open-market/refresh")
            #expect(productIDs(in: refreshed.body).count == 5)
            try await browser.click("/open-market/more")
            let id = try #require(ids.dropFirst(6).first)

            let detail = try await browser.get("/open-market/products/\(id)")
            #expect(detail.status == .ok)
            #expect(detail.body.contains(#"<dl class="om-facts">"#))
            #expect(detail.body.contains(#"action="/open-market/products/\#(id)/edit""#))
            #expect(detail.body.contains(#"action="/open-market/products/\#(id)/delete""#))
            #expect(detail.body.contains(#"<img src="/open-market/pictures/\#(id)/0""#))
            let picture = try await browser.get("/open-market/pictures/\(id)/0")
            #expect(picture.status == .ok)
            #expect(picture.headers[.contentType]?.hasPrefix("image/") == true)
            try await browser.get("/open-market/products/\(id)")

            let edit = try await browser.click("/open-market/products/\(id)/edit")
            #expect(edit.location == "/open-market/products/\(id)/edit")
            #expect(edit.body.contains(#"id="om-name" name="name""#))
            #expect(edit.body.contains(#"id="om-description""#))
            #expect(edit.body.contains(#"<select id="om-currency" name="currency">"#))
            // The product's pictures as they are: the edit cannot change them.
            #expect(edit.body.contains(#"class="om-pictures om-current""#))
            #expect(!edit.body.contains(#"type="file""#))
            let saved = try await browser.click(
                "/open-market/products/\(id)/edit/save", ["name": "Renamed teapot", "stock": "42"])
            #expect(saved.location == "/open-market/products/\(id)")
            #expect(saved.body.contains(#"<h1 tabindex="-1">Renamed teapot</h1>"#))
            #expect(!saved.body.contains("om-sheet"))
            let listAgain = try await browser.get("/open-market")
            #expect(listAgain.body.contains(#"<span class="om-name">Renamed teapot</span>"#))

            try await browser.get("/open-market/products/\(id)")
            let asked = try await browser.click("/open-market/products/\(id)/delete")
            #expect(asked.location == "/open-market/products/\(id)/delete")
            #expect(asked.body.contains(#"<dialog open class="alert" role="alertdialog" aria-modal="true""#))
            #expect(asked.body.contains("Delete this product?"))
            let kept = try await browser.click("/open-market/products/\(id)/delete/cancel")
            #expect(kept.location == "/open-market/products/\(id)")
            #expect(!kept.body.contains("<dialog"))
            try await browser.click("/open-market/products/\(id)/delete")
            let deleted = try await browser.click("/open-market/products/\(id)/delete/confirm")
            #expect(deleted.location == "/open-market")
            #expect(!productIDs(in: deleted.body).contains(id))
            #expect(!deleted.body.contains("Renamed teapot"))
            let gone = try await browser.get("/open-market/products/\(id)")
            #expect(gone.status == .notFound)
        }
        // The store is the one `open-market serve --data-dir DIR/open-market` uses.
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("open-market/market.sqlite").path))
    }

    @Test func anOpenListFollowsItsModelOverServerSentEvents() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.eventLimit = 1
        try await withMarket(configuration) { client, _ in
            var browser = Browser(client)
            let list = try await browser.get("/open-market")
            #expect(list.body.contains(#"data-events="/open-market/events""#))
            let (stream, finished) = browser.openStream("/open-market/events")
            // Keep switching the layout until the stream has delivered (it may open after a change).
            var step = 0
            while !finished.isSet, step < 200 {
                try await browser.post("/open-market/layout")
                step += 1
                try await Task.sleep(for: .milliseconds(20))
            }
            let events = changes(inStream: try await stream.value.body)
            #expect(events.hasPrefix("event: replace\ndata: {"))
            #expect(events.contains(#""id":"open-market-rows""#))
            #expect(events.contains("data-product="))
        }
    }

    @Test func registeringWithAPictureShowsTheProductAtTheTop() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            try await browser.get("/open-market")
            let opened = try await browser.click("/open-market/add")
            #expect(opened.location == "/open-market/new")
            #expect(opened.body.contains(#"enctype="multipart/form-data""#))
            #expect(
                opened.body.contains(
                    #"<input id="om-pictures" name="pictures" type="file" accept="image/*" multiple"#))
            // Its Cancel closes the sheet and does nothing else (the script takes it in place,
            // so the closed sheet is no history entry), and is no Escape (what was typed stays).
            #expect(opened.body.contains(#"<button type="submit" data-closes>Cancel</button>"#))
            let posted = try await browser.upload(
                "/open-market/new/save",
                fields: [
                    "name": "Green tea sampler", "price": "12000", "discountedPrice": "2000", "stock": "7",
                    "currency": "KRW", "description": "Five green teas from Boseong.", "action": "register",
                ],
                pictures: [("leaf.png", onePixelPNG)])
            #expect(posted.status == .seeOther)
            #expect(posted.location == "/open-market")
            let list = try await browser.get("/open-market")
            let first = try #require(productIDs(in: list.body).first)
            #expect(list.body.contains(#"<span class="om-name">Green tea sampler</span>"#))
            let firstRow = try #require(list.body.range(of: #"data-product="\#(first)""#))
            #expect(list.body[firstRow.upperBound...].prefix(600).contains("Green tea sampler"))
            #expect(!list.body.contains("om-sheet"))
            let thumbnail = try await browser.get("/open-market/pictures/\(first)/thumbnail")
            #expect(thumbnail.status == .ok)
            #expect(thumbnail.headers[.contentType] == "image/png")
        }
    }

    @Test func aBadPriceShowsTheFieldMessageAndStoresNothing() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            let market = try await pages.client()
            let before = try await market.products(page: 1, itemsPerPage: 50).items.count
            var browser = Browser(client)
            try await browser.get("/open-market/new")
            let posted = try await browser.upload(
                "/open-market/new/save",
                fields: [
                    "name": "Misprinted mug", "price": "twelve", "stock": "1", "currency": "KRW",
                    "description": "A mug with a misprint.", "action": "register",
                ],
                pictures: [("mug.png", onePixelPNG)])
            #expect(posted.location == "/open-market/new")
            let form = try await browser.get("/open-market/new")
            #expect(form.status == .ok)
            #expect(form.body.contains(#"id="om-price-message""#))
            #expect(form.body.contains(#"value="twelve""#))
            #expect(form.body.contains(#"value="Misprinted mug""#))
            // The picture stays in the form, shown from the session.
            #expect(form.body.contains(#"<img src="/open-market/new/pictures/1""#))
            #expect(try await browser.get("/open-market/new/pictures/1").status == .ok)
            try await browser.get("/open-market/new")

            // A picture over 300 KB (a browser without scripting sends it as it is): the kit's refusal.
            let large = onePixelPNG + Data(count: 310 * 1_024)
            let removed = try await browser.upload(
                "/open-market/new/save", fields: ["price": "12000", "action": "remove-1"], pictures: [])
            #expect(removed.location == "/open-market/new", "\(removed.status) \(removed.body.prefix(300))")
            let sent = try await browser.upload(
                "/open-market/new/save", fields: ["price": "12000", "action": "register"],
                pictures: [("big.png", large)])
            #expect(sent.location == "/open-market/new", "\(sent.status)")
            let refused = try await browser.get("/open-market/new")
            #expect(refused.body.contains(#"id="om-pictures-message""#))
            #expect(refused.body.contains("300"))
            #expect(try await market.products(page: 1, itemsPerPage: 50).items.count == before)

            // The edit form too: a negative price shows its message, and the product stays as it was.
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            let stored = try await market.product(id: id)
            try await browser.get("/open-market/products/\(id)/edit")
            let posted2 = try await browser.post("/open-market/products/\(id)/edit/save", ["price": "-5"])
            #expect(posted2.location == "/open-market/products/\(id)/edit")
            let edit = try await browser.get("/open-market/products/\(id)/edit")
            #expect(edit.body.contains(#"id="om-price-message""#))
            #expect(edit.body.contains(#"value="-5""#))
            #expect(try await market.product(id: id) == stored)
        }
    }

    @Test func aHostileNameShowsAsText() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            try await browser.get("/open-market/new")
            let hostile = "<img src=x onerror=alert(1)>"
            try await browser.upload(
                "/open-market/new/save",
                fields: [
                    "name": hostile, "price": "1000", "stock": "1", "currency": "KRW",
                    "description": "Nothing to see here.", "action": "register",
                ],
                pictures: [("x.png", onePixelPNG)])
            let list = try await browser.get("/open-market")
            #expect(!list.body.contains("<img src=x"))
            #expect(list.body.contains("&lt;img src=x onerror=alert(1)&gt;</span>"))
            let id = try #require(productIDs(in: list.body).first)
            let detail = try await browser.get("/open-market/products/\(id)")
            #expect(!detail.body.contains("<img src=x"))
            #expect(detail.body.contains("&lt;img src=x onerror=alert(1)&gt;</h1>"))
        }
    }

    @Test func theListSpeaksKorean() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            let list = try await browser.get("/open-market", headers: [.acceptLanguage: "ko-KR,ko;q=0.9"])
            #expect(list.body.contains(#"<html lang="ko">"#))
            #expect(list.body.contains("<h1 tabindex=\"-1\">상품 목록</h1>"))
            #expect(list.body.contains("더 보기"))
            #expect(list.body.contains("판매 중"))
            let id = try #require(productIDs(in: list.body).first)
            let detail = try await browser.get(
                "/open-market/products/\(id)", headers: [.acceptLanguage: "ko"])
            #expect(detail.body.contains(">수정</button>"))
        }
    }

    @Test func anUnknownProductAnswers404WithALinkBack() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            for path in [
                "/open-market/products/999999", "/open-market/products/abc", "/open-market/products/-1",
            ] {
                let missing = try await browser.get(path)
                #expect(missing.status == .notFound, "\(path)")
                #expect(missing.body.contains("The market has no such product"), "\(path)")
                #expect(missing.body.contains(#"<a href="/open-market">"#), "\(path)")
            }
        }
    }

    @Test func thePictureRoutesRefuseWhatTheyDoNotServe() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            let list = try await browser.get("/open-market")
            let id = try #require(productIDs(in: list.body).first)
            for path in [
                "/open-market/pictures/..%2F..%2Fvendors.json/0",
                "/open-market/pictures/\(id)/..%2F..%2Fvendors.json",
                "/open-market/pictures/\(id)/99", "/open-market/pictures/\(id)/-1",
                "/open-market/pictures/+1/0",
                "/open-market/pictures/http%3A%2F%2Fexample.com%2Fx.png/0",
                "/open-market/new/pictures/..%2F1",
                "/open-market/new/pictures/1", "/open-market/pictures/999999/0",
            ] {
                #expect(try await browser.get(path).status == .notFound, "\(path)")
            }
        }
    }

    @Test func openMarketServerIsHonouredAndNoServerIsStarted() async throws {
        let other = MarketServer(
            configuration: MarketServerConfiguration(
                dataDirectory: try temporaryDirectory("other-market"), port: 0, loadSample: true))
        let running = try await other.start()
        do {
            let vendor = try #require(running.createdVendor)
            let seller = OpenMarketClient(
                server: ServerDescription(baseURL: running.baseURL, generation: .marketTraining),
                credentials: VendorCredentials(identifier: vendor.identifier, password: vendor.password))
            _ = try await seller.createProduct(
                ProductDraft(
                    name: "Only on the other server", description: "Made before the gallery looked.",
                    price: 5000, currency: .krw, discountedPrice: 0, stock: 3),
                images: [try ImageUpload(data: onePixelPNG, filename: "a.png")])
            let directory = try temporaryDirectory()
            var configuration = testConfiguration(directory)
            configuration.environment = [
                "OPEN_MARKET_SERVER": running.baseURL.absoluteString, "OPEN_MARKET_VENDOR": vendor.identifier,
                "OPEN_MARKET_PASSWORD": vendor.password,
            ]
            try await withMarket(configuration) { client, pages in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                #expect(list.body.contains("Only on the other server"))
                #expect(
                    list.body.contains("Selling as \(vendor.identifier) on \(running.baseURL.absoluteString)")
                )
                #expect(await pages.serversStarted() == 0)
            }
            #expect(
                !FileManager.default.fileExists(atPath: directory.appendingPathComponent("open-market").path))
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    @Test func aRemoteVendorNamedInTheEnvironmentSeesWhoseEachProductIs() async throws {
        try await withOtherMarket(sample: true) { base, running, _ in
            let vendor = try #require(running.createdVendor)
            func configuration(_ extra: [String: String]) throws -> GalleryConfiguration {
                var configuration = base
                configuration.environment.merge(extra) { $1 }
                configuration.dataDirectory = { [directory = try temporaryDirectory()] in
                    directory.appendingPathComponent($0)
                }
                return configuration
            }
            // Named as the catalogue names the vendor: its products are its own.
            try await withMarket(try configuration(["OPEN_MARKET_VENDOR_NAME": vendor.name])) { client, _ in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                #expect(list.body.contains("Selling as \(vendor.name) (\(vendor.identifier)) on "))
                let id = try #require(productIDs(in: list.body).first)
                let detail = try await browser.get("/open-market/products/\(id)")
                #expect(detail.body.contains(#"action="/open-market/products/\#(id)/edit""#))
            }
            // Another vendor's name: the products are someone else's, and say whose.
            try await withMarket(try configuration(["OPEN_MARKET_VENDOR_NAME": "Someone Else"])) {
                client, _ in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                let id = try #require(productIDs(in: list.body).first)
                let detail = try await browser.get("/open-market/products/\(id)")
                #expect(detail.body.contains("Sold by \(vendor.name)"))
                #expect(!detail.body.contains(#"action="/open-market/products/\#(id)/edit""#))
                #expect(!detail.body.contains(#"action="/open-market/products/\#(id)/delete""#))
            }
            // A number that is none is said on the page, with the fix.
            try await withMarket(try configuration(["OPEN_MARKET_VENDOR_NUMBER": "two"])) { client, _ in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                #expect(
                    list.body.contains("OPEN_MARKET_VENDOR_NUMBER is &#39;two&#39;; set it to the vendor"))
            }
        }
    }

    @Test func anEmptyMarketSaysSo() async throws {
        try await withOtherMarket(sample: false) { configuration, _, _ in
            try await withMarket(configuration) { client, _ in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                #expect(list.body.contains(#"<p class="om-empty">No products yet.</p>"#))
                #expect(productIDs(in: list.body).isEmpty)
                #expect(!list.body.contains(#"action="/open-market/more""#))
            }
        }
    }

    @Test func aDeletionThatFailsShowsItsRetryAndCanBeGivenUp() async throws {
        try await withOtherMarket(sample: true) { configuration, running, stopped in
            try await withMarket(configuration) { client, _ in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                let id = try #require(productIDs(in: list.body).first)
                try await browser.get("/open-market/products/\(id)")
                try await browser.click("/open-market/products/\(id)/delete")
                // The market goes away before the person says yes.
                await running.stop()
                stopped.set()
                let failed = try await browser.click("/open-market/products/\(id)/delete/confirm")
                #expect(failed.location == "/open-market/products/\(id)")
                #expect(!failed.body.contains("<dialog"))
                #expect(failed.body.contains(#"<div class="failure" role="alert">"#))
                #expect(failed.body.contains(#"action="/open-market/products/\#(id)/delete/retry""#))
                let retried = try await browser.click("/open-market/products/\(id)/delete/retry")
                #expect(retried.body.contains(#"action="/open-market/products/\#(id)/delete/retry""#))
                let kept = try await browser.click("/open-market/products/\(id)/delete/cancel")
                #expect(!kept.body.contains("delete/retry"))
                #expect(kept.body.contains(#"action="/open-market/products/\#(id)/delete""#))
                // A refresh that fails keeps the product on screen, with its retry.
                let refreshed = try await browser.click("/open-market/products/\(id)/refresh")
                #expect(refreshed.body.contains(#"<dl class="om-facts">"#))
                #expect(refreshed.body.contains(#"action="/open-market/products/\#(id)/retry""#))
            }
        }
    }

    @Test func aMarketThatCannotBeReachedShowsItsFailureWithRetry() async throws {
        var configuration = testConfiguration(try temporaryDirectory())
        // Port 1 on 127.0.0.1: nothing listens, the connection is refused at once.
        configuration.environment = [
            "OPEN_MARKET_SERVER": "http://127.0.0.1:1", "OPEN_MARKET_VENDOR": "v",
            "OPEN_MARKET_PASSWORD": "p",
        ]
        try await withMarket(configuration) { client, _ in
            var browser = Browser(client)
            let list = try await browser.get("/open-market")
            #expect(list.status == .ok)
            #expect(list.body.contains(#"<div class="failure" role="alert">"#))
            #expect(list.body.contains(#"action="/open-market/retry""#))
            let again = try await browser.click("/open-market/retry")
            #expect(again.body.contains(#"action="/open-market/retry""#))
        }
        configuration.environment = ["OPEN_MARKET_SERVER": "http://127.0.0.1:1", "OPEN_MARKET_VENDOR": "v"]
        try await withMarket(configuration) { client, _ in
            var browser = Browser(client)
            let page = try await browser.get("/open-market")
            #expect(page.status == .serviceUnavailable)
            #expect(page.body.contains("OPEN_MARKET_PASSWORD is empty"))
        }
    }

    @Test func aServerThatCannotStartShowsAFailedPage() async throws {
        let directory = try temporaryDirectory()
        // A file where the data folder should be: the server cannot use it.
        try Data("not a folder".utf8).write(to: directory.appendingPathComponent("open-market"))
        try await withMarket(testConfiguration(directory)) { client, pages in
            var browser = Browser(client)
            let page = try await browser.get("/open-market")
            #expect(page.status == .serviceUnavailable)
            #expect(page.body.contains("The local Open Market server did not start"))
            #expect(page.body.contains(#"<a href="/open-market">"#))
            #expect(await pages.serversStarted() == 0)
        }
    }
}

// MARK: - Helpers

/// Runs `test` against a gallery whose only app is Open Market (five products a page), then
/// stops the server it started.
func withMarket(
    _ configuration: GalleryConfiguration,
    _ test: @escaping @Sendable (any TestClientProtocol, OpenMarketPages) async throws -> Void
) async throws {
    let pages = OpenMarketPages(configuration: configuration, itemsPerPage: 5)
    do {
        try await withGallery(configuration, apps: [pages]) { client in try await test(client, pages) }
    } catch {
        await pages.stop()
        throw error
    }
    await pages.stop()
}

/// Runs `test` with a configuration whose environment points at a second local server (with the
/// sample catalogue or none), which `test` may stop (then it sets the flag it is given).
func withOtherMarket(
    sample: Bool,
    _ test: @escaping @Sendable (GalleryConfiguration, RunningMarketServer, Finished) async throws -> Void
) async throws {
    let server = MarketServer(
        configuration: MarketServerConfiguration(
            dataDirectory: try temporaryDirectory("other-market"), port: 0, loadSample: sample))
    let running = try await server.start()
    let stopped = Finished()
    do {
        let vendor = try #require(running.createdVendor)
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.environment = [
            "OPEN_MARKET_SERVER": running.baseURL.absoluteString, "OPEN_MARKET_VENDOR": vendor.identifier,
            "OPEN_MARKET_PASSWORD": vendor.password,
        ]
        try await test(configuration, running, stopped)
    } catch {
        if !stopped.isSet { await running.stop() }
        throw error
    }
    if !stopped.isSet { await running.stop() }
}

/// The product ids of the rows a list page shows, in order.
func productIDs(in html: String) -> [Int] {
    html.components(separatedBy: #"<li data-product=""#).dropFirst().compactMap {
        Int($0.prefix { $0.isNumber })
    }
}

/// A PNG of one pixel.
let onePixelPNG =
    Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    )
    ?? Data()

extension Browser {
    /// A `multipart/form-data` POST of `fields` and `pictures` (in the `pictures` field), with the
    /// page's token, as a browser sends the register form.
    @discardableResult
    mutating func upload(_ uri: String, fields: [String: String], pictures: [(String, Data)]) async throws
        -> Answer
    {
        let boundary = "----gallery-test-\(UUID().uuidString)"
        var body = Data()
        var fields = fields
        if let token { fields["token"] = token }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            body.append(
                Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8))
            body.append(Data(value.utf8))
            body.append(Data("\r\n".utf8))
        }
        for (filename, data) in pictures {
            body.append(
                Data(
                    "--\(boundary)\r\nContent-Disposition: form-data; name=\"pictures\"; filename=\"\(filename)\"\r\nContent-Type: image/png\r\n\r\n"
                        .utf8))
            body.append(data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        var headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
        headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        let response = try await client.executeRequest(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
        return Answer(
            status: response.status, body: String(buffer: response.body),
            location: response.headers[.location],
            headers: response.headers)
    }
}

extension OpenMarketPagesTests {
    /// The detail's pictures are a pager: one picture, "Picture 2 of 3", links to the previous and
    /// the next one (none past either end), without scripting.
    @Test func theDetailsPicturesAreAPagerWithItsPosition() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            try await browser.get("/open-market/new")
            try await browser.upload(
                "/open-market/new/save",
                fields: [
                    "name": "Three views", "price": "1000", "stock": "1", "currency": "KRW",
                    "description": "A product with three pictures.", "action": "register",
                ],
                pictures: [("a.png", onePixelPNG), ("b.png", onePixelPNG), ("c.png", onePixelPNG)])
            let list = try await browser.get("/open-market")
            let id = try #require(productIDs(in: list.body).first)
            let product = "/open-market/products/\(id)"
            let first = try await browser.get(product)
            #expect(
                first.body.contains(#"<p class="om-pager-position" aria-live="polite">Picture 1 of 3</p>"#))
            #expect(first.body.contains(#"href="\#(product)?picture=2" aria-label="Next picture""#))
            #expect(!first.body.contains("aria-label=\"Previous picture\""))
            let second = try await browser.get(product + "?picture=2")
            #expect(second.body.contains("Picture 2 of 3"))
            #expect(second.body.contains(#"<img src="/open-market/pictures/\#(id)/1""#))
            #expect(second.body.contains(#"href="\#(product)?picture=1" aria-label="Previous picture""#))
            let beyond = try await browser.get(product + "?picture=9")
            #expect(beyond.body.contains("Picture 3 of 3"))
            #expect(!beyond.body.contains("aria-label=\"Next picture\""))
            // Extreme and malformed numbers show a picture of the product, never a crash.
            for extreme in [
                "-9223372036854775808", "9223372036854775807", "99999999999999999999", "-1", "0", "2.5",
            ] {
                let shown = try await browser.get(product + "?picture=" + extreme)
                #expect(shown.status == .ok, "?picture=\(extreme)")
                #expect(shown.body.contains("of 3</p>"), "?picture=\(extreme)")
            }
            let korean = try await browser.get(product + "?picture=2", headers: [.acceptLanguage: "ko"])
            #expect(korean.body.contains("사진 3장 중 2번째"))
            // The facts are labelled, the name shows once, and a product never changed has one date.
            #expect(first.body.contains(#"<dt>Price</dt><dd class="om-price">"#))
            #expect(first.body.contains("<dt>Stock</dt>"))
            #expect(first.body.contains("<dt>Registered</dt>"))
            #expect(!first.body.contains("<dt>Updated</dt>"))
            #expect(first.body.contains(#"<h1 tabindex="-1">Three views</h1>"#))
            #expect(first.body.components(separatedBy: "Three views</").count == 3)  // <title>, <h1>
            #expect(korean.body.contains("<dt>가격</dt>"))
        }
    }
}
