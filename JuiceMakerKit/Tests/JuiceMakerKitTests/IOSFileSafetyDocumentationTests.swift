import Testing

// What this kit's documents must say of its files on iOS, beside the shared
// `IOSFileSafetyTests` (Shared/KitTests).

extension IOSFileSafetyTests {
    /// The kit keeps an inventory file: its iOS article names its protection class.
    static let keepsFiles = true

    @Test func aPickedFileIsOpenedByTheAppForAsLongAsTheKitUsesIt() throws {
        for document in ["Sources/JuiceMakerKit/JuiceMakerKit.docc/UsingInAnIOSApp.md", "README.md"] {
            let words = try text(document)
            #expect(words.contains("startAccessingSecurityScopedResource()"), "\(document)")
            #expect(words.contains("stopAccessingSecurityScopedResource()"), "\(document)")
        }
    }
}
