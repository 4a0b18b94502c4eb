import ExpoKit
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Exporting Markdown and HTML")
struct ExportTests {
    @Test(arguments: ["ko", "en"])
    func theSiteHasAPosterAListAndAPagePerExhibit(language: String) async throws {
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: language))

        let pages = HTMLSite(presentation: presentation).pages

        #expect(pages.count == 15)
        #expect(pages[0].path == "index.html")
        #expect(pages[1].path == "exhibits.html")
        #expect(pages[2].path == "exhibit-01-jikji.html")
        #expect(pages[14].path == "exhibit-13-geomungo.html")
        #expect(pages.allSatisfy { $0.contents.contains("lang=\"\(language)\"") })
    }

    @Test(arguments: ["ko", "en"])
    func everyPageParsesAndEveryLinkResolvesToAGeneratedPage(language: String) async throws {
        // Given the site of the bundled catalog
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: language))
        let pages = HTMLSite(presentation: presentation).pages
        let paths = Set(pages.map(\.path))

        for page in pages {
            // When each page is read by a strict XML parser
            let parsed = try ParsedPage(page.contents)

            // Then it is well-formed, and every link points at a page of the site
            #expect(parsed.root == "html", "\(page.path)")
            #expect(!parsed.links.isEmpty, "\(page.path)")
            for link in parsed.links { #expect(paths.contains(link), "\(page.path) → \(link)") }
            #expect(parsed.images.isEmpty)
        }
        let listLinks = try ParsedPage(pages[1].contents).links
        #expect(Set(pages.dropFirst(2).map(\.path)).isSubset(of: Set(listLinks)))
    }

    @Test func hostileTextIsEscapedAndThePagesStillParse() throws {
        // Given texts that would break HTML or inject a script
        let hostile = #"<script>alert("x")</script> & 'quoted' ]]> <!-- \#u{0}"#
        let catalog = Fixture.catalog(
            title: hostile + "(1900)",
            items: [
                ExpositionItem(
                    name: hostile, imageName: "../../etc/passwd", shortDescription: hostile,
                    description: hostile)
            ])
        let presentation = ExpoText(locale: Fixture.english).presentation(of: catalog)

        // When the site is made
        let pages = HTMLSite(presentation: presentation).pages

        // Then no page holds the raw markup, every page parses, and the page name is safe
        for page in pages {
            #expect(!page.contents.contains("<script>"))
            #expect(page.contents.contains("&lt;script&gt;"))
            _ = try ParsedPage(page.contents)
        }
        #expect(pages[2].path == "exhibit-1-etc-passwd.html")
    }

    @Test func markdownIsWrittenToTheOneFileNamedWithItsPicturesBesideIt() async throws {
        // Given a folder with one exhibit's picture
        let pictures = try Fixture.temporaryFolder()
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: pictures)
            try? FileManager.default.removeItem(at: output)
        }
        try Data("png".utf8).write(to: pictures.appendingPathComponent("jikji.png"))
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let exporter = ExpoExporter(presentation: presentation, imageDirectory: pictures)

        // When the Markdown is written to expo.md
        let result = try await exporter.writeMarkdown(to: output.appendingPathComponent("expo.md"))

        // Then that file holds the document (no folder named after it), its picture beside it
        #expect(result.files == ["expo.md", "images/jikji.png"])
        #expect(result.directory.standardizedFileURL == output.standardizedFileURL)
        let text = try String(contentsOf: output.appendingPathComponent("expo.md"), encoding: .utf8)
        #expect(
            text == MarkdownDocument(presentation: presentation, images: try await exporter.images()).text)
        #expect(text.contains("](images/jikji.png)"))
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("images/jikji.png").path))
    }

    @Test func everyFileIsCheckedBeforeAnyIsWrittenSoARefusalChangesNothing() async throws {
        // Given a site written once, then one page changed by hand
        let output = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let exporter = ExpoExporter(presentation: presentation)
        _ = try await exporter.write(.html, to: output)
        let page = output.appendingPathComponent("exhibit-01-jikji.html")
        try Data("kept".utf8).write(to: page)

        // When a writer refuses the last page of the site
        struct Refused: Error {}
        let checked = Checked()
        let writer = ExportWriter(
            check: { url in
                checked.add(url.lastPathComponent)
                if url.lastPathComponent == "exhibit-13-geomungo.html" { throw Refused() }
            },
            write: { _, _ in checked.add("written") })
        await #expect(throws: Refused.self) { try await exporter.write(.html, to: output, using: writer) }

        // Then the pages before it were checked, none was written, and the changed page is as it was
        #expect(checked.names.count == 15)
        #expect(!checked.names.contains("written"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "kept")
    }

    @Test func theDefaultWriterRefusesAReadOnlyPageBeforeWritingAny() async throws {
        // Given a site written once, then its list page made read-only by hand
        let output = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let exporter = ExpoExporter(presentation: presentation)
        _ = try await exporter.write(.html, to: output)
        let list = output.appendingPathComponent("exhibits.html")
        let poster = output.appendingPathComponent("index.html")
        try Data("kept".utf8).write(to: list)
        try Data("kept too".utf8).write(to: poster)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: list.path)

        // When the site is written again with the default writer
        await #expect(throws: ExportError.self) { try await exporter.write(.html, to: output) }

        // Then nothing was written: the read-only page and the others are as they were
        #expect(try String(contentsOf: list, encoding: .utf8) == "kept")
        #expect(try String(contentsOf: poster, encoding: .utf8) == "kept too")
        let mode = try FileManager.default.attributesOfItem(atPath: list.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func aFolderNoOneMayWriteGetsNoExportAlsoForRoot() async throws {
        // Given a folder made read-only (0555) by hand, holding one file
        let output = try Fixture.temporaryFolder()
        defer {
            chmod(output.path, 0o755)
            try? FileManager.default.removeItem(at: output)
        }
        let kept = output.appendingPathComponent("exhibits.html")
        try Data("kept".utf8).write(to: kept)
        #expect(chmod(output.path, 0o555) == 0)
        let presentation = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let exporter = ExpoExporter(presentation: presentation)

        // When a site, a site in a new folder below it and a Markdown file are written there
        for target in [output, output.appendingPathComponent("site")] {
            let error = await #expect(throws: ExportError.self) {
                try await exporter.write(.html, to: target)
            }
            #expect(
                error?.message(locale: Locale(identifier: "en")).contains("may not be written to") == true)
        }
        await #expect(throws: ExportError.self) {
            try await exporter.write(.markdown, to: output.appendingPathComponent("expo.md"))
        }

        // Then the folder holds what it held
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["exhibits.html"])
        #expect(try String(contentsOf: kept, encoding: .utf8) == "kept")
    }

    /// The names a test writer saw. `@unchecked Sendable`: its one variable is only touched under `lock`.
    private final class Checked: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []

        func add(_ name: String) { lock.withLock { seen.append(name) } }
        var names: [String] { lock.withLock { seen } }
    }

    @Test func picturesAreLinkedCopiedAndDescribed() async throws {
        // Given a folder with some exhibits' pictures, in several formats, and a file that is no picture
        let pictures = try Fixture.temporaryFolder()
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: pictures)
            try? FileManager.default.removeItem(at: output)
        }
        for name in ["jikji.png", "jikji.jpg", "God.JPG", "palman.webp", "notes.txt", "samguk"] {
            try Data(name.utf8).write(to: pictures.appendingPathComponent(name))
        }
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        // When the site is written with that folder
        let result = try await ExpoExporter(presentation: presentation, imageDirectory: pictures)
            .write(.html, to: output)

        // Then each found picture is copied, linked with its spoken label, and the rest are listed as missing
        #expect(
            result.files.filter { $0.hasPrefix("images/") } == [
                "images/God.JPG", "images/jikji.png", "images/palman.webp",
            ])
        #expect(result.missingImages.count == 10)
        #expect(!result.missingImages.contains("god"))
        let detail = try String(
            contentsOf: output.appendingPathComponent("exhibit-01-jikji.html"), encoding: .utf8)
        let parsed = try ParsedPage(detail)
        #expect(parsed.images == ["images/jikji.png"])
        #expect(parsed.alternatives == ["직지심체요절 사진"])
        let list = try ParsedPage(
            String(contentsOf: output.appendingPathComponent("exhibits.html"), encoding: .utf8))
        #expect(list.images == ["images/jikji.png", "images/palman.webp", "images/God.JPG"])
        for source in list.images {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(source).path))
        }
    }

    @Test func theMarkdownDocumentHoldsEveryScreen() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        let markdown = MarkdownDocument(presentation: presentation).text

        #expect(markdown.hasPrefix("# 파리 만국박람회 1900 (L'Exposition de Paris 1900)\n"))
        #expect(markdown.contains("- 방문객: 48,130,300명\n"))
        #expect(markdown.contains("## 한국의 출품작\n"))
        #expect(markdown.contains("1. **직지심체요절**: 현존하는 가장 오래된 금속활자 인쇄본\n"))
        #expect(markdown.contains("## 13. 거문고\n"))
        #expect(!markdown.contains("!["))
    }

    @Test func markdownShowsPicturesAndEscapesWhatWouldBeMarkup() async throws {
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try Data("png".utf8).write(to: pictures.appendingPathComponent("a b.png"))
        let catalog = Fixture.catalog(
            duration: "1900. 4",
            items: [
                ExpositionItem(
                    name: "*bold* [link](x)", imageName: "a b", shortDescription: "<b>",
                    description: "1900. Paris\n\n- not a list")
            ])
        let presentation = ExpoText(locale: Fixture.english).presentation(of: catalog)
        let images = try await ExhibitImages.find(in: pictures, imageNames: ["a b"])

        let markdown = MarkdownDocument(presentation: presentation, images: images).text

        #expect(markdown.contains("![Picture of \\*bold\\* \\[link\\](x)](images/a%20b.png)"))
        #expect(markdown.contains("\n1900\\. Paris\n"))
        #expect(markdown.contains("\n\\- not a list\n"))
        #expect(markdown.contains("*\\<b\\>*"))
    }

    @Test(arguments: [ExportFormat.markdown, .html])
    func exportingTwiceIntoTheSameFolderReplacesTheFiles(format: ExportFormat) async throws {
        let output = try Fixture.temporaryFolder().appendingPathComponent("nested/site")
        defer {
            try? FileManager.default.removeItem(
                at: output.deletingLastPathComponent().deletingLastPathComponent())
        }
        let exporter = ExpoExporter(presentation: try await ExpoPresentation.load(locale: Fixture.english))

        let first = try await exporter.write(format, to: output)
        let second = try await exporter.write(format, to: output)

        #expect(first == second)
        #expect(first.files.count == (format == .html ? 15 : 1))
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == first.files.sorted())
    }

    @Test func aFileWhereTheOutputFolderBelongsIsRefused() async throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("site")
        try Data("keep me".utf8).write(to: file)
        let exporter = ExpoExporter(presentation: try await ExpoPresentation.load(locale: Fixture.english))

        let error = await #expect(throws: ExportError.self) { try await exporter.write(.html, to: file) }

        #expect(error?.kind == .notADirectory)
        #expect(error?.path == file.path)
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
    }

    @Test func anOutputFolderThatCannotBeCreatedIsReported() async throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a file".utf8).write(to: folder.appendingPathComponent("file"))
        let inside = folder.appendingPathComponent("file/site")
        let exporter = ExpoExporter(presentation: try await ExpoPresentation.load(locale: Fixture.korean))

        let error = await #expect(throws: ExportError.self) {
            try await exporter.write(.markdown, to: inside)
        }

        #expect(error?.kind == .unwritable)
        #expect(error?.message(locale: Fixture.english).contains(inside.path) == true)
        // The cause in the kit's words, not Foundation's "operation could not be completed".
        let english = error?.message(locale: Fixture.english) ?? ""
        let korean = error?.message(locale: Fixture.korean) ?? ""
        #expect(english.contains("a part of its path is a file, not a folder"), "\(english)")
        #expect(korean.contains("경로 중간에 폴더가 아닌 파일이 있어요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: inside.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: inside.path)
    }

    @Test func aMissingImageFolderStopsTheExportBeforeAnythingIsWritten() async throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        let exporter = ExpoExporter(
            presentation: try await ExpoPresentation.load(locale: Fixture.english),
            imageDirectory: folder.appendingPathComponent("no-pictures"))

        let error = await #expect(throws: ExportError.self) { try await exporter.write(.html, to: output) }

        #expect(error?.kind == .missingImageDirectory)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(arguments: ["pdf", "", "htmlx", "mark down", "../html"])
    func anUnknownFormatNameIsRefused(name: String) {
        let error = #expect(throws: ExportError.self) { try ExportFormat(parsing: name) }

        #expect(error?.kind == .unknownFormat)
        #expect(error?.message(locale: Fixture.english).hasSuffix("use one of: markdown, html.") == true)
    }

    @Test(arguments: [
        ("markdown", ExportFormat.markdown), ("MD", .markdown), (" html ", .html), ("HTML", .html),
    ])
    func aKnownFormatNameIsAccepted(name: String, format: ExportFormat) throws {
        #expect(try ExportFormat(parsing: name) == format)
    }
}
