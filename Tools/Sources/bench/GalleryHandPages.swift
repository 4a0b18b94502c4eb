import DiaryKit
import ExpoKit
import Foundation
import Gallery
import JuiceMakerKit
import OpenMarketKit
import StarbucksKit

/// The baseline of the gallery's rendering: each seed app's first page written into a `String`
/// by hand, from the same screen model's presentation values, with the same cleaning
/// (``SafeText``'s rules) and the same HTML escaping (`&`, `<`, `>`, `"`, `'`) the templates
/// apply, and the same bytes as the rendered page (``GalleryBenchmarks`` checks it).
@MainActor
struct GalleryHandPages {
    /// The page's language.
    let language: PageLanguage
    /// The session's form token.
    let token: String

    // MARK: The seed apps' first screens

    /// The juice maker's main screen (`/juice-maker`).
    func juiceMaker(_ model: JuiceMakerScreenModel) -> String {
        page(title: model.title, path: "/juice-maker", events: true) { out in
            out += "<section class=\"juice-maker\">\n"
            if let failure = model.phase.failure {
                out += "<div class=\"failure\" role=\"alert\"><p>"
                out.appendEscaped(failure.message)
                out += "</p>"
                if failure.isRetryable {
                    out += "<form method=\"post\" action=\"/juice-maker/retry\">"
                    appendToken(&out)
                    out += "<button type=\"submit\">"
                    out.appendEscaped(failure.retryTitle)
                    out += "</button></form>"
                }
                out += "</div>\n"
            }
            out += "<div id=\"juice-maker-stock\" data-live><ul class=\"stock\">\n"
            for label in model.stockLabels {
                out += "<li data-fruit=\""
                out.appendEscaped(label.fruit.rawValue)
                out += "\" aria-label=\""
                out.appendEscaped(label.accessibilityLabel)
                out += "\"><span class=\"emoji\" aria-hidden=\"true\">"
                out.appendEscaped(label.emoji)
                out += "</span><span class=\"count\">"
                out.appendEscaped(label.countText)
                out += "</span></li>\n"
            }
            out += "</ul>\n</div>\n<div class=\"orders\">\n"
            for button in model.orderButtons {
                out += "<form method=\"post\" action=\"/juice-maker/order\" data-step>"
                appendToken(&out)
                out += "<input type=\"hidden\" name=\"juice\" value=\""
                out.appendEscaped(button.juice.id)
                out += "\"><button type=\"submit\" aria-label=\""
                out.appendEscaped(button.accessibilityLabel)
                out += "\" title=\""
                out.appendEscaped(button.accessibilityHint)
                out += "\">"
                out.appendEscaped(button.title)
                out += "</button></form>\n"
            }
            out += "</div>\n<form class=\"edit-stock\" method=\"post\" action=\"/juice-maker/edit-stock\">"
            appendToken(&out)
            out += "<button type=\"submit\" aria-label=\""
            out.appendEscaped(model.editStockButton.accessibilityLabel)
            out += "\" title=\""
            out.appendEscaped(model.editStockButton.accessibilityHint)
            out += "\">"
            out.appendEscaped(model.editStockButton.title)
            out += "</button></form>\n</section>\n"
        } modal: { out in
            out += "<div id=\"juice-maker-editor\" data-live></div>\n"
        }
    }

    /// The Expo's poster (`/expo`), without pictures (placeholders naming them).
    func expoPoster(_ model: PosterScreenModel) -> String {
        page(title: model.navigationTitle, path: "/expo", events: false) { out in
            out += "<section class=\"expo\">\n"
            if model.phase.isLoading {
                out += "<p class=\"loading\" role=\"status\" aria-label=\""
                out.appendEscaped(model.loadingAccessibilityLabel)
                out += "\">…</p>"
            }
            out += "\n"
            if let failure = model.phase.failure {
                out += "<div class=\"failure\" role=\"alert\"><p>"
                out.appendEscaped(failure.message)
                out += "</p>"
                if failure.isRetryable {
                    out += "<form method=\"post\" action=\"/expo/retry\">"
                    appendToken(&out)
                    out += "<button type=\"submit\">"
                    out.appendEscaped(failure.retryTitle)
                    out += "</button></form>"
                }
                out += "</div>\n"
            }
            if let page = model.page {
                out += "<article class=\"expo-poster\" aria-label=\""
                out.appendEscaped(page.accessibilityLabel)
                out += "\">\n<h2 class=\"expo-title\">"
                for line in page.titleLines {
                    out += "<span>"
                    out.appendEscaped(line)
                    out += "</span>"
                }
                out += "</h2>\n<p class=\"expo-poster-picture\">"
                appendPlaceholder(&out, label: page.posterImageAccessibilityLabel, kind: "poster")
                out += "</p>\n<ul class=\"expo-facts\">\n<li>"
                out.appendEscaped(page.visitorsText)
                out += "</li>\n<li>"
                out.appendEscaped(page.locationText)
                out += "</li>\n<li>"
                out.appendEscaped(page.durationText)
                out += "</li>\n</ul>\n<div class=\"expo-story\">\n"
                for paragraph in page.paragraphs {
                    out += "<p>"
                    out.appendEscaped(paragraph)
                    out += "</p>"
                }
                out += "\n</div>\n<div class=\"expo-open\">\n"
                appendPlaceholder(&out, label: page.flagImageAccessibilityLabel, kind: "flag")
                out += "\n<form method=\"post\" action=\"/expo/show-exhibits\">"
                appendToken(&out)
                out += "<button type=\"submit\" title=\""
                out.appendEscaped(model.exhibitsButtonHint)
                out += "\">"
                out.appendEscaped(page.exhibitsButtonTitle)
                out += "</button></form>\n"
                appendPlaceholder(&out, label: page.flagImageAccessibilityLabel, kind: "flag")
                out += "\n</div>\n</article>\n"
            }
            out += "</section>\n"
        }
    }

    /// The diary's list (`/diary`).
    func diaryList(_ model: DiaryListScreenModel) -> String {
        page(title: model.title, path: "/diary", events: true) { out in
            out += "<section class=\"diary\">\n"
            if model.canAddEntry {
                out += "<form class=\"diary-new\" method=\"post\" action=\"/diary/new-entry\">"
                appendToken(&out)
                out += "<button type=\"submit\" aria-label=\""
                out.appendEscaped(model.newEntryActionTitle)
                out += "\" title=\""
                out.appendEscaped(model.newEntryActionTitle)
                out += "\">+</button></form>"
            }
            out += "\n<div id=\"diary-rows\" data-live aria-live=\"polite\">"
            if let notice = model.notice {
                out += "<div class=\"diary-notice\" role=\"status\"><p>"
                out.appendEscaped(notice)
                out += "</p><form method=\"post\" action=\"/diary/notice/dismiss\" data-step>"
                appendToken(&out)
                out += "<button type=\"submit\">"
                out.appendEscaped(language.pick("Dismiss", "닫기"))
                out += "</button></form></div>"
            }
            out += "\n"
            if let failure = model.phase.failure {
                out += "<div class=\"failure\" role=\"alert\"><p>"
                out.appendEscaped(failure.message)
                out += "</p>"
                if failure.isRetryable {
                    out += "<form method=\"post\" action=\"/diary/retry\">"
                    appendToken(&out)
                    out += "<button type=\"submit\">"
                    out.appendEscaped(failure.retryTitle)
                    out += "</button></form>"
                }
                out += "</div>"
            }
            out += "\n"
            if model.phase.isLoading { out += "<p class=\"loading\" role=\"status\">…</p>" }
            out += "\n"
            if let empty = model.emptyMessage {
                out += "<p class=\"diary-empty\">"
                out.appendEscaped(empty)
                out += "</p>"
            }
            out += "\n<ul class=\"diary-list\">\n"
            for item in model.items {
                let id = item.id.uuidString.lowercased()
                out += "<li><a href=\"/diary/entries/"
                out.appendEscaped(id)
                out += "\" aria-label=\""
                out.appendEscaped(item.accessibilityLabel)
                out += "\"><span class=\"diary-title\">"
                out.appendEscaped(item.title)
                out += "</span><span class=\"diary-day\">"
                out.appendEscaped(item.day)
                out += "</span><span class=\"diary-preview\">"
                out.appendEscaped(item.preview)
                out += "</span></a><div class=\"diary-row-actions\"><a href=\"/diary/entries/"
                out.appendEscaped(id)
                out += "/share?from=list\" aria-label=\""
                out.appendEscaped(model.shareActionTitle + ": " + item.title)
                out += "\">"
                out.appendEscaped(model.shareActionTitle)
                out += "</a>"
                if model.canDelete {
                    out += "<form method=\"post\" action=\"/diary/rows/"
                    out.appendEscaped(id)
                    out += "/delete\" data-step>"
                    appendToken(&out)
                    out += "<button type=\"submit\" aria-label=\""
                    out.appendEscaped(model.deleteActionTitle + ": " + item.title)
                    out += "\">"
                    out.appendEscaped(model.deleteActionTitle)
                    out += "</button></form>"
                }
                out += "</div></li>\n"
            }
            out += "</ul>\n"
            if model.hasMore {
                out += "<form class=\"diary-more\" method=\"post\" action=\"/diary/more\" data-step>"
                appendToken(&out)
                out += "<button type=\"submit\">"
                out.appendEscaped(language.pick("More entries", "더 보기"))
                out += "</button></form>"
            }
            out += "\n"
            if model.isLoadingMore {
                out += "<p class=\"loading\" role=\"status\">"
                out.appendEscaped(model.loadingMoreText)
                out += "</p>"
            }
            out += "\n</div>\n</section>\n"
        }
    }

    /// Starbucks' sign-in form (`/starbucks/sign-in`, where the launch leads on a first visit).
    func starbucksSignIn(_ model: LaunchScreenModel) -> String {
        page(title: language.pick("Starbucks", "스타벅스"), path: "/starbucks/sign-in", events: false) { out in
            out +=
                "<section class=\"starbucks starbucks-sign-in\">\n<p class=\"starbucks-logo\" aria-hidden=\"true\">☕️</p>\n"
            if let failure = model.phase.failure {
                out += "<div class=\"failure\" role=\"alert\">"
                if let title = failure.title {
                    out += "<p class=\"failure-title\">"
                    out.appendEscaped(title)
                    out += "</p>"
                }
                out += "<p>"
                out.appendEscaped(failure.message)
                out += "</p>"
                if failure.isRetryable {
                    out += "<form method=\"post\" action=\"/starbucks/retry\">"
                    appendToken(&out)
                    out += "<button type=\"submit\">"
                    out.appendEscaped(failure.retryTitle)
                    out += "</button></form>"
                }
                out += "</div>"
            }
            out += "\n<form method=\"post\" action=\"/starbucks/sign-in\" class=\"sign-in\">"
            appendToken(&out)
            out += "\n<label for=\"starbucks-name\">"
            out.appendEscaped(language.pick("Name", "이름"))
            out += "</label>\n<input id=\"starbucks-name\" name=\"name\" type=\"text\" value=\""
            out.appendEscaped(model.name)
            out += "\" placeholder=\""
            out.appendEscaped(model.namePrompt)
            out += "\" autocomplete=\"nickname\""
            if model.nameMessage != nil {
                out += " aria-invalid=\"true\" aria-describedby=\"starbucks-name-message\""
            }
            out += ">\n"
            if let message = model.nameMessage {
                out += "<p id=\"starbucks-name-message\" class=\"message\" role=\"alert\">"
                out.appendEscaped(message)
                out += "</p>"
            }
            out += "\n<button type=\"submit\" class=\"primary\" title=\""
            out.appendEscaped(model.signInHint)
            out += "\">"
            out.appendEscaped(model.signInTitle)
            out += "</button>\n</form>\n<form method=\"post\" action=\"/starbucks/skip\" class=\"skip\">"
            appendToken(&out)
            out += "<button type=\"submit\">"
            out.appendEscaped(model.skipTitle)
            out += "</button></form>\n</section>\n"
        }
    }

    /// Open Market's product list (`/open-market`), `seller` being the line naming who sells and
    /// `server` the one giving the gallery's own server (`nil` for another server).
    func openMarketList(_ model: ProductListScreenModel, seller: String, server: String?) -> String {
        page(title: model.title, path: "/open-market", events: true) { out in
            out += "<section class=\"om\">\n<div id=\"open-market-rows\" data-live aria-live=\"polite\">"
            out += "<p class=\"om-seller\">"
            out.appendEscaped(seller)
            out += "</p>\n<div class=\"om-toolbar\">\n"
            out += "<form method=\"post\" action=\"/open-market/layout\" data-step>"
            appendToken(&out)
            out += "<button class=\"om-layout\" type=\"submit\" aria-label=\""
            out.appendEscaped(model.layoutToggleAccessibilityLabel)
            out += "\">"
            for option in ProductListLayout.allCases {
                out += option == model.layout ? "<span class=\"current\">" : "<span>"
                out.appendEscaped(model.title(of: option))
                out += "</span>"
            }
            out += "</button></form>\n<form method=\"post\" action=\"/open-market/refresh\">"
            appendToken(&out)
            out += "<button class=\"om-refresh\" type=\"submit\">"
            out.appendEscaped(language.pick("Refresh", "새로 고침"))
            out += "</button></form>\n<form method=\"post\" action=\"/open-market/add\">"
            appendToken(&out)
            out += "<button class=\"om-add\" type=\"submit\" aria-label=\""
            out.appendEscaped(model.addProductAccessibilityLabel)
            out += "\" title=\""
            out.appendEscaped(model.addProductAccessibilityLabel)
            out += "\">+</button></form>\n</div>\n"
            if let failure = model.phase.failure ?? model.pagingFailure {
                out += "<div class=\"failure\" role=\"alert\">"
                if let title = failure.title {
                    out += "<p><strong>"
                    out.appendEscaped(title)
                    out += "</strong></p>"
                }
                out += "<p>"
                out.appendEscaped(failure.message)
                out += "</p>"
                if failure.isRetryable {
                    out += "<form method=\"post\" action=\"/open-market/retry\">"
                    appendToken(&out)
                    out += "<button type=\"submit\">"
                    out.appendEscaped(failure.retryTitle)
                    out += "</button></form>"
                }
                out += "</div>"
            }
            out += "\n"
            if model.showsSpinner {
                out += "<p class=\"loading\" role=\"status\">"
                out.appendEscaped(language.pick("Loading products…", "상품을 불러오는 중…"))
                out += "</p>"
            }
            out += "\n"
            if model.phase == .refreshing {
                out += "<p class=\"loading\" role=\"status\">"
                out.appendEscaped(language.pick("Refreshing…", "새로 고치는 중…"))
                out += "</p>"
            }
            out += "\n"
            if let empty = model.emptyText {
                out += "<p class=\"om-empty\">"
                out.appendEscaped(empty)
                out += "</p>"
            }
            out += model.layout == .grid ? "\n<ul class=\"om-rows om-grid\">\n" : "\n<ul class=\"om-rows\">\n"
            for row in model.rows {
                let summary = row.summary
                let id = String(row.id)
                out += "<li data-product=\""
                out += id
                out += "\"><a href=\"/open-market/products/"
                out += id
                out += "\" aria-label=\""
                out.appendEscaped(row.accessibilityLabel)
                out += "\" title=\""
                out.appendEscaped(row.accessibilityHint)
                out += "\"><img class=\"om-thumb\" src=\"/open-market/pictures/"
                out += id
                out += "/thumbnail\" alt=\""
                out.appendEscaped(row.pictureAccessibilityLabel)
                out += "\" loading=\"lazy\" width=\"64\" height=\"64\"><span class=\"om-name\">"
                out.appendEscaped(summary.name)
                out += "</span><span class=\"om-price\">"
                if let bargain = summary.bargainPriceText {
                    out += "<s>"
                    out.appendEscaped(summary.priceText)
                    out += "</s> <span class=\"om-bargain\">"
                    out.appendEscaped(bargain)
                    out += "</span>"
                } else {
                    out.appendEscaped(summary.priceText)
                }
                out +=
                    summary.isSoldOut
                    ? "</span><span class=\"om-stock om-sold-out\">" : "</span><span class=\"om-stock\">"
                out.appendEscaped(summary.stockText)
                out += "</span></a></li>\n"
            }
            out += "</ul>\n"
            if model.phase == .loaded && model.hasMorePages && model.pagingFailure == nil {
                out += "<form class=\"om-more\" method=\"post\" action=\"/open-market/more\" "
                out += "data-om-more data-step>"
                appendToken(&out)
                out += "<button type=\"submit\">"
                out.appendEscaped(language.pick("More", "더 보기"))
                out += "</button></form>"
            }
            out += "\n"
            if model.isLoadingNextPage {
                out += "<p class=\"loading\" role=\"status\">"
                out.appendEscaped(language.pick("Loading more…", "더 불러오는 중…"))
                out += "</p>"
            }
            out += "\n</div>\n"
            if let server {
                out += "<p class=\"om-server\">"
                out.appendEscaped(server)
                out += "</p>"
            }
            out += "\n</section>\n"
        }
    }

    // MARK: The layout

    /// The layout around `content` (in the screen's part, which a dialog makes inert) and `modal`
    /// (the dialogs, after it): the head, the way home, the language switch, the title.
    private func page(
        title: String, path: String, events: Bool, content: (inout String) -> Void,
        modal: (inout String) -> Void = { _ in }
    ) -> String {
        var out = ""
        out.reserveCapacity(8 * 1_024)
        out += "<!doctype html>\n<html lang=\""
        out.appendEscaped(language.rawValue)
        out += "\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
        out.appendEscaped(title)
        out += "</title>\n<link rel=\"stylesheet\" href=\"/assets/gallery.css\">\n"
        out += "<link rel=\"icon\" href=\"/assets/favicon.svg\" type=\"image/svg+xml\">\n"
        out += "<script src=\"/assets/gallery.js\" defer></script>\n</head>\n<body data-events=\""
        if events { out.appendEscaped(path + "/events") }
        out += "\">\n<main class=\"phone\">\n"
        out += "<header class=\"bar\">\n<a class=\"home\" href=\"/\">← "
        out.appendEscaped(language.pick("All apps", "모든 앱"))
        out += "</a>\n<form class=\"language\" method=\"post\" action=\"/language\" aria-label=\""
        out.appendEscaped(language.pick("Language", "언어"))
        out += "\">"
        appendToken(&out)
        out += "<input type=\"hidden\" name=\"back\" value=\""
        out.appendEscaped(path)
        out += "\">"
        for option in PageLanguage.allCases {
            out += "<button type=\"submit\" name=\"lang\" value=\""
            out.appendEscaped(option.rawValue)
            out += option == language ? "\" aria-current=\"true\" disabled>" : "\">"
            out.appendEscaped(option.pick("English", "한국어"))
            out += "</button>"
        }
        out += "</form>\n</header>\n<div class=\"screen\">\n<h1 tabindex=\"-1\">"
        out.appendEscaped(title)
        out += "</h1>\n"
        content(&out)
        out += "\n</div>\n"
        modal(&out)
        out += "\n</main>\n</body>\n</html>\n"
        return out
    }

    /// The hidden field carrying the session's token.
    private func appendToken(_ out: inout String) {
        out += "<input type=\"hidden\" name=\"token\" value=\""
        out.appendEscaped(token)
        out += "\">"
    }

    /// The placeholder of an Expo picture the folder does not have (its template's line, with its
    /// line break).
    private func appendPlaceholder(_ out: inout String, label: String, kind: String) {
        out += "<span class=\"expo-picture "
        out.appendEscaped(kind)
        out += " placeholder\" role=\"img\" aria-label=\""
        out.appendEscaped(label)
        out += "\">"
        out.appendEscaped(label)
        out += "</span>\n"
    }
}

extension String {
    /// Appends `text` cleaned as ``SafeText/clean(_:)`` cleans it (control characters removed,
    /// tabs and line breaks as spaces) and escaped for HTML as the templates' `{{ }}` escape it,
    /// in one pass.
    fileprivate mutating func appendEscaped(_ text: String) {
        // Most text has nothing to clean or escape: appended whole.
        guard text.unicodeScalars.contains(where: Self.needsWork) else {
            self += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: self += "&amp;"
            case 0x3C: self += "&lt;"
            case 0x3E: self += "&gt;"
            case 0x22: self += "&quot;"
            case 0x27: self += "&#39;"
            case 0x09, 0x0A, 0x0D: self += " "
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether `scalar` is escaped or cleaned.
    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E,
            0x2066...0x2069:
            true
        default: false
        }
    }
}
