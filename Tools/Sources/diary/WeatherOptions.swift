import ArgumentParser
import DiaryEnvironment
import DiaryKit
import Foundation
import ToolSupport

/// `--weather` and `--at LAT,LON`: record the weather with a new entry, asked of OpenWeather with
/// the key in `OPENWEATHER_API_KEY` (at `OPENWEATHER_URL` when set), for the place `--at` or
/// `DIARY_LOCATION` names.
struct WeatherOptions: ParsableArguments {
    /// The variable holding the place, `LAT,LON`, when `--at` is not given.
    static let placeVariable = "DIARY_LOCATION"

    /// Whether to record the weather.
    @Flag(
        help: ArgumentHelp(
            localized(
                "Record the weather now at --at (or $DIARY_LOCATION) with the entry, from OpenWeather.",
                ko: "--at(없으면 $DIARY_LOCATION) 위치의 지금 날씨를 OpenWeather에서 받아 일기와 함께 저장해요.")))
    var weather = false

    /// The place, `LAT,LON`.
    @Option(
        name: .customLong("at"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Where the weather is asked for: latitude,longitude in degrees (such as 37.57,126.98).",
                ko: "날씨를 물을 위치: 도 단위의 위도,경도 (예: 37.57,126.98)."),
            valueName: "lat,lon"))
    var place: String?

    /// Refuses `--at` without `--weather`.
    func validate() throws {
        if place != nil && !weather {
            throw ValidationError(
                localized(
                    "--at only says where to ask the weather; add --weather, or leave --at out.",
                    ko: "--at은 날씨를 물을 위치일 뿐이에요. --weather를 더하거나 --at을 빼세요."))
        }
    }

    /// What to ask, when `--weather` was given: the client and the place. Every problem with the
    /// options or the environment is a usage error (64), found before anything is read or saved.
    func request(environment: [String: String], locale: Locale) throws -> (WeatherClient, WeatherPlace)? {
        guard weather else { return nil }
        let placeText: String
        let placeSource: String
        if let place {
            (placeText, placeSource) = (place, "--at")
        } else if let variable = environment[Self.placeVariable], !variable.isBlankText {
            (placeText, placeSource) = (variable, "$" + Self.placeVariable)
        } else {
            throw ToolError(
                "--weather needs a place: give --at LAT,LON or set \(Self.placeVariable) (such as 37.57,126.98).",
                ko: "--weather에는 위치가 필요해요. --at LAT,LON을 주거나 \(Self.placeVariable)을 설정하세요 (예: 37.57,126.98).",
                status: .usage)
        }
        let place: WeatherPlace
        do {
            place = try WeatherPlace(parsing: placeText)
        } catch let error as WeatherLookupError {
            throw ToolError("\(placeSource): " + error.message(locale: locale), status: .usage)
        }
        let client: WeatherClient?
        do {
            client = try WeatherEnvironment.client(in: environment)
        } catch let error as WeatherLookupError {
            throw ToolError(
                "$\(WeatherEnvironment.endpointVariable): " + error.message(locale: locale), status: .usage)
        }
        guard let client else {
            let variable = WeatherEnvironment.keyVariable
            throw ToolError(
                "--weather needs an OpenWeather API key in \(variable); set it, or leave out --weather.",
                ko: "--weather에는 \(variable)에 든 OpenWeather API 키가 필요해요. 설정하거나 --weather를 빼세요.",
                status: .usage)
        }
        return (client, place)
    }
}

extension String {
    /// Whether the text is empty or only white space.
    fileprivate var isBlankText: Bool {
        trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
