import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `weather-stand-in` run as a child process on 127.0.0.1 with `arguments`; `body` gets the full
/// address of its current-weather endpoint. The stand-in is stopped and reaped on every path.
func withWeatherStandIn<Value>(
    _ arguments: [String] = [], isolation: isolated (any Actor)? = #isolation,
    _ body: (_ endpoint: String, _ server: ServerProcess) async throws -> Value
) async throws -> Value {
    let server = try await ServerProcess.start(["--port", "0"] + arguments, command: ["weather-stand-in"])
    do {
        let result = try await body("\(server.address)/data/2.5/weather", server)
        _ = await server.stop()
        return result
    } catch {
        _ = await server.stop()
        throw error
    }
}

@Suite("diary: title and body apart")
struct DiaryFieldsTests {
    @Test func newWithTitleAndBodySavesThemAsGiven() async throws {
        let diary = try DiaryFixture()
        let run = try await diary.cli(
            "new", "--json", "--title", "  Picnic ", "--body", "\nSandwiches.\nHome by six.\n")
        #expect(run.status == 0, "\(run.stderr)")
        let entry = DiaryFixture.object(run)
        #expect(entry?["title"] as? String == "Picnic")
        #expect(entry?["body"] as? String == "Sandwiches.\nHome by six.")
    }

    @Test func aBodyAloneKeepsAnEmptyTitleShownAsUntitled() async throws {
        let diary = try DiaryFixture()
        let new = try await diary.cli("new", "--body", "First line of the body\nSecond line")
        #expect(new.status == 0, "\(new.stderr)")
        let id = new.stdout.trimmingCharacters(in: .newlines)
        // Stored with an empty title: the body's first line did not move up
        let show = try await diary.cli("show", id, "--json")
        let entry = DiaryFixture.object(show)
        #expect(entry?["title"] as? String == "")
        #expect(entry?["body"] as? String == "First line of the body\nSecond line")
        #expect((entry?["display"] as? [String: Any])?["title"] as? String == "Untitled")
        // Shown with a placeholder, in either language
        let text = try await diary.cli("show", id)
        #expect(text.stdout.hasPrefix("Untitled\n"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("\n\nFirst line of the body\nSecond line\n"))
        let list = try await diary.cli("list", "--lang", "ko")
        #expect(list.stdout.contains("제목 없음  First line of the body"), "\(list.stdout)")
        let listJSON = DiaryFixture.object(try await diary.cli("list", "--json"))
        let first = (listJSON?["entries"] as? [[String: Any]])?.first
        #expect(first?["title"] as? String == "")
        // Export and import keep it untitled
        let export = try await diary.cli("export", "--format", "json")
        let other = try DiaryFixture()
        let imported = try await other.cli("import", try other.file("in.json", export.stdout))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try await other.entries().first?["title"] as? String == "")
        // Search finds it by its body
        let search = try await diary.cli("search", "second")
        #expect(search.status == 0)
        #expect(search.stdout.contains("Untitled"))
    }

    @Test func editingAnUntitledEntryWithItsOwnTextKeepsItUntitled() async throws {
        var diary = try DiaryFixture()
        let new = try await diary.cli("new", "--body", "First line\nSecond line")
        let id = new.stdout.trimmingCharacters(in: .newlines)
        // The same words piped back, as an editor saved without a change would give them
        diary.cli.input = Data("First line\nSecond line\n".utf8)
        let same = try await diary.cli("edit", id, "--json")
        #expect(same.status == 0, "\(same.stderr)")
        #expect(DiaryFixture.object(same)?["title"] as? String == "")
        #expect(DiaryFixture.object(same)?["body"] as? String == "First line\nSecond line")
        // Other words are one text again: the first line is the title
        diary.cli.input = Data("First line\nSecond line, edited\n".utf8)
        let changed = try await diary.cli("edit", id, "--json")
        #expect(DiaryFixture.object(changed)?["title"] as? String == "First line")
    }

    @Test func aTitleAloneHasAnEmptyBody() async throws {
        let diary = try DiaryFixture()
        let run = try await diary.cli("new", "--json", "--title", "Just a title")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(DiaryFixture.object(run)?["title"] as? String == "Just a title")
        #expect(DiaryFixture.object(run)?["body"] as? String == "")
    }

    @Test func dashReadsTheBodyFromStandardInput() async throws {
        let diary = try DiaryFixture(input: "\u{FEFF}Piped body\nline two\n\n")
        let run = try await diary.cli("new", "--json", "--body", "-")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(DiaryFixture.object(run)?["title"] as? String == "")
        #expect(DiaryFixture.object(run)?["body"] as? String == "Piped body\nline two")
    }

    @Test func dashWithStandardInputClosedIsAUsageErrorAndSavesNothing() async throws {
        let diary = try DiaryFixture()
        for (language, message) in [
            ("en", "diary: --body - reads the body from standard input, which is closed;"),
            ("ko", "diary: 표준 입력이 닫혀 있어서 본문을 읽을 수 없어요(--body -)."),
        ] {
            let run = try await diary.cli.shell(#""$0" new --body - --lang "$1" <&-"#, language)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
            #expect(run.errorLines.count == 1)
        }
        #expect(!FileManager.default.fileExists(atPath: diary.database.path))
    }

    @Test func editReplacesJustTheFieldGiven() async throws {
        var diary = try DiaryFixture()
        try await diary.seed()
        // --title replaces the title, the body stays
        let retitled = try await diary.cli("edit", "bbbb", "--json", "--title", "Market morning")
        #expect(retitled.status == 0, "\(retitled.stderr)")
        #expect(DiaryFixture.object(retitled)?["title"] as? String == "Market morning")
        #expect(DiaryFixture.object(retitled)?["body"] as? String == "Bought peaches and a new notebook.")
        // --body replaces the body, the title stays
        let rewritten = try await diary.cli("edit", "bbbb", "--json", "--body", "Only peaches.")
        #expect(DiaryFixture.object(rewritten)?["title"] as? String == "Market morning")
        #expect(DiaryFixture.object(rewritten)?["body"] as? String == "Only peaches.")
        // --title '' removes the title, and the notice names the entry as untitled
        let untitled = try await diary.cli("edit", "bbbb", "--title", "")
        #expect(untitled.status == 0, "\(untitled.stderr)")
        #expect(untitled.stdout.contains("Untitled"), "\(untitled.stdout)")
        let show = DiaryFixture.object(try await diary.cli("show", "bbbb", "--json"))
        #expect(show?["title"] as? String == "")
        #expect(show?["body"] as? String == "Only peaches.")
        // --body - reads standard input
        diary.cli.input = Data("From a pipe\n".utf8)
        let piped = try await diary.cli("edit", "bbbb", "--json", "--body", "-")
        #expect(DiaryFixture.object(piped)?["body"] as? String == "From a pipe")
        #expect(DiaryFixture.object(piped)?["title"] as? String == "")
        // The one-text form still reads the first line as the title
        let text = try await diary.cli("edit", "bbbb", "--json", "Title again", "and a body")
        #expect(DiaryFixture.object(text)?["title"] as? String == "Title again and a body")
    }
}

@Suite("diary: weather from a local stand-in")
struct DiaryWeatherTests {
    /// A diary whose CLI asks the stand-in at `endpoint` with `key`.
    private func diary(endpoint: String, key: String = "demo-key", extra: [String: String] = [:]) throws
        -> DiaryFixture
    {
        try DiaryFixture(
            environment: ["OPENWEATHER_API_KEY": key, "OPENWEATHER_URL": endpoint].merging(extra) { $1 })
    }

    @Test func newRecordsTheWeatherAndShowAndListDisplayIt() async throws {
        try await withWeatherStandIn(["--condition", "Rain", "--icon", "10d"]) { endpoint, server in
            let diary = try diary(endpoint: endpoint)
            let new = try await diary.cli(
                "new", "--json", "--weather", "--at", "37.57,126.98", "--title", "Rainy", "--body",
                "Stayed in.")
            #expect(new.status == 0, "\(new.stderr)")
            #expect(new.stderr.isEmpty, "\(new.stderr)")
            let entry = DiaryFixture.object(new)
            let weather = entry?["weather"] as? [String: Any]
            #expect(weather?["condition"] as? String == "Rain")
            #expect(weather?["icon"] as? String == "10d")
            let id = try #require(entry?["id"] as? String)
            // The stand-in was asked for the place, and never logged the key
            #expect(await server.printed("lat=37.57 lon=126.98 -> 200", toErrors: true), "\(server.stderr)")
            #expect(!server.stderr.contains("demo-key"))

            let show = try await diary.cli("show", id)
            #expect(show.stdout.contains("Weather  Rain\n"), "\(show.stdout)")
            let korean = try await diary.cli("show", id, "--lang", "ko")
            #expect(korean.stdout.contains("\n날씨   비\n"), "\(korean.stdout)")
            let showJSON = DiaryFixture.object(try await diary.cli("show", id, "--json"))
            #expect((showJSON?["display"] as? [String: Any])?["weather"] as? String == "Rain")
            #expect((showJSON?["weather"] as? [String: Any])?["icon"] as? String == "10d")
            let list = try await diary.cli("list", "--lang", "ko")
            #expect(list.stdout.contains("날씨"), "\(list.stdout)")
            #expect(list.stdout.contains("  오늘  비    Rainy  Stayed in."), "\(list.stdout)")
            let listJSON = DiaryFixture.object(try await diary.cli("list", "--json"))
            let row = (listJSON?["entries"] as? [[String: Any]])?.first
            #expect((row?["weather"] as? [String: Any])?["condition"] as? String == "Rain")
            #expect((row?["display"] as? [String: Any])?["weather"] as? String == "Rain")
        }
    }

    @Test func thePlaceComesFromDiaryLocationWithoutAt() async throws {
        try await withWeatherStandIn(["--condition", "Clear", "--icon", "01n"]) { endpoint, server in
            let diary = try diary(endpoint: endpoint, extra: ["DIARY_LOCATION": " -33.87 , 151.21 "])
            let new = try await diary.cli("new", "--json", "--weather", "Harbour lights")
            #expect(new.status == 0, "\(new.stderr)")
            #expect(
                (DiaryFixture.object(new)?["weather"] as? [String: Any])?["condition"] as? String == "Clear")
            #expect(await server.printed("lat=-33.87 lon=151.21", toErrors: true), "\(server.stderr)")
            // --at wins over the variable
            _ = try await diary.cli("new", "--weather", "--at", "10,20", "Elsewhere")
            #expect(await server.printed("lat=10.0 lon=20.0", toErrors: true), "\(server.stderr)")
        }
    }

    @Test func anUnknownConditionIsShownAsGiven() async throws {
        try await withWeatherStandIn(["--condition", "Aurora", "--icon", "50d"]) { endpoint, _ in
            let diary = try diary(endpoint: endpoint)
            let new = try await diary.cli("new", "--weather", "--at", "69.6,18.9", "Northern sky")
            #expect(new.status == 0, "\(new.stderr)")
            let id = new.stdout.trimmingCharacters(in: .newlines)
            for language in ["en", "ko"] {
                let show = try await diary.cli("show", id, "--lang", language)
                #expect(show.stdout.contains("Aurora"), "\(show.stdout)")
            }
        }
    }

    @Test func aConditionWithControlCharactersIsNotKeptAndTheEntryIsSavedWithoutIt() async throws {
        try await withWeatherStandIn(["--condition", "Aurora\u{1B}[2J", "--icon", "50d"]) { endpoint, _ in
            let diary = try diary(endpoint: endpoint)
            let new = try await diary.cli("new", "--json", "--weather", "--at", "69.6,18.9", "Northern sky")
            #expect(new.status == 0, "\(new.stderr)")
            #expect(new.stderr.contains("The entry was saved once, without the weather."), "\(new.stderr)")
            #expect(new.stderr.contains("weather[0].main"), "\(new.stderr)")
            #expect(!new.stderr.contains("\u{1B}"))
            let entry = try JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as? [String: Any]
            #expect(entry?["weather"] == nil || entry?["weather"] is NSNull, "\(new.stdout)")
        }
    }

    /// A refused key, another error status: the entry is saved without weather, exit 0, one line.
    @Test(arguments: [
        (
            ["--key", "the-right-key"], "en",
            "The entry was saved once, without the weather. OpenWeather refused the API key."
        ),
        (["--key", "the-right-key"], "ko", "날씨 없이 일기를 한 번 저장했어요. OpenWeather가 API 키를 거절했어요."),
        (
            ["--fail-with", "503"], "en",
            "The entry was saved once, without the weather. The weather service answered with status 503."
        ),
    ])
    func aServiceThatSaysNoLeavesTheEntrySavedWithoutWeather(
        _ standIn: [String], _ language: String, _ warning: String
    ) async throws {
        try await withWeatherStandIn(standIn) { endpoint, _ in
            let diary = try diary(endpoint: endpoint, key: "a-wrong-key")
            let new = try await diary.cli(
                "new", "--json", "--weather", "--at", "37.57,126.98", "--lang", language, "Still written")
            try expectSavedWithoutWeather(new, diary, warning: warning)
            #expect(!new.stderr.contains("a-wrong-key"))
        }
    }

    @Test func anUnreachableServiceLeavesTheEntrySavedWithoutWeather() async throws {
        // A stand-in that has stopped: nothing listens on its port any more.
        let endpoint = try await withWeatherStandIn { endpoint, _ in endpoint }
        let diary = try diary(endpoint: endpoint)
        let new = try await diary.cli("new", "--json", "--weather", "--at", "1,2", "Offline day")
        try expectSavedWithoutWeather(
            new, diary,
            warning:
                "The entry was saved once, without the weather. The weather service could not be reached: the server refused the connection"
        )
    }

    @Test func aServiceTooSlowToAnswerLeavesTheEntrySavedWithoutWeather() async throws {
        // The stand-in answers after 30 seconds, well within URLSession's own 60-second default:
        // only the tool's 5-second timeout leaves the entry without the weather.
        try await withWeatherStandIn(["--delay", "30"]) { endpoint, _ in
            let diary = try diary(endpoint: endpoint)
            let new = try await diary.cli(
                "new", "--json", "--weather", "--at", "1,2", "--lang", "ko", "Slow day")
            try expectSavedWithoutWeather(
                new, diary, warning: "날씨 없이 일기를 한 번 저장했어요. 날씨 서비스에 연결할 수 없어요. 제시간에 응답하지 않았어요.")
        }
    }

    @Test func theStandInAnswersOpenWeathersShapes() async throws {
        try await withWeatherStandIn(["--key", "k"]) { endpoint, _ in
            let ok = try await fetch("\(endpoint)?lat=1&lon=2&appid=k")
            #expect(ok.status == 200)
            let body = try JSONSerialization.jsonObject(with: ok.data) as? [String: Any]
            #expect(body?["cod"] as? Int == 200)
            let weather = (body?["weather"] as? [[String: Any]])?.first
            #expect(weather?["main"] as? String == "Rain")
            #expect(weather?["icon"] as? String == "10d")
            #expect(weather?["id"] as? Int == 500)
            #expect(body?["main"] is [String: Any])
            let refused = try await fetch("\(endpoint)?lat=1&lon=2&appid=nope")
            #expect(refused.status == 401)
            let refusal = try JSONSerialization.jsonObject(with: refused.data) as? [String: Any]
            #expect(refusal?["cod"] as? Int == 401)
            #expect((refusal?["message"] as? String)?.hasPrefix("Invalid API key") == true)
            #expect(try await fetch("\(endpoint)?lat=91&lon=2&appid=k").status == 400)
        }
    }

    /// `run` saved its entry without weather, printed it, and said why in one line on stderr.
    private func expectSavedWithoutWeather(_ run: CLI.Run, _ diary: DiaryFixture, warning: String) throws {
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(warning), "\(run.stderr)")
        // The reason's advice is about the weather: the line ends saying that the entry is stored
        // once and that running `new` again would store a second one.
        let secondEntry =
            warning.hasPrefix("날씨")
            ? "같은 일기를 새 일기로 다시 저장하면 일기가 하나 더 생겨요.\n"
            : "Saving the entry again as a new one would store a second entry.\n"
        #expect(run.stderr.hasSuffix(secondEntry), "\(run.stderr)")
        for systemText in ["NSURLErrorDomain", "Error Domain", "URLError", "errno", "diary: "] {
            #expect(!run.stderr.contains(systemText), "\(run.stderr)")
        }
        let entry = DiaryFixture.object(run)
        #expect(entry?["id"] is String)
        #expect(entry?["weather"] == nil)
    }

    /// GETs `address` with URLSession; the status and the body.
    private func fetch(_ address: String) async throws -> (status: Int, data: Data) {
        let url = try #require(URL(string: address))
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
