import Foundation
import Testing

/// The workspace's rule is that a destination's case holds the next screen's model; the launch's
/// sign-in case holds none (its form is the launch model's own, and the case shipped so in 1.0).
/// The kit's documents say where sign-in differs, and why (the workspace's README and
/// ARCHITECTURE.md, outside the kit's own repository, say so too).
@Suite("The documentation says where the sign-in destination differs from the rule")
struct SignInDestinationDocumentationTests {
    /// The kit's package folder, found from this file (`StarbucksKit/Tests/StarbucksKitTests`).
    private static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A document's text with every run of white space one space, so a line break does not count.
    private func words(_ path: String) throws -> String {
        let text = try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theSignInCaseAndTheKitsArticleSayItHoldsNoModelAndWhy() throws {
        // Given the sign-in case, which holds no model, and its documentation
        let model = try words("Sources/StarbucksKit/Screens/LaunchScreenModel.swift")
        #expect(model.contains("case signIn "))
        #expect(model.contains("The one destination of the kits that holds no model"))
        // When the kit's "Driving a screen" article states the rule, then it says why, and that
        // the case stays so until a major version
        let article = try words("Sources/StarbucksKit/StarbucksKit.docc/DrivingAScreen.md")
        #expect(
            article.contains(
                "``LaunchScreenModel/Destination/signIn`` is the one case of the kits that holds no model"))
        #expect(article.contains("so it stays so until a major version"))
    }
}
