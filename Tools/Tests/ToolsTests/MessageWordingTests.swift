import Foundation
import Testing

/// Messages that said something wrong or misleading, run as a user runs the CLIs: each names the
/// problem as it is and the way out, starts with a capital letter, names paths the way a person
/// reads them, and the Korean is one style (해요) throughout.
@Suite("Messages say what is so")
struct MessageWordingTests {
    @Test func aSearchThatFindsNothingOnTheDaysAskedNamesTheDays() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        // "Sandwiches by the river" is the picnic, on 2020-12-22; nothing matches on the 23rd
        let anyDay = try await diary.cli("search", "river")
        #expect(anyDay.status == 0, "\(anyDay.stderr)")
        let cases: [([String], String)] = [
            (["--on", "2020-12-23"], "diary: No entry written on December 23, 2020 matches “river”.\n"),
            (
                ["--from", "2021-01-01", "--to", "2021-01-31"],
                "diary: No entry written from January 1, 2021 to January 31, 2021 matches “river”.\n"
            ),
            (
                ["--from", "2020-12-23"],
                "diary: No entry written on or after December 23, 2020 matches “river”.\n"
            ),
            (
                ["--to", "2020-12-21"],
                "diary: No entry written on or before December 21, 2020 matches “river”.\n"
            ),
            (
                ["--on", "2020-12-23", "--lang", "ko"],
                "diary: 2020년 12월 23일에 쓴 일기 중에는 “river”에 맞는 일기가 없어요.\n"
            ),
        ]
        for (filter, message) in cases {
            let run = try await diary.cli.run(["search", "river"] + filter)
            #expect(run.status == 1)
            #expect(run.stderr == message)
        }
        // Without a day filter, the message stays as it was
        let none = try await diary.cli("search", "volcano")
        #expect(none.stderr == "diary: No entry matches “volcano”.\n")
    }

    @Test func aProductCodeOfDigitsOnlyTooManyIsSaidToBeTooLong() async throws {
        let starbucks = CLI(
            name: "starbucks", environment: ["STARBUCKS_DATA_DIR": try temporaryDirectory("sb").path])
        let long = try await starbucks("product", "99999999999999999999999999")
        #expect(long.status == 64)
        #expect(
            long.stderr
                == "starbucks: “99999999999999999999999999” has 26 digits; a product code has at most 20. Check the code and give it again.\n"
        )
        let korean = try await starbucks("product", "99999999999999999999999999", "--lang", "ko")
        #expect(
            korean.stderr
                == "starbucks: “99999999999999999999999999”는 26자리예요. 상품 코드는 20자리까지예요. 코드를 확인하고 다시 입력하세요.\n",
            "\(korean.stderr)")
        let letters = try await starbucks("product", "12a")
        #expect(letters.stderr == "starbucks: “12a” is not a product code; give its digits, like 106509.\n")
    }

    /// An unknown subcommand of each CLI, and what it must suggest (`nil`: the list of commands).
    static let unknownCommands: [(cli: String, typed: [String], meant: String?)] = [
        ("expo", ["list"], "items"),
        ("expo", ["find", "jikji"], "search"),
        ("expo", ["itme", "3"], "item"),
        ("diary", ["find", "rain"], "search"),
        ("diary", ["add", "Hello"], "new"),
        ("diary", ["remove", "abc"], "delete"),
        ("juice-maker", ["buy", "kiwi"], "order"),
        ("juice-maker", ["inventory"], nil),
        ("open-market", ["get", "1"], "show"),
        ("open-market", ["remove", "1"], "delete"),
        ("starbucks", ["sign-in", "Minji"], "signin"),
        ("starbucks", ["zzzzzz"], nil),
    ]

    @Test(arguments: 0..<unknownCommands.count)
    func anUnknownSubcommandSuggestsTheNearestRealOneOnce(_ index: Int) async throws {
        let row = Self.unknownCommands[index]
        let folder = try temporaryDirectory("unknown")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = DashValueCLITests.environment(folder)
        for language in ["en", "ko"] {
            let run = try await CLI(name: row.cli, environment: environment).run(
                row.typed + ["--lang", language])
            #expect(run.status == 64)
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            let typed = row.typed[0]
            if language == "en" {
                #expect(run.stderr.hasPrefix("\(row.cli): Unknown command '\(typed)'"), "\(run.stderr)")
                #expect(run.stderr.components(separatedBy: "see").count == 2, "one 'see': \(run.stderr)")
                if let meant = row.meant {
                    #expect(run.stderr.contains("did you mean '\(meant)'?"), "\(run.stderr)")
                } else {
                    #expect(run.stderr.contains("; the commands are "), "\(run.stderr)")
                }
            } else {
                #expect(run.stderr.contains("없는 명령이에요"), "\(run.stderr)")
                #expect(run.stderr.components(separatedBy: "보세요").count == 2, "\(run.stderr)")
                if let meant = row.meant { #expect(run.stderr.contains("'\(meant)'"), "\(run.stderr)") }
                for marker in ["을(를)", "이(가)", "은(는)"] { #expect(!run.stderr.contains(marker)) }
            }
        }
    }

    @Test func aDamagedInventoryIsNamedByItsPlainPath() async throws {
        let folder = try temporaryDirectory("jm")
        defer { try? FileManager.default.removeItem(at: folder) }
        let jm1 = folder.appendingPathComponent("jm1")
        try FileManager.default.createDirectory(at: jm1, withIntermediateDirectories: true)
        try Data("{".utf8).write(to: jm1.appendingPathComponent("inventory.json"))
        let roundabout = folder.path + "/jm3/../jm1/./"
        let run = try await CLI(name: "juice-maker")("stock", "--data-dir", roundabout)
        #expect(run.status == 65)
        #expect(run.stderr.contains(folder.standardizedFileURL.path + "/jm1/inventory.json"), "\(run.stderr)")
        #expect(!run.stderr.contains("/../") && !run.stderr.contains("/./"), "\(run.stderr)")
        #expect(run.stderr.contains("juice-maker reset"), "\(run.stderr)")

        let expo = try await CLI(name: "expo")("items", "--data", folder.path + "/jm3/../missing")
        #expect(expo.status == 74)
        #expect(expo.stderr.contains(folder.standardizedFileURL.path + "/missing"), "\(expo.stderr)")
        #expect(!expo.stderr.contains("/../"), "\(expo.stderr)")

        let diary = try await CLI(name: "diary")("list", "--db", folder.path + "/jm3/../jm1")
        #expect(diary.status != 0)
        #expect(!diary.stderr.contains("/../"), "\(diary.stderr)")
    }

    /// Runs that fail, across the CLIs: each message starts with a capital letter after the tool's name.
    static let failures: [(cli: String, arguments: [String])] = [
        ("expo", ["list"]), ("expo", ["exhibits"]), ("diary", ["zzzzzz"]), ("juice-maker", ["zzzzzz"]),
        ("open-market", ["zzzzzz"]), ("starbucks", ["zzzzzz"]), ("expo", ["item", "99"]),
        ("diary", ["show", "zzzz"]), ("juice-maker", ["order", "dragonfruit"]),
        ("open-market", ["show", "0"]),
        ("starbucks", ["product", "abc"]), ("diary", ["list", "--page", "0"]),
        ("juice-maker", ["stock", "set", "kiwi"]),
        ("expo", ["search"]), ("diary", ["new", "--at", "1,2", "x"]),
        ("open-market", ["list", "--timeout", "0"]),
    ]

    @Test(arguments: 0..<failures.count)
    func everyMessageStartsWithACapitalLetter(_ index: Int) async throws {
        let row = Self.failures[index]
        let folder = try temporaryDirectory("capital")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CLI(name: row.cli, environment: DashValueCLITests.environment(folder)).run(
            row.arguments)
        #expect(run.status != 0)
        let message = run.stderr.dropFirst(row.cli.count + 2)
        #expect(run.stderr.hasPrefix("\(row.cli): "), "\(run.stderr)")
        let first = try #require(message.first)
        #expect(!first.isLowercase, "\(run.stderr)")
    }

    @Test func theKoreanOfOnThisDayAndOfThePopupIsTrueAndNatural() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let run = try await diary.cli("on-this-day", "--date", "2024-12-22", "--lang", "ko")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("예전 해의 이날에 쓴 일기 1개가 있어요."), "\(run.stdout)")
        #expect(!run.stdout.contains("지난 해"), "\(run.stdout)")
        let help = try await CLI(name: "starbucks")("popup", "dismiss", "--help", "--lang", "ko")
        #expect(help.stdout.contains("이벤트 팝업을 닫아요."), "\(help.stdout)")
        #expect(!help.stdout.contains("영영"), "\(help.stdout)")
    }

    @Test(
        "Korean help is all in the 해요 style",
        arguments: ConventionSubject.all.flatMap { subject in
            subject.helpPages.map { (subject.name, $0.command) }
        })
    func koreanHelpIsInOneStyle(cli: String, command: [String]) async throws {
        let run = try await CLI(name: cli).run(command + ["--help", "--lang", "ko"])
        #expect(run.status == 0)
        for formal in ["니다", "십시오", "니까?"] {
            #expect(!run.stdout.contains(formal), "\(cli) \(command): \(run.stdout)")
        }
    }

    @Test func theWeatherStandInHasAVersionLikeEveryTool() async throws {
        let run = try await CLI(name: "weather-stand-in")("--version")
        #expect(run.status == 0, "\(run.stderr)")
        let diary = try await CLI(name: "diary")("--version")
        #expect(run.stdout == diary.stdout)
        #expect(!run.stdout.isEmpty)
    }
}

/// Dates before the Gregorian reform, imported and shown by `diary` as a person reads them.
@Suite("diary: year 1 and 1582 in the proleptic Gregorian calendar")
struct DiaryOldDatesTests {
    @Test func anImportedYearOneIsJanuaryFirstAndRoundTrips() async throws {
        let diary = try DiaryFixture()
        // The original app's format: created_at in seconds since 1970; 0001-01-01T12:00:00Z
        let sample = try diary.file(
            "old.json", #"[{"title": "First", "body": "The very first day.", "created_at": -62135553600}]"#)
        #expect(try await diary.cli("import", sample).status == 0)
        let archive = try diary.file(
            "reform.json",
            #"{"format": "diarykit", "version": 1, "entries": [{"id": "aaaaaaaa-1582-4000-8000-000000000010", "#
                + #""title": "Reform", "body": "Ten days before.", "createdAt": "1582-10-10T12:00:00.000Z"}]}"#
        )
        let imported = try await diary.cli("import", archive)
        #expect(imported.status == 0, "\(imported.stderr)")

        let list = try await diary.cli("list")
        #expect(list.stdout.contains("Jan 1, 1") || list.stdout.contains("January 1, 1"), "\(list.stdout)")
        #expect(!list.stdout.contains("January 3, 1") && !list.stdout.contains("Jan 3, 1"), "\(list.stdout)")
        let reform = try await diary.cli("show", "aaaaaaaa-1582")
        #expect(reform.stdout.contains("October 10, 1582"), "\(reform.stdout)")
        let json = try await diary.cli("list", "--json")
        #expect(json.stdout.contains("0001-01-01T12:00:00"), "\(json.stdout)")
        #expect(json.stdout.contains("1582-10-10T12:00:00"), "\(json.stdout)")

        let export = try await diary.cli("export", "--format", "json", "--out", "-")
        #expect(export.stdout.contains("\"0001-01-01T12:00:00.000Z\""), "\(export.stdout)")
        #expect(export.stdout.contains("\"1582-10-10T12:00:00.000Z\""), "\(export.stdout)")
        // Imported again into a fresh diary, the days are the same
        let again = try DiaryFixture()
        let file = try again.file("again.json", export.stdout)
        #expect(try await again.cli("import", file).status == 0)
        #expect(try await again.cli("list", "--json").stdout.contains("1582-10-10T12:00:00"))
        let onThisDay = try await again.cli("on-this-day", "--date", "2025-10-10")
        #expect(onThisDay.stdout.contains("Reform"), "\(onThisDay.stdout)")
    }
}
