import Foundation

/// The check that every code sample of a kit's documentation is compiled by the kit's tests.
///
/// Each kit's doc-sample test finds the ```swift blocks of its README, DocC articles (and, in
/// some kits, symbol documentation) and asks ``missing(blocks:from:)`` which of them no test
/// source holds. A block is found in a test source when:
/// - every module the block imports, the source imports too (`@testable import` counts, and so
///   does an import inside `#if canImport(…)`: a test copy writes a documented `import SwiftUI` as
///   `#if canImport(SwiftUI)` / `import SwiftUI` / `#endif`, see SwiftUISurface.swift);
/// - the block's other lines appear in the source one after the other, white space aside
///   (indentation, runs of spaces and blank lines do not count), with the conditional-compilation
///   lines that only wrap imports left out on both sides;
/// - a documented `#Preview { … }` (or `#Preview("Name") { … }`) line stands for a test function
///   `@MainActor @ViewBuilder func preview…() -> some View { … }`: the macro cannot be declared
///   where SwiftUI does not exist, so the test copy is a function with the same body.
enum DocSamples {
    /// A fenced code block of the documentation.
    struct Block: CustomStringConvertible, Equatable, Sendable {
        /// Where the block starts: the document and the line of its first code line.
        let place: String

        /// The block's code, between its fences.
        let code: String

        /// The place, then the code, for a failure message.
        var description: String { "\(place):\n\(code)" }
    }

    // MARK: Finding the blocks

    /// The fenced blocks of `language` (```` ```swift ````, ```` ```json ````…) of Markdown text.
    static func blocks(of language: String, inMarkdown markdown: String, place: String = "") -> [Block] {
        fencedBlocks(
            of: language, in: markdown.components(separatedBy: "\n").map { Optional($0) }, place: place)
    }

    /// The ```swift blocks of Markdown text.
    static func swiftBlocks(inMarkdown markdown: String, place: String = "") -> [Block] {
        blocks(of: "swift", inMarkdown: markdown, place: place)
    }

    /// The ```swift blocks of the `///` documentation comments of Swift source code.
    static func swiftBlocks(inDocComments source: String, place: String = "") -> [Block] {
        let lines = source.components(separatedBy: "\n").map { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else { return nil }
            return String(trimmed.dropFirst(trimmed.hasPrefix("/// ") ? 4 : 3))
        }
        return fencedBlocks(of: "swift", in: lines, place: place)
    }

    /// The ```swift blocks of a file: of its text for a Markdown file, of its documentation
    /// comments for a Swift file. `place` names the file in failure messages.
    static func swiftBlocks(inFile file: URL, place: String? = nil) throws -> [Block] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let place = place ?? file.lastPathComponent
        return file.pathExtension == "swift"
            ? swiftBlocks(inDocComments: text, place: place) : swiftBlocks(inMarkdown: text, place: place)
    }

    /// The blocks fenced by ```` ```language ```` and ```` ``` ```` among `lines`; a `nil` line
    /// (one outside a documentation comment) ends an open block without keeping it.
    private static func fencedBlocks(of language: String, in lines: [String?], place: String) -> [Block] {
        var blocks: [Block] = []
        var current: [String]?
        var start = 0
        for (index, line) in lines.enumerated() {
            guard let line else {
                current = nil
                continue
            }
            let fence = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if fence == "```\(language)" {
                    current = []
                    start = index + 2
                }
            } else if fence == "```" {
                blocks.append(
                    Block(place: "\(place):\(start)", code: (current ?? []).joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The Swift files under `folder` (its subfolders too, the shared copies among them), as text.
    static func testSources(under folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    // MARK: Comparing

    /// `code`'s lines as compared: runs of white space made one space, each line trimmed, blank
    /// lines dropped.
    static func normalized(_ code: String) -> [String] {
        code.components(separatedBy: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return words.isEmpty ? nil : words
        }
    }

    /// The modules `code` imports, wherever the import stands (inside `#if canImport(…)` too).
    static func imports(in code: String) -> Set<String> {
        Set(normalized(code).compactMap(importedModule))
    }

    /// `code`'s lines as compared, without its imports and without the conditional-compilation
    /// blocks that hold nothing but imports (`#if canImport(SwiftUI)` / `import SwiftUI` /
    /// `#endif`); a `#if` around other code stays.
    static func comparedLines(_ code: String) -> [String] {
        var lines: [String] = []
        var openConditions: [Int] = []  // where each open `#if` sits in `lines`
        for line in normalized(code) where importedModule(line) == nil {
            if line.hasPrefix("#if ") || line == "#if" {
                openConditions.append(lines.count)
                lines.append(line)
            } else if line == "#endif", let start = openConditions.popLast() {
                let inside = lines[(start + 1)...]
                if inside.allSatisfy({ $0.hasPrefix("#else") || $0.hasPrefix("#elseif") }) {
                    lines.removeSubrange(start...)
                } else {
                    lines.append(line)
                }
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    /// The blocks of `blocks` that none of `testSources` holds (see ``DocSamples``).
    static func missing(blocks: [Block], from testSources: [String]) -> [Block] {
        let sources = testSources.map { (imports: imports(in: $0), lines: comparedLines($0)) }
        return blocks.filter { block in
            let needed = imports(in: block.code)
            let lines = comparedLines(block.code)
            return !sources.contains { source in
                needed.isSubset(of: source.imports) && contains(lines, in: source.lines)
            }
        }
    }

    /// Whether `sample`'s lines appear in `source` one after the other.
    private static func contains(_ sample: [String], in source: [String]) -> Bool {
        guard !sample.isEmpty else { return true }
        guard sample.count <= source.count else { return false }
        return (0...(source.count - sample.count)).contains { start in
            sample.indices.allSatisfy { matches(sample[$0], source[start + $0]) }
        }
    }

    /// Whether the test line `testLine` stands for the documented line `line`: the same text, or,
    /// for a `#Preview` line, the head of a preview function with the same rest of line.
    private static func matches(_ line: String, _ testLine: String) -> Bool {
        if line == testLine { return true }
        guard let rest = previewRest(line) else { return false }
        return previewFunctionRest(testLine) == rest
    }

    /// What follows the opening brace of a `#Preview {` or `#Preview("Name") {` line, or `nil`
    /// when `line` is not one.
    private static func previewRest(_ line: String) -> String? {
        guard line.hasPrefix("#Preview") else { return nil }
        var rest = line.dropFirst("#Preview".count).drop { $0 == " " }
        if rest.hasPrefix("(") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard rest.hasPrefix("{") else { return nil }
        return String(rest.dropFirst().drop { $0 == " " })
    }

    /// What follows the opening brace of a `… func preview…() -> some View {` line (its
    /// attributes, such as `@MainActor @ViewBuilder`, before it), or `nil` when `line` is not one.
    private static func previewFunctionRest(_ line: String) -> String? {
        guard let function = line.range(of: "func preview") else { return nil }
        let attributes = line[..<function.lowerBound]
        guard attributes.isEmpty || attributes.hasPrefix("@") else { return nil }
        let name = line[function.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let signature = line[name.endIndex...]
        let head = "() -> some View {"
        guard signature.hasPrefix(head) else { return nil }
        return String(signature.dropFirst(head.count).drop { $0 == " " })
    }

    /// The module a normalized `import` line imports (`import SwiftUI`, `@testable import Kit`,
    /// `import struct Foundation.URL`), or `nil` when the line is no import.
    private static func importedModule(_ line: String) -> String? {
        var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
        ]
        if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
        guard words.count == 1, let path = words.first else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }
}
