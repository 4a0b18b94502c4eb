import Foundation

/// The vendors of `vendors.json` as read once, with the numeric id each has in the database.
///
/// A vendor's numeric id in answers (`vendor_id`) is given by the database the first time its
/// identifier appears and never changes (see ``VendorRegistry``).
struct VendorDirectory: Sendable {
    /// A vendor with the id the API shows.
    struct Vendor: Sendable, Hashable {
        /// The vendor's id, given once by the database.
        let id: Int
        /// The account as written in the file.
        let account: VendorAccount
        /// When the vendors file was last written; the API shows it as the vendor's dates.
        let since: Timestamp
    }

    /// The vendors, in file order.
    let vendors: [Vendor]
    private let byIdentifier: [String: Vendor]

    /// The longest identifier, name or password the file may hold.
    static let maximumFieldLength = 200

    /// A directory of `accounts`, in order, each with its id in `ids` (its position in the file,
    /// from 1, when `ids` has none).
    init(_ accounts: [VendorAccount], ids: [String: Int] = [:], since: Timestamp) {
        vendors = accounts.enumerated().map {
            Vendor(id: ids[$0.element.identifier] ?? $0.offset + 1, account: $0.element, since: since)
        }
        byIdentifier = Dictionary(vendors.map { ($0.account.identifier, $0) }) { first, _ in first }
    }

    /// The vendor whose identifier is `identifier`.
    func vendor(identifier: String) -> Vendor? {
        byIdentifier[identifier]
    }

    // MARK: - The file

    /// The accounts `vendors.json` at `url` lists.
    ///
    /// - Throws: ``MarketServerError`` of kind `invalidData` when the file is not an array of
    ///   vendors with non-empty, distinct identifiers, names and passwords; `fileSystem` when it
    ///   cannot be read.
    static func read(from url: URL) throws(MarketServerError) -> [VendorAccount] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MarketServerError.fileSystem(
                StoreFiles.errnoCode(of: error) ?? EIO, path: url.path, writing: false)
        }
        return try parse(data, path: url.path)
    }

    /// Refuses `accounts`, read from the file at `path`, when they list no vendor: a catalogue
    /// needs one to own its products.
    ///
    /// - Throws: ``MarketServerError`` of kind `invalidData`.
    static func requireVendors(in accounts: [VendorAccount], path: String) throws(MarketServerError) {
        if accounts.isEmpty { throw noVendor(path: path) }
    }

    /// The error for a `vendors.json` at `path` that lists no vendor.
    static func noVendor(path: String) -> MarketServerError {
        MarketServerError.invalidData(
            .noVendor, path: path,
            "\(path) lists no vendor, so nobody could sell; add one, or delete the file.")
    }

    /// The accounts `data` lists.
    static func parse(_ data: Data, path: String) throws(MarketServerError) -> [VendorAccount] {
        let fix = "write it as an array of {\"identifier\", \"name\", \"password\"} objects, or move it away"
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MarketServerError.invalidData(
                .vendorsNotAList, path: path, "\(path) is not valid JSON; \(fix).")
        }
        guard let entries = root as? [Any] else {
            throw MarketServerError.invalidData(
                .vendorsNotAList, path: path, "\(path) is not a JSON array; \(fix).")
        }
        guard !entries.isEmpty else { throw noVendor(path: path) }
        var accounts: [VendorAccount] = []
        var seen: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let place = "\(path): vendor \(index + 1)"
            guard let object = entry as? [String: Any] else {
                throw MarketServerError.invalidData(
                    .vendorNotAnObject(vendor: index + 1), path: path, "\(place) is not an object; \(fix).")
            }
            var fields: [String] = []
            for key in ["identifier", "name", "password"] {
                guard let value = object[key] as? String else {
                    throw MarketServerError.invalidData(
                        .vendorLacks(vendor: index + 1, key: key), path: path,
                        "\(place) has no \"\(key)\" text; \(fix).")
                }
                guard !value.isEmpty, value.count <= maximumFieldLength,
                    !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                else {
                    throw MarketServerError.invalidData(
                        .vendorBadText(vendor: index + 1, key: key, limit: maximumFieldLength), path: path,
                        "\(place) has an empty, overlong (over \(maximumFieldLength) characters) or "
                            + "control-character \"\(key)\"; correct it.")
                }
                fields.append(value)
            }
            guard seen.insert(fields[0]).inserted else {
                throw MarketServerError.invalidData(
                    .vendorRepeated(vendor: index + 1, identifier: fields[0]), path: path,
                    "\(place) repeats the identifier \(fields[0]); give each vendor its own.")
            }
            accounts.append(VendorAccount(identifier: fields[0], name: fields[1], password: fields[2]))
        }
        return accounts
    }

    /// Writes `accounts` as a new vendors file at `url` (atomically, readable by the owner only).
    static func create(_ accounts: [VendorAccount], at url: URL) throws(MarketServerError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(accounts)
        } catch {
            throw MarketServerError(.fileSystem, "Can't encode the vendors file; report this as a bug.")
        }
        try StoreFiles.writeAtomically(data + Data("\n".utf8), to: url, permissions: 0o600)
    }
}
