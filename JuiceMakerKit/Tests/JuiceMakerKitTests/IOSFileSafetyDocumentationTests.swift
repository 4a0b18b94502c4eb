import Foundation
import Testing

/// What the kit's documentation says keeps its files safe on iOS, held to the kit's sources: the
/// kit sets no Data Protection class, so the documents must name the app's default one, and say who opens a picked file's security-scoped URL.
@Suite("The documentation says what protects the kit's files on iOS")
struct IOSFileSafetyDocumentationTests {
    /// The kit's package folder, found from this file (`<Kit>/Tests/<Kit>Tests`).
    private static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file of the package.
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theKitSetsNoProtectionClassAndTheIOSArticleNamesTheDefaultOne() throws {
        // Given the kit's Swift sources
        let sources = Self.package.appendingPathComponent("Sources/JuiceMakerKit")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        // When they are searched for a Data Protection class, then none is set
        for path in paths where path.hasSuffix(".swift") {
            let code = try text("Sources/JuiceMakerKit/" + path)
            for option in [
                "completeFileProtection", "FileProtectionType", "protectionKey", "SQLITE_OPEN_FILEPROTECTION",
            ] {
                #expect(
                    !code.contains(option),
                    "\(path) sets a protection class: say which in Sources/JuiceMakerKit/JuiceMakerKit.docc/UsingInAnIOSApp.md"
                )
            }
        }
        // And the iOS article says the files get the app's default class, and how to set another
        let article = try text("Sources/JuiceMakerKit/JuiceMakerKit.docc/UsingInAnIOSApp.md")
        #expect(article.contains("Data Protection"))
        #expect(article.contains("completeUntilFirstUserAuthentication"))
        #expect(article.contains("`.protectionKey`"))
        // And a file the person picked is opened by the app, for as long as the kit uses it
        for document in ["Sources/JuiceMakerKit/JuiceMakerKit.docc/UsingInAnIOSApp.md", "README.md"] {
            let words = try text(document)
            #expect(words.contains("startAccessingSecurityScopedResource()"), "\(document)")
            #expect(words.contains("stopAccessingSecurityScopedResource()"), "\(document)")
        }
    }
}
