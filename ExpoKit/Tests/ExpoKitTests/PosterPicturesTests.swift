import ExpoKit
import Foundation
import Testing

/// The original app's poster screen showed its `poster` picture and a `flag` on each side of the
/// button; the site's poster page shows them too, found, copied and described as the exhibits'
/// pictures are, and only when the picture folder has them.
@Suite("The poster's pictures in the exports")
struct PosterPicturesTests {
    /// A new folder holding a small file for each of `names`.
    private func pictures(_ names: [String]) throws -> URL {
        let folder = try Fixture.temporaryFolder()
        for name in names {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The parsed page at `path` inside `folder`.
    private func page(_ path: String, in folder: URL) throws -> ParsedPage {
        try ParsedPage(String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
    }

    @Test func thePosterNamesItsPicturesAndTheirSpokenLabelsAndEncodesThem() async throws {
        let poster = try await ExpoPresentation.load(locale: Fixture.korean).poster

        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(poster)) as? [String: Any])

        #expect(poster.posterImageName == "poster")
        #expect(poster.flagImageName == "flag")
        #expect(object["posterImageName"] as? String == "poster")
        #expect(object["posterImageAccessibilityLabel"] as? String == "파리 만국박람회 1900 포스터")
        #expect(object["flagImageName"] as? String == "flag")
        #expect(object["flagImageAccessibilityLabel"] as? String == "태극기")
    }

    @Test func thePosterPageShowsThePosterAndAFlagOnEachSideOfTheButton() async throws {
        // Given a picture folder with the poster, the flag and one exhibit's picture
        let folder = try pictures(["poster.png", "flag.png", "jikji.png"])
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        // When the site is written
        let result = try await ExpoExporter(presentation: presentation, imageDirectory: folder)
            .write(.html, to: output)

        // Then the poster page shows the poster, then a flag on each side of the button, each with
        // its Korean spoken label, and the pictures are copied beside the pages
        let poster = try page("index.html", in: output)
        #expect(poster.images == ["images/poster.png", "images/flag.png", "images/flag.png"])
        #expect(poster.alternatives == ["파리 만국박람회 1900 포스터", "태극기", "태극기"])
        #expect(
            result.files.filter { $0.hasPrefix("images/") } == [
                "images/flag.png", "images/jikji.png", "images/poster.png",
            ])
        for source in poster.images {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(source).path))
        }
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let button = try #require(html.range(of: presentation.poster.exhibitsButtonTitle))
        let flags = html.ranges(of: "images/flag.png")
        #expect(flags.count == 2)
        #expect(flags.first.map { $0.lowerBound < button.lowerBound } == true)
        #expect(flags.last.map { $0.lowerBound > button.lowerBound } == true)
        // The poster and the flag are not exhibits: only the twelve exhibits without a picture are missing
        #expect(result.missingImages.count == 12)
        #expect(!result.missingImages.contains("poster"))
        #expect(!result.missingImages.contains("flag"))
    }

    @Test func theLabelsAreInTheSitesLanguageAndTheNamesAreFoundLikeTheExhibits() async throws {
        // Given pictures whose names differ in case and extension from the image names
        let folder = try pictures(["Poster.JPG", "FLAG.webp"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let presentation = try await ExpoPresentation.load(locale: Fixture.english)
        let images = try await ExpoExporter(presentation: presentation, imageDirectory: folder).images()

        // When the English site is made
        let pages = HTMLSite(presentation: presentation, images: images).pages

        // Then the poster page links them, described in English
        let poster = try ParsedPage(pages[0].contents)
        #expect(poster.images == ["images/Poster.JPG", "images/FLAG.webp", "images/FLAG.webp"])
        #expect(
            poster.alternatives == [
                "Poster of Paris World Exposition 1900", "Flag of Korea (Taegukgi)",
                "Flag of Korea (Taegukgi)",
            ])
    }

    @Test func aFolderWithoutThemLeavesThePosterPageWithoutPicturesOrBrokenLinks() async throws {
        // Given a picture folder holding only an exhibit's picture
        let folder = try pictures(["jikji.png"])
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        // When the site is written
        let result = try await ExpoExporter(presentation: presentation, imageDirectory: folder)
            .write(.html, to: output)

        // Then the poster page has no picture, nothing is reported missing for it, the exhibit's
        // picture is still shown
        #expect(try page("index.html", in: output).images.isEmpty)
        #expect(!result.missingImages.contains("poster"))
        #expect(!result.missingImages.contains("flag"))
        #expect(result.files.filter { $0.hasPrefix("images/") } == ["images/jikji.png"])
        #expect(try page("exhibit-01-jikji.html", in: output).images == ["images/jikji.png"])
    }

    @Test func onlyThePictureTheFolderHasIsShown() async throws {
        // Given a folder with the flag but no poster
        let folder = try pictures(["flag.png"])
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        // When the site is written
        _ = try await ExpoExporter(presentation: presentation, imageDirectory: folder).write(
            .html, to: output)

        // Then the flags are shown and no poster picture is linked
        let poster = try page("index.html", in: output)
        #expect(poster.images == ["images/flag.png", "images/flag.png"])
        #expect(
            !FileManager.default.fileExists(atPath: output.appendingPathComponent("images/poster.png").path))
    }

    @Test func withoutAPictureFolderNoPageShowsAPicture() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        let pages = HTMLSite(presentation: presentation).pages

        for page in pages { #expect(try ParsedPage(page.contents).images.isEmpty, "\(page.path)") }
    }

    @Test func theMarkdownDocumentShowsThePosterUnderItsTitleAndCopiesNoFlag() async throws {
        // Given a folder with the poster and the flag
        let folder = try pictures(["poster.png", "flag.png"])
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        // When the Markdown document is written
        let result = try await ExpoExporter(presentation: presentation, imageDirectory: folder)
            .write(.markdown, to: output)

        // Then the poster is shown under the title; the flags, which sit beside a button the
        // document does not have, are neither shown nor copied
        let markdown = try String(
            contentsOf: output.appendingPathComponent(MarkdownDocument.fileName), encoding: .utf8)
        #expect(
            markdown.hasPrefix(
                "# 파리 만국박람회 1900 (L'Exposition de Paris 1900)\n\n![파리 만국박람회 1900 포스터](images/poster.png)\n"))
        #expect(!markdown.contains("flag"))
        #expect(result.files == [MarkdownDocument.fileName, "images/poster.png"])
    }
}
