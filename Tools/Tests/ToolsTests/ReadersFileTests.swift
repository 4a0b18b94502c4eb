import Foundation
import Subprocess
import Testing

/// Every sample of a kit's README and DocC articles that shows its imports is a file a reader
/// copies into a package of their own: each is type-checked here as that file alone, with only
/// the imports it shows, against the kits' modules built beside these tests. (Each kit's
/// `DocSampleTests` runs its samples inside one test file whose imports are the union of all of
/// them, which would hide a missing import.)
@Suite("README and DocC samples, each as a reader's file")
struct ReadersFileTests {
    static let kits = ["JuiceMakerKit", "OpenMarketKit", "ExpoKit", "DiaryKit", "StarbucksKit"]

    /// The workspace's folder.
    static let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The samples of `kit` that show their imports: the README's and the articles' ```swift
    /// blocks holding an `import` line, named by file and position.
    static func samples(of kit: String) throws -> [(name: String, code: String)] {
        let package = workspace.appendingPathComponent(kit)
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
                found.append(("\(kit)/\(file.lastPathComponent) #\(index + 1)", block))
            }
        }
        return found
    }

    /// The folder holding the kits' built modules, beside the test binary.
    static func modules(of kit: String) -> URL? {
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

    /// The module maps of the C modules the dependencies bring (GRDB's SQLite), which a build
    /// passes to the compiler itself: those in the checkouts' `Sources/<target>/` folders.
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

    /// What marks a sample as code for Apple platforms only: their frameworks, and Foundation's
    /// App Group container, which Foundation on Linux lacks.
    static let appleOnly = [
        "import SwiftUI", "import UIKit", "import AppKit", "import Security", "import WidgetKit",
        "forSecurityApplicationGroupIdentifier",
    ]

    /// The Swift compiler of the toolchain running these tests: beside `swift` on the `PATH`.
    static func compiler() -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }

    @Test("Every sample with imports type-checks as its own file", arguments: kits)
    func everySampleWithImportsTypeChecksAsItsOwnFile(kit: String) async throws {
        let samples = try Self.samples(of: kit)
        #expect(!samples.isEmpty, "\(kit) shows no sample with its imports")
        let modules = try #require(Self.modules(of: kit), "\(kit)'s built modules are beside the test binary")
        let folder = try temporaryDirectory("readers-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, sample) in samples.enumerated() {
            #if !canImport(Darwin)
                // A sample for an app on Apple platforms (SwiftUI, the Keychain, an App Group's
                // container) is type-checked there; the kits' tests compile it here against the
                // SwiftUI surface and stand-ins.
                if Self.appleOnly.contains(where: sample.code.contains) { continue }
            #endif
            // A manifest is not a source file; the install snippet's test covers it.
            if sample.code.contains("import PackageDescription") { continue }
            let file = folder.appendingPathComponent("sample\(number).swift")
            try sample.code.write(to: file, atomically: true, encoding: .utf8)
            let arguments =
                ["-typecheck", "-swift-version", "6", "-I", modules.path] + Self.moduleMaps(near: modules)
                + (sample.code.contains("@main") ? ["-parse-as-library"] : []) + [file.path]
            let result = try await Subprocess.run(
                .path(.init(Self.compiler())), arguments: Arguments(arguments),
                output: .string(limit: 1 << 20),
                error: .string(limit: 1 << 20))
            #expect(
                result.terminationStatus.isSuccess,
                "\(sample.name), alone with its imports:\n\(result.standardOutput)\(result.standardError)"
            )
        }
    }
}
