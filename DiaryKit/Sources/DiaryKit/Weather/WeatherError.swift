import Foundation

/// Why the current weather could not be fetched.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. ``message(locale:)`` says in one line, in English or Korean, what went wrong and
/// what to do. Messages never include the API key.
public struct WeatherError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// No API key was given.
        public static let missingAPIKey = Kind(name: "missingAPIKey")
        /// The latitude or longitude is out of range or not a number.
        public static let invalidCoordinates = Kind(name: "invalidCoordinates")
        /// A place was not written as `LAT,LON` (see ``WeatherPlace/init(parsing:)``).
        public static let invalidPlace = Kind(name: "invalidPlace")
        /// An endpoint address is not a full `http` or `https` address.
        public static let invalidEndpoint = Kind(name: "invalidEndpoint")
        /// The request could not be sent or no answer arrived.
        public static let transportFailed = Kind(name: "transportFailed")
        /// The calling task was cancelled.
        public static let cancelled = Kind(name: "cancelled")
        /// The service refused the API key (HTTP 401).
        public static let unauthorized = Kind(name: "unauthorized")
        /// The service answered with another status outside 2xx (see ``WeatherError/status``).
        public static let httpStatus = Kind(name: "httpStatus")
        /// The answer could not be read, or named no weather condition.
        public static let decodingFailed = Kind(name: "decodingFailed")

        /// The kind's name (`unauthorized`).
        public var description: String { name }
    }

    private enum Reason: Sendable, Hashable {
        case missingAPIKey
        case invalidCoordinates(latitude: Double, longitude: Double)
        case invalidPlace(String)
        case invalidEndpoint(String)
        case transportFailed(String)
        case unreachable(NetworkReason)
        case cancelled
        case unauthorized
        case httpStatus(Int)
        case decodingFailed(DecodingProblem)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .missingAPIKey: .missingAPIKey
        case .invalidCoordinates: .invalidCoordinates
        case .invalidPlace: .invalidPlace
        case .invalidEndpoint: .invalidEndpoint
        case .transportFailed, .unreachable: .transportFailed
        case .cancelled: .cancelled
        case .unauthorized: .unauthorized
        case .httpStatus: .httpStatus
        case .decodingFailed: .decodingFailed
        }
    }

    /// No API key was given.
    public static let missingAPIKey = WeatherError(.missingAPIKey)

    /// `latitude` or `longitude` is out of range or not a number.
    public static func invalidCoordinates(latitude: Double, longitude: Double) -> WeatherError {
        WeatherError(.invalidCoordinates(latitude: latitude, longitude: longitude))
    }

    /// `text` is not a place written `LAT,LON`.
    public static func invalidPlace(_ text: String) -> WeatherError {
        WeatherError(.invalidPlace(text))
    }

    /// `text` is not a full `http` or `https` address.
    public static func invalidEndpoint(_ text: String) -> WeatherError {
        WeatherError(.invalidEndpoint(text))
    }

    /// The request failed, for `reason`.
    public static func transportFailed(_ reason: String) -> WeatherError {
        WeatherError(.transportFailed(reason))
    }

    /// The request failed for `reason`, which the message words in the caller's language.
    static func unreachable(_ reason: NetworkReason) -> WeatherError {
        WeatherError(.unreachable(reason))
    }

    /// The calling task was cancelled.
    public static let cancelled = WeatherError(.cancelled)

    /// The service refused the API key.
    public static let unauthorized = WeatherError(.unauthorized)

    /// The service answered `status`, outside 2xx.
    public static func httpStatus(_ status: Int) -> WeatherError { WeatherError(.httpStatus(status)) }

    /// The answer could not be read.
    static func decodingFailed(_ problem: DecodingProblem) -> WeatherError {
        WeatherError(.decodingFailed(problem))
    }

    /// The HTTP status, for ``Kind/httpStatus`` and ``Kind/unauthorized``.
    public var status: Int? {
        switch reason {
        case .httpStatus(let status): status
        case .unauthorized: 401
        default: nil
        }
    }

    /// Where the answer could not be read (`weather[0].icon`), for ``Kind/decodingFailed``.
    public var codingPath: String? {
        if case .decodingFailed(let problem) = reason { return problem.path }
        return nil
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .missingAPIKey:
            return text.string("error.weather.missingAPIKey")
        case .invalidCoordinates(let latitude, let longitude):
            return text.format(
                "error.weather.invalidCoordinates", latitude.formatted(.number.locale(locale)),
                longitude.formatted(.number.locale(locale)))
        case .invalidPlace(let place):
            return text.format(
                "error.weather.invalidPlace", String(place.removingControlCharacters().prefix(60)))
        case .invalidEndpoint(let address):
            return text.format(
                "error.weather.invalidEndpoint", String(address.removingControlCharacters().prefix(200)))
        case .transportFailed(let detail):
            return text.format("error.weather.transportFailed", detail.removingControlCharacters())
        case .unreachable(let reason):
            return text.format("error.weather.unreachable", reason.sentence(text))
        case .cancelled:
            return text.string("error.weather.cancelled")
        case .unauthorized:
            return text.string("error.weather.unauthorized")
        case .httpStatus(let status):
            return text.format("error.weather.httpStatus", String(status))
        case .decodingFailed(let problem):
            return text.format("error.weather.decodingFailed", problem.message(text))
        }
    }
}

extension WeatherError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}

extension WeatherError: CustomStringConvertible {
    /// The message in English, for logs.
    public var description: String { message(locale: Locale(identifier: "en")) }
}
