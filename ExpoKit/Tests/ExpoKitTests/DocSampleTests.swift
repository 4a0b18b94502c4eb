import ExpoKit
import Foundation
import Testing

// Every ```swift block of the README and of the DocC articles is copied into a test, verbatim,
// so it is proven to compile and, mostly, to print what its comments say;
// `everyDocumentedSampleIsCopiedIntoATest` (the shared `DocSamples` matcher) fails when one
// drifts. `print` is shadowed in each test to capture what a sample prints. The SwiftUI samples
// and the previews are in DrivingAScreenSwiftUISample.swift, compiled on Linux against the
// compile-only SwiftUI surface.

@Suite("Documentation samples")
struct DocSampleTests {
    // MARK: README.md

    @Test func theQuickStartRunsAsDocumented() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let korean = Locale(identifier: "ko")
        let expo = try await ExpoPresentation.load(locale: korean)
        print(expo.poster.titleLines[0])  // 파리 만국박람회 1900
        print(expo.poster.visitorsText)  // 방문객: 48,130,300명
        for row in expo.list.rows { print(row.numberText, row.name, row.shortDescription) }

        let index = try await ExhibitIndex.withBundledNames(for: ExpoCatalog.bundled(locale: korean))
        let gat = try index.lookup("gat")  // the English name finds 갓, number 11
        print(ExpoText(locale: korean).detail(for: gat, of: expo.details.count).title)  // 갓

        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("expo-site")
        let site = try await ExpoExporter(presentation: expo).write(.html, to: folder)
        print(site.files.count)  // 15: index.html, exhibits.html and 13 exhibit pages
        try? FileManager.default.removeItem(at: folder)

        #expect(printed.first == "파리 만국박람회 1900")
        #expect(printed[1] == "방문객: 48,130,300명")
        #expect(printed[2] == "1 직지심체요절 현존하는 가장 오래된 금속활자 인쇄본")
        #expect(gat.number == 11)
        #expect(printed.suffix(2) == ["갓", "15"])
    }

    // MARK: ExpoKit.md

    @Test func theOverviewPrintsTheEnglishFacts() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let expo = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        print(expo.poster.visitorsText)  // Visitors: 48,130,300
        print(expo.list.rows[2].name)  // Tripitaka Koreana
        print(expo.details[2].paragraphs.count)  // 3

        #expect(printed == ["Visitors: 48,130,300", "Tripitaka Koreana", "3"])
    }

    // MARK: GettingStarted.md

    @Test func gettingStartedShowsTheThreeScreens() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let expo = try await ExpoPresentation.load(locale: Locale(identifier: "ko"))

        let catalog = try await ExpoCatalog.bundled(locale: Locale(identifier: "ko"))
        let text = ExpoText(locale: Locale(identifier: "ko"))
        let poster = text.poster(for: catalog.exposition)
        let rows = text.rows(for: catalog)

        for line in poster.titleLines { print(line) }  // 파리 만국박람회 1900 / (L'Exposition de Paris 1900)
        print(poster.visitorsText)  // 방문객: 48,130,300명
        print(poster.locationText)  // 개최지: 프랑스 파리
        print(poster.durationText)  // 개최 기간: 1900년 4월 14일 ~ 11월 12일

        for row in rows {
            print(row.numberText, row.name, row.shortDescription)
            print(row.accessibilityLabel)  // 직지심체요절. 현존하는 가장 오래된 금속활자 인쇄본
        }
        let detail = text.detail(for: catalog.items[0], number: 1, of: catalog.items.count)
        print(detail.imageAccessibilityLabel)  // 직지심체요절 사진

        for paragraph in detail.paragraphs {
            print(paragraph)
        }

        #expect(expo.poster == poster)
        #expect(
            printed.prefix(5) == [
                "파리 만국박람회 1900", "(L'Exposition de Paris 1900)", "방문객: 48,130,300명", "개최지: 프랑스 파리",
                "개최 기간: 1900년 4월 14일 ~ 11월 12일",
            ])
        #expect(printed[6] == "직지심체요절. 현존하는 가장 오래된 금속활자 인쇄본")
        #expect(printed.contains("직지심체요절 사진"))
        #expect(printed.last?.isEmpty == false)
    }

    // MARK: ReadingTheOriginalFiles.md

    @Test func aFolderOfOriginalFilesLoads() async throws {
        let folder = try Fixture.originalFolder

        let catalog = try await ExpoCatalog.load(from: folder)
        let text = ExpoText(locale: Locale(identifier: "en"))
        let presentation = text.presentation(of: catalog)

        #expect(presentation.list.rows.count == 3)
    }

    @Test func catalogErrorsAreTold() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let folder = try Fixture.catalogFolder(
            exposition: Fixture.expositionJSON(),
            items: #"[{"name": "N", "image_name": "i", "short_desc": "S"}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }

        do {
            _ = try await ExpoCatalog.load(from: folder)
        } catch let error as CatalogError {
            switch error.kind {
            case .missingDirectory, .notADirectory, .missingFile:
                print("Check the folder:", error.path)
            case .missingKey, .wrongType, .missingValue, .invalidValue, .negativeVisitors:
                print(error.fileName, error.keyPath ?? "")  // items.json [3].desc
            default:
                print(error.message(locale: Locale(identifier: "ko")))
            }
        }

        #expect(printed == ["items.json [0].desc"])
    }

    // MARK: FindingExhibits.md

    @Test func searchAndLookupFindExhibits() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let catalog = try await ExpoCatalog.bundled(locale: Locale(identifier: "ko"))
        let index = try await ExhibitIndex.withBundledNames(for: catalog)
        for match in index.search("drum") + index.search("금") {
            print(match.number, match.item.name, match.matchedText)
        }
        let matches = try index.matches(for: "jikji.png")
        print(matches.first?.item.name ?? "")  // 직지심체요절

        do {
            let match = try index.lookup("13")
            print(match.item.name)  // 거문고
            _ = try index.lookup("금")
        } catch let error as LookupError {
            print(error.message(locale: Locale(identifier: "en")))
        }

        #expect(
            printed == [
                "6 용고 Yonggo (Dragon Drum)", "5 해금 해금", "12 가야금 가야금", "직지심체요절", "거문고",
                "“금” matches several exhibits (해금, 가야금); give more of the name, or the number.",
            ])
    }

    // MARK: ExportingTheExposition.md

    @Test func theExportsAreMadeAndWritten() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let pictures = try Fixture.temporaryFolder()
        let output = try Fixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: pictures)
            try? FileManager.default.removeItem(at: output)
        }
        try Data("picture".utf8).write(to: pictures.appendingPathComponent("jikji.png"))

        let expo = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let markdown = MarkdownDocument(presentation: expo).text

        let exporter = ExpoExporter(presentation: expo, imageDirectory: pictures)
        let result = try await exporter.write(.html, to: output)
        print(result.files.first ?? "")  // index.html
        print(result.missingImages)  // exhibits' image names with no picture in the folder

        #expect(markdown.hasPrefix("# Paris World Exposition 1900"))
        #expect(printed.first == "index.html")
        #expect(result.files.last == "images/jikji.png")
        #expect(result.missingImages.count == 12)
    }

    // MARK: DrivingAScreen.md

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func theScreensAreDrivenWithoutAFramework() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        for name in ["poster.png", "flag.png"] {
            try Data(name.utf8).write(to: pictures.appendingPathComponent(name))
        }

        let english = Locale(identifier: "en")
        let poster = PosterScreenModel(source: .bundled(), locale: english)
        print(poster.phase)  // idle
        await poster.load()
        print(poster.phase)  // loaded
        print(poster.page?.visitorsText ?? "")  // Visitors: 48,130,300

        poster.openExhibits()
        if let list = poster.destination.exhibitList {
            await list.load()
            print(list.navigationTitle, "·", list.countText)  // Korean exhibits · Exhibits: 13
            list.open(11)
            if let detail = list.destination.exhibit {
                await detail.load()
                print(detail.title, "·", detail.detail?.positionText ?? "")  // Gat · Exhibit 11 of 13
            }
            list.destination = nil  // back to the list
        }
        poster.destination = nil  // back to the poster

        let missing = ExhibitDetailScreenModel(number: 99, source: .bundled(), locale: english)
        await missing.load()
        if let failure = missing.phase.failure {
            print(failure.message)  // There is no exhibit number 99; choose a number from 1 to 13.
            print(failure.retryTitle)  // Try again
        }

        let withPictures = PosterScreenModel(source: .bundled(imageDirectory: pictures), locale: english)
        await withPictures.load()
        print(withPictures.posterPicture?.file.lastPathComponent ?? "no poster")  // poster.png
        print(withPictures.flags.count)  // 2: one on each side of the button
        print(withPictures.flags.first?.accessibilityLabel ?? "")  // Flag of Korea (Taegukgi)

        #expect(
            printed == [
                "idle", "loaded", "Visitors: 48,130,300", "Korean exhibits · Exhibits: 13",
                "Gat · Exhibit 11 of 13",
                "There is no exhibit number 99; choose a number from 1 to 13.", "Try again", "poster.png",
                "2", "Flag of Korea (Taegukgi)",
            ])
        #expect(poster.destination == nil)
    }

    // MARK: UsingInAnIOSApp.md

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func anAppShowsTheBundledCatalogWithItsOwnPictures() async throws {
        let poster = PosterScreenModel(source: .bundled(), locale: .current)
        await poster.load()
        #expect(poster.page != nil)

        func bundledPictures(in bundle: Bundle) -> ExpoSource {
            .bundled(imageDirectory: bundle.url(forResource: "Pictures", withExtension: nil))
        }

        // A bundle without the folder: no pictures, and the screens still load
        let source = bundledPictures(in: Bundle.module)
        #expect(source.imageDirectory == nil)
        let withoutPictures = PosterScreenModel(source: source, locale: Locale(identifier: "en"))
        await withoutPictures.load()
        #expect(withoutPictures.phase == .loaded)
        #expect(withoutPictures.posterPicture == nil)
        // A bundle with the folder: its pictures
        let bundleFolder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: bundleFolder) }
        let pictures = bundleFolder.appendingPathComponent("Pictures", isDirectory: true)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try Data("poster".utf8).write(to: pictures.appendingPathComponent("poster.png"))
        let withPictures = PosterScreenModel(
            source: bundledPictures(in: try #require(Bundle(url: bundleFolder))), locale: .current)
        await withPictures.load()
        #expect(withPictures.posterPicture?.file.lastPathComponent == "poster.png")
    }

    @Test func anExportGoesIntoTheFolderTheAppChooses() async throws {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let kept = documents.appendingPathComponent("Exposition", isDirectory: true)  // in Files
        let toShare = caches.appendingPathComponent("Exposition", isDirectory: true)  // made again

        func exportForSharing(_ expo: ExpoPresentation, into folder: URL) async throws -> URL {
            let result = try await ExpoExporter(presentation: expo).writeMarkdown(
                to: folder.appendingPathComponent("exposition.md"))
            return result.directory.appendingPathComponent(result.files[0])
        }

        #expect(kept.lastPathComponent == "Exposition")
        #expect(toShare.deletingLastPathComponent().standardizedFileURL == caches.standardizedFileURL)
        #expect(kept != toShare)

        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expo = try await ExpoPresentation.load(locale: Locale(identifier: "en"))
        let file = try await exportForSharing(expo, into: folder)
        #expect(
            file.standardizedFileURL == folder.appendingPathComponent("exposition.md").standardizedFileURL)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Tripitaka Koreana"))
    }

    // MARK: Keeping the samples in step

    /// The package's root folder.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every ```swift block of the README and the DocC articles.
    private static func documentedSamples() throws -> [DocSamples.Block] {
        let catalog = packageRoot.appendingPathComponent("Sources/ExpoKit/ExpoKit.docc")
        let articles = try FileManager.default.contentsOfDirectory(
            at: catalog, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        return try ([packageRoot.appendingPathComponent("README.md")] + articles).flatMap {
            try DocSamples.swiftBlocks(inFile: $0)
        }
    }

    @Test func everyDocumentedSampleIsCopiedIntoATest() throws {
        let samples = try Self.documentedSamples()
        #expect(samples.count >= 15, "only \(samples.count) samples; is the extraction broken?")
        let tests = try DocSamples.testSources(
            under: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        // The install snippet is a manifest, checked by its own test.
        let code = samples.filter { DocSamples.normalized($0.code).first != "// Package.swift" }
        for sample in DocSamples.missing(blocks: code, from: tests) {
            Issue.record("this sample is not copied verbatim into a test: \(sample)")
        }
    }

    @Test func theInstallSnippetNamesThePlatformsThePackageNeeds() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let install = try #require(
            try Self.documentedSamples().first { DocSamples.normalized($0.code).first == "// Package.swift" })
        let lines = DocSamples.normalized(install.code)

        #expect(manifest.contains("platforms: [.iOS(.v16), .macOS(.v13)],"))
        #expect(lines.contains("platforms: [.iOS(.v16), .macOS(.v13)],"))
        #expect(lines.contains(#".package(url: "https://<host>/<owner>/ExpoKit", from: "1.0.0"),"#))
    }
}
