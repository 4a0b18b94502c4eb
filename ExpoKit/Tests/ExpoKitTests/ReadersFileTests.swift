import Foundation
import Testing

/// Every sample of the README and the DocC articles that shows its imports is a file a reader
/// copies into a package of their own: each is type-checked here as that file alone, with only
/// the imports it shows, against the kit's built modules. (``DocSampleTests`` runs the samples,
/// inside a test file whose imports are the union of all of them, which hides a missing one.)
@Suite("README and DocC samples, each as a reader's file")
struct ReadersFileTests {
    static let kit = "ExpoKit"

    /// The package's folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The samples that show their imports: the README's and the articles' ```swift blocks
    /// holding an `import` line, by file and position.
    static func samples() throws -> [(name: String, code: String)] {
        let catalog = package.appendingPathComponent("Sources/\(kit)/\(kit).docc")
        let articles = try FileManager.default.contentsOfDirectory(
            at: catalog, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var found: [(String, String)] = []
        for file in [package.appendingPathComponent("README.md")] + articles {
            let text = try String(contentsOf: file, encoding: .utf8)
            let blocks = text.components(separatedBy: "```swift\n").dropFirst().compactMap {
                $0.components(separatedBy: "```").first
            }
            for (index, block) in blocks.enumerated()
            where block.split(separator: "\n").contains(where: { $0.hasPrefix("import ") }) {
                found.append(("\(file.lastPathComponent) #\(index + 1)", block))
            }
        }
        return found
    }

    /// The folder holding the kit's built modules: beside the test binary.
    static func modules() -> URL? {
        let candidates =
            [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            for modules in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: modules.appendingPathComponent("\(kit).swiftmodule").path)
            {
                return modules
            }
        }
        return nil
    }

    /// The module maps of the C modules the dependencies bring (GRDB's SQLite), which the
    /// build passes to the compiler itself: those in the checkouts' `Sources/<target>/` folders.
    static func moduleMaps(near modules: URL) -> [String] {
        var folder = modules
        while folder.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("checkouts").path)
        {
            folder.deleteLastPathComponent()
        }
        let checkouts = folder.appendingPathComponent("checkouts")
        let files = FileManager.default
        var maps: [String] = []
        for package in (try? files.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? files.contentsOfDirectory(atPath: sources.path)) ?? [] {
                let map = sources.appendingPathComponent(target).appendingPathComponent("module.modulemap")
                if files.fileExists(atPath: map.path) { maps += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
            }
        }
        return maps
    }

    @Test func everySampleWithImportsTypeChecksAsItsOwnFile() throws {
        let samples = try Self.samples()
        #expect(!samples.isEmpty)
        let modules = try #require(Self.modules(), "the kit's built modules are beside the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readers-file-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, sample) in samples.enumerated() {
            #if !canImport(SwiftUI)
                if sample.code.contains("import SwiftUI") { continue }
            #endif
            // A manifest is not a source file; the install snippet's test covers it.
            if sample.code.contains("import PackageDescription") { continue }
            let file = folder.appendingPathComponent("sample\(number).swift")
            try sample.code.write(to: file, atomically: true, encoding: .utf8)
            let checker = Process()
            checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            checker.arguments =
                ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path]
                + Self.moduleMaps(near: modules)
                + (sample.code.contains("@main") ? ["-parse-as-library"] : []) + [file.path]
            let output = Pipe()
            checker.standardOutput = output
            checker.standardError = output
            try checker.run()
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            checker.waitUntilExit()
            #expect(checker.terminationStatus == 0, "\(sample.name), alone with its imports:\n\(said)")
        }
    }
}
