import Foundation
import Subprocess
import Testing

/// The screen models' intents, read from the kits' public symbols, against the vocabulary
/// ARCHITECTURE.md lists: the same idea has the same name in every kit, and a new intent is a
/// deliberate addition to the list.
///
/// The symbols come from the toolchain's `swift symbolgraph-extract`, run over the kits' modules
/// as this test target's build compiled them.
@Suite("One intent vocabulary across the kits")
struct IntentVocabularyTests {
    /// The kits whose screen models are checked.
    static let kits = ["DiaryKit", "ExpoKit", "JuiceMakerKit", "OpenMarketKit", "StarbucksKit"]

    /// The Tools package's folder, found from this file.
    static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyScreenModelIntentIsInTheVocabulary() async throws {
        let vocabulary = try Self.vocabulary()
        let intents = try await Self.intents()
        #expect(!intents.isEmpty)
        for intent in intents where !vocabulary.contains(intent.name) {
            Issue.record(
                """
                \(intent.kit).\(intent.model).\(intent.name) is not in ARCHITECTURE.md's intent \
                vocabulary: name it as the vocabulary names the same idea, or add it to the table \
                under "Intent vocabulary" with what it means
                """)
        }
    }

    @Test func theVocabularyListsNoIntentThatNoKitHas() async throws {
        let names = Set(try await Self.intents().map(\.name))
        for name in try Self.vocabulary() where !names.contains(name) {
            Issue.record("ARCHITECTURE.md's intent vocabulary lists \(name), which no screen model has")
        }
    }

    @Test func theVocabularyIsReadFromItsTable() throws {
        let vocabulary = try Self.vocabulary()
        #expect(vocabulary.contains("open(_:)"))
        #expect(vocabulary.contains("confirmDelete(_:)"))
        #expect(vocabulary.contains("load()"))
    }

    // MARK: The vocabulary

    /// The intents named in the first column of ARCHITECTURE.md's table under
    /// "### Intent vocabulary" (`open(_:)`, `set(_:of:)`…).
    static func vocabulary() throws -> Set<String> {
        let text = try String(
            contentsOf: tools.deletingLastPathComponent().appendingPathComponent("ARCHITECTURE.md"),
            encoding: .utf8)
        guard let start = text.range(of: "\n### Intent vocabulary\n") else {
            throw VocabularyProblem("ARCHITECTURE.md has no \"### Intent vocabulary\" section")
        }
        var names: Set<String> = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("|"), let cell = line.split(separator: "|").first else { continue }
            for piece in cell.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
                if piece.element.hasSuffix(")") { names.insert(String(piece.element)) }
            }
        }
        guard !names.isEmpty else { throw VocabularyProblem("the intent vocabulary's table is empty") }
        return names
    }

    // MARK: The kits' intents

    /// One public instance method of a screen model.
    struct Intent: Hashable {
        /// The kit's module.
        let kit: String
        /// The screen model's type name.
        let model: String
        /// The method's name with its argument labels, `open(_:)`.
        let name: String
    }

    /// The public instance methods of every `…ScreenModel` class of every kit.
    static func intents() async throws -> [Intent] {
        let output = scratchRoot.appendingPathComponent(
            "intent-vocabulary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let modules = try modulesDirectory()
        let triple = try await targetTriple()
        var intents: [Intent] = []
        for kit in kits {
            var arguments = [
                "symbolgraph-extract", "-module-name", kit, "-I", modules.path, "-target", triple,
                "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
            ]
            for map in moduleMaps() { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
            let run = try await Subprocess.run(
                .name("swift"), arguments: Arguments(arguments), output: .bytes(limit: .max),
                error: .bytes(limit: .max))
            guard run.terminationStatus.isSuccess else {
                throw VocabularyProblem(
                    "swift symbolgraph-extract failed for \(kit): "
                        + String(decoding: run.standardError, as: UTF8.self))
            }
            let graph = try JSONDecoder().decode(
                SymbolGraph.self,
                from: Data(contentsOf: output.appendingPathComponent("\(kit).symbols.json")))
            intents += graph.intents(of: kit)
        }
        return intents
    }

    /// The folder of the `.swiftmodule`s this test was built beside.
    static func modulesDirectory() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folder = URL(fileURLWithPath: executable)
        }
        for _ in 0..<6 {
            folder = folder.deletingLastPathComponent()
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                let module = candidate.appendingPathComponent("JuiceMakerKit.swiftmodule")
                if FileManager.default.fileExists(atPath: module.path) { return candidate }
            }
        }
        throw VocabularyProblem("found no JuiceMakerKit.swiftmodule beside the test executable")
    }

    /// The module maps of the C modules the kits import (GRDB's SQLite), from the package's
    /// checkouts.
    static func moduleMaps() -> [URL] {
        let map = tools.appendingPathComponent(
            ".build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
        return FileManager.default.fileExists(atPath: map.path) ? [map] : []
    }

    /// The compiler's target triple, as `swift -print-target-info` gives it.
    static func targetTriple() async throws -> String {
        struct Info: Decodable {
            struct Target: Decodable { let triple: String }
            let target: Target
        }
        let run = try await Subprocess.run(
            .name("swift"), arguments: ["-print-target-info"], output: .bytes(limit: .max),
            error: .discarded)
        return try JSONDecoder().decode(Info.self, from: Data(run.standardOutput)).target.triple
    }
}

/// What the vocabulary check could not read.
struct VocabularyProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The part of a symbol graph the check reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
    }
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }
    let symbols: [Symbol]
    let relationships: [Relationship]

    /// The instance methods that are members of a class named `…ScreenModel`.
    func intents(of kit: String) -> [IntentVocabularyTests.Intent] {
        let models = Dictionary(
            symbols.filter {
                $0.kind.identifier == "swift.class"
                    && $0.pathComponents.last?.hasSuffix("ScreenModel") == true
            }
            .map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) },
            uniquingKeysWith: { first, _ in first })
        let methods = Dictionary(
            symbols.filter { $0.kind.identifier == "swift.method" }.map { ($0.identifier.precise, $0) },
            uniquingKeysWith: { first, _ in first })
        return relationships.compactMap { relationship in
            guard relationship.kind == "memberOf", let model = models[relationship.target],
                let method = methods[relationship.source], let name = method.pathComponents.last
            else { return nil }
            return IntentVocabularyTests.Intent(kit: kit, model: model, name: name)
        }
    }
}
