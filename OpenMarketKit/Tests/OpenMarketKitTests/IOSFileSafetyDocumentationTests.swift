// What this kit's documents must say of its files on iOS, beside the shared
// `IOSFileSafetyTests` (Shared/KitTests).

extension IOSFileSafetyTests {
    /// The kit keeps no files (its image cache is in memory; the vendor's secret is the app's to
    /// keep in the Keychain, as its iOS article says).
    static let keepsFiles = false
}
