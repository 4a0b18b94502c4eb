import Foundation

/// What a vendor needs to change the catalogue: its identifier and its password; and, when
/// known, who the vendor is in the catalogue, so a screen can tell its own products from others'.
///
/// The identifier travels as the `identifier` header; the password is sent as `secret` in
/// request bodies. Neither is ever logged by the kit.
///
/// The API shows a product's vendor by number and name (`vendor_id`, `vendors`), never by
/// identifier, and has no call that says which number an identifier has. So the credentials may
/// carry the vendor's number (``vendorID``, issued with the identifier, or read from a product the
/// vendor registered) or its name (``vendorName``), and ``ownership(of:)`` compares them with a
/// product's vendor:
///
/// ```swift
/// let vendor = VendorCredentials(
///     identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word", vendorID: 2)
/// let detail = try await client.product(id: 16)
/// if vendor.ownership(of: detail) == .anotherVendor {
///     print("Not yours: the server would refuse an edit.")
/// }
/// ```
public struct VendorCredentials: Sendable, Hashable {
    /// The vendor's identifier, a time-based UUID string issued by the server operator.
    public var identifier: String
    /// The vendor's password.
    public var password: String
    /// The vendor's number in the catalogue, as products show it (`vendor_id`, and the `id` of
    /// their `vendors`), when known.
    public var vendorID: Int?
    /// The vendor's name as the catalogue shows it (the `name` of a product's `vendors`, or
    /// `vendorName` in the `openMarket` generation), when known. Compared with a product's vendor
    /// only when ``vendorID`` is unknown, since two vendors may share a name.
    public var vendorName: String?

    /// Creates credentials from an identifier and a password, and who the vendor is in the
    /// catalogue when known (its number, or its name).
    public init(identifier: String, password: String, vendorID: Int? = nil, vendorName: String? = nil) {
        self.identifier = identifier
        self.password = password
        self.vendorID = vendorID
        self.vendorName = vendorName
    }

    /// Whose `product` is for this vendor: its own when its vendor is ``vendorID`` (or, with no
    /// number known, has the name ``vendorName``), another vendor's when it is not; unknown when
    /// the credentials say neither, or name a vendor whose name the product does not carry.
    public func ownership(of product: ProductDetail) -> ProductOwnership {
        ownership(vendorID: product.vendorID, vendorName: product.vendor?.name ?? product.vendorName)
    }

    /// Whose a product sold by vendor `vendorID`, named `vendorName` (when the answer names it),
    /// is for this vendor.
    func ownership(vendorID: Int, vendorName: String?) -> ProductOwnership {
        if let ownID = self.vendorID { return ownID == vendorID ? .own : .anotherVendor }
        guard let ownName = self.vendorName, let vendorName else { return .unknown }
        return ownName == vendorName ? .own : .anotherVendor
    }
}

/// Whose a product is, as far as the client's ``VendorCredentials`` tell: what decides whether a
/// screen offers to edit and delete it.
public enum ProductOwnership: Sendable, Hashable {
    /// The vendor of the credentials sells it: it may be edited and deleted.
    case own
    /// Another vendor sells it, or the client has no credentials: it cannot be changed from here.
    case anotherVendor
    /// The credentials do not say which vendor of the catalogue they are (no
    /// ``VendorCredentials/vendorID``, and no ``VendorCredentials/vendorName`` the product's
    /// vendor could be compared with): only the server can tell, when a change is sent.
    case unknown
}
