import Foundation
import Testing

/// Checks that a message says what the kit says, never what the system says: no error domain,
/// no `errno`, no Foundation or C library description, and, in Korean, no English words.
enum SystemTextCheck {
    /// Words only the system's own descriptions use.
    static let systemWords = [
        "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSURLErrorDomain", "Error Domain", "Code=",
        "The operation could", "The operation couldn", "errno", "error 2", "strerror",
        "No such file", "Permission denied", "Not a directory", "Is a directory", "File exists",
        "Read-only file system", "No space left", "A file with the same name", "Could not connect",
        "could not connect to the server", "The request timed out", "The Internet connection",
    ]

    /// Expects `message` free of system text and naming `path` when one is given; in Korean, with
    /// no word in Latin letters once `path` and `allowing` are taken out.
    static func expectClean(
        _ message: String, korean: Bool, naming path: String? = nil, allowing: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for word in systemWords {
            #expect(!message.contains(word), "“\(word)” in: \(message)", sourceLocation: sourceLocation)
        }
        if let path {
            #expect(
                message.contains(path), "\(path) not named in: \(message)", sourceLocation: sourceLocation)
        }
        guard korean else { return }
        var rest = message
        for text in [path].compactMap({ $0 }) + allowing {
            rest = rest.replacingOccurrences(of: text, with: "")
        }
        #expect(
            rest.range(of: "[A-Za-z]{2,}", options: .regularExpression) == nil,
            "English in the Korean message: \(message)", sourceLocation: sourceLocation)
    }
}
