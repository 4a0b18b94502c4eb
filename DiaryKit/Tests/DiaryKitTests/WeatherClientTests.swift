import DiaryKit
import DiaryKitTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Weather client, against a stub transport")
struct WeatherClientTests {
    static let answer =
        #"{"coord": {"lon": 126.98, "lat": 37.57}, "weather": [{"id": 500, "main": "Rain", "description": "light rain", "icon": "10d"}], "name": "Seoul"}"#

    @Test func currentWeatherReadsConditionAndIcon() async throws {
        // Given a service answering with rain
        let transport = StubTransport(body: Self.answer)
        let client = WeatherClient(apiKey: "secret-key", transport: transport)
        // When the weather in Seoul is asked for
        let weather = try await client.currentWeather(latitude: 37.57, longitude: 126.98)
        // Then the condition, icon code and icon address come back
        #expect(weather == DiaryWeather(condition: "Rain", iconCode: "10d"))
        #expect(weather.iconURL?.absoluteString == "https://openweathermap.org/img/wn/10d@2x.png")
        let request = try #require(transport.requests.first)
        let components = try #require(
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
        #expect(components.host == "api.openweathermap.org")
        #expect(components.path == "/data/2.5/weather")
        let query = Dictionary(
            uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(query == ["lat": "37.57", "lon": "126.98", "appid": "secret-key"])
        #expect(request.httpMethod == "GET")
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let name: String
        let transport: StubTransport
        let kind: WeatherLookupError.Kind
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "refused key", transport: StubTransport(status: 401, body: #"{"cod": 401}"#),
            kind: .unauthorized),
        Failure(name: "server error", transport: StubTransport(status: 503, body: ""), kind: .httpStatus),
        Failure(name: "not JSON", transport: StubTransport(body: "<html>"), kind: .decodingFailed),
        Failure(
            name: "no condition", transport: StubTransport(body: #"{"weather": []}"#), kind: .decodingFailed),
        Failure(
            name: "icon missing", transport: StubTransport(body: #"{"weather": [{"main": "Rain"}]}"#),
            kind: .decodingFailed),
        Failure(
            name: "offline", transport: StubTransport(failure: URLError(.notConnectedToInternet)),
            kind: .transportFailed),
    ]

    @Test(arguments: failures)
    func failuresComeBackAsOneKindEach(_ failure: Failure) async throws {
        let client = WeatherClient(apiKey: "secret-key", transport: failure.transport)
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: 0, longitude: 0)
        }
        #expect(error?.kind == failure.kind)
        for language in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: language)) ?? ""
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            #expect(!message.contains("secret-key"))
        }
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func aCancelledRequestEndsWithCancellationError(_ failure: any Error) async {
        let client = WeatherClient(apiKey: "secret-key", transport: StubTransport(failure: failure))
        await #expect(throws: CancellationError.self) {
            try await client.currentWeather(latitude: 0, longitude: 0)
        }
    }

    @Test(arguments: [
        ("\u{1B}[2JRain", "10d", "weather[0].main"),
        (String(repeating: "x", count: 65), "10d", "weather[0].main"),
        ("Rain\u{202E}", "10d", "weather[0].main"), ("  ", "10d", "weather[0].main"),
        ("Rain", "../../../x?y#<script>", "weather[0].icon"), ("Rain", "10", "weather[0].icon"),
        ("Rain", "1Od", "weather[0].icon"),
    ])
    func aConditionOrIconThatIsNoneIsRefusedNotKept(_ condition: String, _ icon: String, _ path: String)
        async throws
    {
        let body = try JSONSerialization.data(withJSONObject: [
            "weather": [["main": condition, "icon": icon]]
        ])
        let client = WeatherClient(
            apiKey: "k", transport: StubTransport(body: String(decoding: body, as: UTF8.self)))
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: 1, longitude: 1)
        }
        #expect(error?.kind == .decodingFailed)
        #expect(error?.codingPath == path)
        // The longest group's name and a night icon are taken.
        let thunder = try JSONSerialization.data(withJSONObject: [
            "weather": [["main": "Thunderstorm", "icon": "11n"]]
        ])
        let taken = try await WeatherClient(
            apiKey: "k", transport: StubTransport(body: String(decoding: thunder, as: UTF8.self))
        ).currentWeather(latitude: 1, longitude: 1)
        #expect(taken == DiaryWeather(condition: "Thunderstorm", iconCode: "11n"))
    }

    @Test func decodingFailureNamesThePlace() async throws {
        let client = WeatherClient(
            apiKey: "k", transport: StubTransport(body: #"{"weather": [{"main": "Rain"}]}"#))
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: 1, longitude: 1)
        }
        #expect(error?.codingPath == "weather[0]")
    }

    @Test(arguments: [
        (91.0, 0.0), (-90.5, 0.0), (0.0, 180.5), (0.0, -181.0), (Double.nan, 0.0), (0.0, Double.infinity),
    ])
    func impossibleCoordinatesAreRefusedBeforeAnyRequest(_ latitude: Double, _ longitude: Double) async {
        let transport = StubTransport(body: Self.answer)
        let client = WeatherClient(apiKey: "k", transport: transport)
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: latitude, longitude: longitude)
        }
        #expect(error?.kind == .invalidCoordinates)
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: ["", "   "])
    func missingKeyIsRefusedBeforeAnyRequest(_ key: String) async {
        let transport = StubTransport(body: Self.answer)
        let client = WeatherClient(apiKey: key, transport: transport)
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: 0, longitude: 0)
        }
        #expect(error?.kind == .missingAPIKey)
        #expect(transport.requests.isEmpty)
    }

    @Test func eachRequestIsAllowedTheTimeoutGiven() async throws {
        let transport = StubTransport(body: Self.answer)
        _ = try await WeatherClient(apiKey: "k", transport: transport, timeout: 3)
            .currentWeather(latitude: 1, longitude: 2)
        _ = try await WeatherClient(apiKey: "k", transport: transport).currentWeather(
            latitude: 1, longitude: 2)
        _ = try await WeatherClient(apiKey: "k", transport: transport, timeout: -1)
            .currentWeather(latitude: 1, longitude: 2)
        #expect(
            transport.requests.map(\.timeoutInterval) == [3, WeatherClient.timeout, WeatherClient.timeout])
    }
}
