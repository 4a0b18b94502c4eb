import Foundation

/// The framing of Chromium's DevTools pipe (`--remote-debugging-pipe`): every message is one JSON
/// text followed by a NUL byte, in both directions.
public struct DevToolsFrames: Sendable {
    /// The bytes read but not yet ending in a NUL.
    private var buffer = Data()
    /// How far `buffer` is known to hold no NUL (so a long message is scanned once).
    private var scanned = 0

    /// An empty buffer.
    public init() {}

    /// `message` as it goes on the pipe: its bytes and a NUL.
    public static func frame(_ message: Data) -> Data {
        var framed = message
        framed.append(0)
        return framed
    }

    /// Adds `bytes` read from the pipe and answers every message they complete, in order (without
    /// their NULs); what is left waits for the next bytes.
    public mutating func append(_ bytes: Data) -> [Data] {
        buffer.append(bytes)
        var messages: [Data] = []
        var start = buffer.startIndex
        var index = buffer.startIndex + scanned
        while index < buffer.endIndex {
            if buffer[index] == 0 {
                messages.append(Data(buffer[start..<index]))
                start = index + 1
            }
            index += 1
        }
        buffer = Data(buffer[start...])
        scanned = buffer.count
        return messages
    }

    /// Whether bytes of an unfinished message are waiting.
    public var hasPartialMessage: Bool { !buffer.isEmpty }
}
