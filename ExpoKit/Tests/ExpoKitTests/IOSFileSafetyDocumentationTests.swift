import Testing

// What this kit's documents must say of its files on iOS, beside the shared
// `IOSFileSafetyTests` (Shared/KitTests).

extension IOSFileSafetyTests {
    /// The kit writes exports: its iOS article names their protection class.
    static let keepsFiles = true

    @Test func aPickedFolderIsOpenedByTheAppForAsLongAsTheModelsReadIt() throws {
        let article = try text(Self.article)
        #expect(article.contains("startAccessingSecurityScopedResource()"))
        #expect(article.contains("stopAccessingSecurityScopedResource()"))
        #expect(article.contains("no screen model built on that\nsource is left"))
    }
}
