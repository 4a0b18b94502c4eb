import Testing

// What this kit's documents must say of its files on iOS, beside the shared
// `IOSFileSafetyTests` (Shared/KitTests).

extension IOSFileSafetyTests {
    /// The kit keeps the session and the popup's state in files: its iOS article names their
    /// protection class.
    static let keepsFiles = true

    @Test func theArticleOffersTheKeychainNotTheFileModeForTheToken() throws {
        let article = try text(Self.article)
        #expect(!article.contains("readable by its owner alone since it holds the session's token"))
        #expect(article.contains("Keychain"))
    }
}
