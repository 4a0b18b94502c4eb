import Foundation
import Testing

/// Reads a kit's error files as text and checks that each error's private `Reason` enum is the
/// one list of its cases: every case has a public kind constant of the same name and every kind
/// constant a case, and the strings key each case's message uses is `<prefix>.<kind>`.
///
/// An error file is one that derives its kind with `caseName(of: reason)`; its kind constants are
/// written `public static var name: Self { Self() }` and its key `let key = "<prefix>.\(kind)"`.
enum ErrorListCheck {
    /// One error file: its name, its cases and the key prefix of its messages.
    struct ErrorFile {
        /// The file's name, as in `StockError.swift`.
        let name: String
        /// The cases of its `Reason` enum, in order.
        let cases: [String]
        /// Its kind constants, in order.
        let kinds: [String]
        /// The prefix its message keys start with (`error.stock`), when it builds them from kinds.
        let keyPrefix: String?

        /// The strings keys its messages use.
        var keys: [String] { keyPrefix.map { prefix in cases.map { "\(prefix).\($0)" } } ?? [] }
    }

    /// Every error file below `sources`.
    static func errorFiles(in sources: URL) throws -> [ErrorFile] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.compactMap { path in
            let code = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            guard code.contains("caseName(of: reason)") else { return nil }
            return ErrorFile(
                name: (path as NSString).lastPathComponent, cases: reasonCases(in: code),
                kinds: code.matches(of: /public static var (\w+): Self \{ Self\(\) \}/).map { String($0.1) },
                keyPrefix: code.firstMatch(of: /let key = "([A-Za-z.]+)\.\\\(kind\)"/).map { String($0.1) })
        }
    }

    /// Expects every error file below `sources` to list its cases once, and returns the keys
    /// their messages use.
    static func expectListedOnce(
        in sources: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Set<String> {
        let files = try errorFiles(in: sources)
        #expect(!files.isEmpty, "no error file found in \(sources.path)", sourceLocation: sourceLocation)
        for file in files {
            #expect(
                !file.cases.isEmpty, "\(file.name): no Reason cases found", sourceLocation: sourceLocation)
            #expect(
                Set(file.cases) == Set(file.kinds),
                "\(file.name): cases \(file.cases) and kind constants \(file.kinds) differ",
                sourceLocation: sourceLocation)
        }
        return Set(files.flatMap(\.keys))
    }

    /// The case names of the `private enum Reason` in `code`.
    private static func reasonCases(in code: String) -> [String] {
        guard let start = code.range(of: "private enum Reason") else { return [] }
        let body = code[start.upperBound...]
        guard let end = body.range(of: "\n    }\n") else { return [] }
        return body[..<end.lowerBound].matches(of: /\n\s+case (\w+)/).map { String($0.1) }
    }
}
