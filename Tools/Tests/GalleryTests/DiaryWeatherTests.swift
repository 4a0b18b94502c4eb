import DiaryKit
import Foundation
import Gallery
import Testing

@testable import weather_stand_in

/// Runs `body` with the weather stand-in answering `condition` and `icon` for the key
/// `test-key`; `body` gets the endpoint's full address.
func withWeatherStandIn(
    condition: String = "Snow", icon: String = "13d",
    _ body: @escaping @Sendable (String) async throws -> Void
) async throws {
    try await StandInAnswers(
        key: "test-key", weather: .init(id: 600, main: condition, description: "snow", icon: icon), delay: 0,
        failureStatus: nil
    ).serve(body)
}

/// A new entry may record the weather where the person is, when a weather service is configured:
/// the place comes from the form (typed, or filled in by the page's script from the browser's
/// location); the entry is stored with it, and a place or a service that fails is said in words
/// with the text kept.
@Suite("Gallery: a new diary entry records the weather")
struct DiaryWeatherTests {
    /// The gallery's configuration over `directory` asking the weather at `endpoint` with `key`.
    func configuration(_ directory: URL, endpoint: String, key: String = "test-key") -> GalleryConfiguration {
        var configuration = testConfiguration(directory)
        configuration.environment = ["OPENWEATHER_API_KEY": key, "OPENWEATHER_URL": endpoint]
        return configuration
    }

    /// The entries of the gallery's diary in `directory`.
    func entries(_ directory: URL) async throws -> [DiaryEntry] {
        try await SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
            .allEntries()
    }

    /// The `draft` a new entry's page carries.
    func draft(in page: String) throws -> String {
        let range = try #require(page.range(of: #"name="draft" value=""#))
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func withoutAServiceNoPageOffersTheWeather() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry", [:])
            let page = try await browser.get(try #require(new.location))
            #expect(page.body.contains("<textarea"))
            #expect(!page.body.contains("Add the weather here"))
            #expect(!page.body.contains(#"name="place""#))
        }
    }

    /// Runs `body` with a browser on a new entry's page (in Korean when `korean`) of a gallery
    /// asking the stand-in, which answers `condition` and `icon`, with `key`; `body` gets the page.
    func onNewEntry(
        _ directory: URL, key: String = "test-key", condition: String = "Snow", icon: String = "13d",
        korean: Bool = false, _ body: @escaping @Sendable (inout Browser, Answer) async throws -> Void
    ) async throws {
        try await withWeatherStandIn(condition: condition, icon: icon) { endpoint in
            try await withGallery(configuration(directory, endpoint: endpoint, key: key)) { client in
                var browser = Browser(client)
                _ = try await browser.get("/diary")
                if korean { _ = try await browser.click("/language", ["lang": "ko", "back": "/diary"]) }
                _ = try await browser.click("/diary/new-entry", [:])
                let page = try await browser.get("/diary/new")
                try await body(&browser, page)
            }
        }
    }

    @Test func aPlaceGivenStoresTheEntryWithItsWeatherAndTheButtonGoes() async throws {
        let directory = try temporaryDirectory()
        try await onNewEntry(directory) { browser, new in
            #expect(new.body.contains("Add the weather here"))
            #expect(
                new.body.contains(#"<label for="diary-place">Where you are (latitude,longitude)</label>"#))
            let form = try draft(in: new.body)
            let saved = try await browser.click(
                "/diary/new/save",
                [
                    "draft": form, "title": "First snow", "body": "Quiet street.", "place": "37.57,126.98",
                    "action": "weather",
                ])
            #expect(saved.location == "/diary/entries/\(form)")
            let stored = try #require(try await entries(directory).first)
            #expect(stored.weather == DiaryWeather(condition: "Snow", iconCode: "13d"))
            #expect(stored.title == "First snow" && stored.body == "Quiet street.")
            let page = try await browser.get("/diary/entries/\(form)")
            #expect(page.body.contains("weather-snow.svg") && page.body.contains("Snow"))
            #expect(!page.body.contains("Add the weather here"))
            // The list's row shows it too.
            #expect(try await browser.get("/diary").body.contains("weather-snow.svg"))
        }
    }

    @Test func theWeatherAskedBeforeAnyTextWaitsForTheFirstSave() async throws {
        let directory = try temporaryDirectory()
        try await onNewEntry(directory, condition: "Clear", icon: "01d") { browser, new in
            let form = try draft(in: new.body)
            let asked = try await browser.click(
                "/diary/new/save",
                ["draft": form, "title": "", "body": "", "place": "35.1,129.04", "action": "weather"])
            #expect(asked.location == "/diary/new")
            #expect(asked.body.contains("weather-clear.svg"))
            #expect(try await entries(directory).isEmpty)
            _ = try await browser.click(
                "/diary/new/save", ["draft": form, "title": "Beach", "body": "", "action": "save"])
            let stored = try await entries(directory)
            #expect(stored.first?.weather == DiaryWeather(condition: "Clear", iconCode: "01d"))
        }
    }

    @Test func aPlaceThatIsNoneIsSaidAndTheTextIsKept() async throws {
        let directory = try temporaryDirectory()
        try await onNewEntry(directory) { browser, new in
            let answer = try await browser.click(
                "/diary/new/save",
                [
                    "draft": try draft(in: new.body), "title": "Lost", "body": "No map.",
                    "place": "north <b>pole</b>", "action": "weather",
                ])
            #expect(answer.body.contains("The weather was not added."))
            #expect(answer.body.contains("“north &lt;b&gt;pole&lt;/b&gt;” is not a place."))
            #expect(answer.body.contains("Add the weather here"))
            // The field keeps the place for the person to fix, and names the notice that says why.
            #expect(
                answer.body.contains(
                    #"value="north &lt;b&gt;pole&lt;/b&gt;" aria-describedby="diary-place-hint diary-notice""#
                ))
            #expect(answer.body.contains(#"<p id="diary-notice" class="diary-notice" role="status">"#))
            let stored = try #require(try await entries(directory).first)
            #expect(stored.title == "Lost" && stored.weather == nil)
        }
    }

    @Test func aRefusedKeyIsSaidInTheKoreanPageToo() async throws {
        let directory = try temporaryDirectory()
        try await onNewEntry(directory, key: "wrong-key", korean: true) { browser, new in
            #expect(new.body.contains("여기 날씨 더하기"))
            let answer = try await browser.click(
                "/diary/new/save",
                [
                    "draft": try draft(in: new.body), "title": "비", "body": "", "place": "37.57,126.98",
                    "action": "weather",
                ])
            #expect(answer.body.contains("날씨를 더하지 못했어요."))
            #expect(try await entries(directory).first?.weather == nil)
        }
    }

    @Test func anEntryWrittenBeforeOffersNoWeather() async throws {
        let directory = try temporaryDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        let old = try await store.create(text: "Old day\nLong ago.")
        try await withWeatherStandIn { endpoint in
            try await withGallery(configuration(directory, endpoint: endpoint)) { client in
                var browser = Browser(client)
                let page = try await browser.get("/diary/entries/\(old.id.uuidString.lowercased())")
                #expect(page.body.contains("Long ago."))
                #expect(!page.body.contains("Add the weather here"))
            }
        }
    }
}
