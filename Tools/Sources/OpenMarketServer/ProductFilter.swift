import Foundation

/// Which products a listing shows: all, or those whose name, or whose vendor's name, contains a
/// search text (`openMarket`'s `search_value`), ignoring case, accents and widths.
struct ProductFilter: Sendable {
    /// The text to find, folded as names are (``MarketDatabase/folded(_:)``); `nil` lets every
    /// product through.
    let folded: String?

    /// Every product.
    static let all = ProductFilter(folded: nil)

    private init(folded: String?) {
        self.folded = folded
    }

    /// Products whose name, or whose vendor's name, contains `text`; every product when `text`
    /// is empty or white space.
    init(search text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        folded = trimmed.isEmpty ? nil : MarketDatabase.folded(trimmed)
    }

    /// Whether every product is shown.
    var isEverything: Bool { folded == nil }

    /// Whether the names are searched through the trigram index: a text of 3 characters or
    /// more (shorter ones are looked for in every folded name).
    var usesIndex: Bool { (folded?.unicodeScalars.count ?? 0) >= 3 }

    /// The identifiers of the vendors in `directory` whose names contain the text.
    func vendorIdentifiers(in directory: VendorDirectory) -> [String] {
        guard let folded else { return [] }
        return directory.vendors.filter { MarketDatabase.folded($0.account.name).contains(folded) }
            .map(\.account.identifier)
    }
}
