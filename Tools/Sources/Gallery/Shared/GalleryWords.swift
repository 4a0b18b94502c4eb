import Foundation
import ToolSupport

/// The gallery's own words: a key of its string tables (`Strings/en.json`, `Strings/ko.json`).
enum GalleryWord: String, CaseIterable {
    case priceLabel, discountLabel, stockLabel, sellerLabel, registeredLabel, updatedLabel
    case choosePictures, removeChosen, sellingNamedOn
    case pictures, pictureOf, previousPicture, nextPicture, shareText, copyText, copiedText, copyFailed
    case diary, tryAgain, entryNotFound, noSuchEntry, backToDiary, moreEntries
    case dismiss, autosaveFailed, save, saveAndGoBack, backToList, textToShare
    case selectToCopy, done, noExhibitNumbered, noSuchExhibit, oneMore, oneFewer
    case pictureTooLarge, uploadTooLarge, noSuchProductMessage, noSuchProduct, sellingLocally, sellingOn
    case galleryServer, refresh, loadingProducts, refreshing, more, loadingMore
    case loading, keepIt, cancel, pictureHint, remove, removePicture
    case sending, productGone, alreadyRegistered, missingVendor, missingPassword, serverDidNotStart
    case noVendor, openMarket, notAllowed, forbiddenMessage, tooLong, tooLongMessage
    case notPossibleHere, methodNotAllowedMessage, pageNotFound, notFoundMessage, allApps, languageSwitch
    case languageName, galleryTitle, fiveApps, starbucks, backToHome, starting
    case name, noSuchProductCode, weatherLegend, placeLabel, placeHint, locating, locationRefused
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
    /// `word` in this language, its `{name}` slots filled from `values`.
    func text(_ word: GalleryWord, _ values: [String: String] = [:]) -> String {
        GalleryWord.tables?.text(word.rawValue, in: self, values) ?? word.rawValue
    }
}
