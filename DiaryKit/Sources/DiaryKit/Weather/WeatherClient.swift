import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the current weather at a place from OpenWeather's current-weather endpoint, to store
/// with a new entry.
///
/// The API key comes from the caller (an app's settings, an environment variable read by a
/// tool); the kit never reads or stores one.
///
/// Each request sends the place, as given, to the endpoint: the person's precise location, which
/// DiaryKit's privacy manifest declares collected (for app functionality, not linked, no
/// tracking) and which an app that asks for the weather declares in its own privacy label.
///
/// ```swift
/// func weatherForNewEntry(apiKey: String) async throws -> DiaryWeather {
///     let client = WeatherClient(apiKey: apiKey)
///     return try await client.currentWeather(latitude: 37.57, longitude: 126.98)
/// }
/// ```
public struct WeatherClient: Sendable {
    /// OpenWeather's current-weather endpoint.
    public static let defaultEndpoint: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.openweathermap.org"
        components.path = "/data/2.5/weather"
        return components.url ?? URL(fileURLWithPath: "/")
    }()

    /// How long a request may take, in seconds, unless the client is given another time.
    public static let timeout: TimeInterval = 10

    private let apiKey: String
    private let transport: any HTTPTransport
    private let endpoint: URL
    /// How long a request may take, in seconds.
    public let requestTimeout: TimeInterval

    /// A client sending requests with `apiKey` through `transport` to `endpoint`, each allowed
    /// `timeout` seconds (a time that is not positive and finite means ``timeout``).
    ///
    /// Without a transport, requests go through a ``URLSessionTransport`` over an ephemeral
    /// session whose own request and resource timeouts are `timeout` too: on Linux the session's
    /// timeouts, not the request's, decide when a silent service is given up.
    public init(
        apiKey: String, transport: (any HTTPTransport)? = nil, endpoint: URL = defaultEndpoint,
        timeout: TimeInterval = WeatherClient.timeout
    ) {
        let seconds = timeout.isFinite && timeout > 0 ? timeout : Self.timeout
        self.apiKey = apiKey
        self.transport = transport ?? Self.sessionTransport(timeout: seconds)
        self.endpoint = endpoint
        self.requestTimeout = seconds
    }

    /// A transport over an ephemeral session that gives up after `timeout` seconds.
    private static func sessionTransport(timeout: TimeInterval) -> URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        return URLSessionTransport(session: URLSession(configuration: configuration))
    }

    /// The weather now at `latitude`, `longitude` (degrees): its condition group and icon code.
    ///
    /// - Throws: ``WeatherLookupError`` (missing key, bad coordinates, transport failure, refused key,
    ///   other HTTP status, unreadable answer); `CancellationError` when the calling task is
    ///   cancelled, whether the transport threw it or a `URLError` of code `cancelled`.
    public func currentWeather(latitude: Double, longitude: Double) async throws -> DiaryWeather {
        let request = try makeRequest(latitude: latitude, longitude: longitude)
        do {
            return try Self.weather(from: try await transport.exchange(request).0)
        } catch TransportFailure.unreachable(let reason) {
            throw WeatherLookupError.unreachable(reason)
        } catch TransportFailure.foreign(let error) {
            throw WeatherLookupError.unreachable(NetworkReason(error))
        } catch TransportFailure.status(let status, _, _) {
            throw status == 401 ? WeatherLookupError.unauthorized : WeatherLookupError.httpStatus(status)
        }
    }

    /// The GET request for the weather at a place.
    ///
    /// - Throws: ``WeatherLookupError`` (missing key, bad coordinates).
    func makeRequest(latitude: Double, longitude: Double) throws -> URLRequest {
        guard !apiKey.trimmingBlanks().isEmpty else { throw WeatherLookupError.missingAPIKey }
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude),
            (-180...180).contains(longitude)
        else { throw WeatherLookupError.invalidCoordinates(latitude: latitude, longitude: longitude) }
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            throw WeatherLookupError.unreachable(.badURL)
        }
        components.queryItems =
            (components.queryItems ?? []) + [
                URLQueryItem(name: "lat", value: String(latitude)),
                URLQueryItem(name: "lon", value: String(longitude)),
                URLQueryItem(name: "appid", value: apiKey),
            ]
        guard let url = components.url else { throw WeatherLookupError.unreachable(.badURL) }
        var request = URLRequest(url: url, timeoutInterval: requestTimeout)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// The weather an answer's body describes: `weather[0].main` and `weather[0].icon`.
    ///
    /// - Throws: ``WeatherLookupError`` of kind ``WeatherLookupError/Kind/decodingFailed``.
    static func weather(from data: Data) throws -> DiaryWeather {
        struct Answer: Decodable {
            struct Condition: Decodable {
                var main: String
                var icon: String
            }
            var weather: [Condition]
        }
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw WeatherLookupError.decodingFailed(DecodingProblem(error))
        }
        guard let first = answer.weather.first else {
            throw WeatherLookupError.decodingFailed(
                DecodingProblem(path: "weather", kind: .missingValue(expected: .object)))
        }
        // The condition is a group's name (`Rain`) and the icon a code (`10d`): anything else
        // (a long text, control characters) is no weather to keep beside an entry.
        let condition = first.main
        guard !condition.isBlank, condition.count <= maximumConditionLength,
            condition.removingControlCharacters() == condition
        else {
            throw WeatherLookupError.decodingFailed(
                DecodingProblem(
                    path: "weather[0].main",
                    kind: .invalidValue(
                        "a condition of 1 to \(maximumConditionLength) characters without control characters")
                ))
        }
        let icon = Array(first.icon.utf8)
        guard icon.count == 3, icon[0...1].allSatisfy({ (48...57).contains($0) }),
            icon[2] == 100 || icon[2] == 110
        else {
            throw WeatherLookupError.decodingFailed(
                DecodingProblem(
                    path: "weather[0].icon", kind: .invalidValue("an icon code such as 10d or 01n")))
        }
        return DiaryWeather(condition: condition, iconCode: first.icon)
    }

    /// The most characters a condition group's name may have (OpenWeather's longest is
    /// `Thunderstorm`).
    static let maximumConditionLength = 64
}
