import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import NIOCore
import OpenMarketKit
import Testing
import ToolSupport

/// Open Market's forms as a person sends them, with scripting off, against the local server the
/// gallery starts in process: a form makes one product however often it is sent, an upload is
/// refused by size with the form's own words (keeping nothing it refused), a product that is
/// not there answers alike wherever it is named, and the gallery's own server is shown.
@Suite("Gallery: Open Market's forms, limits and missing products")
struct OpenMarketFormsTests {
    /// The fields of a registration that breaks no rule, named `name`.
    static func fields(_ name: String) -> [String: String] {
        [
            "name": name, "price": "12000", "discountedPrice": "0", "stock": "3", "currency": "KRW",
            "description": "A registration sent from a test.", "action": "register",
        ]
    }

    /// How many products the market has named `name`.
    static func count(named name: String, _ pages: OpenMarketPages) async throws -> Int {
        try await pages.client().products(page: 1, itemsPerPage: 100).items.filter { $0.name == name }.count
    }

    // MARK: Item 1: a form is sent once

    @Test func enterInAFieldSendsTheFormNotAPicturesRemove() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            let form = try await browser.get("/open-market/new")
            // A browser's Enter in a field presses the form's first submit button.
            let start = try #require(form.body.range(of: #"<form class="om-form""#))
            let first = try #require(form.body[start.upperBound...].range(of: #"type="submit""#))
            let button = form.body[first.lowerBound...].prefix { $0 != ">" }
            #expect(button.contains(#"name="action" value="register""#), "\(button)")
            #expect(button.contains(#"tabindex="-1" aria-hidden="true""#))
        }
    }

    @Test func theSameRegisterFormPostedTwiceMakesOneProduct() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let form = try await browser.get("/open-market/new")
            let identity = try #require(formIdentity(in: form.body))
            var fields = Self.fields("Once-only tea")
            fields["form"] = identity
            let first = try await browser.upload(
                "/open-market/new/save", fields: fields, pictures: [("tea.png", onePixelPNG)])
            #expect(first.location == "/open-market")
            let made = try #require(productIDs(in: try await browser.get("/open-market").body).first)

            // Back, and the same page's form sent again: the product it made, never a second.
            let again = try await browser.upload(
                "/open-market/new/save", fields: fields, pictures: [("tea.png", onePixelPNG)])
            #expect(again.location == "/open-market/products/\(made)")
            #expect(try await Self.count(named: "Once-only tea", pages) == 1)

            // Another browser sending that page (its session knows nothing of it): the form's
            // identity is the create's idempotency key, so the market answers with the same product.
            var other = Browser(client)
            try await other.get("/open-market/new")
            let elsewhere = try await other.upload(
                "/open-market/new/save", fields: fields, pictures: [("tea.png", onePixelPNG)])
            #expect(elsewhere.location == "/open-market")
            #expect(try await Self.count(named: "Once-only tea", pages) == 1)
        }
    }

    @Test func aSecondTabsRegisterFormWithOtherFieldsIsToldItWasNotRegistered() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            // Two tabs of one session open the register form: both pages carry the open form's
            // identity.
            let identity = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
            #expect(formIdentity(in: try await browser.get("/open-market/new").body) == identity)
            var first = Self.fields("First tab's tea")
            first["form"] = identity
            let registered = try await browser.upload(
                "/open-market/new/save", fields: first, pictures: [("tea.png", onePixelPNG)])
            #expect(registered.location == "/open-market")

            // The second tab sends another product under the same identity: it is not taken for
            // the first one sent again, and the form says it registered nothing, keeping the text.
            var second = Self.fields("Second tab's tea")
            second["form"] = identity
            let refused = try await browser.upload(
                "/open-market/new/save", fields: second, pictures: [("tea.png", onePixelPNG)])
            #expect(refused.location == "/open-market/new")
            let page = try await browser.get("/open-market/new")
            #expect(page.body.contains("registered its product already"))
            // The refusal takes the focus after the post (gallery.js): it says what happened.
            #expect(page.body.contains(#"<div class="failure" role="alert" tabindex="-1" data-refusal>"#))
            #expect(page.body.contains("Second tab&#39;s tea"))
            #expect(try await Self.count(named: "First tab's tea", pages) == 1)
            #expect(try await Self.count(named: "Second tab's tea", pages) == 0)
        }
    }

    @Test func eachPictureRefusedInOneUploadIsNamed() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            try await browser.get("/open-market")
            try await browser.post("/open-market/add")
            var fields = Self.fields("Kettle")
            fields["form"] = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
            // A text file sent as a picture, then a picture: the second does not hide the first's refusal.
            let sent = try await browser.upload(
                "/open-market/new/save", fields: fields,
                pictures: [("notes.png", Data("not a picture".utf8)), ("tea.png", onePixelPNG)])
            #expect(sent.location == "/open-market/new")
            let page = try await browser.get("/open-market/new").body
            #expect(page.contains("“notes.png” was not added: "), "\(page)")
            #expect(page.contains("PNG, JPEG"), "\(page)")
            #expect(page.contains("/open-market/new/pictures/1"))
            #expect(!page.contains("/open-market/new/pictures/2"))
        }
    }

    @Test func aFormsPicturesStayWhenAnotherTabOpensTheRegisterForm() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            // The first tab's form is refused for its price and keeps its two pictures.
            try await browser.get("/open-market")
            try await browser.post("/open-market/add")
            let first = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
            var fields = Self.fields("First tab's kettle")
            fields["form"] = first
            fields["price"] = "-1"
            let refused = try await browser.upload(
                "/open-market/new/save", fields: fields,
                pictures: [("a.png", onePixelPNG), ("b.png", onePixelPNG)])
            #expect(refused.location == "/open-market/new")
            let kept = try await browser.get("/open-market/new").body
            let identity = try #require(formIdentity(in: kept))
            #expect(kept.contains("/open-market/new/pictures/2"))

            // A second tab of the same browser opens its own form with "+", and shows the list.
            try await browser.get("/open-market")
            try await browser.post("/open-market/add")
            let second = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
            #expect(second != identity)
            try await browser.get("/open-market")

            // The first tab, its price mended, registers with the pictures it showed.
            fields["form"] = identity
            fields["price"] = "1000"
            let sent = try await browser.upload("/open-market/new/save", fields: fields, pictures: [])
            #expect(sent.location == "/open-market")
            let products = try await pages.client().products(page: 1, itemsPerPage: 100).items
            let made = try #require(products.first { $0.name == "First tab's kettle" })
            #expect(try await pages.client().product(id: made.id).images.count == 2)
        }
    }

    @Test func aRegistrationWithoutPicturesMarksThePictureFieldAsTheOthers() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let identity = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
            var fields = Self.fields("Pictureless tea")
            fields["form"] = identity
            let refused = try await browser.upload("/open-market/new/save", fields: fields, pictures: [])
            #expect(refused.location == "/open-market/new")
            let page = try await browser.get("/open-market/new").body
            // The field refused says so, and its message is read with it (before the hint), as
            // each text field's is.
            #expect(
                page.contains(
                    #"aria-describedby="om-pictures-message om-pictures-hint" aria-invalid="true""#))
            #expect(page.contains(#"<p id="om-pictures-message" class="om-message message" role="alert">"#))
            // A form with no refusal for its pictures marks nothing.
            var other = Browser(client)
            let fresh = try await other.get("/open-market/new").body
            #expect(fresh.contains(#"aria-describedby="om-pictures-hint" data-remove="#))
            #expect(!fresh.contains(#"aria-invalid"#))
            #expect(try await Self.count(named: "Pictureless tea", pages) == 0)
        }
    }

    @Test func aCurrencyTheFormDoesNotOfferIsRefusedInWordsAndRegistersNothing() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            for code in ["EUR", ""] {
                let identity = try #require(formIdentity(in: try await browser.get("/open-market/new").body))
                var fields = Self.fields("Forged currency tea")
                fields["form"] = identity
                fields["currency"] = code
                let answer = try await browser.upload(
                    "/open-market/new/save", fields: fields, pictures: [("tea.png", onePixelPNG)])
                #expect(answer.location == "/open-market/new", "\(code)")
                let page = try await browser.get("/open-market/new")
                #expect(page.body.contains("is not accepted. Choose KRW or USD."), "\(code)")
            }
            #expect(try await Self.count(named: "Forged currency tea", pages) == 0)
        }
    }

    @Test func aDoubleClickOnRegisterMakesOneProductAndLandsOnTheList() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let form = try await browser.get("/open-market/new")
            let identity = try #require(formIdentity(in: form.body))
            var typed = Self.fields("Double-clicked tea")
            typed["form"] = identity
            // One value each send takes (a `let`, so neither shares a variable with the other).
            let fields = typed
            let (cookies, token) = (browser.cookies, browser.token)
            async let first = sendUpload(client, cookies: cookies, token: token, fields: fields)
            async let second = sendUpload(client, cookies: cookies, token: token, fields: fields)
            let answers = try await [first, second]
            for answer in answers {
                #expect(answer.status == .seeOther)
                // Neither lands on a fresh, empty form.
                #expect(answer.location != "/open-market/new", "\(answer.location ?? "")")
            }
            #expect(try await Self.count(named: "Double-clicked tea", pages) == 1)
        }
    }

    @Test func anEditFormSentAgainShowsTheProductAndAChangedOneSaves() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            let edit = try await browser.get("/open-market/products/\(id)/edit")
            let identity = try #require(formIdentity(in: edit.body))
            let saved = try await browser.post(
                "/open-market/products/\(id)/edit/save", ["name": "Saved once", "form": identity])
            #expect(saved.location == "/open-market/products/\(id)")

            // Back, then Save again: nothing new to save; the product shows, no form reopened.
            let again = try await browser.post(
                "/open-market/products/\(id)/edit/save", ["name": "Saved once", "form": identity])
            #expect(again.location == "/open-market/products/\(id)")
            #expect(!(try await browser.get("/open-market/products/\(id)").body.contains("om-sheet")))

            // The same page changed and saved again: the change is kept, not dropped.
            let changed = try await browser.post(
                "/open-market/products/\(id)/edit/save", ["name": "Saved twice", "form": identity])
            #expect(changed.location == "/open-market/products/\(id)")
            #expect(try await pages.client().product(id: id).product.name == "Saved twice")
        }
    }

    @Test func aStaleEditPageSavesWhatWasTypedAndKeepsAChangeMadeElsewhere() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            let edit = try await browser.get("/open-market/products/\(id)/edit")
            let identity = try #require(formIdentity(in: edit.body))
            let shown = try await pages.client().product(id: id).product
            // The page carries each field as it showed it.
            for field in ["name", "price", "discountedPrice", "stock", "currency", "description"] {
                #expect(edit.body.contains(#"name="shown-\#(field)""#), "\(field)")
            }

            // Another tab closes the form, the product is renamed elsewhere (the CLI), and that
            // tab refreshes the product, which shows the new name.
            _ = try await browser.click("/open-market/products/\(id)/edit/cancel")
            _ = try await pages.client().updateProduct(id: id, ProductChanges(name: "Renamed elsewhere"))
            let refreshed = try await browser.click("/open-market/products/\(id)/refresh")
            #expect(refreshed.body.contains("Renamed elsewhere"))

            // The first page sends a new stock, every other field as that page showed it.
            let sent = try await browser.post(
                "/open-market/products/\(id)/edit/save",
                [
                    "name": shown.name, "shown-name": shown.name, "stock": "42",
                    "shown-stock": "\(shown.stock)",
                    "form": identity, "action": "save",
                ])
            #expect(sent.location == "/open-market/products/\(id)")

            // The stock typed is saved, and the name given elsewhere stays.
            let now = try await pages.client().product(id: id).product
            #expect(now.stock == 42)
            #expect(now.name == "Renamed elsewhere")
        }
    }

    // MARK: Item 2: uploads refused by size, in the form's own words

    @Test func aPictureOverTheLimitIsRefusedByNameAndNotKept() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            try await browser.get("/open-market/new")
            let large = onePixelPNG + Data(count: 310 * 1_024)
            let larger = onePixelPNG + Data(count: 1_200 * 1_024)
            let sent = try await browser.upload(
                "/open-market/new/save", fields: Self.fields("Large picture tea"),
                pictures: [("big.png", large), ("bigger.png", larger), ("small.png", onePixelPNG)])
            #expect(sent.location == "/open-market/new")
            let page = try await browser.get("/open-market/new")
            #expect(page.body.contains(#"id="om-pictures-message""#))
            #expect(page.body.contains("“big.png” is 311 KB, over the limit of 300 KB"), "\(page.body)")
            // Sizes are written as the page's other numbers are, digits grouped.
            #expect(page.body.contains("“bigger.png” is 1,201 KB"), "\(page.body)")
            #expect(page.body.contains(#"value="Large picture tea""#))
            // The small one is kept; the large one never was, and nothing was registered.
            #expect(try await browser.get("/open-market/new/pictures/1").status == .ok)
            #expect(try await browser.get("/open-market/new/pictures/2").status == .notFound)
            #expect(try await Self.count(named: "Large picture tea", pages) == 0)
        }
    }

    // One language after the other: each reads a 40 MB body, slowly in a debug build.
    @Test(.serialized, arguments: [Language.en, .ko])
    func aFormOverItsLimitKeepsWhatWasTypedAndSaysTheLimit(language: Language) async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            browser.cookies["lang"] = language.rawValue
            try await browser.get("/open-market/new")
            let huge = onePixelPNG + Data(count: 40 * 1_024 * 1_024)
            let sent = try await browser.upload(
                "/open-market/new/save", fields: Self.fields("Typed before the limit"),
                pictures: [("huge.png", huge)])
            // The form's own page, not a bare 413.
            #expect(sent.status == .seeOther)
            #expect(sent.location == "/open-market/new")
            let page = try await browser.get("/open-market/new")
            #expect(page.body.contains(#"value="Typed before the limit""#))
            let words = language.pick("more than 40 MB", "40MB를 넘어서")
            #expect(page.body.contains(words), "\(page.body)")
            #expect(try await browser.get("/open-market/new/pictures/1").status == .notFound)
            #expect(try await Self.count(named: "Typed before the limit", pages) == 0)
        }
    }

    @Test func aSixthPictureIsRefusedWithTheFormsMessage() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            try await browser.get("/open-market/new")
            let six = (1...6).map { ("tea-\($0).png", onePixelPNG) }
            let sent = try await browser.upload(
                "/open-market/new/save", fields: Self.fields("Six pictures tea"), pictures: six)
            // Not registered with five and the sixth dropped: the form says why.
            #expect(sent.location == "/open-market/new")
            let page = try await browser.get("/open-market/new")
            #expect(page.body.contains("A product can have at most 5 pictures"), "\(page.body)")
            #expect(try await browser.get("/open-market/new/pictures/5").status == .ok)
            #expect(try await Self.count(named: "Six pictures tea", pages) == 0)
        }
    }

    // MARK: Item 3: what is not there answers alike

    @Test func missingRefusedAndMalformedProductsAnswerAlike() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            for path in [
                "/open-market/products/0", "/open-market/products/00", "/open-market/products/0/edit",
                "/open-market/products/0/delete", "/open-market/products/1234567890",
                "/open-market/products/999999/edit",
            ] {
                let missing = try await browser.get(path)
                #expect(missing.status == .notFound, "\(path)")
                #expect(missing.body.contains("The market has no such product"), "\(path)")
                #expect(!missing.body.contains("Try again"), "\(path)")
                #expect(missing.body.contains(#"<a href="/open-market">"#), "\(path)")
            }
            let korean = try await browser.get("/open-market/products/0", headers: [.acceptLanguage: "ko"])
            #expect(korean.status == .notFound)
            #expect(korean.body.contains("그런 상품이 없어요"))
        }
    }

    @Test func anEditSavedAfterTheProductWasDeletedElsewhereSaysItIsGone() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            let edit = try await browser.get("/open-market/products/\(id)/edit")
            let identity = try #require(formIdentity(in: edit.body))
            // Deleted in a terminal while the form is open.
            _ = try await pages.client().deleteProduct(id: id)
            let saved = try await browser.post(
                "/open-market/products/\(id)/edit/save", ["name": "Typed for nothing", "form": identity])
            #expect(saved.location == "/open-market/products/\(id)/edit")
            let page = try await browser.get("/open-market/products/\(id)/edit")
            #expect(page.body.contains("This product is no longer in the market"), "\(page.body)")
            #expect(!page.body.contains("List the products"))
            #expect(!page.body.contains("/edit/retry"))
            #expect(page.body.contains(#"value="Typed for nothing""#))
            #expect(page.body.contains(#"<p class="om-back"><a href="/open-market">"#))
        }
    }

    @Test func aReloadAsksTheMarketAgain() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let ids = productIDs(in: try await browser.get("/open-market").body)
            let id = try #require(ids.first)
            let shown = try await browser.get("/open-market/products/\(id)")
            #expect(shown.status == .ok)
            // Deleted in a terminal while its page is open.
            _ = try await pages.client().deleteProduct(id: id)
            // Going to the page (a link, a redirect, Back) shows the session's screen as it is...
            #expect(try await browser.get("/open-market/products/\(id)").status == .ok)
            // ...and a reload reads the product again: it is gone.
            for reload in ["max-age=0", "no-cache"] {
                let again = try await browser.get(
                    "/open-market/products/\(id)", headers: [.cacheControl: reload])
                #expect(again.status == .notFound, "\(reload)")
                #expect(again.body.contains("The market has no such product"), "\(reload)")
            }
            let list = try await browser.get("/open-market", headers: [.cacheControl: "max-age=0"])
            #expect(!productIDs(in: list.body).contains(id))
            #expect(productIDs(in: list.body).contains(try #require(ids.last)))
        }
    }

    @Test func aListedProductFoundGoneLeavesTheList() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            // Deleted in a terminal while the list is open; its row is followed (a plain GET).
            _ = try await pages.client().deleteProduct(id: id)
            #expect(try await browser.get("/open-market/products/\(id)").status == .notFound)
            // Back on the list, it is read again: the product is no longer among its rows.
            let list = try await browser.get("/open-market")
            #expect(!productIDs(in: list.body).contains(id))
            #expect(!productIDs(in: list.body).isEmpty)
        }
    }

    @Test func anEditOfAStockAnotherSessionChangedMeanwhileIsHeldUntilSavedAgain() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var first = Browser(client)
            var second = Browser(client)
            let id = try #require(productIDs(in: try await first.get("/open-market").body).first)
            let path = "/open-market/products/\(id)/edit"
            let stock = String(try await pages.client().product(id: id).product.stock)
            // Both sessions open the edit form; the second saves a stock first.
            let firstForm = try #require(formIdentity(in: try await first.get(path).body))
            try await second.get("/open-market")
            let secondForm = try #require(formIdentity(in: try await second.get(path).body))
            try await second.post(path + "/save", ["form": secondForm, "shown-stock": stock, "stock": "808"])
            #expect(try await pages.client().product(id: id).product.stock == 808)

            // The first saves another stock: held, and the page says what the market has now.
            let held = try await first.post(
                path + "/save", ["form": firstForm, "shown-stock": stock, "stock": "909"])
            #expect(held.location == path)
            let page = try await first.get(path).body
            #expect(page.contains("Stock is now “808”"), "\(page)")
            #expect(page.contains("Save mine"))
            #expect(page.contains(#"value="909""#))
            #expect(try await pages.client().product(id: id).product.stock == 808)

            // "Save mine" saves it.
            try await first.post(path + "/retry")
            #expect(try await pages.client().product(id: id).product.stock == 909)
        }
    }

    @Test func aDeleteConfirmationShownAgainSaysTheProductIsGone() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            let id = try #require(productIDs(in: try await browser.get("/open-market").body).first)
            try await browser.get("/open-market/products/\(id)")
            try await browser.click("/open-market/products/\(id)/delete")
            let deleted = try await browser.click("/open-market/products/\(id)/delete/confirm")
            #expect(deleted.location == "/open-market")

            // Back to the confirmation: it says the product is gone.
            let shownAgain = try await browser.get("/open-market/products/\(id)/delete")
            #expect(shownAgain.status == .notFound)
            #expect(shownAgain.body.contains("The market has no such product"))
            // Its Delete (the old page's form) answers that, rather than landing on the list.
            let confirmedAgain = try await browser.post("/open-market/products/\(id)/delete/confirm")
            #expect(confirmedAgain.location == "/open-market/products/\(id)")
            let answer = try await browser.get("/open-market/products/\(id)")
            #expect(answer.status == .notFound)
            #expect(answer.body.contains("it may have been deleted"))
        }
    }

    // MARK: Item 17: the gallery's own server is shown

    @Test func theListShowsTheGallerysOwnServerForTheCLI() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let list = try await browser.get("/open-market")
            let address = try #require(await pages.localServerAddress()).absoluteString
            #expect(address.hasPrefix("http://127.0.0.1:"))
            #expect(
                list.body.contains(
                    #"<p class="om-server">This gallery&#39;s Open Market server: \#(address). In a terminal: OPEN_MARKET_SERVER=\#(address) open-market list</p>"#
                ), "\(list.body)")
        }
    }

    @Test func aGallerySellingElsewhereShowsNoServerOfItsOwn() async throws {
        try await withOtherMarket(sample: true) { configuration, _, _ in
            try await withMarket(configuration) { client, pages in
                var browser = Browser(client)
                let list = try await browser.get("/open-market")
                #expect(!list.body.contains("om-server"))
                #expect(await pages.localServerAddress() == nil)
            }
        }
    }

    /// An upload is refused whole, before anything runs, when it cannot be the register form as
    /// sent: another site's `Origin` (before its body is read), a body that is no well-formed
    /// multipart (400), a text field whose UTF-8 is broken (400: never stored with U+FFFD in it),
    /// or a text field longer than the gallery reads (413: never cut without a word).
    @Test func anUploadThatIsNotTheFormAsSentIsRefusedWholeInWords() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, pages in
            var browser = Browser(client)
            let form = try await browser.get("/open-market/new")
            let token = try #require(browser.token)
            let identity = try #require(formIdentity(in: form.body))
            func send(_ body: Data, type: String, origin: String? = nil) async throws -> Answer {
                var headers: HTTPFields = [.contentType: type]
                headers[.cookie] = browser.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(
                    separator: "; ")
                if let origin { headers[.origin] = origin }
                let response = try await client.executeRequest(
                    uri: "/open-market/new/save", method: .post, headers: headers,
                    body: ByteBuffer(bytes: body))
                return Answer(
                    status: response.status, body: String(buffer: response.body),
                    location: response.headers[.location], headers: response.headers)
            }
            func multipart(name: Data) -> Data {
                var fields = Self.fields("Refused tea")
                fields["token"] = token
                fields["form"] = identity
                fields["name"] = nil
                var body = Data()
                for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                    body.append(
                        Data(
                            "--b\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
                    )
                }
                body.append(Data("--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n".utf8))
                body.append(name)
                body.append(Data("\r\n--b--\r\n".utf8))
                return body
            }
            let multipartType = "multipart/form-data; boundary=b"
            let fine = multipart(name: Data("Refused tea".utf8))
            let foreign = try await send(fine, type: multipartType, origin: "http://elsewhere.example")
            #expect(foreign.status == .forbidden)
            for (body, type) in [
                (Data("Refused tea".utf8), multipartType),
                (fine, "multipart/form-data"),
                (fine, "multipart/form-data; boundary=c"),
                (multipart(name: Data([0x52, 0x65, 0xFF, 0xFE, 0x64])), multipartType),
            ] {
                let answer = try await send(body, type: type)
                #expect(answer.status == .badRequest, "\(type)")
                #expect(
                    answer.body.contains("Form can&#39;t be read")
                        || answer.body.contains("Form can't be read"))
            }
            var long = Self.fields("Refused tea")
            long["description"] = String(repeating: "가", count: 30_000)
            long["form"] = identity
            let tooLong = try await browser.upload("/open-market/new/save", fields: long, pictures: [])
            #expect(tooLong.status == .contentTooLarge)
            #expect(tooLong.body.contains("Too long to send"))
            #expect(try await Self.count(named: "Refused tea", pages) == 0)
            // The same form, as a browser sends it, registers.
            let sent = try await send(fine, type: multipartType, origin: nil)
            #expect(sent.status == .seeOther)
        }
    }
}

// MARK: - Helpers

/// The identity a page's product form carries (its hidden `form` field).
func formIdentity(in html: String) -> String? {
    guard let range = html.range(of: #"name="form" value=""#) else { return nil }
    let value = html[range.upperBound...].prefix { $0 != "\"" }
    return value.isEmpty ? nil : String(value)
}

/// One POST of the register form with `fields` and one picture, with `cookies` and `token`, as
/// one browser tab sends it (two of them at once are a double click).
func sendUpload(
    _ client: any TestClientProtocol, cookies: [String: String], token: String?, fields: [String: String]
) async throws -> Answer {
    var browser = Browser(client)
    browser.cookies = cookies
    var fields = fields
    if let token { fields["token"] = token }
    return try await browser.upload(
        "/open-market/new/save", fields: fields, pictures: [("tea.png", onePixelPNG)])

}
