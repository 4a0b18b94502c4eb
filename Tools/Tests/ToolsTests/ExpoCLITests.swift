import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("expo, run as a user runs it")
struct ExpoCLITests {
    private let cli = CLI(name: "expo")

    @Test func thePosterShowsTheTitleOnTwoLinesAndTheFacts() async throws {
        let run = try await cli("poster")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        // ICU sets the dates' dash between thin spaces; compare with plain ones.
        let lines = run.stdout.replacingOccurrences(of: "\u{2009}", with: " ")
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["Paris World Exposition 1900", "(L'Exposition de Paris 1900)"])
        #expect(lines.contains("Visitors: 48,130,300"))
        #expect(lines.contains("Location: Paris, France"))
        #expect(lines.contains("Duration: April 14 – November 12, 1900"))
    }

    @Test func thePosterInKorean() async throws {
        let run = try await cli("poster", "--lang", "ko")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["파리 만국박람회 1900", "(L'Exposition de Paris 1900)"])
        #expect(lines.contains("방문객: 48,130,300명"))
        #expect(lines.contains("개최 기간: 1900년 4월 14일 ~ 11월 12일"))
    }

    @Test func thePosterAsJSONHasTheFactsAndTheDays() async throws {
        let run = try await cli("poster", "--json")
        let poster = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(poster?["visitors"] as? Int == 48_130_300)
        #expect(poster?["opening"] as? String == "1900-04-14")
        #expect(poster?["closing"] as? String == "1900-11-12")
        #expect((poster?["accessibilityLabel"] as? String)?.contains("48,130,300") == true)
    }

    @Test func theListHasThirteenNumberedExhibits() async throws {
        let run = try await cli("items")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Korean exhibits\nExhibits: 13\n"))
        #expect(run.stdout.contains("No.  Exhibit"))
        #expect(run.stdout.contains(" 1  Jikji"))
        #expect(run.stdout.contains("13  Geomungo"))

        let json = try await cli("items", "--json", "--lang", "ko")
        let list = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let rows = list?["rows"] as? [[String: Any]]
        #expect(rows?.count == 13)
        #expect(rows?.first?["name"] as? String == "직지심체요절")
        #expect(rows?.first?["accessibilityLabel"] as? String == "직지심체요절. 현존하는 가장 오래된 금속활자 인쇄본")
    }

    @Test(
        "An exhibit is found by number, by name in either language, or by image name",
        arguments: [
            ["item", "11"], ["item", "gat"], ["item", "갓"], ["item", "GAT"], ["item", "god"],
            ["item", "11", "--lang", "ko"], ["--lang", "ko", "item", "Gat"],
        ])
    func anExhibitByNumberOrName(arguments: [String]) async throws {
        let run = try await cli.run(arguments + ["--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let detail = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(detail?["number"] as? Int == 11)
        #expect(detail?["imageName"] as? String == "god")
        let korean = arguments.contains("ko")
        #expect(detail?["title"] as? String == (korean ? "갓" : "Gat"))
    }

    @Test func aNameOfSeveralWordsNeedsNoQuotes() async throws {
        let run = try await cli("item", "tripitaka", "koreana")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Tripitaka Koreana\nExhibit 3 of 13\n"))
    }

    @Test func anExhibitsParagraphsAreKeptAndWrappedToTheWidth() async throws {
        for (width, language) in [(40, "en"), (30, "ko"), (100, "en")] {
            let cli = CLI(name: "expo", environment: ["COLUMNS": "\(width)"])
            let run = try await cli("item", "3", "--lang", language)
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.allSatisfy { ExpoFixture.columns($0) <= width }, "\(width): \(run.stdout)")
            // Title, position, short description, then three paragraphs, each after an empty line.
            #expect(lines.filter(\.isEmpty).count == 3, "\(run.stdout)")
            #expect(lines.count > 10)
        }
    }

    @Test func theListIsWrappedToTheWidthToo() async throws {
        for width in [20, 36, 60, 80] {
            for language in ["en", "ko"] {
                let cli = CLI(name: "expo", environment: ["COLUMNS": "\(width)"])
                let run = try await cli("items", "--lang", language)
                #expect(run.status == 0)
                let lines = run.stdout.split(separator: "\n")
                #expect(
                    lines.allSatisfy { ExpoFixture.columns($0) <= width },
                    "\(width) \(language): \(run.stdout)")
                #expect(run.stdout.contains(language == "ko" ? "거문고" : "Geomungo"))
            }
        }
    }

    @Test(
        "COLUMNS that is not a usable number means 80 columns",
        arguments: ["", "abc", "0", "-5", "99999999999999999999999"])
    func unusableColumnsMeanEighty(columns: String) async throws {
        let cli = CLI(name: "expo", environment: ["COLUMNS": columns])
        let run = try await cli("poster")
        #expect(run.status == 0)
        let widest = run.stdout.split(separator: "\n").map(ExpoFixture.columns).max() ?? 0
        #expect((70...80).contains(widest), "\(widest)")
    }

    @Test func searchFindsExhibitsInEitherLanguage() async throws {
        let run = try await cli("search", "jik")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Exhibits matching “jik”: 1\n"))
        #expect(run.stdout.contains("1  Jikji"))

        let korean = try await cli("search", "tripitaka", "--lang", "ko", "--json")
        let answer = try JSONSerialization.jsonObject(with: Data(korean.stdout.utf8)) as? [String: Any]
        let matches = answer?["matches"] as? [[String: Any]]
        #expect(matches?.map { $0["name"] as? String } == ["팔만대장경"])
        #expect(answer?["heading"] as? String == "“tripitaka” 검색 결과: 1점")
    }

    @Test func searchIgnoresCaseAndAccents() async throws {
        let run = try await cli("search", "JÍKJI", "--json")
        let answer = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((answer?["matches"] as? [[String: Any]])?.first?["number"] as? Int == 1)
    }

    @Test func searchWithoutAMatchExitsOneAndStillPrintsJSON() async throws {
        let run = try await cli("search", "unicorn", "--json")
        #expect(run.status == 1)
        #expect(run.errorLines == ["expo: No exhibit matches “unicorn”."])
        let answer = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((answer?["matches"] as? [Any])?.isEmpty == true)
    }

    @Test func theOriginalAppsFilesAreReadUnchanged() async throws {
        let folder = try ExpoFixture.folder(byteOrderMark: true)
        let poster = try await cli("poster", "--data", folder.path)
        #expect(poster.status == 0, "stderr: \(poster.stderr)")
        #expect(poster.stdout.contains("파리 만국박람회 1900\n(L'Exposition de Paris 1900)"))
        #expect(poster.stdout.contains("첫째 문단입니다.\n\n둘째 문단입니다."))

        let items = try await cli("items", "--data", folder.path, "--lang", "ko")
        #expect(items.stdout.contains("출품작 2점"))
        #expect(items.stdout.contains("2  갓"))

        let item = try await cli("item", "jikji", "--data", folder.path)
        #expect(item.status == 0)
        #expect(item.stdout.hasPrefix("직지심체요절\nExhibit 1 of 2\n"))
        #expect(item.stdout.contains("시험용 첫째 문단.\n\n시험용 둘째 문단."))
        let outOfRange = try await cli("item", "3", "--data", folder.path)
        #expect(outOfRange.status == 1)
        #expect(outOfRange.stderr.contains("from 1 to 2"))
    }

    @Test func theHTMLSiteIsWrittenAndEveryLinkResolves() async throws {
        let out = try temporaryDirectory("expo-site").appendingPathComponent("site")
        let run = try await cli("export", "--format", "html", "--out", out.path, "--lang", "ko")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("파일 15개를 \(out.path) 폴더에 저장했어요.\n"))

        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 15)
        #expect(files.contains("index.html"))
        #expect(files.contains("exhibits.html"))
        for file in files {
            let data = try Data(contentsOf: out.appendingPathComponent(file))
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(file) does not parse")
            let html = String(decoding: data, as: UTF8.self)
            for link in Self.links(in: html) where !link.hasPrefix("#") {
                #expect(files.contains(link), "\(file) links to \(link), which was not written")
            }
        }
    }

    @Test func markdownWithPicturesCopiesThemAndNamesTheMissingOnes() async throws {
        let root = try temporaryDirectory("expo-export")
        let images = root.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: images.appendingPathComponent("jikji.png"))
        let out = root.appendingPathComponent("expo.md")

        let run = try await cli(
            "export", "--format", "markdown", "--out", out.path, "--images", images.path, "--json")

        #expect(run.status == 0, "stderr: \(run.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(answer?["files"] as? [String] == ["expo.md", "images/jikji.png"])
        #expect(answer?["directory"] as? String == root.path)
        #expect((answer?["missingImages"] as? [String])?.count == 12)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.hasPrefix("expo: No picture found for: "), "\(run.stderr)")
        #expect(run.stderr.contains(" (buddhism), "), "\(run.stderr)")
        let markdown = try String(contentsOf: out, encoding: .utf8)
        #expect(markdown.contains("images/jikji.png"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("images/jikji.png").path))
    }

    @Test func theSitesPosterPageShowsThePosterAndAFlagOnEachSideOfItsButton() async throws {
        let root = try temporaryDirectory("expo-export")
        let images = root.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for name in ["poster.png", "flag.png", "jikji.png"] {
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: images.appendingPathComponent(name))
        }
        let out = root.appendingPathComponent("site")

        let run = try await cli(
            "export", "--format", "html", "--out", out.path, "--images", images.path, "--json")

        #expect(run.status == 0, "stderr: \(run.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let files = answer?["files"] as? [String] ?? []
        #expect(files.contains("images/poster.png") && files.contains("images/flag.png"), "\(files)")
        let missing = answer?["missingImages"] as? [String] ?? []
        #expect(!missing.contains("poster") && !missing.contains("flag"))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "images/poster.png").count == 2)
        #expect(index.components(separatedBy: "images/flag.png").count == 3)
        for name in ["poster.png", "flag.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("images/\(name)").path))
        }
    }

    @Test func versionAndHelp() async throws {
        let version = try await cli("--version")
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        let help = try await cli("--help")
        #expect(help.status == 0)
        for command in ["poster", "items", "item", "search", "export"] {
            #expect(help.stdout.contains(command))
        }
    }

    /// The `href` values of `html`.
    private static func links(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            .map(String.init)
    }
}
