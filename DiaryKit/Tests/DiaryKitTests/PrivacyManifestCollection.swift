// What this kit's privacy manifest must say it collects, checked by the shared
// `PrivacyManifestTests` (Shared/KitTests).

extension PrivacyManifestTests {
    /// The data the kit sends off the device: the precise location `WeatherClient` sends to
    /// OpenWeather (`lat` and `lon`, as given) when the app asks for the weather, not linked to the
    /// person and not used to track them, for the app's function (the entry's weather).
    static let collectedData: Set<CollectedData> = [
        CollectedData(
            type: "NSPrivacyCollectedDataTypePreciseLocation", linked: false, tracking: false,
            purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality"])
    ]
}
