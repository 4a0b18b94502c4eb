import Foundation

/// The weather when an entry was written, as OpenWeather reports it: a condition group such as
/// `Rain` or `Clouds`, and an icon code such as `10d`.
///
/// ```swift
/// let weather = DiaryWeather(condition: "Rain", iconCode: "10d")
/// print(weather.iconURL?.absoluteString ?? "")  // https://openweathermap.org/img/wn/10d@2x.png
/// ```
public struct DiaryWeather: Sendable, Hashable, Codable {
    /// The condition group (`Clear`, `Clouds`, `Rain`…), as the service named it.
    public var condition: String
    /// The icon code (`01d`, `10n`…).
    public var iconCode: String

    /// The weather with this condition and icon code.
    public init(condition: String, iconCode: String) {
        self.condition = condition
        self.iconCode = iconCode
    }

    /// The address of the icon image at twice the base size; `nil` when the icon code is empty or
    /// has characters other than ASCII letters and digits.
    public var iconURL: URL? {
        guard !iconCode.isEmpty, iconCode.count <= 16,
            iconCode.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            })
        else { return nil }
        return URL(string: "https://openweathermap.org/img/wn/\(iconCode)@2x.png")
    }

    private enum CodingKeys: String, CodingKey {
        case condition
        case iconCode = "icon"
    }
}
