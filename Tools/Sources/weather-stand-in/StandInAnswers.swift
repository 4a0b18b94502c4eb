import Foundation
import Hummingbird
import Logging
import ToolSupport

/// What the stand-in answers: OpenWeather's current-weather shapes, for the weather it was
/// started with, a refused key, a bad place, or the error status it was told to give.
struct StandInAnswers: Sendable {
    /// The endpoint's path, as OpenWeather's.
    static let path = "/data/2.5/weather"

    /// One entry of the answer's `weather` array.
    struct Condition: Sendable, Encodable {
        let id: Int
        let main: String
        let description: String
        let icon: String
    }

    /// The only key accepted; `nil`: any key that is not empty.
    let key: String?
    /// The weather answered.
    let weather: Condition
    /// Seconds to wait before answering.
    let delay: Double
    /// The status every request is answered with instead of the weather.
    let failureStatus: Int?

    /// A router answering the endpoint's path with these answers, and any other path with 404.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get(RouterPath(Self.path)) { request, _ in
            await respond(to: request.uri.queryParameters)
        }
        router.get("**") { _, _ in Self.notFound() }
        return router
    }

    /// Serves these answers on 127.0.0.1 (a free port) while `body` runs, for a test in process;
    /// `body` gets the endpoint's full address (for `OPENWEATHER_URL`).
    func serve(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
        var logger = Logger(label: "weather-stand-in")
        logger.logLevel = .critical
        let (ports, found) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { found.yield($0.localAddress?.port ?? 0) }, logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await application.runService(gracefulShutdownSignals: []) }
            defer { group.cancelAll() }
            var next = ports.makeAsyncIterator()
            guard let port = await next.next(), port > 0 else { return }
            try await body("http://127.0.0.1:\(port)\(Self.path)")
        }
    }

    /// The answer to a request with `query`, after the delay; one line about it on stderr.
    func respond(to query: Parameters) async -> Response {
        if delay > 0 { try? await Task.sleep(for: .seconds(delay)) }
        let response = answer(query)
        let latitude = query.get("lat") ?? "-"
        let longitude = query.get("lon") ?? "-"
        StandardStream.error.write(
            "GET \(Self.path) lat=\(latitude) lon=\(longitude) -> \(response.status.code)\n")
        return response
    }

    private func answer(_ query: Parameters) -> Response {
        if let failureStatus {
            return Self.json(
                ["cod": String(failureStatus), "message": "stand-in failure"], status: failureStatus)
        }
        let given = query.get("appid") ?? ""
        if given.isEmpty || (key != nil && given != key) {
            return Self.json(
                [
                    "cod": 401,
                    "message":
                        "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.",
                ] as [String: any Sendable], status: 401)
        }
        guard let latitudeText = query.get("lat"), let longitudeText = query.get("lon") else {
            return Self.json(["cod": "400", "message": "Nothing to geocode"], status: 400)
        }
        guard let latitude = Double(latitudeText), (-90...90).contains(latitude) else {
            return Self.json(["cod": "400", "message": "wrong latitude"], status: 400)
        }
        guard let longitude = Double(longitudeText), (-180...180).contains(longitude) else {
            return Self.json(["cod": "400", "message": "wrong longitude"], status: 400)
        }
        let now = Int(Date().timeIntervalSince1970)
        let body: [String: any Sendable] = [
            "coord": ["lon": longitude, "lat": latitude],
            "weather": [
                [
                    "id": weather.id, "main": weather.main, "description": weather.description,
                    "icon": weather.icon,
                ] as [String: any Sendable]
            ],
            "base": "stations",
            "main": [
                "temp": 284.2, "feels_like": 283.5, "temp_min": 283.1, "temp_max": 285.3, "pressure": 1012,
                "humidity": 81,
            ] as [String: any Sendable],
            "visibility": 10000,
            "wind": ["speed": 2.1, "deg": 250] as [String: any Sendable],
            "clouds": ["all": 90],
            "dt": now,
            "sys": ["country": "KR", "sunrise": now - 21_600, "sunset": now + 21_600]
                as [String: any Sendable],
            "timezone": 32400,
            "id": 1_835_848,
            "name": "Stand-in",
            "cod": 200,
        ]
        return Self.json(body, status: 200)
    }

    /// 404 in OpenWeather's shape, for any other path.
    static func notFound() -> Response {
        json(["cod": "404", "message": "Internal error"], status: 404)
    }

    /// `object` as a JSON answer with `status`.
    private static func json(_ object: [String: any Sendable], status: Int) -> Response {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data("{}".utf8)
        return Response(
            status: .init(code: status), headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
