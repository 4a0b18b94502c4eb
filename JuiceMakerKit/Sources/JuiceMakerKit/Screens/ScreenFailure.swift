/// Why a screen could not load, as the screen shows it: a message and the title of its retry button.
public struct ScreenFailure: Sendable, Hashable {
    /// One localized line naming the problem and what to do (`The inventory file … is damaged …`).
    public let message: String
    /// The retry button's title (`Try again`, `다시 시도`); pressing it calls the model's `retry()`.
    public let retryTitle: String
}
