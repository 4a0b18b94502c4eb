import Foundation

/// Why the current weather could not be fetched.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. ``message(locale:)`` says in one line, in English or Korean, what went wrong and
/// what to do. Messages never include the API key. A cancelled request is no weather error: it
/// ends with `CancellationError`.
public struct WeatherLookupError: Error, Sendable, Hashable {
    /// What went wrong: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case missingAPIKey
        case invalidCoordinates(latitude: Double, longitude: Double)
        case invalidPlace(String)
        case invalidEndpoint(String)
        case transportFailed(Failure)
        case unauthorized
        case httpStatus(Int)
        case decodingFailed(DecodingProblem)
    }

    /// Why a request failed: as a caller gave it, or for a reason the message words in the
    /// caller's language.
    private enum Failure: Sendable, Hashable {
        case text(String)
        case network(NetworkReason)
    }

    /// What went wrong.
    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// No API key was given.
    public static let missingAPIKey = Self(reason: .missingAPIKey)

    /// `latitude` or `longitude` is out of range or not a number.
    public static func invalidCoordinates(latitude: Double, longitude: Double) -> Self {
        Self(reason: .invalidCoordinates(latitude: latitude, longitude: longitude))
    }

    /// `text` is not a place written `LAT,LON`.
    public static func invalidPlace(_ text: String) -> Self { Self(reason: .invalidPlace(text)) }

    /// `text` is not a full `http` or `https` address.
    public static func invalidEndpoint(_ text: String) -> Self { Self(reason: .invalidEndpoint(text)) }

    /// The request failed, for `reason`.
    public static func transportFailed(_ reason: String) -> Self {
        Self(reason: .transportFailed(.text(reason)))
    }

    /// The request failed for `reason`, which the message words in the caller's language.
    static func unreachable(_ reason: NetworkReason) -> Self {
        Self(reason: .transportFailed(.network(reason)))
    }

    /// The service refused the API key.
    public static let unauthorized = Self(reason: .unauthorized)

    /// The service answered `status`, outside 2xx.
    public static func httpStatus(_ status: Int) -> Self { Self(reason: .httpStatus(status)) }

    /// The answer could not be read.
    static func decodingFailed(_ problem: DecodingProblem) -> Self { Self(reason: .decodingFailed(problem)) }

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
    ///
    /// The message's key is `error.weather.` followed by ``kind``, but `error.weather.unreachable`
    /// for a transport failure the kit words itself.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.weather.\(kind)"
        return switch reason {
        case .missingAPIKey, .unauthorized: text.string(key)
        case .invalidCoordinates(let latitude, let longitude):
            text.format(
                key, latitude.formatted(.number.locale(locale)), longitude.formatted(.number.locale(locale)))
        case .invalidPlace(let place): text.format(key, String(place.removingControlCharacters().prefix(60)))
        case .invalidEndpoint(let address):
            text.format(key, String(address.removingControlCharacters().prefix(200)))
        case .transportFailed(.text(let detail)): text.format(key, detail.removingControlCharacters())
        case .transportFailed(.network(let reason)):
            text.format("error.weather.unreachable", reason.sentence(text))
        case .httpStatus(let status): text.format(key, String(status))
        case .decodingFailed(let problem): text.format(key, problem.message(text))
        }
    }
}

extension WeatherLookupError {
    /// What kind of failure a ``WeatherLookupError`` is; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`unauthorized`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// No API key was given.
        public static var missingAPIKey: Self { Self() }
        /// The latitude or longitude is out of range or not a number.
        public static var invalidCoordinates: Self { Self() }
        /// A place was not written as `LAT,LON` (see ``WeatherPlace/init(parsing:)``).
        public static var invalidPlace: Self { Self() }
        /// An endpoint address is not a full `http` or `https` address.
        public static var invalidEndpoint: Self { Self() }
        /// The request could not be sent or no answer arrived.
        public static var transportFailed: Self { Self() }
        /// The service refused the API key (HTTP 401).
        public static var unauthorized: Self { Self() }
        /// The service answered with another status outside 2xx (see ``WeatherLookupError/status``).
        public static var httpStatus: Self { Self() }
        /// The answer could not be read, or named no weather condition.
        public static var decodingFailed: Self { Self() }
    }
}

extension WeatherLookupError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}

extension WeatherLookupError: CustomStringConvertible {
    /// The message in English, for logs.
    public var description: String { message(locale: Locale(identifier: "en")) }
}
