import Foundation
import Subprocess
import Testing

/// The folder of the throwaway release's repositories, which `make release-check` names.
private let releaseCheckRepositories = ProcessInfo.processInfo.environment["RELEASE_CHECK_REPOSITORIES"]

/// `make release-check`: a package of a reader's own adds two kits by URL and version, from the
/// throwaway release `make release-check` has just made (RELEASE_CHECK_REPOSITORIES names its
/// folder of `<Kit>.git` repositories), builds, and runs each kit's README quick start copied as
/// it stands. Without that variable (in `make test`) the suite does not run.
@Suite(
    "A new package adds two kits by URL and runs their quick starts",
    .enabled(
        if: releaseCheckRepositories != nil,
        "run by make release-check, which names the throwaway release in RELEASE_CHECK_REPOSITORIES")
)
struct ReleaseCheckTests {
    static let repositories = releaseCheckRepositories
    static let version = ProcessInfo.processInfo.environment["RELEASE_CHECK_VERSION"] ?? "0.0.0-ci"

    /// The two kits: those whose quick starts run alone, offline and in an instant (Open Market's
    /// needs a server; DiaryKit's would add GRDB's build to CI's time).
    static let kits = ["JuiceMakerKit", "StarbucksKit"]

    /// The kit's README quick start, as ``ReadersFileTests`` finds the samples a reader copies:
    /// the README's first sample with imports that is not a manifest.
    static func quickStart(of kit: String) throws -> String {
        let samples = try ReadersFileTests.samples(of: kit).filter {
            $0.name.hasPrefix("\(kit)/README.md") && !$0.code.contains("import PackageDescription")
        }
        return try #require(samples.first, "\(kit)'s README has a quick start").code
    }

    /// What the quick start's comments say its `print` lines print, where they say it whole (a
    /// comment with "…" shortens it).
    static func printedLines(of kit: String) throws -> [String] {
        let lines = try quickStart(of: kit).split(separator: "\n").filter { $0.contains("print(") }
        let said = lines.compactMap { line -> String? in
            guard let comment = line.range(of: "// ") else { return nil }
            return line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        return said.filter { !$0.contains("…") && !$0.isEmpty }
    }

    /// The package's manifest: each kit by its repository's `file://` URL, `from:` the version.
    static func manifest(repositories: String) -> String {
        let dependencies = kits.map {
            "        .package(url: \"file://\(repositories)/\($0).git\", from: \"\(version)\"),"
        }
        let targets = kits.map {
            """
                    .executableTarget(
                        name: "\($0)QuickStart", dependencies: [.product(name: "\($0)", package: "\($0)")]),
            """
        }
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Reader",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [
            \(dependencies.joined(separator: "\n"))
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    @Test("The package resolves each kit to the release's version, builds, and runs each quick start")
    func packageBuildsAndRunsQuickStarts() async throws {
        let repositories = try #require(Self.repositories)
        let package = try temporaryDirectory("release-check")
        defer { try? FileManager.default.removeItem(at: package) }
        try Self.manifest(repositories: repositories)
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for kit in Self.kits {
            let folder = package.appendingPathComponent("Sources/\(kit)QuickStart")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.quickStart(of: kit)
                .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }

        // The repositories are cloned into the package's own folder, never into the user's cache.
        let build = try await ThrowawayWorkspace.run(
            "swift", ["build", "--package-path", package.path, "--disable-dependency-cache"])
        try #require(build.status == 0, "swift build:\n\(build.stdout)\(build.stderr)")

        let resolved = try String(
            contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8)
        for kit in Self.kits {
            #expect(resolved.contains("\"location\" : \"\(repositories)/\(kit).git\""), "\(resolved)")
        }
        #expect(
            resolved.components(separatedBy: "\"version\" : \"\(Self.version)\"").count == Self.kits.count
                + 1,
            "each kit resolved to \(Self.version), a tag: \(resolved)")

        let binaries = package.appendingPathComponent(".build/debug")
        for kit in Self.kits {
            let run = try await ThrowawayWorkspace.run(
                binaries.appendingPathComponent("\(kit)QuickStart").path, [])
            #expect(run.status == 0, "\(kit)'s quick start:\n\(run.stdout)\(run.stderr)")
            for expected in try Self.printedLines(of: kit) {
                #expect(
                    run.stdout.contains(expected), "\(kit)'s quick start prints \(expected):\n\(run.stdout)")
            }
        }
    }
}
