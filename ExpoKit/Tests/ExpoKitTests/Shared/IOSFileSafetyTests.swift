import Foundation
import Testing

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`. What only one kit's documents must say (a picked file, the Keychain) is
// in that kit's `IOSFileSafetyDocumentationTests.swift`, beside `keepsFiles`.

/// What the kit's documentation says keeps its files safe on iOS, held to the kit's sources: the
/// kit sets no Data Protection class, so a kit that keeps files must name the app's default one
/// in its iOS article, and how to set another.
@Suite("The documentation says what protects the kit's files on iOS")
struct IOSFileSafetyTests {
    /// The kit's package folder, found from this file (`<Kit>/Tests/<Kit>Tests/Shared`).
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The kit's name: its test folder's without `Tests`.
    static let kit = String(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .lastPathComponent.dropLast("Tests".count))
    /// The kit's iOS article.
    static let article = "Sources/\(kit)/\(kit).docc/UsingInAnIOSApp.md"

    /// The text of a file of the package.
    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theKitSetsNoProtectionClassAndTheIOSArticleNamesTheDefaultOne() throws {
        // Given the kit's Swift sources
        let sources = Self.package.appendingPathComponent("Sources/\(Self.kit)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        // When they are searched for a Data Protection class, then none is set
        for path in paths where path.hasSuffix(".swift") {
            let code = try text("Sources/\(Self.kit)/" + path)
            for option in [
                "completeFileProtection", "FileProtectionType", "protectionKey", "SQLITE_OPEN_FILEPROTECTION",
            ] {
                #expect(
                    !code.contains(option), "\(path) sets a protection class: say which in \(Self.article)")
            }
        }
        // And the iOS article of a kit that keeps files says they get the app's default class, and
        // how to set another
        guard Self.keepsFiles else { return }
        let article = try text(Self.article)
        #expect(article.contains("Data Protection"))
        #expect(article.contains("completeUntilFirstUserAuthentication"))
        #expect(article.contains("`.protectionKey`"))
    }
}
