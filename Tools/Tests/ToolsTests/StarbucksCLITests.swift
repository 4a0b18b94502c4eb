import Foundation
import StarbucksKit
import Testing

@Suite("starbucks, run as a user runs it")
struct StarbucksCLITests {
    /// A CLI pointed at a fresh data directory through `STARBUCKS_DATA_DIR`.
    private func freshCLI(_ environment: [String: String] = [:]) throws -> (CLI, URL) {
        let directory = try temporaryDirectory("starbucks")
        let cli = CLI(
            name: "starbucks",
            environment: environment.merging(["STARBUCKS_DATA_DIR": directory.path]) { $1 })
        return (cli, directory)
    }

    /// A CLI with someone signed in.
    private func signedInCLI(_ name: String = "Minji", _ environment: [String: String] = [:]) async throws
        -> (CLI, URL)
    {
        let (cli, directory) = try freshCLI(environment)
        let run = try await cli("signin", name)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return (cli, directory)
    }

    private func json(_ run: CLI.Run) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// A fixture folder holding `files` (name → contents).
    private func fixtureFolder(_ files: [String: String]) throws -> URL {
        let folder = try temporaryDirectory("starbucks-fixtures")
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    // MARK: - The launch flow

    @Test func theWholeTourSignInPopupDismissHomeAndWhatsNew() async throws {
        let (cli, directory) = try freshCLI()

        let first = try await cli("launch", "--json")
        #expect(try json(first)["next"] as? String == "signIn")

        let signIn = try await cli("signin", "Minji")
        #expect(signIn.status == 0)
        #expect(signIn.stdout == "Signed in as Minji.\n")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("session.json").path))

        let launch = try await cli("launch")
        #expect(launch.status == 0)
        #expect(launch.stderr.isEmpty)
        #expect(launch.stdout.hasPrefix("Welcome back, Minji. There is an event to show you before home."))
        #expect(launch.stdout.contains("딜리버리로 주문하고 별 더 받기"))
        // The bundled event runs from three days ago to eight days from now.
        let today = CalendarDay(date: Date(), calendar: .current)
        let period = try #require(EventPeriod(start: today.adding(days: -3), end: today.adding(days: 8)))
        let shown = StarbucksText(locale: Locale(identifier: "en")).period(period)
        #expect(launch.stdout.contains("Period        \(shown)"), "\(launch.stdout)")
        #expect(launch.stdout.contains("[Not today]         starbucks popup dismiss --today"))
        #expect(!launch.stdout.contains("**"))

        let dismiss = try await cli("popup", "dismiss", "--today")
        #expect(dismiss.status == 0)
        #expect(dismiss.stdout.hasPrefix("The event popup stays hidden until "))

        let again = try await cli("launch", "--json")
        let summary = try json(again)
        #expect(summary["next"] as? String == "home")
        #expect(summary["popup"] == nil)

        let home = try await cli("home")
        #expect(home.status == 0)
        #expect(home.stdout.hasPrefix("Nice to see you, Minji! Time for a little break."))

        let news = try await cli("whats-new")
        #expect(news.status == 0)
        #expect(news.stdout.hasPrefix("What's New\n"))
    }

    @Test func launchAsJSONShowsThePopupWithItsBoldRunsAndButtons() async throws {
        let (cli, _) = try await signedInCLI()
        let launch = try json(try await cli("launch", "--json"))
        #expect(launch["next"] as? String == "eventPopup")
        #expect(launch["userName"] as? String == "Minji")
        let event = try #require(launch["popup"] as? [String: Any])
        #expect(event["title"] as? String == "딜리버리로 주문하고 별 더 받기")
        let popup = try #require(event["display"] as? [String: Any])
        #expect(popup["title"] as? String == "딜리버리로 주문하고 별 더 받기")
        let runs = try #require(popup["descriptionRuns"] as? [[String: Any]])
        #expect(
            runs.filter { $0["bold"] as? Bool == true }.map { $0["text"] as? String } == [
                "오후 2시부터 6시 사이", "영수증 한 장마다 별 1개",
            ])
        let actions = try #require(popup["actions"] as? [[String: Any]])
        #expect(actions.map { $0["dismissal"] as? String } == ["forever", "today", "close"])
    }

    @Test func closeStoresNothingAndForeverHidesForGoodUntilReset() async throws {
        let (cli, directory) = try await signedInCLI()
        let close = try await cli("popup", "dismiss", "--close", "--json")
        #expect(try json(close)["state"] as? String == "due")
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("event-popup.json").path)
        )
        #expect(try json(try await cli("launch", "--json"))["next"] as? String == "eventPopup")

        let forever = try await cli("popup", "dismiss", "--forever")
        #expect(forever.stdout == "The event popup won't show again.\n")
        #expect(try json(try await cli("popup", "--json"))["state"] as? String == "hiddenForever")
        #expect(try json(try await cli("launch", "--json"))["next"] as? String == "home")

        let reset = try await cli("popup", "reset")
        #expect(reset.status == 0)
        #expect(reset.stdout == "The event popup will show at the next launch.\n")
        #expect(try json(try await cli("launch", "--json"))["next"] as? String == "eventPopup")
    }

    @Test(
        "Not today hides the popup until the next local midnight of the time zone TZ names",
        arguments: [("Asia/Seoul", "T15:00:00Z"), ("UTC", "T00:00:00Z"), ("Asia/Kolkata", "T18:30:00Z")])
    func notTodayLastsUntilLocalMidnight(zone: String, utcMidnight: String) async throws {
        let (cli, _) = try await signedInCLI("Minji", ["TZ": zone])
        let status = try json(try await cli("popup", "dismiss", "--today", "--json"))
        #expect(status["state"] as? String == "hiddenUntil")
        let until = try #require(status["hiddenUntil"] as? String)
        #expect(until.hasSuffix(utcMidnight), "\(zone): \(until)")
        let moment = try #require(ISO8601DateFormatter().date(from: until))
        #expect(moment > Date())
        #expect(moment.timeIntervalSinceNow <= 24 * 60 * 60 + 1)
    }

    @Test func aNotTodayFromAnEarlierDayIsOverAndThePopupShowsAgain() async throws {
        let (cli, directory) = try await signedInCLI()
        let yesterday = Date(timeIntervalSinceNow: -2 * 24 * 60 * 60).formatted(.iso8601)
        try Data(#"{"dismissal": "today", "dismissedAt": "\#(yesterday)"}"#.utf8)
            .write(to: directory.appendingPathComponent("event-popup.json"))
        #expect(try json(try await cli("popup", "status", "--json"))["state"] as? String == "due")
        #expect(try json(try await cli("launch", "--json"))["next"] as? String == "eventPopup")
    }

    @Test func signingOutSendsTheNextLaunchToSignIn() async throws {
        let (cli, directory) = try await signedInCLI("민지")
        let out = try await cli("signout", "--lang", "ko")
        #expect(out.status == 0)
        #expect(out.stdout.contains("민지"))
        #expect(hasHangul(out.stdout))
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("session.json").path))
        #expect(try json(try await cli("launch", "--json"))["next"] as? String == "signIn")
        let twice = try await cli("signout", "--json")
        #expect(twice.status == 0)
        #expect(try json(twice)["signedIn"] as? Bool == false)
        #expect(try json(twice)["userName"] == nil)
    }

    @Test func signingOutOfADamagedSessionSaysItWasRemovedNotThatNobodyWasSignedIn() async throws {
        let (cli, directory) = try freshCLI()
        let file = directory.appendingPathComponent("session.json")
        try Data(#"{"name":"x""#.utf8).write(to: file)
        let out = try await cli("signout")
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout == "The session file was damaged, so it was removed; nobody is signed in now.\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(
            try await cli("signout").stdout == "Nobody was signed in, so there was nothing to sign out.\n")
    }

    @Test func aNameWithSpacesIsOneName() async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli("signin", "Kim", "Minji", "--json")
        #expect(try json(run)["userName"] as? String == "Kim Minji")
        #expect(try await cli("home").stdout.hasPrefix("Nice to see you, Kim Minji!"))
    }

    // MARK: - Home, products, What's New

    @Test func homeKeepsTheOrderOfTheHomeDocumentsCodes() async throws {
        let (cli, _) = try await signedInCLI()
        let page = try json(try await cli("home", "--json"))
        let yours = try #require(page["yourRecommendations"] as? [String: Any])
        let now = try #require(page["nowRecommendations"] as? [String: Any])
        #expect(yours["title"] as? String == "Picked for Minji")
        #expect(
            (yours["items"] as? [[String: Any]])?.map { $0["code"] as? String }
                == ["106509", "128695", "9200000000479", "9300000001376"])
        #expect(
            (now["items"] as? [[String: Any]])?.map { $0["code"] as? String }
                == ["9200000002487", "110569", "9200000002403", "110563", "9200000003505"])
        #expect((page["notices"] as? [String])?.isEmpty == true)
        let banner = try #require(page["mainEvent"] as? [String: Any])
        #expect((banner["imageURL"] as? String)?.hasSuffix("APP_THUM_20220509101500123.png") == true)
    }

    @Test func homeInKorean() async throws {
        let (cli, _) = try await signedInCLI()
        let home = try await cli("home", "--lang", "ko")
        #expect(home.status == 0)
        #expect(home.stdout.hasPrefix("Minji님, 반가워요! 잠깐 쉬어 가세요."))
        #expect(home.stdout.contains("Minji님을 위한 추천 메뉴"))
        #expect(home.stdout.contains("메인 이벤트"))
        #expect(home.stdout.contains("  9200000002487  바닐라 크림 콜드 브루"))
    }

    @Test func homeShowsTheWhatsNewStripAndEveryPictureInItsSlot() async throws {
        let (cli, _) = try await signedInCLI()
        let run = try await cli("home", "--json")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let page = try json(run)
        let strip = try #require(page["whatsNew"] as? [String: Any])
        let events = try #require(strip["items"] as? [[String: Any]])
        #expect(events.count == 10)
        #expect(events.first?["position"] as? Int == 1)
        #expect(events.allSatisfy { $0["pictureState"] as? String == "loaded" && $0["pictureBytes"] is Int })
        #expect(events.first?["id"] as? String == "3070")
        #expect(events.first?["start"] as? String == "2022-06-01")
        #expect(events.first?["end"] as? String == "2022-06-10")
        #expect(events.allSatisfy { $0["picture"] == nil }, "the state is a word, not text")
        for shelf in ["yourRecommendations", "nowRecommendations"] {
            let tiles = try #require((page[shelf] as? [String: Any])?["items"] as? [[String: Any]])
            #expect(!tiles.isEmpty)
            #expect(tiles.allSatisfy { $0["pictureState"] as? String == "loaded" }, "\(shelf)")
            #expect(tiles.allSatisfy { $0["picture"] == nil }, "\(shelf)")
            #expect(tiles.allSatisfy { ($0["accessibilityLabel"] as? String)?.isEmpty == false })
        }
        #expect((page["mainEvent"] as? [String: Any])?["pictureState"] as? String == "loaded")

        let text = try await cli("home")
        #expect(text.stdout.contains("What's New  (See all: starbucks whats-new)\n   #  Title"))
        #expect(text.stdout.contains("Picture ready (74 bytes)"))
    }

    /// The sections arrive in an order that depends on timing (the home document and the What's
    /// New list are asked for at once), so every run is checked against what must hold whatever
    /// the order: the greeting first, each section once, each picture once under its own
    /// section. Several runs at once give the orders a chance to differ.
    @Test func progressiveHomePrintsTheGreetingFirstAndEveryPictureOnceUnderItsOwnSection() async throws {
        let (cli, _) = try await signedInCLI()
        let runs = try await withThrowingTaskGroup(of: CLI.Run.self) { group in
            for _ in 0..<4 { group.addTask { try await cli("home", "--progressive") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let titles: [String: String] = [
            "Picked for Minji": "yours", "Main event": "banner", "What's New": "whatsNew",
            "Good for this time of day": "now",
        ]
        for run in runs {
            #expect(run.status == 0, "stderr: \(run.stderr)")
            #expect(
                run.stdout.hasPrefix("Nice to see you, Minji! Time for a little break.\n"), "\(run.stdout)")
            // The section each line stands under: its title's line, or its title marked continued.
            var section: String?
            var headings: [String: Int] = [:]
            var pictures: [String: [Substring]] = [:]
            for line in run.stdout.split(separator: "\n") {
                if let title = titles.keys.first(where: { line.hasPrefix($0) }) {
                    section = titles[title]
                    if !line.hasSuffix("(continued)") { headings[title, default: 0] += 1 }
                } else if line.hasPrefix("  · ") {
                    pictures[section ?? "none", default: []].append(line)
                }
            }
            #expect(headings.count == 4 && headings.values.allSatisfy { $0 == 1 }, "\(run.stdout)")
            // 4 + 5 products and 10 events, each picture on its own line, once, in its section.
            #expect(pictures["yours"]?.count == 4, "\(run.stdout)")
            #expect(pictures["now"]?.count == 5, "\(run.stdout)")
            #expect(pictures["whatsNew"]?.count == 10, "\(run.stdout)")
            #expect(pictures["none"] == nil && pictures["banner"] == nil, "\(run.stdout)")
            #expect(pictures.values.joined().allSatisfy { $0.hasSuffix("Picture ready (74 bytes)") })
            #expect(Set(pictures.values.joined()).count == 19, "a picture told twice: \(run.stdout)")
            #expect(pictures["yours"]?.contains { $0.hasPrefix("  · 아이스 커피: ") } == true)
        }
    }

    /// With `--json`, one object per line: the greeting filled first; every picture told once,
    /// either by its section's content (when it had landed by then) or by one `picture` line
    /// after it; `finished` last.
    @Test func progressiveHomeJSONLinesTellEveryPictureOnceAfterItsSection() async throws {
        let (cli, _) = try await signedInCLI()
        let runs = try await withThrowingTaskGroup(of: CLI.Run.self) { group in
            for _ in 0..<4 { group.addTask { try await cli("home", "--progressive", "--json") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for run in runs {
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let events = try run.stdout.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            let filled = events.filter { $0["event"] as? String == "filled" }.compactMap {
                $0["section"] as? String
            }
            #expect(filled.first == "greeting", "\(run.stdout)")
            #expect(
                filled.sorted() == [
                    "greeting", "mainEvent", "nowRecommendations", "whatsNew", "yourRecommendations",
                ])
            #expect(events.last?["event"] as? String == "finished")
            // Each picture's state as the lines tell it, in order; a picture line before its
            // section's content, or a second final state, is a contradiction.
            var states: [String: [String: String]] = [:]
            for event in events {
                let section = event["section"] as? String ?? ""
                switch event["event"] as? String {
                case "filled":
                    let content = event["content"] as? [String: Any]
                    let items =
                        section == "mainEvent"
                        ? [content ?? [:]] : (content?["items"] as? [[String: Any]] ?? [])
                    var slots: [String: String] = [:]
                    for (index, item) in items.enumerated() {
                        slots["\(index)"] = item["pictureState"] as? String
                    }
                    if section != "greeting" { states[section] = slots }
                case "picture":
                    let index = "\(event["index"] as? Int ?? -1)"
                    let before = try #require(states[section]?[index], "picture before its section: \(event)")
                    #expect(before == "pending", "told twice: \(event) in \(run.stdout)")
                    states[section]?[index] = event["pictureState"] as? String
                default: break
                }
            }
            #expect(states["yourRecommendations"]?.count == 4)
            #expect(states["nowRecommendations"]?.count == 5)
            #expect(states["whatsNew"]?.count == 10)
            #expect(states.values.allSatisfy { $0.values.allSatisfy { $0 == "loaded" } }, "\(states)")
        }
    }

    @Test func progressiveHomeShowsWhatCameAndExitsUnavailableWhenTheHomeDocumentFails() async throws {
        try await withStarbucksServer(faults: [.home: .status(503)]) { server in
            let (cli, _) = try await signedInCLI()
            let home = try await cli("home", "--progressive", "--base-url", server.baseURL)
            #expect(home.status == 69, "stderr: \(home.stderr)")
            #expect(home.errorLines.count == 1, "stderr: \(home.stderr)")
            #expect(home.stderr.contains("HTTP 503"))
            // The What's New strip does not need the home document: it is shown all the same.
            #expect(home.stdout.contains("What's New  (See all: starbucks whats-new)"), "\(home.stdout)")
            // The four sections the home document fills failed with one message, printed once.
            #expect(home.stdout.components(separatedBy: "HTTP 503").count == 2, "\(home.stdout)")
        }
    }

    @Test func aProductThatCannotBeLoadedIsLeftOutAndNamed() async throws {
        let (cli, _) = try await signedInCLI()
        let folder = try fixtureFolder([
            "home.json": #"{"display-name": "x", "your-recommand": {"products": ["106509", "4242"]}}"#
        ])
        let home = try await cli("home", "--fixtures", folder.path)
        #expect(home.status == 0, "stderr: \(home.stderr)")
        #expect(home.stdout.contains("Iced Coffee"))
        #expect(home.stdout.contains("Product 4242 was left out: There is no product with code 4242"))
        #expect(home.stdout.contains("Good for this time of day\n  Nothing to show here yet."))
    }

    @Test func productShowsNamesDetailsAndNutrition() async throws {
        let (cli, _) = try freshCLI()
        let product = try await cli("product", "106509")
        #expect(product.status == 0)
        #expect(product.stdout.hasPrefix("아이스 커피\nIced Coffee\n"))
        #expect(product.stdout.contains("Nutrition per serving (Tall(톨) 355ml)"))
        #expect(product.stdout.contains("Caffeine       140 mg"))
        let korean = try json(try await cli("product", " 106509 ", "--json", "--lang", "ko"))
        #expect(korean["code"] as? String == "106509")
        #expect(korean["englishName"] as? String == "Iced Coffee")
        let rows = try #require(korean["nutrition"] as? [[String: Any]])
        #expect(rows.contains { $0["line"] as? String == "카페인: 140mg" }, "\(rows)")
        let caffeine = try #require(rows.first { $0["nutrient"] as? String == "caffeine" })
        #expect((caffeine["amount"] as? NSNumber)?.intValue == 140)
        #expect(caffeine["unit"] as? String == "milligrams")
        #expect(caffeine["amountText"] as? String == "140mg")
        let details = try #require(korean["details"] as? [[String: Any]])
        let served = try #require(details.first { $0["kind"] as? String == "temperature" }, "\(details)")
        #expect(served["temperature"] as? String == "iced")
        #expect(served["value"] as? String == "차갑게")
    }

    @Test func whatsNewIsNewestFirstWithEveryPictureInItsSlot() async throws {
        let (cli, _) = try freshCLI()
        for downloads in ["1", "3", "10"] {
            let page = try json(try await cli("whats-new", "--json", "--downloads", downloads))
            let items = try #require(page["items"] as? [[String: Any]])
            #expect(items.count == 10)
            #expect(items.map { $0["position"] as? Int } == Array(1...10).map { $0 })
            #expect(items.first?["title"] as? String == "환경의 날 캠페인")
            #expect(items.last?["title"] as? String == "봄 시즌 원두 소개")
            #expect(items.allSatisfy { ($0["pictureBytes"] as? Int ?? 0) > 0 })
            // each thumbnail is its own event's
            for item in items {
                let url = try #require(item["thumbnailURL"] as? String)
                #expect(url.contains("WN_"), "\(item)")
            }
        }
        let korean = try await cli("whats-new", "--lang", "ko")
        #expect(korean.stdout.contains("   1  환경의 날 캠페인         2022년 6월 1일 ~ 2022년 6월 10일"))
    }

    @Test func whatsNewFromAFixtureFolderWithAnEmptyList() async throws {
        let (cli, _) = try freshCLI()
        let folder = try fixtureFolder(["whats-new.json": #"{"list": []}"#])
        let run = try await cli("whats-new", "--fixtures", folder.path)
        #expect(run.status == 0)
        #expect(run.stdout == "What's New\n  No events are running right now.\n")
    }

    @Test func theDataDirFlagBeatsTheVariableWhichBeatsXDG() async throws {
        let flag = try temporaryDirectory("starbucks-flag")
        let variable = try temporaryDirectory("starbucks-variable")
        let xdg = try temporaryDirectory("starbucks-xdg")
        let cli = CLI(
            name: "starbucks", environment: ["STARBUCKS_DATA_DIR": variable.path, "XDG_DATA_HOME": xdg.path])
        #expect(try await cli("signin", "Flag", "--data-dir", flag.path).status == 0)
        #expect(try await cli("signin", "Variable").status == 0)
        let xdgOnly = CLI(name: "starbucks", environment: ["XDG_DATA_HOME": xdg.path])
        #expect(try await xdgOnly("signin", "XDG").status == 0)
        for (folder, name) in [
            (flag, "Flag"), (variable, "Variable"), (xdg.appendingPathComponent("starbucks"), "XDG"),
        ] {
            let session = try String(
                contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
            #expect(session.contains("\"\(name)\""), "\(folder.path): \(session)")
        }
    }

    // MARK: - Live servers on 127.0.0.1

    @Test func liveModeReadsEveryEndpointFromTheBaseURL() async throws {
        try await withStarbucksServer { server in
            let (cli, _) = try await signedInCLI()

            let launch = try await cli("launch", "--base-url", server.baseURL, "--json")
            #expect(try json(launch)["next"] as? String == "eventPopup", "stderr: \(launch.stderr)")
            let home = try await cli("home", "--base-url", server.baseURL, "--json")
            #expect(home.status == 0, "stderr: \(home.stderr)")
            #expect(
                try json(home)["greeting"] as? String == "Nice to see you, Minji! Time for a little break.")
            let product = try await cli("product", "110569", "--base-url", server.baseURL)
            #expect(product.status == 0)
            #expect(product.stdout.contains("Cappuccino"))
            let news = try await cli("whats-new", "--base-url", server.baseURL, "--json")
            let items = try #require(try json(news)["items"] as? [[String: Any]])
            #expect(items.count == 10)
            #expect(items.allSatisfy { ($0["pictureBytes"] as? Int ?? 0) > 0 })
            #expect(items.allSatisfy { ($0["thumbnailURL"] as? String)?.hasPrefix(server.baseURL) == true })

            let requests = server.requests
            #expect(requests.contains("GET /jk/boostcamp/starbuckst-loading.json"))
            #expect(requests.contains("GET /starbuckst"))
            #expect(requests.contains("POST /menu/productViewAjax.do product_cd=110569"))
            #expect(requests.contains("POST /menu/productFileAjax.do PRODUCT_CD=110569"))
            #expect(requests.contains("POST /whats_new/getIngList.do MENU_CD=all"))
            // Ten thumbnails for the home screen's What's New strip, and ten for the list.
            #expect(
                requests.filter { $0.hasPrefix("GET /WN_") || $0.contains("/WN_") }.count == 20, "\(requests)"
            )
        }
    }

    @Test func eachHostCanHaveItsOwnBaseURL() async throws {
        try await withStarbucksServer { server in
            let closed = LocalStarbucksServer.closedBaseURL
            let (cli, _) = try await signedInCLI()
            let launch = try await cli(
                "launch", "--json", "--popup-base-url", closed, "--home-base-url", server.baseURL,
                "--starbucks-base-url", server.baseURL)
            // a popup that cannot be fetched is skipped: the launch goes home
            #expect(launch.status == 0, "stderr: \(launch.stderr)")
            #expect(try json(launch)["next"] as? String == "home")
            let home = try await cli(
                "home", "--base-url", closed, "--home-base-url", server.baseURL, "--starbucks-base-url",
                server.baseURL)
            #expect(home.status == 0, "stderr: \(home.stderr)")
        }
    }

    @Test func aServerThatFailsTheHomeDocumentIsUnavailable() async throws {
        try await withStarbucksServer(faults: [.home: .status(503)]) { server in
            let (cli, _) = try await signedInCLI()
            let home = try await cli("home", "--base-url", server.baseURL)
            #expect(home.status == 69, "stderr: \(home.stderr)")
            #expect(home.errorLines.count == 1, "stderr: \(home.stderr)")
            #expect(home.stderr.contains("HTTP 503"))
        }
    }

    @Test func aServerThatNeverAnswersIsGivenUpAfterTheKitsFifteenSeconds() async throws {
        // Given servers that take each request and never answer
        let silent = try SilentListener()
        defer { silent.close() }
        let (cli, _) = try await signedInCLI()

        // When home and launch run against them, side by side
        async let home = cli("home", "--base-url", silent.address)
        async let launch = cli("launch", "--json", "--base-url", silent.address)
        let homeRun = try await home
        let launchRun = try await launch

        // Then home says the service took too long, and launch skips the popup it could not
        // fetch (the time limit itself is the kit's transport tests' to prove: a test never
        // fails on a wall-clock figure, which a loaded machine can stretch)
        #expect(homeRun.status == 69, "stderr: \(homeRun.stderr)")
        #expect(
            homeRun.stderr
                == "starbucks: The home service took too long to answer; try again in a moment.\n")
        #expect(launchRun.status == 0, "stderr: \(launchRun.stderr)")
        #expect(try json(launchRun)["next"] as? String == "home")
    }

    // MARK: - Help, version, bad input

    @Test(
        "Help and version go to stdout with exit 0 and describe the command asked about",
        arguments: [
            (["--help"], ["USAGE: starbucks", "signin", "launch", "popup", "whats-new", "Exit codes"]),
            (["popup", "--help"], ["SUBCOMMANDS:", "dismiss", "status", "reset"]),
            (["popup", "dismiss", "--help"], ["--forever", "--today", "--close", "midnight"]),
            (["home", "--help"], ["--offline", "--fixtures", "--live", "--base-url", "--home-base-url"]),
            (["whats-new", "--help"], ["--downloads", "1 to 100"]),
            (["product", "--help"], ["USAGE: starbucks product <code>"]),
            (["--version"], ["0.1.0"]),
        ])
    func helpAndVersionExitZero(arguments: [String], mentions: [String]) async throws {
        let (cli, _) = try freshCLI()
        let run = try await cli.run(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for text in mentions {
            #expect(run.stdout.contains(text), "\(arguments) should mention \(text): \(run.stdout)")
        }
    }

    /// How a bad-input case prepares the data directory before it runs.
    enum Setup: Sendable {
        /// Nobody signed in.
        case fresh
        /// Minji signed in.
        case signedIn
        /// A session file that is not JSON.
        case corruptSession
        /// A popup state file whose date is not a date.
        case corruptPopupState
        /// A popup state file whose dismissal is no choice.
        case unknownDismissal
        /// A session file that is a folder.
        case folderSession
    }

    /// Bad inputs: each must exit with `status` and print one line on stderr that mentions
    /// `mentions`, leaving the state files as they were. In the arguments, `FIXTURES` is a fixture
    /// folder holding `files`, `FILE` a regular file, `CLOSED` a base URL nobody listens on.
    struct BadInput: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let setup: Setup
        let files: [String: String]
        let status: Int32
        let mentions: String

        init(
            _ arguments: [String], setup: Setup = .signedIn, files: [String: String] = [:], _ status: Int32,
            _ mentions: String
        ) {
            self.arguments = arguments
            self.setup = setup
            self.files = files
            self.status = status
            self.mentions = mentions
        }

        var testDescription: String { arguments.joined(separator: " ") + " → \(status)" }
    }

    static let badInputs: [BadInput] = [
        BadInput(["product", "999999"], 1, "no product with code 999999"),
        BadInput(["home"], setup: .fresh, 1, "Nobody is signed in"),
        BadInput(["home", "--lang", "ko"], setup: .fresh, 1, "로그인한 사람이 없어요"),
        BadInput(
            ["home", "--fixtures", "FIXTURES"], files: ["home.json": #"{"your-recommand": 3"#], 65,
            "home.json"),
        BadInput(
            ["home", "--fixtures", "FIXTURES"], files: ["product-info-106509.json": #"{"view": []}"#], 65,
            "product-info-106509.json"),
        BadInput(
            ["whats-new", "--fixtures", "FIXTURES"], files: ["WN_20220601_eco.png": "not a picture"], 65,
            "PNG"),
        BadInput(["launch", "--fixtures", "FIXTURES"], files: ["notes.txt": "hello"], 65, "notes.txt"),
        BadInput(["product", "106509", "--fixtures", "/nonexistent/fixtures"], 74, "/nonexistent/fixtures"),
        BadInput(["home", "--fixtures", "FILE"], 74, "not a folder"),
        BadInput(["home"], setup: .corruptSession, 65, "damaged"),
        BadInput(["launch"], setup: .corruptPopupState, 65, "damaged"),
        BadInput(["popup", "status"], setup: .corruptPopupState, 65, "event-popup.json"),
        BadInput(
            ["launch"], setup: .corruptPopupState, 65,
            "reset the event popup or delete the file to start over. Run “starbucks popup reset” to reset the popup."
        ),
        BadInput(
            ["home"], setup: .corruptSession, 65,
            "sign out or delete the file to start over. Run “starbucks signout” to sign out."),
        BadInput(
            ["home", "--lang", "ko"], setup: .corruptSession, 65, "“starbucks signout”으로 로그아웃할 수 있어요."),
        BadInput(
            ["popup", "status"], setup: .unknownDismissal, 65,
            "dismissal is “later”, which is not one of close, today, forever"),
        BadInput(
            ["popup", "status", "--lang", "ko"], setup: .unknownDismissal, 65,
            "dismissal 값 “later”는 close, today, forever 중 하나가 아니에요"),
        BadInput(
            ["popup", "status", "--lang", "ko"], setup: .corruptPopupState, 65,
            "dismissedAt 값 “yesterday”는 날짜와 시각"),
        BadInput(["signin", "Bob"], setup: .folderSession, 74, "session.json is a folder, not a file"),
        BadInput(["launch"], setup: .folderSession, 74, "session.json is a folder, not a file"),
        BadInput(["signout"], setup: .folderSession, 74, "session.json is a folder, not a file"),
        BadInput(["home", "--base-url", "not a url"], 64, "--base-url: “not a url” is not a usable address"),
        BadInput(["home", "--popup-base-url", "http://a b"], 64, "--popup-base-url: “http://a b”"),
        BadInput(["home", "--base-url", "CLOSED"], 69, "Couldn't reach the home service"),
        BadInput(["product", "106509", "--base-url", "CLOSED"], 69, "Couldn't reach"),
        BadInput(["whats-new", "--starbucks-base-url", "CLOSED"], 69, "What's New"),
        BadInput(["home", "--base-url", "ftp://example.com"], 64, "ftp://example.com"),
        BadInput(["home", "--base-url", ""], 64, "--base-url"),
        BadInput(["home", "--offline", "--base-url", "CLOSED"], 64, "--offline"),
        BadInput(["home", "--fixtures", "FIXTURES", "--live"], 64, "--fixtures"),
        BadInput(["product", "abc"], 64, "“abc” is not a product code"),
        BadInput(["product"], 64, "<code>"),
        BadInput(["signin", ""], setup: .fresh, 64, "The name is empty"),
        BadInput(["signin"], setup: .fresh, 64, "<name>"),
        BadInput(["signin", String(repeating: "가", count: 21)], 64, "21 characters"),
        BadInput(["signin", "Min\u{1B}[31mji"], 64, "a control or invisible formatting character"),
        BadInput(["signin", "Bob", "--base-url", "CLOSED"], 64, "--base-url"),
        BadInput(["popup", "dismiss", "--today", "--forever"], 64, "--today"),
        BadInput(["popup", "dismiss", "--never"], 64, "--never"),
        BadInput(["whats-new", "--downloads", "0"], 64, "--downloads"),
        BadInput(["whats-new", "--downloads", "-2"], 64, "-2"),
        BadInput(["launch", "--lang", "fr"], 64, "fr"),
        BadInput(["order", "latte"], 64, "order"),
        BadInput(["launch", "--data-dir", "FILE"], 74, "is a file, not a folder"),
        BadInput(["signin", "Bob", "--data-dir", "FILE/sub"], 74, "is a file, not a folder"),
    ]

    @Test(
        "Bad input exits non-zero with one line on stderr and leaves the state as it was",
        arguments: badInputs)
    func badInputChangesNothing(_ input: BadInput) async throws {
        // Given a data directory prepared as the case says, a fixture folder and a regular file
        let (cli, directory) = try freshCLI()
        switch input.setup {
        case .fresh: break
        case .signedIn: #expect(try await cli("signin", "Minji").status == 0)
        case .corruptSession:
            try Data("{not json".utf8).write(to: directory.appendingPathComponent("session.json"))
        case .corruptPopupState:
            #expect(try await cli("signin", "Minji").status == 0)
            try Data(#"{"dismissal": "today", "dismissedAt": "yesterday"}"#.utf8)
                .write(to: directory.appendingPathComponent("event-popup.json"))
        case .unknownDismissal:
            #expect(try await cli("signin", "Minji").status == 0)
            try Data(#"{"dismissal": "later", "dismissedAt": "2022-05-09T00:00:00Z"}"#.utf8)
                .write(to: directory.appendingPathComponent("event-popup.json"))
        case .folderSession:
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("session.json"), withIntermediateDirectories: true)
        }
        let fixtures = try fixtureFolder(input.files)
        let file = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let closed = LocalStarbucksServer.closedBaseURL
        let before = try state(of: directory)
        let arguments = input.arguments.map {
            $0.replacingOccurrences(of: "FIXTURES", with: fixtures.path)
                .replacingOccurrences(of: "FILE", with: file.path)
                .replacingOccurrences(of: "CLOSED", with: closed)
        }

        // When the bad command runs
        let run = try await cli.run(arguments)

        // Then it fails with one clear line and the state is untouched
        #expect(run.status == input.status, "stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(
            run.stderr.hasPrefix("starbucks: "),
            "stderr: \(run.stderr)")
        #expect(
            run.stderr.contains(input.mentions),
            "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty, "stdout: \(run.stdout)")
        #expect(try state(of: directory) == before)
    }

    /// The state files of `directory`, by name.
    private func state(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ["session.json", "event-popup.json", "a-file"] {
            files[name] = try? Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }
}
