/// Words that differ by the page's language (a name typed into a form, a picture's caption).
struct Localized: Sendable, Equatable {
    /// In English.
    let en: String
    /// In Korean.
    let ko: String

    /// The words in `language` (`ko`, else English).
    func pick(_ language: String) -> String { language == "ko" ? ko : en }
}

/// What the browser does on the way to a screen.
enum Step: Sendable, Equatable {
    /// Opens the gallery's `path` (a GET) and waits for the page to load.
    case open(String)
    /// Clicks the element the CSS selector finds (a link, or a form's button: the form is posted
    /// and the 303 followed) and waits for the page that follows.
    case click(String)
    /// Types the words into the input the CSS selector finds; nothing is sent.
    case fill(String, Localized)
    /// Chooses pictures in the file input the CSS selector finds, as a person picking files: one
    /// PNG for each name (a swatch of the sample catalogue's, written to a scratch folder).
    case choose(String, [String])
    /// Does the steps again and again while the CSS selector finds something (at most
    /// ``ScreenPlan/repeatLimit`` times): every entry deleted, however many the list has.
    indirect case repeatWhile(String, [Step])
    /// Waits until the screen has settled, as before a picture: every section and picture come.
    case settle
}

/// One picture: an app's screen, reached by `steps` from where the previous picture left the
/// browser (the session and its screen models carry over, as they do for a person clicking).
struct ScreenShot: Sendable {
    /// The app's slug (its gallery URL's first part), or `gallery` for the start page.
    let app: String
    /// The screen's name in the file's name (`out-of-stock`).
    let screen: String
    /// What the picture shows, for its alt text and the README's table.
    let caption: String
    /// The way there.
    let steps: [Step]
    /// The browser's default font size for this screen, in CSS pixels: 16 (Chromium's own), or
    /// 32 for the large-text screens (200 %, as a person with low vision sets it).
    var textSize = ScreenPlan.textSize
    /// Whether the screen shows a load under way: taken (`gallery-screenshots --loading`) from a
    /// gallery whose answers are slow (`app-gallery --latency`), as soon as the page shows,
    /// without waiting for what it loads.
    var whileLoading = false

    /// The picture's file name: `<app>-<screen>-<language>.png`.
    func fileName(language: String) -> String { "\(app)-\(screen)-\(language).png" }
}

/// An app whose screens the README shows, and the kit whose README shows them too.
struct ScreenApp: Sendable {
    /// The app's slug.
    let slug: String
    /// Its name in the tables.
    let name: String
    /// The kit's folder (`JuiceMakerKit`), whose README gets the app's table; `nil` for the start page.
    let kit: String?
}

/// Every screen `make screenshots` takes, in the order a person would click through them.
enum ScreenPlan {
    /// The languages every screen is taken in.
    static let languages = ["en", "ko"]

    /// The browser's default font size (CSS pixels), and the large text's (200 %).
    static let textSize = 16
    static let largeTextSize = 32

    /// How many times a ``Step/repeatWhile(_:_:)`` does its steps at most.
    static let repeatLimit = 50

    /// An app's screen at 200 % text (`large-text`), opened at `path`: a short screen, since the
    /// picture is taken whole (a list at 200 % would be several phones tall in the README).
    private static func largeText(_ app: String, _ caption: String, path: String) -> ScreenShot {
        ScreenShot(
            app: app, screen: "large-text", caption: "\(caption) at 200 % text", steps: [.open(path)],
            textSize: largeTextSize)
    }

    /// The apps, in the start page's order.
    static let apps: [ScreenApp] = [
        ScreenApp(slug: "gallery", name: "App gallery", kit: nil),
        ScreenApp(slug: "juice-maker", name: "Juice maker", kit: "JuiceMakerKit"),
        ScreenApp(slug: "open-market", name: "Open Market", kit: "OpenMarketKit"),
        ScreenApp(slug: "expo", name: "Exposition", kit: "ExpoKit"),
        ScreenApp(slug: "diary", name: "Diary", kit: "DiaryKit"),
        ScreenApp(slug: "starbucks", name: "Starbucks", kit: "StarbucksKit"),
    ]

    /// Every screen, in order: the start page, then each app from its first screen.
    static let all: [ScreenShot] = start + juiceMaker + openMarket + expo + diary + starbucks

    /// The start page.
    static let start = [
        ScreenShot(
            app: "gallery", screen: "start", caption: "The start page: the five apps", steps: [.open("/")])
    ]

    /// The juice maker: main screen, an order served, an order short of fruit, the stock editor.
    static let juiceMaker = [
        ScreenShot(
            app: "juice-maker", screen: "main", caption: "Main screen: the stock and the order buttons",
            steps: [.open("/juice-maker")]),
        ScreenShot(
            app: "juice-maker", screen: "served", caption: "An order served (alert)",
            steps: [.click(order("strawberry-banana"))]),
        ScreenShot(
            app: "juice-maker", screen: "out-of-stock", caption: "An order short of fruit (alert)",
            steps: [.click(alertAction(first: true)), .click(order("strawberry"))]),
        ScreenShot(
            app: "juice-maker", screen: "stock-editor",
            caption: "The stock editor (a sheet), strawberries stepped up",
            steps: [.click(alertAction(first: false))]
                + Array(repeating: .click("#plus-strawberry"), count: 6)),
        largeText("juice-maker", "The main screen", path: "/juice-maker"),
    ]

    /// Open Market, on the local server's sample catalogue (its dates fixed by the script): the
    /// list, the grid, a product's detail, its edit form and delete question, the register form,
    /// and the register form refusing a price that is not a number.
    static let openMarket = [
        ScreenShot(
            app: "open-market", screen: "list", caption: "The product list", steps: [.open("/open-market")]),
        ScreenShot(
            app: "open-market", screen: "grid", caption: "The product grid (the layout toggle)",
            steps: [.click(openMarketLayout)]),
        ScreenShot(
            app: "open-market", screen: "next-page", caption: "The next page loading (a slow server)",
            steps: [.open("/open-market"), .settle, .click("form.om-more button")], whileLoading: true),
        ScreenShot(
            app: "open-market", screen: "detail", caption: "A product's detail with its pictures",
            steps: [.click("li[data-product='3'] a")]),
        ScreenShot(
            app: "open-market", screen: "edit", caption: "The edit form (a sheet) with the current pictures",
            steps: [.click("button.om-edit")]),
        ScreenShot(
            app: "open-market", screen: "delete-confirmation",
            caption: "Deleting a product: the confirmation",
            steps: [.click("form[action$='/edit/cancel'] button"), .click("button.om-delete")]),
        ScreenShot(
            app: "open-market", screen: "register", caption: "The register form (a sheet)",
            steps: [
                .click("form[action$='/delete/cancel'] button"), .open("/open-market"),
                .click(openMarketLayout),
                .click("form[action='/open-market/add'] button"),
            ]),
        ScreenShot(
            app: "open-market", screen: "register-pictures",
            caption: "The register form filled in, two pictures chosen (previews)",
            steps: [
                .fill("#om-name", Localized(en: "Walnut butter knife", ko: "호두나무 버터나이프")),
                .fill("#om-price", Localized(en: "12", ko: "12000")),
                .fill("#om-stock", Localized(en: "5", ko: "5")),
                .fill(
                    "#om-description",
                    Localized(en: "Oiled walnut, hand carved.", ko: "손으로 깎아 오일로 마감한 호두나무 나이프예요.")),
                .choose("#om-pictures", ["knife-front.png", "knife-side.png"]),
            ]),
        ScreenShot(
            app: "open-market", screen: "register-invalid", caption: "The register form refusing a price",
            steps: [
                .fill("#om-price", Localized(en: "twelve", ko: "만 이천 원")),
                .click("form.om-form button.done"),
            ]),
        largeText("open-market", "A product's detail", path: "/open-market/products/3"),
    ]

    /// Open Market's list/grid toggle.
    private static let openMarketLayout = "form[action='/open-market/layout'] button"

    /// The Expo: poster, exhibit list, an exhibit.
    static let expo = [
        ScreenShot(app: "expo", screen: "poster", caption: "The poster", steps: [.open("/expo")]),
        ScreenShot(
            app: "expo", screen: "exhibits", caption: "The exhibit list",
            steps: [.click("form[action='/expo/show-exhibits'] button")]),
        ScreenShot(
            app: "expo", screen: "exhibit", caption: "An exhibit",
            steps: [.click("form[action='/expo/exhibits/select'] button")]),
        largeText("expo", "An exhibit", path: "/expo/exhibits/1"),
    ]

    /// The diary (seeded with entries of fixed days): list, new entry, the new entry with the
    /// weather recorded (the gallery asks a weather service: `make screenshots` and the axe test
    /// give it the weather stand-in), an entry's editor, its share text, the delete confirmation, the list after the delete, the list at 200 % text, and the
    /// list once every entry is deleted.
    static let diary = [
        ScreenShot(app: "diary", screen: "list", caption: "The list of entries", steps: [.open("/diary")]),
        ScreenShot(
            app: "diary", screen: "new-entry", caption: "A new entry's editor",
            steps: [.click("form[action='/diary/new-entry'] button")]),
        ScreenShot(
            app: "diary", screen: "weather", caption: "A new entry with the weather where you are",
            steps: [
                .fill("#diary-title", Localized(en: "Harbour walk", ko: "항구 산책")),
                .fill("#diary-place", Localized(en: "37.57,126.98", ko: "37.57,126.98")),
                .click("button[data-locate]"),
            ]),
        ScreenShot(
            app: "diary", screen: "editor", caption: "An entry's editor",
            steps: [.open("/diary"), .click("a[href^='/diary/entries/']")]),
        ScreenShot(
            app: "diary", screen: "share", caption: "An entry's text to share (a sheet)",
            steps: [.click("button[name='action'][value='share']")]),
        ScreenShot(
            app: "diary", screen: "delete-confirmation", caption: "Deleting an entry: the confirmation",
            steps: [.click("form[action$='/share/done'] button"), .click("form.diary-delete button")]),
        ScreenShot(
            app: "diary", screen: "deleted", caption: "The list after a delete, with its notice",
            steps: [.click("form[action$='/delete/confirm'] button")]),
        largeText("diary", "The list of entries", path: "/diary"),
        ScreenShot(
            app: "diary", screen: "empty", caption: "The list with no entry left",
            steps: [
                .open("/diary"),
                .repeatWhile(
                    ".diary-list li",
                    [
                        .click(".diary-list li .diary-row-actions form button"),
                        .click("form[action$='/delete/confirm'] button"),
                    ]
                ),
                // The notice of the last delete, dismissed: the list as it stays.
                .repeatWhile(".diary-notice form button", [.click(".diary-notice form button")]),
            ]),
    ]

    /// Starbucks: sign-in, the event popup over home (its period from the gallery's clock, which
    /// `make screenshots` sets with `app-gallery --now`), home, What's New, a product, home at
    /// 200 % text, and the sign-in form again after signing out.
    static let starbucks = [
        ScreenShot(app: "starbucks", screen: "sign-in", caption: "Sign-in", steps: [.open("/starbucks")]),
        ScreenShot(
            app: "starbucks", screen: "home-loading", caption: "Home while its sections load (placeholders)",
            steps: [
                .open("/starbucks"), .fill("#starbucks-name", Localized(en: "Minji", ko: "민지")),
                .click("form.sign-in button[type='submit']"),
            ], whileLoading: true),
        ScreenShot(
            app: "starbucks", screen: "event-popup", caption: "The event popup over home",
            steps: [
                .fill("#starbucks-name", Localized(en: "Minji", ko: "민지")),
                .click("form.sign-in button[type='submit']"),
            ]),
        ScreenShot(
            app: "starbucks", screen: "home", caption: "Home, every section arrived",
            steps: [.click(popupAction("today"))]),
        ScreenShot(
            app: "starbucks", screen: "whats-new", caption: "What's New",
            steps: [.click("form[action='/starbucks/home/whats-new'] button")]),
        ScreenShot(
            app: "starbucks", screen: "product", caption: "A product's detail",
            steps: [.open("/starbucks/home"), .click("a.tile")]),
        largeText("starbucks", "Home", path: "/starbucks/home"),
        ScreenShot(
            app: "starbucks", screen: "signed-out", caption: "Signed out (home's last button): sign-in again",
            steps: [.click("form.sign-out button")]),
    ]

    /// The order button of the juice `id`.
    private static func order(_ id: String) -> String {
        "form[action='/juice-maker/order']:has(input[name='juice'][value='\(id)']) button"
    }

    /// The alert's first action (OK), or its last (the stock editor, after a shortage).
    private static func alertAction(first: Bool) -> String {
        "dialog.alert .actions form:\(first ? "first" : "last")-of-type button"
    }

    /// The event popup's button of `action` (`today`, `forever`, `close`).
    private static func popupAction(_ action: String) -> String {
        "form[action='/starbucks/home/popup']:has(input[name='action'][value='\(action)']) button"
    }
}
