/// One section of a screen that fills on its own: a placeholder until its content arrives, then
/// the content, or a failure with a retry.
public enum SectionPhase<Content: Hashable & Sendable>: Hashable, Sendable {
    /// Not arrived yet: show a placeholder of the section's shape.
    case placeholder
    /// Arrived.
    case loaded(Content)
    /// It could not be loaded: show the message and a retry button.
    case failed(ScreenFailure)

    /// The content, once arrived.
    public var content: Content? {
        if case .loaded(let content) = self { return content }
        return nil
    }

    /// The failure, when it could not be loaded.
    public var failure: ScreenFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
