import Foundation

/// What a vendor needs to change the catalogue: its identifier and its password.
///
/// The identifier travels as the `identifier` header; the password is sent as `secret` in
/// request bodies. Neither is ever logged by the kit.
public struct VendorCredentials: Sendable, Hashable {
    /// The vendor's identifier, a time-based UUID string issued by the server operator.
    public var identifier: String
    /// The vendor's password.
    public var password: String

    /// Creates credentials from an identifier and a password.
    public init(identifier: String, password: String) {
        self.identifier = identifier
        self.password = password
    }
}
