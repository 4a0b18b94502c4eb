import DiaryKit
import Foundation

/// What the `OPENWEATHER_*` environment variables name, read the same way by the `diary` CLI and
/// the gallery: the OpenWeather API key (`OPENWEATHER_API_KEY`) and the current-weather endpoint
/// (`OPENWEATHER_URL`, for a local stand-in or a proxy; OpenWeather's own when unset).
public enum WeatherEnvironment {
    /// The variable holding the OpenWeather API key.
    public static let keyVariable = "OPENWEATHER_API_KEY"
    /// The variable holding the full address of the current-weather endpoint.
    public static let endpointVariable = "OPENWEATHER_URL"
    /// How long the weather service may take to answer, in seconds, before the entry is saved
    /// without the weather.
    public static let timeout: TimeInterval = 5

    /// The key in `OPENWEATHER_API_KEY`, without surrounding white space; `nil` when it is unset
    /// or blank (no weather service is configured).
    public static func apiKey(in environment: [String: String]) -> String? {
        let key = environment[keyVariable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return key.isEmpty ? nil : key
    }

    /// The endpoint `OPENWEATHER_URL` names; OpenWeather's own when it is unset or empty.
    ///
    /// - Throws: ``WeatherLookupError`` naming the text when it is not a full `http` or `https`
    ///   address.
    public static func endpoint(in environment: [String: String]) throws -> URL {
        guard let address = environment[endpointVariable], !address.isEmpty else {
            return WeatherClient.defaultEndpoint
        }
        return try WeatherClient.endpoint(parsing: address)
    }

    /// The client the environment configures (its key, its endpoint, ``timeout``); `nil` without a
    /// key.
    ///
    /// - Throws: ``WeatherLookupError`` when `OPENWEATHER_URL` is not a web address.
    public static func client(in environment: [String: String]) throws -> WeatherClient? {
        guard let key = apiKey(in: environment) else { return nil }
        return WeatherClient(apiKey: key, endpoint: try endpoint(in: environment), timeout: timeout)
    }
}
