import Foundation

extension DiaryEditor where C == ContinuousClock {
    /// An editor writing to `store` on the system's continuous clock.
    public init(
        store: any DiaryStore, entry: DiaryEntry? = nil, weather: DiaryWeather? = nil,
        quietPeriod: Duration = .seconds(2)
    ) {
        self.init(
            store: store, entry: entry, weather: weather, quietPeriod: quietPeriod, clock: ContinuousClock())
    }
}
