import Foundation
import ToolSupport

/// The gallery's own words: a key of its string tables (`Strings/en.json`, `Strings/ko.json`).
enum GalleryWord: String, CaseIterable {
    case priceLabel, discountLabel, stockLabel, sellerLabel, registeredLabel, updatedLabel
    case choosePictures, removeChosen, sellingNamedOn
    case pictures, pictureOf, previousPicture, nextPicture, shareText, copyText, copiedText, copyFailed
    case diary, tryAgain, entryNotFound, noSuchEntry, diaryReadOnly, backToDiary, moreEntries
    case dismiss, autosaveFailed, save, saveAndGoBack, backToList, textToShare
    case selectToCopy, done, noExhibitNumbered, noSuchExhibit, oneMore, oneFewer
    case pictureTooLarge, pictureRefused, uploadTooLarge, noSuchProductMessage, noSuchProduct, sellingLocally,
        sellingOn
    case galleryServer, refresh, loadingProducts, refreshing, more, loadingMore
    case loading, keepIt, cancel, pictureHint, remove, removePicture
    case sending, productGone, alreadyRegistered, missingVendor, missingPassword, serverDidNotStart
    case noVendor, openMarket, notAllowed, forbiddenMessage, tooLong, tooLongMessage, unreadableForm
    case unreadableFormMessage
    case notPossibleHere, methodNotAllowedMessage, pageNotFound, notFoundMessage, allApps, languageSwitch
    case languageName, galleryTitle, fiveApps, starbucks, backToHome, starting
    case name, noSuchProductCode, weatherLegend, placeLabel, placeHint, locating, locationRefused
    case stillLoading, orderTakenAlready
}

extension GalleryWord {
    /// The gallery's string tables, read once from its bundle; `nil` when they cannot be read.
    static let tables = try? StringTables(
        folder: (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Strings"))

    /// What is wrong with the string tables: a word a language lacks or one no word uses, a
    /// text whose slots differ from English's, or tables that cannot be read; empty when nothing is.
    static var problems: [String] {
        tables?.problems(keys: allCases.map(\.rawValue)) ?? ["the gallery's string tables cannot be read"]
    }
}

extension Language {
    /// The `lang` of `text` shown on a page in this language, when it is written in the other of
    /// the gallery's two: Hangul on an English page is `ko`; Latin letters without Hangul on a
    /// Korean page are `en`. `nil` when it is the page's own or has no letters to tell by (data
    /// such as a product's name carries no language of its own, so its script decides).
    func tag(of text: String) -> String? {
        var latin = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return self == .en ? "ko" : nil
            case 0x41...0x5A, 0x61...0x7A: latin = true
            default: continue
            }
        }
        return latin && self == .ko ? "en" : nil
    }

    /// `word` in this language, its `{name}` slots filled from `values`.
    func text(_ word: GalleryWord, _ values: [String: String] = [:]) -> String {
        GalleryWord.tables?.text(word.rawValue, in: self, values) ?? word.rawValue
    }
}
