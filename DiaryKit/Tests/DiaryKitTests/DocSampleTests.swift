import DiaryKit
import DiaryKitReports
import DiaryKitTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Every ```swift block of the README, the DocC articles and the symbol documentation is copied
// here verbatim, so it is proven to compile; `everyDocumentedSampleIsCompiledByATest` fails when
// one drifts. Blocks that declare types or tests sit at file scope; the others sit in functions
// whose parameters or first lines provide what the documentation assumes (`store`,
// `databasePath`…). Blocks that would reach the network are compiled but never run.

// MARK: - TestingWithTheInMemoryStore.md (file scope)

struct DayPlanner {
    let store: any DiaryStore

    func writeToday(_ text: String) async throws -> DiaryEntry {
        try await store.create(text: text)
    }
}

@Test func plannerWritesWithTheStoreClock() async throws {
    let noon = Date(timeIntervalSince1970: 1_700_000_000)
    let store = InMemoryDiaryStore(now: { noon })
    let planner = DayPlanner(store: store)

    let entry = try await planner.writeToday("Plan\nWater the plants.")

    #expect(entry.createdAt == noon)
    #expect(try await store.count() == 1)
}

@Test func newestEntryComesFirst() async throws {
    let older = DiaryEntry(title: "Monday", body: "", createdAt: Date(timeIntervalSince1970: 0))
    let newer = DiaryEntry(title: "Tuesday", body: "", createdAt: Date(timeIntervalSince1970: 86_400))
    let store = InMemoryDiaryStore(entries: [older, newer])

    let firstPage = try await store.entries(page: .first(size: 10))

    #expect(firstPage.map(\.title) == ["Tuesday", "Monday"])
}

@Test func listFollowsNewEntries() async throws {
    let store = InMemoryDiaryStore()
    var lists = store.changes().makeAsyncIterator()
    #expect(try await lists.next()?.isEmpty == true)

    try await store.create(text: "Hello")

    #expect(try await lists.next()?.map(\.title) == ["Hello"])
}

@Test func searchFindsOtherFormsOfAWord() async throws {
    let store = try SQLiteDiaryStore.inMemory()
    try await store.create(text: "Walk\nIt was raining all the way.")

    #expect(try await store.search("rain").count == 1)
}

// MARK: - AutosavingAnEditor.md (file scope)

@Test func savesAfterTwoQuietSeconds() async throws {
    let clock = ManualClock()
    let store = InMemoryDiaryStore()
    let editor = DiaryEditor(store: store, quietPeriod: .seconds(2), clock: clock)
    var events = editor.events.makeAsyncIterator()

    await editor.textDidChange("Draft")
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))

    guard case .saved(let entry) = await events.next() else {
        Issue.record("expected a save")
        return
    }
    #expect(entry.title == "Draft")
}

// MARK: - DrivingAScreen.md (file scope)

@MainActor
@Test func editorSavesTwoSecondsAfterTheLastKeystroke() async throws {
    let clock = ManualClock()
    let store = InMemoryDiaryStore()
    let editor = DiaryEditorScreenModel(store: store, quietPeriod: .seconds(2), clock: clock)

    editor.text = "Draft"
    await clock.waitForSleeper(until: ManualClock.Instant(offset: .seconds(2)))
    clock.advance(by: .seconds(2))
    await editor.close()

    #expect(editor.saveState == .saved)
    #expect(try await store.allEntries().map(\.title) == ["Draft"])
}

// MARK: - AddingTheWeather.md (file scope)

struct SunnyTransport: HTTPTransport {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let body = Data(#"{"weather": [{"main": "Clear", "icon": "01d"}]}"#.utf8)
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { throw URLError(.badURL) }
        return (body, response)
    }
}

@Test func newEntriesGetTheWeather() async throws {
    let client = WeatherClient(apiKey: "test-key", transport: SunnyTransport())
    let weather = try await client.currentWeather(latitude: 0, longitude: 0)
    #expect(weather == DiaryWeather(condition: "Clear", iconCode: "01d"))
}

/// The article's writing-screen sample; compiled, never run.
@MainActor
func addWeather(to editor: DiaryEditorScreenModel, client: WeatherClient, at place: WeatherPlace) async {
    guard editor.canRecordWeather else { return }
    await editor.recordWeather { try await client.currentWeather(at: place) }
    print(editor.weather.map(DiaryText(locale: editor.locale).weatherName) ?? editor.weatherNotice ?? "")
}

/// The article's place and endpoint sample; compiled, never run.
func askAtAPlace(apiKey: String) async throws -> DiaryWeather {
    let place = try WeatherPlace(parsing: "37.57,126.98")
    let endpoint = try WeatherClient.endpoint(parsing: "http://127.0.0.1:8080/data/2.5/weather")
    let client = WeatherClient(apiKey: apiKey, endpoint: endpoint, timeout: 5)
    let weather = try await client.currentWeather(at: place)
    return weather
}

// WeatherPlace (compiled, never run: it would reach OpenWeather)
func seoulWeather(apiKey: String) async throws -> DiaryWeather {
    let place = try WeatherPlace(parsing: "37.57,126.98")
    return try await WeatherClient(apiKey: apiKey).currentWeather(at: place)
}

// DiaryStore.create(title:body:weather:)
func writeUntitled(in store: any DiaryStore) async throws -> String {
    let entry = try await store.create(title: "", body: "Rain on the window.")
    return entry.title  // ""
}

// DiaryDraft
func saveTwice(in store: any DiaryStore) async throws -> Int {
    let id = UUID()
    _ = try await store.save(DiaryDraft(id: id, title: "Picnic", body: "", base: nil))
    _ = try await store.save(DiaryDraft(id: id, title: "Picnic", body: "Plums.", base: nil))
    return try await store.count()  // 1
}

@Test(arguments: StoreKind.allCases)
func draftSavedTwiceIsOneEntry(_ kind: StoreKind) async throws {
    #expect(try await saveTwice(in: try kind.makeStore()) == 1)
}

/// The article's first sample; compiled, never run (it would reach OpenWeather).
func storeAnEntryWithTheWeather(apiKey: String, store: any DiaryStore) async throws {
    let client = WeatherClient(apiKey: apiKey)
    let weather = try await client.currentWeather(latitude: 37.57, longitude: 126.98)
    let entry = try await store.create(text: "Rainy commute\nForgot the umbrella again.", weather: weather)
    print(DiaryText(locale: Locale(identifier: "ko")).detail(for: entry).weather ?? "")  // 비
}

// MARK: - Symbol documentation (file scope)

// DiaryStore
func writeFirstEntry(in store: any DiaryStore) async throws -> Int {
    _ = try await store.create(text: "First page\nA new notebook, a new habit.")
    return try await store.count()
}

// DiaryChanges
func follow(_ store: any DiaryStore) async throws {
    for try await entries in store.changes(limit: 20) {
        print(entries.map(\.title))
    }
}

// DiaryEdits
func followEdits(_ store: any DiaryStore) async throws {
    for try await edit in store.edits() {
        if case .changed(let saved, let deleted) = edit {
            print(saved.map(\.title), deleted.count)
        }
    }
}

// DiaryStoreError
func explain(_ error: DiaryStoreError) -> String {
    switch error.kind {
    case .ambiguousID:
        return "Candidates: " + error.candidates.map(\.title).joined(separator: ", ")
    default:
        return error.message(locale: Locale(identifier: "ko"))
    }
}

// HTTPTransport, URLSessionTransport: SharedTransportTests.swift

// WeatherClient (compiled, never run: it would reach OpenWeather)
func weatherForNewEntry(apiKey: String) async throws -> DiaryWeather {
    let client = WeatherClient(apiKey: apiKey)
    return try await client.currentWeather(latitude: 37.57, longitude: 126.98)
}

@Suite("Documented samples")
struct DocSampleTests {
    /// Collects what the samples print, in order.
    final class Printed: @unchecked Sendable {
        // @unchecked Sendable: only used from one test at a time, sequentially.
        var lines: [String] = []
    }

    // MARK: - README.md

    @Test func readmeQuickStartWritesListsSearchesAndFindsByPrefix() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        // Where the diary lives when you name no file (SQLiteDiaryStore.openDefault() opens it):
        // Application Support/DiaryKit/diary.sqlite in an app,
        // $XDG_DATA_HOME/diary/diary.sqlite on Linux
        print(SQLiteDiaryStore.defaultPath())

        // Or a file you choose: here a new temporary folder, so trying this leaves your diary alone
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diary-\(UUID())")
        let databasePath = folder.appendingPathComponent("diary.sqlite").path
        let store = try SQLiteDiaryStore(path: databasePath)
        let entry = try await store.create(text: "비 오는 화요일\n우산 없이 정류장까지 뛰었다.")
        let text = DiaryText(locale: Locale(identifier: "en"))

        for row in text.rows(for: try await store.entries(page: .first())) {
            print(row.title, "·", row.day, "·", row.preview)  // 비 오는 화요일 · Today · 우산 없이 정류장까지 뛰었다.
        }
        print(try await store.search("우산").map(\.title))  // ["비 오는 화요일"]
        print(try await store.entry(idPrefix: String(entry.id.uuidString.prefix(8))).title)  // 비 오는 화요일
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(output.lines.first?.hasSuffix("/diary.sqlite") == true)
        #expect(
            output.lines.dropFirst() == [
                "비 오는 화요일 · Today · 우산 없이 정류장까지 뛰었다.", #"["비 오는 화요일"]"#, "비 오는 화요일",
            ])
    }

    // MARK: - DiaryKit.md

    @Test func landingPageSampleShowsTodayInKorean() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        let store = InMemoryDiaryStore()
        let entry = try await store.create(text: "First snow\nThe street went quiet by noon.")
        let row = DiaryText(locale: Locale(identifier: "ko")).row(for: entry)
        print(row.title, row.day)  // First snow 오늘

        #expect(output.lines == ["First snow 오늘"])
    }

    // MARK: - GettingStarted.md

    @Test func gettingStartedWritesListsFindsShowsAndFollows() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let databasePath = TemporaryFolder().file("diary.sqlite")

        let store = try SQLiteDiaryStore(path: databasePath)

        let picnic = try await store.create(text: "Picnic\n\nSandwiches by the river.")
        print(picnic.title)  // Picnic
        print(picnic.body)  // Sandwiches by the river.

        let edited = try await store.update(id: picnic.id, text: "Picnic\nSandwiches and plums by the river.")
        print(edited.updatedAt >= edited.createdAt)  // true

        let page = try DiaryPage(number: 1, size: 20)
        let newest = try await store.entries(page: page)
        let total = try await store.count()

        let shortID = String(picnic.id.uuidString.prefix(6))
        let found = try await store.entry(idPrefix: shortID)
        print(found.id == picnic.id, newest.count <= total)  // true true

        let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
        let korean = DiaryText(locale: Locale(identifier: "ko"), timeZone: seoul)
        let listPage = korean.listPage(newest, page: page, totalCount: total)
        print(listPage.summary)  // 1쪽 중 1쪽 · 일기 1개
        print(korean.deleteConfirmation(for: picnic).message)  // “Picnic” 일기를 정말로 삭제하시겠어요?
        print(korean.shareText(for: found))

        let updates = Task {
            for try await entries in store.changes(limit: 20) {
                print("\(entries.count) entries")
            }
        }
        updates.cancel()
        _ = await updates.result

        #expect(
            Array(output.lines.prefix(6)) == [
                "Picnic", "Sandwiches by the river.", "true", "true true", "1쪽 중 1쪽 · 일기 1개",
                "“Picnic” 일기를 정말로 삭제하시겠어요?",
            ])
    }

    // MARK: - SharingADatabaseFile.md

    @Test func sharingArticleOpensWritesAndRefuses() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let folder = TemporaryFolder()
        let databasePath = folder.file("diary.sqlite")
        let notesPath = folder.file("notes.txt")
        try Data("shopping list\n".utf8).write(to: URL(fileURLWithPath: notesPath))

        do {
            let store = try SQLiteDiaryStore(path: databasePath)
            print(try await store.count())
        } catch let error as DiaryStoreError where error.kind == .newerDatabase {
            print(error.message(locale: Locale(identifier: "en")))
        }

        let shared = try SQLiteDiaryStore(path: databasePath, busyTimeout: 10)
        try await shared.create(text: "Written while another process writes too")

        do {
            _ = try SQLiteDiaryStore(path: notesPath)
        } catch let error as DiaryStoreError {
            print(error.kind)  // corruptDatabase
            print(error.message(locale: Locale(identifier: "ko")))
        }

        #expect(output.lines.first == "0")
        #expect(output.lines.dropFirst().first == "corruptDatabase")
        #expect(try await SQLiteDiaryStore(path: databasePath).count() == 1)
    }

    @Test func sharingArticleReadsReadOnlyAndPollsOnAClock() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let databasePath = TemporaryFolder().file("diary.sqlite")
        let testClock = TestClock()
        _ = try await SQLiteDiaryStore(path: databasePath).create(text: "Written before")

        do {
            let polling = DiaryChangePolling(interval: .seconds(1), clock: testClock)
            let store = try SQLiteDiaryStore(path: databasePath, changePolling: polling)
            #expect(try await store.count() == 1)
        }

        do {
            let reader = try SQLiteDiaryStore(path: databasePath, access: .readOnly)
            do {
                try await reader.create(text: "Not saved")
            } catch let error as DiaryStoreError where error.kind == .readOnly {
                print(error.message(locale: Locale(identifier: "en")))
            }
        }

        do {
            let reader = try SQLiteDiaryStore(path: databasePath, access: .readOnly)
            print(reader.isReadOnly)  // true
            print(try await reader.count())
        }

        #expect(
            output.lines.first?.hasSuffix(
                "is read-only; nothing was saved. Check the permissions of the file and its folder, or save to a copy you may write."
            ) == true)
        #expect(Array(output.lines.dropFirst()) == ["true", "1"])
        #expect(try await SQLiteDiaryStore(path: databasePath).count() == 1)
    }

    // MARK: - AutosavingAnEditor.md

    @Test func autosaveArticleSavesOnFlush() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let store = InMemoryDiaryStore()

        let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))

        // On every change of the text view:
        await editor.textDidChange("Evening walk\nThe river smelled of rain.")

        // When the app goes to the background or the screen closes:
        let saved = try await editor.flush()
        print(saved?.title ?? "nothing saved")  // Evening walk

        #expect(output.lines == ["Evening walk"])
    }

    @Test func autosaveArticleSavesTwoFields() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let store = InMemoryDiaryStore()

        let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))

        // On every change of either field:
        await editor.fieldsDidChange(title: "", body: "Rain all day.\nStayed in with a book.")
        // or one field at a time:
        await editor.titleDidChange("Rainy Sunday")
        await editor.bodyDidChange("Rain all day.\nStayed in with a book and tea.")

        let saved = try await editor.flush()
        print(saved?.title ?? "nothing saved")  // Rainy Sunday

        #expect(output.lines == ["Rainy Sunday"])
        #expect(saved?.body == "Rain all day.\nStayed in with a book and tea.")
    }

    @Test func symbolSamplesForTwoFields() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        // DiaryEntry.fields(title:body:)
        let parts = DiaryEntry.fields(title: "  ", body: "Rain on the window.\n\n")
        print(parts?.title == "")  // true
        print(parts?.body ?? "")  // Rain on the window.
        // DiaryEditor
        let store = InMemoryDiaryStore()
        let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))
        await editor.bodyDidChange("Rain all day; no title needed.")
        let saved = try await editor.flush()
        print(saved?.title == "")  // true
        // DiaryStore.create(title:body:weather:)
        #expect(try await writeUntitled(in: store) == "")
        #expect(output.lines == ["true", "Rain on the window.", "true"])
    }

    // MARK: - DrivingAScreen.md

    @MainActor
    @Test func screenArticleDrivesTheWholeAppAndPrints() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let store = InMemoryDiaryStore()

        let list = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"))
        await list.load()
        print(list.emptyMessage ?? "")  // No entries yet. Write the first one.

        list.addEntry()
        if let editor = list.destination.editor {
            editor.titleChanged("Picnic")
            editor.bodyChanged("Sandwiches by the river.")
            await list.closeEditor()
        }
        for item in list.items {
            print(item.title, "·", item.day, "·", item.preview)  // Picnic · Today · Sandwiches by the river.
        }

        if let first = list.items.first {
            list.open(first.id)
        }
        if let editor = list.destination.editor {
            print(editor.titleField)  // Picnic
            editor.share()
            print(editor.destination.share?.subject ?? "")  // Picnic
            editor.destination = nil
            editor.requestDelete()
            if let question = editor.destination.deleteConfirmation {
                print(question.title, "/", question.confirmTitle)  // Really? / Delete
                await editor.confirmDelete(question)
            }
        }
        print(list.destination == nil, list.notice ?? "")  // true Deleted “Picnic”.
        print(list.emptyMessage ?? "")  // No entries yet. Write the first one.
        list.stop()

        #expect(
            output.lines == [
                "No entries yet. Write the first one.", "Picnic · Today · Sandwiches by the river.", "Picnic",
                "Picnic", "Really? / Delete", "true Deleted “Picnic”.",
                "No entries yet. Write the first one.",
            ])
        #expect(try await store.count() == 0)
    }

    @MainActor
    @Test func screenArticleListPagesThroughALongDiary() async throws {
        let store = InMemoryDiaryStore()
        for number in 1...25 { try await store.create(text: "Day \(number)") }
        let list = DiaryListScreenModel(
            store: store, locale: Locale(identifier: "en"), pageSize: 10)
        await list.load()
        while list.hasMore, let last = list.items.last {
            await list.itemAppeared(last.id)
        }
        #expect(list.items.count == 25)
    }

    @MainActor
    @Test func screenModelSymbolSamplesRun() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // DiaryListScreenModel
        do {
            let store = InMemoryDiaryStore()
            try await store.create(text: "Picnic\nSandwiches by the river.")
            let list = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"))
            await list.load()
            print(list.items.map(\.title))  // ["Picnic"]
        }

        // DiaryEditorScreenModel
        do {
            let editor = DiaryEditorScreenModel(store: InMemoryDiaryStore(), locale: Locale(identifier: "en"))
            editor.text = "Evening walk\nThe river smelled of rain."
            await editor.close()
            print(editor.saveStatus ?? "")  // Saved
        }

        // ManualClock
        do {
            let clock = ManualClock()
            let editor = DiaryEditor(store: InMemoryDiaryStore(), quietPeriod: .seconds(2), clock: clock)
            await editor.textDidChange("Draft")
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(2))
            var events = editor.events.makeAsyncIterator()
            guard case .saved(let entry) = await events.next() else { return }
            print(entry.title)
        }

        // StubTransport
        do {
            let sunny = StubTransport(body: #"{"weather": [{"main": "Clear", "icon": "01d"}]}"#)
            let client = WeatherClient(apiKey: "test-key", transport: sunny)
            print(try await client.currentWeather(latitude: 0, longitude: 0).condition)
            #expect(sunny.requests.count == 1)
        }

        #expect(output.lines == [#"["Picnic"]"#, "Saved", "Draft", "Clear"])
    }

    // MARK: - ImportingAndExporting.md

    @Test func transferArticleExportsImportsAndLoadsSamples() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }
        let store = InMemoryDiaryStore()
        try await store.create(text: "Picnic\nSandwiches by the river.")
        let exportFolder = TemporaryFolder().url

        let exporter = DiaryExporter(text: DiaryText(locale: Locale(identifier: "ko")))
        let everything = try await store.allEntries()
        let markdownFile = exportFolder.appendingPathComponent("diary.md")
        let backupFile = exportFolder.appendingPathComponent("diary.json")
        try exporter.write(everything, format: .markdown, to: markdownFile)
        try exporter.write(everything, format: .json, to: backupFile)

        let format = try DiaryExportFormat(name: "txt")
        print(try exporter.string(for: Array(everything.prefix(1)), format: format))

        let report = try await store.importFile(at: backupFile)
        print(DiaryText(locale: Locale(identifier: "en")).imported(report))

        let broken = Data(#"[{"title": "x", "body": "y", "created_at": "soon"}]"#.utf8)
        do {
            _ = try DiaryImporter().entries(from: broken)
        } catch let error as DiaryTransferError {
            print(error.codingPath ?? "")  // [0].created_at
        }

        let samples = try DiaryImporter().bundledSamples()
        try await store.importEntries(samples)

        #expect(
            output.lines.dropFirst().first
                == "Imported 0 entries (1 entry already in the diary, left unchanged).")
        #expect(output.lines.last == "[0].created_at")
        #expect(try await store.count() == 16)
    }

    // MARK: - SearchingEntries.md

    @Test func searchArticleFindsInsideWordsAndReadsNoSyntax() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        let store = try SQLiteDiaryStore.inMemory()
        try await store.create(text: "New notebook\n일기장을 샀다. It was raining.")
        print(try await store.search("일기").map(\.title))  // ["New notebook"]
        print(try await store.search("rain 기장").map(\.title))  // ["New notebook"]
        print(try await store.search("\"NEAR\" -rain").count)  // 0

        #expect(output.lines == [#"["New notebook"]"#, #"["New notebook"]"#, "0"])
    }

    // MARK: - Symbol documentation

    @Test func symbolDocumentationSamplesPrintWhatTheySay() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // DiaryEntry
        let written = Date(timeIntervalSince1970: 1_700_000_000)
        let typed = "Rainy Sunday\nRead by the window all afternoon."
        if let entry = DiaryEntry(text: typed, createdAt: written) {
            print(entry.title)  // Rainy Sunday
            print(entry.body)  // Read by the window all afternoon.
        }

        // DiaryEntry.split
        let parts = DiaryEntry.split("\n\n  Picnic  \n\nSandwiches by the river.\n\n")
        print(parts?.title ?? "")  // Picnic
        print(parts?.body ?? "")  // Sandwiches by the river.

        // Weather
        let weather = DiaryWeather(condition: "Rain", iconCode: "10d")
        print(weather.iconURL?.absoluteString ?? "")  // https://openweathermap.org/img/wn/10d@2x.png

        // DiaryPage
        let page = try DiaryPage(number: 2, size: 20)
        print(page.offset)  // 20

        // DiarySearchQuery
        let query = DiarySearchQuery("  일기 NEAR ")
        print(query.isEmpty)  // false

        // DiaryExportFormat
        let format = try DiaryExportFormat(name: "md")
        print(format)  // markdown
        print(format.fileExtension)  // md

        // DiaryImporter.text(from:)
        let typedText = try DiaryImporter().text(from: Data("Picnic\nBy the river.".utf8))
        print(DiaryEntry.split(typedText)?.title ?? "")  // Picnic

        #expect(
            output.lines == [
                "Rainy Sunday", "Read by the window all afternoon.", "Picnic", "Sandwiches by the river.",
                "https://openweathermap.org/img/wn/10d@2x.png", "20", "false", "markdown", "md",
                "Picnic",
            ])
    }

    @Test func storeDocumentationSamplesRun() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // InMemoryDiaryStore
        do {
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            let store = InMemoryDiaryStore(now: { start })
            let entry = try await store.create(text: "Snow day\nThe whole street went sledding.")
            print(try await store.count())  // 1
            print(entry.createdAt == start)  // true
        }

        // SQLiteDiaryStore
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            let store = try SQLiteDiaryStore(path: folder.appendingPathComponent("diary.sqlite").path)
            try await store.create(text: "Market day\nBought peaches and a new notebook.")
            let found = try await store.search("notebook")
            print(found.map(\.title))  // ["Market day"]
        }

        // DiaryImporter
        do {
            let store = InMemoryDiaryStore()
            let samples = try DiaryImporter().bundledSamples()
            try await store.importEntries(samples)
            let again = try await store.importEntries(samples)
            print(again.insertedCount, again.skippedCount)  // 0 15
        }

        // DiarySearchPage
        do {
            let store = InMemoryDiaryStore()
            for day in 1...3 { try await store.create(text: "Rain \(day)") }
            let found = try await store.search("rain", page: try DiaryPage(number: 2, size: 2))
            print(found.entries.count, found.totalCount, found.pageCount)  // 1 3 2
        }

        // DiaryDay
        do {
            let day = try DiaryDay(parsing: "2024-02-29")
            print(day)  // 2024-02-29
            let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
            print(DiaryDay(day.start(in: seoul), timeZone: seoul) == day)  // true
            #expect(DiaryDay(day.start(in: seoul), timeZone: seoul) == day)
        }

        // DiaryDateFilter
        do {
            let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
            let march = try DiaryDateFilter(
                from: DiaryDay(year: 2025, month: 3, day: 1), to: DiaryDay(year: 2025, month: 3, day: 31),
                timeZone: seoul)
            let oneDay = DiaryDateFilter.on(try DiaryDay(parsing: "2025-03-14"), timeZone: seoul)
            print(march.contains(oneDay.start ?? Date()))  // true
            #expect(march.contains(oneDay.start ?? Date()))
        }

        // DiaryExporter.checkDestination
        do {
            let database = URL(fileURLWithPath: "/tmp/diary/diary.sqlite")
            do {
                try DiaryExporter.checkDestination(database, database: database)
            } catch let error as DiaryTransferError {
                print(error.kind)  // unwritableFile
            }
        }

        #expect(
            output.lines == [
                "1", "true", #"["Market day"]"#, "0 15", "1 3 2", "2024-02-29", "true", "true",
                "unwritableFile",
            ])
        #expect(try await writeFirstEntry(in: InMemoryDiaryStore()) == 1)
    }

    @Test func presentationDocumentationSamplesRun() throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // DiaryText
        do {
            let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
            let text = DiaryText(locale: Locale(identifier: "ko"), timeZone: seoul)
            let entry = DiaryEntry(
                title: "첫눈", body: "창밖이 하얗다.\n코코아를 끓였다.",
                createdAt: Date(timeIntervalSince1970: 1_608_595_200))
            let row = text.row(for: entry)
            print(row.date)  // 2020년 12월 22일
            print(row.preview)  // 창밖이 하얗다. 코코아를 끓였다.
        }

        // DiaryExporter
        do {
            let start = Date(timeIntervalSince1970: 0)
            let entry = DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: start)
            let utc = TimeZone(identifier: "UTC") ?? .current
            let exporter = DiaryExporter(text: DiaryText(locale: Locale(identifier: "en"), timeZone: utc))
            let markdown = try exporter.string(for: [entry], format: .markdown)
            print(markdown.hasPrefix("# Picnic"))  // true
        }

        // DiaryTransferError
        do {
            do {
                _ = try DiaryImporter().entries(from: Data("[{\"title\": 1}]".utf8))
            } catch let error as DiaryTransferError {
                print(error.kind)  // malformedData
                print(error.codingPath ?? "")  // [0].title
            }
        }

        #expect(
            output.lines == ["2020년 12월 22일", "창밖이 하얗다. 코코아를 끓였다.", "true", "malformedData", "[0].title"])
        #expect(explain(DiaryStoreError.emptyEntry).contains("비어"))
    }

    @Test func editorDocumentationSampleSaves() async throws {
        let output = Printed()
        func print(_ items: Any..., separator: String = " ") {
            output.lines.append(items.map { "\($0)" }.joined(separator: separator))
        }

        let store = InMemoryDiaryStore()
        let editor = DiaryEditor(store: store, quietPeriod: .seconds(2))
        await editor.textDidChange("Quiet evening\nTea and a long book.")
        let saved = try await editor.flush()
        print(saved?.title ?? "")  // Quiet evening

        #expect(output.lines == ["Quiet evening"])
    }

    // MARK: - The check

    /// The package's root folder, found from this file's path.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every documented sample of the package: README, DocC articles, symbol documentation (of
    /// DiaryKit and of its other libraries).
    static func documentedSamples() throws -> [DocSamples.Block] {
        var samples = try DocSamples.swiftBlocks(
            inFile: packageRoot.appendingPathComponent("README.md"), place: "README.md")
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard ["md", "swift"].contains(file.pathExtension) else { continue }
            let place = String(file.path.dropFirst(packageRoot.path.count + 1))
            samples += try DocSamples.swiftBlocks(inFile: file, place: place)
        }
        return samples
    }

    @Test func everyDocumentedSampleIsCompiledByATest() throws {
        // The install snippets are manifests, checked by the next test.
        let samples = try Self.documentedSamples().filter { !$0.code.hasPrefix("// Package.swift") }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        #expect(samples.count >= 40, "only \(samples.count) samples found; is the extraction broken?")
        for sample in DocSamples.missing(blocks: samples, from: try DocSamples.testSources(under: folder)) {
            Issue.record("this sample is not compiled by a test: \(sample)")
        }
    }

    @Test func swiftUIIsImportedOnlyWhereItExists() throws {
        // The kit's own test files (the shared copies quote imports in their texts).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var importing: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard DocSamples.imports(in: source).contains("SwiftUI") else { continue }
            importing.append(name)
            var guarded = false
            for line in DocSamples.normalized(source) {
                if line == "#if canImport(SwiftUI)" { guarded = true }
                if line == "#endif" { guarded = false }
                if line == "import SwiftUI" { #expect(guarded, "\(name) imports SwiftUI unguarded") }
            }
        }
        #expect(importing == ["DrivingAScreenSwiftUISample.swift", "UsingInAnIOSAppSample.swift"])
    }

    @Test func installSnippetDeclaresThePlatformsThePackageRequires() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let platforms = try #require(
            DocSamples.normalized(manifest).first { $0.hasPrefix("platforms:") })
        let install = try #require(
            try DocSamples.swiftBlocks(inFile: Self.packageRoot.appendingPathComponent("README.md"))
                .first { $0.code.hasPrefix("// Package.swift") })
        let lines = DocSamples.normalized(install.code)
        #expect(lines.contains(platforms))
        #expect(platforms == "platforms: [.iOS(.v16), .macOS(.v13)],")
        #expect(lines.contains(#".package(url: "https://<host>/<owner>/DiaryKit", from: "1.0.0"),"#))
    }
}

// MARK: - DiaryEntryReport, DiaryPageReport, DiaryOnThisDayReport (symbol documentation)

func entryReportSample(entry: DiaryEntry, text: DiaryText) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let report = DiaryEntryReport(entry, display: .row(text.row(for: entry)))
    let json = try encoder.encode(report)  // {"created":"2020-12-22T09:30:00Z","id":…}
    _ = json
}

func pageReportSample(
    entries: [DiaryEntry], page: DiaryPage, total: Int, filter: DiaryDateFilter, text: DiaryText
) -> DiaryPageReport {
    let shown = text.listPage(entries, page: page, totalCount: total, dates: filter)
    let report = DiaryPageReport(shown, entries: entries, page: page, dates: filter)
    return report
}

func onThisDayReportSample(store: any DiaryStore, day: DiaryDay, text: DiaryText) async throws
    -> DiaryOnThisDayReport
{
    let entries = try await store.entries(onThisDay: day, timeZone: .current)
    let report = DiaryOnThisDayReport(text.onThisDay(entries, day: day), entries: entries)
    return report
}

func importSummarySample(store: any DiaryStore, entries: [DiaryEntry], text: DiaryText) async throws
    -> DiaryImportSummary
{
    let result = try await store.importEntries(entries)
    let summary = DiaryImportSummary(result, message: text.imported(result))
    return summary
}

@Test func terminalQuestionSampleConfirmsOnlyAYes() {
    let output = DocSampleTests.Printed()
    func print(_ items: Any...) { output.lines.append(items.map { "\($0)" }.joined(separator: " ")) }
    let text = DiaryText(locale: Locale(identifier: "en"))
    let entry = DiaryEntry(title: "Picnic", body: "", createdAt: Date(timeIntervalSince1970: 0))

    let question = text.terminalDeleteQuestion(for: entry)
    print(question.prompt)  // Delete “Picnic”? It can't be brought back. [y/N]
    print(question.isConfirmed(by: " YES "))  // true

    #expect(output.lines == ["Delete “Picnic”? It can't be brought back. [y/N]", "true"])
}

func shareSummarySample(entry: DiaryEntry, text: DiaryText) -> DiaryShareSummary {
    let shared = DiaryShareSummary(entry, text: text.shareText(for: entry))
    return shared
}
