import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

@Suite("Weather places and endpoints, read from text")
struct WeatherPlaceTests {
    @Test(arguments: [
        ("37.57,126.98", 37.57, 126.98), (" -33.9 , 151.2 ", -33.9, 151.2), ("+90,-180", 90, -180),
        ("0,0", 0, 0), ("-.5,180.", -0.5, 180),
    ])
    func placesWrittenLatitudeCommaLongitudeAreRead(_ text: String, _ latitude: Double, _ longitude: Double)
        throws
    {
        let place = try WeatherPlace(parsing: text)
        #expect(place.latitude == latitude)
        #expect(place.longitude == longitude)
    }

    @Test(arguments: [
        "", "37.57", "37.57,", ",126.98", "37.57,126.98,1", "37.57;126.98", "abc,def", "1e1,2", "nan,0",
        "inf,0", "0x1p3,0", "37 .57,1", "..,1", ".,1", "1,2\n3", "--1,2",
    ])
    func anythingElseIsNotAPlace(_ text: String) {
        let error = #expect(throws: WeatherLookupError.self) { try WeatherPlace(parsing: text) }
        #expect(error?.kind == .invalidPlace)
    }

    @Test(arguments: ["90.01,0", "-91,0", "0,180.5", "0,-181", "1000000,0"])
    func numbersOffTheEarthAreRefusedWithTheRanges(_ text: String) {
        let error = #expect(throws: WeatherLookupError.self) { try WeatherPlace(parsing: text) }
        #expect(error?.kind == .invalidCoordinates)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("from -90 to 90") == true)
        #expect(error?.message(locale: Locale(identifier: "ko")).contains("-90에서 90") == true)
    }

    @Test func placeMessagesNameTheTextAndTheFixInBothLanguages() throws {
        let error = WeatherLookupError.invalidPlace("seoul\u{1B}[31m")
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))
        #expect(english.contains("“seoul[31m” is not a place"))
        #expect(english.contains("37.57,126.98"))
        #expect(korean.contains("“seoul[31m”은 위치가 아니에요"))
        #expect(!english.contains("\u{1B}"))
    }

    @Test(arguments: [
        "http://127.0.0.1:8080/data/2.5/weather", "https://api.openweathermap.org/data/2.5/weather",
        " HTTP://localhost/w?units=metric ",
    ])
    func fullHTTPAddressesAreEndpoints(_ text: String) throws {
        let url = try WeatherClient.endpoint(parsing: text)
        #expect(url.host?.isEmpty == false)
    }

    @Test(arguments: [
        "", "127.0.0.1:8080/weather", "ftp://host/weather", "file:///tmp/w", "http://", "not a url",
    ])
    func otherAddressesAreRefused(_ text: String) {
        let error = #expect(throws: WeatherLookupError.self) { try WeatherClient.endpoint(parsing: text) }
        #expect(error?.kind == .invalidEndpoint)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("http:// or https://") == true)
    }

    @Test func endpointQueryItemsAreKeptBesideTheCoordinates() async throws {
        let transport = StubTransport(body: WeatherClientTests.answer)
        let endpoint = try WeatherClient.endpoint(parsing: "http://127.0.0.1:9/data/2.5/weather?units=metric")
        let client = WeatherClient(apiKey: "k", transport: transport, endpoint: endpoint)
        let weather = try await client.currentWeather(at: try WeatherPlace(parsing: "37.57,126.98"))
        #expect(weather.condition == "Rain")
        let url = try #require(transport.requests.first?.url)
        #expect(
            url.absoluteString
                == "http://127.0.0.1:9/data/2.5/weather?units=metric&lat=37.57&lon=126.98&appid=k")
    }
}
