import Foundation
import StarbucksKit
import ToolSupport

/// Starbucks' pages (`starbucks*.mustache`): what each screen has, the others' left out.
struct StarbucksValues: PageValues {
    struct Failure: Encodable {
        let title: String?
        let message, retry: String
        let retryable: Bool
        let action: String
    }
    struct SignIn: Encodable {
        let name, prompt, nameLabel, title, hint, skip: String
        let message: String?
    }
    struct Row: Encodable {
        let label, value: String
        /// The value's language when it is not the page's (`ko` for `에스프레소` on an English page).
        var valueLang: String? = nil
    }
    /// A line of the page's language with a stretch in the other (a name), marked.
    struct Marked: Encodable {
        struct Other: Encodable { let text, lang: String }
        let before: String
        let other: Other?
        let after: String
    }
    /// A product's names: the one in the page's language first, each with its language.
    struct Names: Encodable {
        let first, firstLang: String
        let second, secondLang: String?
    }
    struct Section: Encodable {
        struct Shelf: Encodable {
            struct Tile: Encodable {
                let url: String
                let name: Names
                let label, state, pictureText: String
                let src: String?
            }
            let title: String
            /// The title shown, the name in it marked by its language.
            let heading: Marked
            let empty: String?
            let tiles: [Tile]
        }
        struct Banner: Encodable {
            let title, state: String
            let src, empty: String?
        }
        struct Strip: Encodable {
            struct Item: Encodable {
                let title, label, state: String
                let src: String?
            }
            let title, link, url: String
            /// The title's language when it is not the page's ("What's New" on a Korean page).
            let titleLang: String?
            let empty: String?
            let items: [Item]
        }
        let id: String
        var placeholder: String?
        var failure: Failure?
        var greeting: Marked?
        var shelf: Shelf?
        var banner: Banner?
        var whatsNew: Strip?
    }
    struct Popup: Encodable {
        struct Action: Encodable {
            let action, title: String
            /// Whether Escape presses it (Close: the popup shows again next time).
            let dismisses: Bool
        }
        let title: String
        let details: [Row]
        let description: String
        let actions: [Action]
        let busy: Bool
        let failure: Failure?
        let url: String
    }
    struct WhatsNewRow: Encodable {
        let title, label, state, pictureText: String
        let subtitle, period, src: String?
    }
    struct Picture: Encodable {
        let state, text, label: String
        let src: String?
    }
    struct Product: Encodable {
        let name: Names
        let details: [Row]
        let nutritionTitle: String
        let nutrition: [Row]
        let description, recommendation, nutritionEmpty: String?
    }
    struct URLs: Encodable {
        let home, signIn, skip, signOut: String
    }
    var page: PageChrome?
    let back, refresh: String
    /// The language of the menu's own text when it is not the page's (`ko` on an English page).
    let dataLang: String?
    var loading = false
    /// A load under way: the screen's, a refresh, or the product's picture.
    var isPending: Bool { loading || refreshing || picture?.state == "pending" }
    var refreshing = false
    var launching, placeholder, empty, message: String?
    var failure: Failure?
    var signIn: SignIn?
    var sections: [Section] = []
    var notices: [String] = []
    var signOut: ButtonValues?
    /// On a guest's home, the title of the link to the sign-in form (instead of signing out).
    var signInLink: String?
    var popup: Popup?
    var rows: [WhatsNewRow] = []
    var picture: Picture?
    var product: Product?
    var refreshURL: String?
    let urls = URLs(
        home: StarbucksRoute.home.path, signIn: StarbucksRoute.sendSignIn.path,
        skip: StarbucksRoute.skip.path,
        signOut: StarbucksRoute.signOut.path)
}
