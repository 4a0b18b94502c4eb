import Foundation
import Testing

@testable import StarbucksKit

@Suite("Fixture override folders")
struct FixtureOverrideTests {
    @Test func aFileInTheFolderReplacesTheBundledOne() async throws {
        // Given a folder with a home of its own
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            #"{"display-name": "Override", "now-recommand": {"products": ["110563"]}}"#, to: "home.json")
        try folder.write("", to: ".DS_Store")

        // When the bundled set is overridden by it
        let fixtures = try FixtureSet.bundled.overridden(by: folder.url)
        let screen = try await StarbucksDependencies.fixtures(fixtures).homeLoader().load()

        // Then the home is the folder's, and the rest is still bundled
        #expect(screen.greetingName == "Override")
        #expect(screen.nowRecommendations.map(\.name) == ["카페 아메리카노"])
        #expect(fixtures.data(for: .eventPopup) == FixtureSet.bundled.data(for: .eventPopup))
    }

    @Test func aNewProductCanBeAddedByItsFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            #"{"view": {"product_NM": "새 음료", "product_ENGNM": "New Drink"}}"#, to: "product-info-777.json")

        let fixtures = try FixtureSet.bundled.overridden(by: folder.url)
        let product = try await StarbucksDependencies.fixtures(fixtures).productLoader().load(code: "777")

        #expect(product.englishName == "New Drink")
        #expect(product.imageURL == nil)
    }

    struct BadFolder: Sendable, CustomTestStringConvertible {
        let name: String
        let files: [String: String]
        let kind: FixtureError.Kind
        let culprit: String

        var testDescription: String { name }
    }

    @Test(arguments: [
        BadFolder(
            name: "not JSON", files: ["home.json": "{ nope"], kind: .malformedFile, culprit: "home.json"),
        BadFolder(
            name: "wrong shape", files: ["whats-new.json": #"{"list": {"title": "x"}}"#],
            kind: .malformedFile,
            culprit: "whats-new.json"),
        BadFolder(
            name: "bad code in home", files: ["home.json": #"{"your-recommand": {"products": ["x1"]}}"#],
            kind: .malformedFile, culprit: "home.json"),
        BadFolder(
            name: "picture that is text", files: ["banner.png": "not a picture"], kind: .malformedFile,
            culprit: "banner.png"),
        BadFolder(
            name: "stray file", files: ["notes.txt": "hi"], kind: .unexpectedFile, culprit: "notes.txt"),
        BadFolder(
            name: "code that is no code", files: ["product-info-12a.json": "{}"], kind: .unexpectedFile,
            culprit: "product-info-12a.json"),
        BadFolder(
            name: "second file bad",
            files: ["event-popup.json": "{}", "product-image-1.json": #"{"file": 3}"#],
            kind: .malformedFile, culprit: "product-image-1.json"),
    ])
    func aMalformedFolderIsRefusedWithOneLine(bad: BadFolder) throws {
        // Given a folder with one bad file
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in bad.files { try folder.write(text, to: name) }

        // When it is used as overrides
        let error = #expect(throws: FixtureError.self) { try FixtureSet.bundled.overridden(by: folder.url) }

        // Then the error names the file in one line, in both languages
        #expect(error?.kind == bad.kind)
        #expect(error?.path.hasSuffix(bad.culprit) == true)
        for language in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: language)) ?? ""
            #expect(message.contains(bad.culprit))
            #expect(!message.contains("\n"))
        }
    }

    @Test func aMalformedJSONFileSaysWhereItWentWrong() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(#"{"list": [{"title": "ok"}, {"title": ["no"]}]}"#, to: "whats-new.json")

        let error = #expect(throws: FixtureError.self) { try FixtureSet.bundled.overridden(by: folder.url) }

        #expect(error?.codingPath == "list[1].title")
        #expect(
            error?.message(locale: Locale(identifier: "en")).contains("list[1].title should be text") == true)
    }

    @Test func aMissingFolderAndAFileAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("{}", to: "home.json")

        let missing = #expect(throws: FixtureError.self) {
            try FixtureSet.bundled.overridden(by: folder.url.appendingPathComponent("absent"))
        }
        let file = #expect(throws: FixtureError.self) {
            try FixtureSet.bundled.overridden(by: folder.url.appendingPathComponent("home.json"))
        }

        #expect(missing?.kind == .missingFolder)
        #expect(file?.kind == .notAFolder)
    }

    @Test func aSubfolderNamedAsAFixtureIsSaidToBeAFolder() throws {
        // Given a folder named as a fixture file is, and one named otherwise
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("home.json"), withIntermediateDirectories: true)
        let other = try TemporaryFolder()
        defer { other.cleanUp() }
        try FileManager.default.createDirectory(
            at: other.url.appendingPathComponent("notes"), withIntermediateDirectories: true)

        // When each is read as fixtures
        let named = #expect(throws: FixtureError.self) { try FixtureSet.bundled.overridden(by: folder.url) }
        let unnamed = #expect(throws: FixtureError.self) { try FixtureSet.bundled.overridden(by: other.url) }

        // Then the first is a folder where a file belongs (not "name it home.json"), the other no fixture
        #expect(named?.kind == .unreadable)
        let message = named?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("home.json") && message.contains("folder"), "\(message)")
        #expect(!message.contains("name it home.json"), "\(message)")
        #expect(unnamed?.kind == .unexpectedFile)
    }
}
