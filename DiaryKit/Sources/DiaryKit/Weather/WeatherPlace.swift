import Foundation

/// A place on Earth to ask the weather for: a latitude from −90 to 90 and a longitude from −180
/// to 180, in degrees.
///
/// Read one from text written `LAT,LON` (a setting, an environment variable, a command-line
/// option) with ``init(parsing:)``, which accepts nothing else:
///
/// ```swift
/// func seoulWeather(apiKey: String) async throws -> DiaryWeather {
///     let place = try WeatherPlace(parsing: "37.57,126.98")
///     return try await WeatherClient(apiKey: apiKey).currentWeather(at: place)
/// }
/// ```
public struct WeatherPlace: Sendable, Hashable {
    /// Degrees north (negative: south), from −90 to 90.
    public let latitude: Double
    /// Degrees east (negative: west), from −180 to 180.
    public let longitude: Double

    /// The place at `latitude`, `longitude`.
    ///
    /// - Throws: ``WeatherLookupError`` of kind ``WeatherLookupError/Kind/invalidCoordinates`` when either is
    ///   out of range or not a number.
    public init(latitude: Double, longitude: Double) throws {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude),
            (-180...180).contains(longitude)
        else { throw WeatherLookupError.invalidCoordinates(latitude: latitude, longitude: longitude) }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The place `text` names as `LAT,LON`: two decimal numbers in degrees (an optional sign,
    /// digits, an optional fraction after a point) separated by one comma, with optional spaces
    /// around each. Exponents, `nan`, `inf` and any other spelling are refused.
    ///
    /// - Throws: ``WeatherLookupError`` of kind ``WeatherLookupError/Kind/invalidPlace`` when the text is not
    ///   written that way, ``WeatherLookupError/Kind/invalidCoordinates`` when a number is out of range.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Self.degrees(parts[0]), let longitude = Self.degrees(parts[1])
        else { throw WeatherLookupError.invalidPlace(text) }
        try self.init(latitude: latitude, longitude: longitude)
    }

    /// A number written `[+-]digits[.digits]` (or `[+-].digits`), spaces around it allowed.
    private static func degrees(_ text: Substring) -> Double? {
        let trimmed = text.trimmingBlanks()
        var digits = Substring(trimmed)
        if let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
        let pieces = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), pieces.contains(where: { !$0.isEmpty }),
            pieces.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }), digits.count <= 40
        else { return nil }
        return Double(trimmed)
    }
}

extension WeatherClient {
    /// The weather now at `place`: its condition group and icon code.
    ///
    /// - Throws: ``WeatherLookupError`` (missing key, transport failure, refused key, other HTTP
    ///   status, unreadable answer); `CancellationError` when the calling task is cancelled.
    public func currentWeather(at place: WeatherPlace) async throws -> DiaryWeather {
        try await currentWeather(latitude: place.latitude, longitude: place.longitude)
    }

    /// The current-weather endpoint `text` names: a full `http` or `https` address with a host
    /// (such as a local stand-in's `http://127.0.0.1:8080/data/2.5/weather`), spaces around it
    /// allowed.
    ///
    /// - Throws: ``WeatherLookupError`` of kind ``WeatherLookupError/Kind/invalidEndpoint`` for anything
    ///   else.
    public static func endpoint(parsing text: String) throws -> URL {
        let trimmed = text.trimmingBlanks()
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.fragment == nil,
            let url = components.url
        else { throw WeatherLookupError.invalidEndpoint(text) }
        return url
    }
}
