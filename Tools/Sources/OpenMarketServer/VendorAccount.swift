import Foundation

/// One vendor of `vendors.json`: who may create, edit and delete products.
///
/// The file is an array of these, written by hand or created by the server on its first run:
///
/// ```json
/// [{"identifier": "cd706a3e-66db-11ec-9626-796401f2341a", "name": "Sunny Stall", "password": "pa55word"}]
/// ```
public struct VendorAccount: Sendable, Hashable, Codable {
    /// The identifier clients send in the `identifier` header.
    public var identifier: String
    /// The name shown with the vendor's products.
    public var name: String
    /// The password clients send as `secret`.
    public var password: String

    /// A vendor account.
    public init(identifier: String, name: String, password: String) {
        self.identifier = identifier
        self.name = name
        self.password = password
    }

    /// A new account with a random identifier (a lowercase UUID) and a random 12-character
    /// password.
    public static func generated(name: String) -> VendorAccount {
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        let password = String(
            (0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
        return VendorAccount(identifier: UUID().uuidString.lowercased(), name: name, password: password)
    }
}
