/// A stretch of shown text in one style.
public struct TextRun: Hashable, Sendable, Encodable {
    /// The text.
    public let text: String
    /// Whether it is bold.
    public let bold: Bool
}
