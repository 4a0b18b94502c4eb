import Foundation

/// Which products a listing shows: all, or those matching a search text (`openMarket`).
struct ProductFilter: Sendable {
    /// The text to find, folded for comparison; `nil` lets every product through.
    private let folded: String?
    /// The folded name of each vendor, by identifier.
    private let vendorNames: [String: String]

    /// Every product.
    static let all = ProductFilter(folded: nil, vendorNames: [:])

    private init(folded: String?, vendorNames: [String: String]) {
        self.folded = folded
        self.vendorNames = vendorNames
    }

    /// Products whose name, or whose vendor's name, contains `text`, ignoring case and accents;
    /// every product when `text` is empty.
    init(search text: String, vendors: VendorDirectory) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        folded = trimmed.isEmpty ? nil : Self.fold(trimmed)
        vendorNames = Dictionary(
            vendors.vendors.map { ($0.account.identifier, Self.fold($0.account.name)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Whether every product is shown.
    var isEverything: Bool { folded == nil }

    /// Whether `product` is shown.
    func admits(_ product: StoredProduct) -> Bool {
        guard let folded else { return true }
        return Self.fold(product.name).contains(folded)
            || (vendorNames[product.vendor]?.contains(folded) ?? false)
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
