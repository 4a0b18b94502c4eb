import Foundation
import StarbucksKit
import Testing

/// What issue 15 asked of `starbucks`: data in `--json`, a launch that survives a broken fixture
/// it does not need, an event shown only while it runs, Korean help, particles chosen by the
/// word, and the README's example running on a fresh install.
@Suite("starbucks: data, fixtures, the event's period, Korean, README")
struct StarbucksProductTests {
    /// A CLI pointed at a fresh data directory, with `environment` added.
    private func freshCLI(_ environment: [String: String] = [:]) throws -> CLI {
        let directory = try temporaryDirectory("starbucks")
        return CLI(
            name: "starbucks", environment: environment.merging(["STARBUCKS_DATA_DIR": directory.path]) { $1 }
        )
    }

    private func json(_ run: CLI.Run) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Whether `text` is a day written `YYYY-MM-DD`.
    private func isDay(_ text: Any?) -> Bool {
        guard let text = text as? String else { return false }
        return text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil
    }

    // MARK: - --json is data

    @Test func whatsNewJSONCarriesIDsAndDaysBesideTheDisplayedRow() async throws {
        let cli = try freshCLI()
        let page = try json(try await cli("whats-new", "--json", "--lang", "ko"))
        let items = try #require(page["items"] as? [[String: Any]])
        let first = try #require(items.first)
        #expect(first["id"] as? String == "3070")
        #expect(first["title"] as? String == "환경의 날 캠페인")
        #expect(first["start"] as? String == "2022-06-01")
        #expect(first["end"] as? String == "2022-06-10")
        #expect(first["pictureState"] as? String == "loaded")
        #expect(first["picture"] == nil, "one key and one set of words for a picture's state")
        let states: Set<String> = ["pending", "loaded", "failed", "none"]
        #expect(items.allSatisfy { states.contains($0["pictureState"] as? String ?? "") }, "\(items)")
        #expect(items.allSatisfy { isDay($0["start"]) && isDay($0["end"]) }, "\(items)")
        #expect(items.allSatisfy { $0["registered"] == nil || isDay($0["registered"]) })
        let display = try #require(first["display"] as? [String: Any])
        #expect(display["period"] as? String == "2022년 6월 1일 ~ 2022년 6월 10일")
        #expect(display["id"] as? String == "3070")
        #expect(display["start"] as? String == "2022-06-01" && display["end"] as? String == "2022-06-10")
        #expect(display["pictureState"] as? String == "loaded")
    }

    @Test func launchJSONCarriesThePopupsDaysBesideItsCard() async throws {
        let cli = try freshCLI()
        #expect(try await cli("signin", "Minji").status == 0)
        let launch = try json(try await cli("launch", "--json"))
        let popup = try #require(launch["popup"] as? [String: Any])
        let today = CalendarDay(date: Date(), calendar: .current)
        #expect(popup["start"] as? String == today.adding(days: -3).description)
        #expect(popup["end"] as? String == today.adding(days: 8).description)
        #expect((popup["display"] as? [String: Any])?["title"] as? String == "딜리버리로 주문하고 별 더 받기")
        #expect((launch["notices"] as? [String]) == [])
    }

    // MARK: - The event's period

    @Test func aPastEventIsNotShownAsCurrent() async throws {
        let cli = try freshCLI()
        #expect(try await cli("signin", "Minji").status == 0)
        let folder = try temporaryDirectory("starbucks-fixtures")
        try Data(
            #"{"title": "지난 이벤트", "range": "2021년 10월 11일 ~ 10월 22일", "target": "", "description": "d"}"#.utf8
        ).write(to: folder.appendingPathComponent("event-popup.json"))

        let launch = try await cli("launch", "--fixtures", folder.path, "--json")

        #expect(launch.status == 0, "\(launch.stderr)")
        #expect(try json(launch)["next"] as? String == "home")
        let bundled = try json(try await cli("launch", "--json"))
        #expect(bundled["next"] as? String == "eventPopup", "the bundled event runs around today")
    }

    // MARK: - A broken fixture

    @Test func aBrokenHomeFixtureDoesNotStopTheLaunch() async throws {
        let cli = try freshCLI()
        #expect(try await cli("signin", "Minji").status == 0)
        let folder = try temporaryDirectory("starbucks-fixtures")
        try Data(#"{"your-recommand": 3"#.utf8).write(to: folder.appendingPathComponent("home.json"))

        let launch = try await cli("launch", "--fixtures", folder.path)

        #expect(launch.status == 0, "\(launch.stderr)")
        #expect(launch.stdout.contains("딜리버리로 주문하고 별 더 받기"), "\(launch.stdout)")
        #expect(launch.stdout.contains("home.json is not a valid home answer"), "\(launch.stdout)")
        let data = try json(try await cli("launch", "--fixtures", folder.path, "--json"))
        #expect((data["notices"] as? [String])?.count == 1)
        // The home screen, which needs the file, still refuses it.
        let home = try await cli("home", "--fixtures", folder.path)
        #expect(home.status == 65)
        #expect(home.stderr.contains("home.json"), "\(home.stderr)")
    }

    // MARK: - Korean

    /// The help of every command, as a Korean user sees it.
    private func koreanHelp() async throws -> [String: String] {
        let cli = try freshCLI(["LANG": "ko_KR.UTF-8"])
        var help: [String: String] = [:]
        for command in [
            [], ["signin"], ["signout"], ["launch"], ["popup"], ["popup", "dismiss"], ["popup", "status"],
            ["popup", "reset"], ["home"], ["whats-new"], ["product"],
        ] {
            let run = try await cli.run(command + ["--help"])
            #expect(run.status == 0, "\(command): \(run.stderr)")
            help[command.joined(separator: " ")] = run.stdout
        }
        return help
    }

    @Test func everyHelpTextIsKoreanUnderAKoreanLocale() async throws {
        for (command, text) in try await koreanHelp() {
            let lines = text.components(separatedBy: "\n")
            #expect(hasHangul(lines.first ?? ""), "\(command): \(lines.first ?? "")")
            for (index, line) in lines.enumerated() where line.hasPrefix("  -") || line.hasPrefix("  <") {
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                #expect(hasHangul(line) || hasHangul(next), "starbucks \(command): \(line)")
            }
        }
    }

    @Test func noParticleIsShownWithBothForms() async throws {
        var texts = try await koreanHelp().values.map { $0 }
        let cli = try freshCLI(["LANG": "ko_KR.UTF-8"])
        for arguments in [
            ["home"], ["product", "abc"], ["product", "999999"], ["home", "--base-url", "not a url"],
            ["home", "--offline", "--live"], ["home", "--fixtures", "/nonexistent"], ["signin", ""],
            ["whats-new", "--downloads", "0"],
        ] {
            texts.append(try await cli.run(arguments).stderr)
        }
        for text in texts {
            for marker in ["을(를)", "를(을)", "이(가)", "은(는)", "(으)로", "과(와)"] {
                #expect(!text.contains(marker), "\(marker) in: \(text)")
            }
        }
    }

    // MARK: - The README

    @Test func theREADMEExampleRunsAsWrittenOnAFreshInstall() async throws {
        let example = try READMEExample.command(for: "starbucks")
        let folder = try temporaryDirectory("starbucks-readme")
        let binaries = try CLI.binaryDirectory(containing: "starbucks")
        let cli = CLI(
            name: "starbucks",
            environment: [
                "PATH": binaries.path + ":/usr/bin:/bin", "HOME": folder.path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ])
        let run = try await cli.shell(#"cd "$1" && "# + example, folder.path)
        #expect(run.status == 0, "\(example)\n\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("Minji님"), "\(run.stdout)")
    }
}
