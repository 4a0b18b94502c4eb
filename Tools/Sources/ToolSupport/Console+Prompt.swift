import Foundation

extension Console {
    /// Asks `question` on stderr, so that stdout keeps only the command's output, and reads one
    /// line of stdin as the answer; `nil` at the end of input or when stderr cannot be written.
    public static func ask(_ question: String) -> String? {
        guard StandardStream.error.write(question + " ") else { return nil }
        return readLine(strippingNewline: true)
    }
}
