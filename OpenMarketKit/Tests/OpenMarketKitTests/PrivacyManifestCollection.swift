// What this kit's privacy manifest must say it collects, checked by the shared
// `PrivacyManifestTests` (Shared/KitTests).

extension PrivacyManifestTests {
    /// The data the kit sends off the device: none.
    static let collectedData: Set<CollectedData> = []
}
