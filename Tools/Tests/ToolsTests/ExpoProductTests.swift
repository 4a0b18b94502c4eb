import Foundation
import Testing

/// `expo` as one product with the other CLIs: exhibits by their picture's file name, an empty
/// search, data in `--json`, Korean help and names, and no terminal layout in ExpoKit.
@Suite("expo: picture names, empty search, JSON data, Korean, one terminal layout")
struct ExpoProductTests {
    private let cli = CLI(name: "expo")

    /// `text` parsed as a JSON object.
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(
        "An exhibit is found by its picture's file name, as the help's \"image name\" promises",
        arguments: [["item", "jikji.png"], ["item", "GOD.JPG"], ["item", "jikji.png", "--lang", "ko"]])
    func anItemByItsPicturesFileName(arguments: [String]) async throws {
        let run = try await cli.run(arguments + ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let detail = try object(run.stdout)
        #expect(
            detail["imageName"] as? String == (arguments[1].lowercased().hasPrefix("god") ? "god" : "jikji"))
    }

    @Test func aSearchByAPicturesFileName() async throws {
        let run = try await cli("search", "jikji.png", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try object(run.stdout)
        #expect(answer["count"] as? Int == 1)
        #expect((answer["matches"] as? [[String: Any]])?.first?["imageName"] as? String == "jikji")
        let text = try await cli("search", "jikji.png")
        #expect(text.stdout.contains("1  Jikji"), "\(text.stdout)")
    }

    @Test(arguments: [[""], ["   "], []])
    func anEmptySearchSaysSoAndNotAboutNumbers(words: [String]) async throws {
        let run = try await cli.run(["search"] + words)
        #expect(run.status == 64)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("Give something to search for"), "\(run.stderr)")
        #expect(!run.stderr.contains("number"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    // MARK: --json is data

    @Test func everyAnswerCarriesNumbersAndIdsBesideTheText() async throws {
        let poster = try object(try await cli("poster", "--json", "--lang", "ko").stdout)
        #expect(poster["visitors"] as? Int == 48_130_300)
        #expect(poster["opening"] as? String == "1900-04-14")
        #expect(poster["location"] as? String == "프랑스 파리")
        #expect(poster["locationText"] as? String == "개최지: 프랑스 파리")

        let items = try object(try await cli("items", "--json").stdout)
        #expect(items["count"] as? Int == 13)
        let rows = try #require(items["rows"] as? [[String: Any]])
        #expect(rows.map { $0["number"] as? Int } == Array(1...13).map { Optional($0) })
        #expect(rows.first?["imageName"] as? String == "jikji")

        let item = try object(try await cli("item", "갓", "--json").stdout)
        #expect(item["number"] as? Int == 11)
        #expect(item["count"] as? Int == 13)
        #expect(item["imageName"] as? String == "god")

        let search = try object(try await cli("search", "금", "--json", "--lang", "ko").stdout)
        #expect(search["count"] as? Int == (search["matches"] as? [Any])?.count)
        #expect(search["query"] as? String == "금")
    }

    // MARK: Korean

    @Test(
        "Every help is Korean under LANG=ko_KR.UTF-8",
        arguments: [[], ["poster"], ["items"], ["item"], ["search"], ["export"]])
    func helpIsKorean(command: [String]) async throws {
        let run = try await CLI(name: "expo", environment: ["LANG": "ko_KR.UTF-8"]).run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("개요: "), "\(run.stdout)")
        for line in run.stdout.split(separator: "\n") {
            if line.hasPrefix("사용법:") || line.contains("expo help") { continue }
            #expect(line.firstMatch(of: /\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/) == nil, "English in: \(line)")
            // An option's description starts in column 27, or on the next line when its names
            // are longer.
            let description = line.dropFirst(26).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("  -") || line.hasPrefix("  <"), !description.isEmpty {
                #expect(ExpoFixture.hasHangul(description), "not Korean: \(line)")
            }
        }
    }

    @Test func koreanMessagesNameTheExhibitsInKorean() async throws {
        let ambiguous = try await cli("item", "ge", "--lang", "ko")
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("거문고"), "\(ambiguous.stderr)")
        #expect(!ambiguous.stderr.contains("Geomungo"), "\(ambiguous.stderr)")

        let out = try temporaryDirectory("expo-ko-export").appendingPathComponent("md")
        let export = try await cli(
            "export", "--format", "md", "--out", out.path, "--images", out.path, "--lang", "ko")
        #expect(export.status == 74, "the images folder does not exist yet: \(export.stderr)")
        let images = try temporaryDirectory("expo-ko-images")
        let written = try await cli(
            "export", "--format", "md", "--out", out.path, "--images", images.path, "--lang", "ko")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stderr.hasPrefix("expo: 사진을 찾지 못한 출품작: 직지심체요절 (jikji), 불경 (buddhism),"),
            "\(written.stderr)")
        for marker in ["을(를)", "이(가)", "은(는)", "(이)라"] {
            #expect(!ambiguous.stderr.contains(marker))
        }
        let notFound = try await cli("item", "unicorn", "--lang", "ko")
        #expect(notFound.stderr.hasPrefix("expo: “unicorn”이라는 출품작이 없어요."), "\(notFound.stderr)")
    }

    // MARK: The README

    @Test func everyReadmeExampleRunsAsWrittenInAFreshFolder() async throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let examples = try String(contentsOf: readme, encoding: .utf8).matches(of: /`(expo [^`]+)`/).map {
            String($0.1)
        }
        #expect(examples.count >= 2, "\(examples)")
        let folder = try temporaryDirectory("expo-readme")
        for example in examples {
            let words = example.split(separator: " ").dropFirst().map { "'\($0)'" }.joined(separator: " ")
            let run = try await cli.shell(#"cd "$1" && "$0" "# + words, folder.path)
            #expect(run.status == 0, "`\(example)` failed: \(run.stderr)")
        }
    }

    // MARK: One terminal layout

    @Test func expoKitKeepsNoTerminalLayoutAndTheCLIUsesToolSupports() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for folder in ["ExpoKit/Sources/ExpoKit", "Tools/Sources/expo"] {
            let base = root.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter {
                $0.hasSuffix(".swift")
            }
            #expect(!files.isEmpty)
            for file in files {
                let code = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                #expect(!code.contains("enum TerminalText"), "\(folder)/\(file) lays text out for a terminal")
                #expect(!code.contains("func displayWidth"), "\(folder)/\(file) measures terminal columns")
                #expect(!code.contains("ExpoKit.TerminalText"), "\(folder)/\(file)")
            }
        }
    }
}
