import DiaryKit
import DiaryKitTesting
import Foundation
import GRDB
import Testing

@Suite("Editor screen model", .timeLimit(.minutes(1)))
@MainActor
struct EditorScreenModelTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private let english = Locale(identifier: "en")

    /// The instant `seconds` after a manual clock's start.
    private func at(_ seconds: Int) -> ManualClock.Instant {
        ManualClock.Instant(offset: .seconds(seconds))
    }

    @Test(arguments: StoreKind.allCases)
    func savesAQuietPeriodAfterTheLastKeystroke(_ kind: StoreKind) async throws {
        // Given a new entry's screen with a two-second quiet period on a manual clock
        let store = try kind.makeStore()
        let clock = ManualClock()
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, quietPeriod: .seconds(2), clock: clock)
        let states = Recorder { editor.saveState }
        #expect(editor.title == "New Entry")
        #expect(editor.saveStatus == nil)

        // When the person types, and types again a second later
        editor.text = "Draft"
        await clock.waitForSleeper(until: at(2))
        clock.advance(by: .seconds(1))
        editor.text = "Rainy Sunday\nRead by the window."
        await clock.waitForSleeper(until: at(3))

        // Then nothing is saved two seconds after the first keystroke
        clock.advance(by: .seconds(1))
        #expect(try await store.count() == 0)
        #expect(editor.saveState == .editing)
        #expect(editor.saveStatus == "Not saved yet")

        // But two seconds after the last one, the whole text is
        clock.advance(by: .seconds(1))
        await waitUntil { editor.saveState == .saved }
        let saved = try #require(try await store.allEntries().first)
        #expect(saved.title == "Rainy Sunday")
        #expect(saved.body == "Read by the window.")
        #expect(editor.entry == saved)
        #expect(editor.saveStatus == "Saved")
        #expect(editor.title == DiaryText(locale: english, timeZone: utc).longDate(saved.createdAt))
        #expect(await states.settledValues == [.idle, .editing, .saving, .saved])
    }

    @Test(arguments: StoreKind.allCases)
    func closeSavesAtOnceWithoutWaitingForTheClock(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let clock = ManualClock()
        let editor = DiaryEditorScreenModel(store: store, locale: english, timeZone: utc, clock: clock)

        editor.text = "Evening walk\nThe river smelled of rain."
        await editor.close()

        #expect(editor.saveState == .saved)
        #expect(try await store.allEntries().map(\.title) == ["Evening walk"])
        // The timer the keystroke started finds nothing left to save
        clock.advance(by: .seconds(5))
        await editor.close()
        #expect(try await store.count() == 1)
    }

    @Test func nothingTypedSavesNothing() async throws {
        let store = InMemoryDiaryStore()
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock())
        editor.text = "  \n "
        #expect(editor.saveState == .idle)
        await editor.close()
        #expect(editor.saveState == .idle)
        #expect(try await store.count() == 0)
        #expect(editor.placeholder == "Write the title on the first line, then your day below it.")
        #expect(editor.accessibilityLabel == "Entry text. The first line is the title.")
    }

    @Test(arguments: StoreKind.allCases)
    func editingAnEntryUpdatesItInPlace(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())
        #expect(editor.text == "Picnic\nBy the river.")
        #expect(editor.title == "January 1, 2023")

        // Typing back what was there is not a change
        editor.text = "Picnic\nBy the river"
        editor.text = "Picnic\nBy the river."
        #expect(editor.saveState == .saved)

        editor.text = "Picnic\nBy the river, with plums."
        await editor.close()

        #expect(try await store.count() == 1)
        let stored = try #require(try await store.entry(id: picnic.id))
        #expect(stored.body == "By the river, with plums.")
        #expect(editor.entry?.id == picnic.id)
        #expect(editor.saveState == .saved)
    }

    @Test(arguments: StoreKind.allCases)
    func emptyingASavedEntryRemovesIt(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let picnic = entry(1, title: "Picnic", body: "By the river.", at: day(0))
        try await store.insert(picnic)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())

        editor.text = ""
        await editor.close()

        #expect(editor.saveState == .deleted)
        #expect(editor.saveStatus == "The text was emptied, so the entry was removed.")
        #expect(editor.entry == nil)
        #expect(editor.title == "New Entry")
        #expect(try await store.count() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func newEntryGetsTheWeatherOnItsFirstSaveOnly(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let transport = StubTransport(
            body: StubTransport.weatherBody(DiaryWeather(condition: "Rain", iconCode: "10d")))
        let client = WeatherClient(apiKey: "test-key", transport: transport)
        let place = try WeatherPlace(latitude: 37.57, longitude: 126.98)
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock(),
            fetchWeather: { try await client.currentWeather(at: place) })

        editor.text = "Rainy commute\nForgot the umbrella."
        await editor.close()
        editor.text = "Rainy commute\nForgot the umbrella again."
        await editor.close()

        let saved = try #require(try await store.allEntries().first)
        #expect(saved.weather == DiaryWeather(condition: "Rain", iconCode: "10d"))
        #expect(saved.body == "Forgot the umbrella again.")
        #expect(transport.requests.count == 1)
        #expect(editor.weatherNotice == nil)
    }

    @Test func weatherThatFailsSavesWithoutItAndSaysSo() async throws {
        let store = InMemoryDiaryStore()
        let client = WeatherClient(apiKey: "wrong-key", transport: StubTransport(status: 401, body: "{}"))
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock(),
            fetchWeather: { try await client.currentWeather(latitude: 0, longitude: 0) })

        editor.text = "Offline\nNo weather today."
        await editor.close()

        let saved = try #require(try await store.allEntries().first)
        #expect(saved.weather == nil)
        #expect(
            editor.weatherNotice
                == DiaryText(locale: english, timeZone: utc).savedWithoutWeather(
                    WeatherLookupError.unauthorized))
        #expect(editor.saveState == .saved)
    }

    /// The notice keeps the reason, whose advice is about the weather, and says the entry is
    /// stored once: saving it again as a new entry, the only way to another try at the weather
    /// where an entry cannot take it later, would store it twice.
    @Test func savedWithoutWeatherSaysTheEntryIsSavedOnceAndAnotherSaveWouldStoreItTwice() {
        let failure = WeatherLookupError.httpStatus(503)
        let english = DiaryText(locale: english, timeZone: utc).savedWithoutWeather(failure)
        #expect(
            english
                == "The entry was saved once, without the weather. The weather service answered with status "
                + "503. Try again later. Saving the entry again as a new one would store a second entry.")
        let korean = DiaryText(locale: Locale(identifier: "ko"), timeZone: utc).savedWithoutWeather(failure)
        #expect(
            korean
                == "날씨 없이 일기를 한 번 저장했어요. " + failure.message(locale: Locale(identifier: "ko"))
                + " 같은 일기를 새 일기로 다시 저장하면 일기가 하나 더 생겨요.")
        // The reason is kept whole, and the line names no command or button of an app or tool.
        #expect(english.contains(failure.message(locale: Locale(identifier: "en"))))
        for line in [english, korean] {
            #expect(!line.contains("diary") && !line.contains("--"), "\(line)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func weatherRecordedBeforeAnyTextGoesWithTheFirstSave(_ kind: StoreKind) async throws {
        // Given a new entry's screen, and the person asks for the weather before writing
        let store = try kind.makeStore()
        let snow = DiaryWeather(condition: "Snow", iconCode: "13d")
        let transport = StubTransport(body: StubTransport.weatherBody(snow))
        let client = WeatherClient(apiKey: "test-key", transport: transport)
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock())
        #expect(editor.canRecordWeather)
        #expect(editor.recordWeatherActionTitle == "Add the weather here")
        await editor.recordWeather { try await client.currentWeather(latitude: 37.57, longitude: 126.98) }

        // Then it shows at once, nothing is stored yet, and the first save stores it
        #expect(editor.weather == snow)
        #expect(!editor.canRecordWeather)
        #expect(try await store.count() == 0)
        editor.text = "First snow\nThe street went quiet."
        await editor.close()
        let saved = try #require(try await store.allEntries().first)
        #expect(saved.weather == snow)
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func weatherRecordedAfterTheFirstSaveIsStoredWithTheEntry(_ kind: StoreKind) async throws {
        // Given a new entry already saved without weather
        let store = try kind.makeStore()
        let clear = DiaryWeather(condition: "Clear", iconCode: "01d")
        let client = WeatherClient(
            apiKey: "test-key", transport: StubTransport(body: StubTransport.weatherBody(clear)))
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock())
        editor.text = "Kite day\nThe wind was steady."
        await editor.saveNow()
        let before = try #require(try await store.allEntries().first)
        #expect(before.weather == nil)

        // When the person asks for the weather
        await editor.recordWeather { try await client.currentWeather(latitude: 35.1, longitude: 129.04) }

        // Then the stored entry has it, its text unchanged, and it is never asked twice
        let after = try #require(try await store.entry(id: before.id))
        #expect(after.weather == clear)
        #expect(after.title == "Kite day" && after.body == "The wind was steady.")
        #expect(editor.weather == clear)
        #expect(editor.saveState == .saved)
        #expect(!editor.canRecordWeather)
    }

    @Test func weatherThatCannotBeFetchedKeepsTheTextAndSaysWhy() async throws {
        let store = InMemoryDiaryStore()
        let client = WeatherClient(apiKey: "wrong-key", transport: StubTransport(status: 401, body: "{}"))
        let editor = DiaryEditorScreenModel(
            store: store, locale: english, timeZone: utc, clock: ManualClock())
        editor.text = "Harbour\nGulls everywhere."
        await editor.saveNow()

        await editor.recordWeather { try await client.currentWeather(latitude: 0, longitude: 0) }

        let text = DiaryText(locale: english, timeZone: utc)
        #expect(editor.weatherNotice == text.weatherNotAdded(WeatherLookupError.unauthorized))
        #expect(editor.weather == nil)
        #expect(editor.canRecordWeather)
        #expect(try await store.allEntries().first?.body == "Gulls everywhere.")
        // The notice follows the language; asking again with a place off the map says so too.
        editor.locale = Locale(identifier: "ko")
        #expect(
            editor.weatherNotice
                == DiaryText(locale: Locale(identifier: "ko"), timeZone: utc).weatherNotAdded(.unauthorized))
        await editor.recordWeather { try await client.currentWeather(latitude: 91, longitude: 0) }
        #expect(editor.weatherNotice?.contains("91") == true)
        #expect(try await store.allEntries().first?.weather == nil)
    }

    @Test func existingEntryNeverAsksForTheWeather() async throws {
        let store = InMemoryDiaryStore()
        let picnic = entry(1, title: "Picnic", at: day(0))
        try await store.insert(picnic)
        let transport = StubTransport(
            body: StubTransport.weatherBody(DiaryWeather(condition: "Clear", iconCode: "01d")))
        let client = WeatherClient(apiKey: "test-key", transport: transport)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock(),
            fetchWeather: { try await client.currentWeather(latitude: 0, longitude: 0) })
        editor.text = "Picnic\nBy the sea."
        await editor.close()
        // Nor does it record one when asked: the weather of today is not that day's.
        #expect(!editor.canRecordWeather)
        await editor.recordWeather { try await client.currentWeather(latitude: 0, longitude: 0) }
        #expect(transport.requests.isEmpty)
        #expect(try await store.entry(id: picnic.id)?.weather == nil)
    }

    @Test func failedSaveShowsTheMessageAndRetrySaves() async throws {
        // Given a database whose entries table another program moved away
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path)
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "ALTER TABLE entry RENAME TO entry_away") }
        let clock = ManualClock()
        let editor = DiaryEditorScreenModel(store: store, locale: english, timeZone: utc, clock: clock)
        let states = Recorder { editor.saveState }

        // When the timed save runs, it fails, and the screen says so
        editor.text = "Kept on screen\nEven when the disk says no."
        await clock.waitForSleeper(until: at(2))
        clock.advance(by: .seconds(2))
        await waitUntil {
            if case .failed = editor.saveState { return true }
            return false
        }
        guard case .failed(let failure) = editor.saveState else { return }
        #expect(failure.retryTitle == "Try Again")
        #expect(failure.message.hasPrefix("Not saved: "))
        #expect(editor.saveStatus == failure.message)
        #expect(editor.text == "Kept on screen\nEven when the disk says no.")

        // When the table is back and the person retries, it is saved
        try await other.write { try $0.execute(sql: "ALTER TABLE entry_away RENAME TO entry") }
        await editor.retry()
        #expect(editor.saveState == .saved)
        #expect(try await store.allEntries().map(\.title) == ["Kept on screen"])
        #expect(await states.settledValues == [.idle, .editing, .saving, .failed(failure), .saving, .saved])
    }

    @Test func readOnlyDiaryCannotBeEdited() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let picnic = try await SQLiteDiaryStore(path: path).create(text: "Picnic")
        let store = try SQLiteDiaryStore(path: path, access: .readOnly)
        let editor = DiaryEditorScreenModel(
            store: store, entry: picnic, locale: english, timeZone: utc, clock: ManualClock())
        #expect(!editor.isEditable)
        editor.text = "Changed"
        #expect(editor.text == "Picnic")
        await editor.close()
        #expect(editor.saveState == .idle)
    }

    @Test func koreanStatusLines() async throws {
        let editor = DiaryEditorScreenModel(
            store: InMemoryDiaryStore(), locale: Locale(identifier: "ko"), timeZone: utc, clock: ManualClock()
        )
        #expect(editor.title == "새 일기")
        editor.text = "소풍"
        #expect(editor.saveStatus == "아직 저장하지 않았어요")
        await editor.close()
        #expect(editor.saveStatus == "저장했어요")
    }

    // MARK: - Observation

    @Test func screenIsToldOfEveryChangeItRenders() async throws {
        let store = InMemoryDiaryStore()
        let clock = ManualClock()
        let editor = DiaryEditorScreenModel(store: store, locale: english, timeZone: utc, clock: clock)

        #expect(
            await isToldOfChange(
                reading: {
                    _ = editor.text
                    _ = editor.saveStatus
                }, when: { editor.text = "Draft" }))
        #expect(
            await isToldOfChange(
                reading: {
                    _ = editor.saveState
                    _ = editor.title
                }, when: { await editor.close() }))
        #expect(await isToldOfChange(reading: { _ = editor.text }, when: { editor.text = "Draft 2" }))
        await editor.close()
        #expect(
            await isToldOfChange(
                reading: { _ = editor.saveStatus },
                when: {
                    editor.text = "Draft\nMore"
                    await clock.waitForSleeper(until: at(2))
                    clock.advance(by: .seconds(2))
                    await waitUntil { editor.saveState == .saved }
                }))
    }
}
