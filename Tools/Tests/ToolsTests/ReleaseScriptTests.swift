import Foundation
import Subprocess
import Testing

/// A throwaway workspace for `Tools/Scripts/release.sh`: a git repository holding the script and
/// a copy of one kit, as the workspace holds them, so the releases and API checks a test makes
/// never touch the real workspace.
struct ThrowawayWorkspace {
    /// The workspace's folder.
    let root: URL
    /// The kit copied into it.
    let kit: String

    /// A new workspace in a temporary folder: the script and `kit`'s files as git tracks them,
    /// committed.
    static func make(with kit: String) async throws -> ThrowawayWorkspace {
        let workspace = ThrowawayWorkspace(root: try temporaryDirectory("release-workspace"), kit: kit)
        let source = ReadersFileTests.workspace
        let listed = try await run(
            "git", ["-C", source.path, "ls-files", "-z", "--", kit, "Tools/Scripts/release.sh"])
        #expect(listed.status == 0, "git ls-files: \(listed.stderr)")
        // The kit starts unreleased here: its release record names a commit of this workspace,
        // which the throwaway one has not.
        for file in listed.stdout.split(separator: "\0").map(String.init) where file != "\(kit)/RELEASE" {
            let target = workspace.root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: target)
        }
        try await workspace.git("init", "-q", "-b", "main")
        try await workspace.commit("The kit and the release script")
        return workspace
    }

    /// Runs `executable` (a path, or a name found on the `PATH`) with `arguments` and the tests'
    /// environment.
    static func run(_ executable: String, _ arguments: [String]) async throws -> CLI.Run {
        let result = try await Subprocess.run(
            executable.contains("/") ? .path(.init(executable)) : .name(executable),
            arguments: Arguments(arguments), output: .bytes(limit: .max),
            error: .bytes(limit: .max))
        return CLI.Run(
            status: CLI.status(result.terminationStatus),
            stdout: String(decoding: result.standardOutput, as: UTF8.self),
            stderr: String(decoding: result.standardError, as: UTF8.self))
    }

    /// Runs git in the workspace; a failure fails the test.
    @discardableResult
    func git(_ arguments: String...) async throws -> String {
        let run = try await Self.run(
            "git",
            ["-C", root.path, "-c", "user.name=Release Tests", "-c", "user.email=release@localhost"]
                + arguments)
        try #require(run.status == 0, "git \(arguments.joined(separator: " ")): \(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits everything in the workspace; answers the commit.
    @discardableResult
    func commit(_ message: String) async throws -> String {
        try await git("add", "-A")
        try await git("commit", "-q", "-m", message)
        return try await git("rev-parse", "HEAD")
    }

    /// Runs `Tools/Scripts/release.sh` with `arguments`, as the Makefile does.
    func script(_ arguments: String...) async throws -> CLI.Run {
        try await Self.run("bash", [root.appendingPathComponent("Tools/Scripts/release.sh").path] + arguments)
    }

    /// The URL of `path` in the workspace.
    func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of `path`.
    func read(_ path: String) throws -> String { try String(contentsOf: file(path), encoding: .utf8) }

    /// Writes `text` to `path`.
    func write(_ text: String, to path: String) throws {
        try text.write(to: file(path), atomically: true, encoding: .utf8)
    }

    /// Records a release of the kit, as `make release` writes it, and commits the record.
    func recordRelease(_ version: String, from commit: String) async throws {
        try write("version: \(version)\ncommit: \(commit)\n", to: "\(kit)/RELEASE")
        try await self.commit("Release \(version)")
    }

    /// Replaces `old` with `new` in `path`; `old` must be there.
    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        try #require(text.contains(old), "\(path) holds the text the test changes")
        try write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// `make release` and `make api-check` (Tools/Scripts/release.sh) on a throwaway workspace.
@Suite("Releases and the API check")
struct ReleaseScriptTests {
    /// A public function of JuiceMakerKit whose removal the API check must notice.
    static let servings = """
            public func servings(of juice: Juice) async -> Int {
                await store.snapshot.servings(of: juice)
            }
        """

    @Test("api-check passes on a release, and on a removed public function only once 2.0.0 is announced")
    func apiCheckFailsOnARemovedPublicFunctionUnlessANewMajorIsAnnounced() async throws {
        let workspace = try await ThrowawayWorkspace.make(with: "JuiceMakerKit")
        defer { workspace.remove() }

        let unreleased = try await workspace.script("api-check")
        #expect(unreleased.status == 0, "\(unreleased.stdout)\(unreleased.stderr)")
        #expect(unreleased.stdout.contains("JuiceMakerKit: no release recorded yet"))

        try await workspace.recordRelease("1.0.0", from: try await workspace.git("rev-parse", "HEAD"))
        let same = try await workspace.script("api-check")
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("no breaking change since 1.0.0"), "\(same.stdout)")

        // The throwaway copy loses a public function (uncommitted: the check reads the kit as it is).
        try workspace.replace(
            Self.servings, with: "", in: "JuiceMakerKit/Sources/JuiceMakerKit/Store/JuiceMaker.swift")
        let broken = try await workspace.script("api-check")
        #expect(broken.status == 1)
        #expect(
            broken.stdout.contains("API breakage: func JuiceMaker.servings(of:) has been removed"),
            "\(broken.stdout)")
        #expect(broken.stderr.contains("'Next version: 2.0.0'"), "the fix is named: \(broken.stderr)")
        #expect(broken.stderr.contains("unannounced breaking changes in: JuiceMakerKit"), "\(broken.stderr)")

        // A minor version does not announce a break.
        let changelog = "JuiceMakerKit/CHANGELOG.md"
        try workspace.replace(
            "## [Unreleased]\n", with: "## [Unreleased]\n\nNext version: 1.1.0\n", in: changelog)
        let minor = try await workspace.script("api-check")
        #expect(minor.status == 1, "\(minor.stdout)")

        try workspace.replace("Next version: 1.1.0", with: "Next version: 2.0.0", in: changelog)
        let announced = try await workspace.script("api-check")
        #expect(announced.status == 0, "\(announced.stdout)\(announced.stderr)")
        #expect(announced.stdout.contains("func JuiceMaker.servings(of:) has been removed"), "still listed")
        #expect(announced.stdout.contains("names 2.0.0, a new major version"), "\(announced.stdout)")
    }

    @Test("make release refuses bad versions and changed releases, and changes nothing when it does")
    func releaseRefusesBadInputAndChangesNothing() async throws {
        let workspace = try await ThrowawayWorkspace.make(with: "JuiceMakerKit")
        defer { workspace.remove() }
        let repository = workspace.file(".build/release/JuiceMakerKit.git")

        for version in ["1.0", "v1.0.0", "01.0.0", "1.0.0+build", "1.0.0-"] {
            let run = try await workspace.script("release", version)
            #expect(run.status == 1)
            #expect(
                run.stderr.contains("'\(version)' is not a semantic version. Write MAJOR.MINOR.PATCH"),
                "\(run.stderr)")
        }
        let unknown = try await workspace.script("release", "1.0.0", "NoSuchKit")
        #expect(unknown.stderr.contains("'NoSuchKit' is not a kit of this workspace"), "\(unknown.stderr)")
        let undocumented = try await workspace.script("release", "1.0.1")
        #expect(undocumented.status == 1)
        #expect(
            undocumented.stderr.contains("JuiceMakerKit/CHANGELOG.md has no entry for 1.0.1"),
            "\(undocumented.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repository.path), "nothing written on a refusal")

        // 1.0.0 released from this commit; the record committed.
        let released = try await workspace.git("rev-parse", "HEAD")
        try await workspace.recordRelease("1.0.0", from: released)
        let record = try workspace.read("JuiceMakerKit/RELEASE")

        try workspace.replace(
            "## [1.0.0]", with: "## [0.9.0]\n\n## [1.0.0]", in: "JuiceMakerKit/CHANGELOG.md")
        try await workspace.commit("A changelog entry for an older version")
        let lower = try await workspace.script("release", "0.9.0")
        #expect(lower.status == 1)
        #expect(
            lower.stderr.contains("JuiceMakerKit's last release is 1.0.0, and 0.9.0 is not above it"),
            "\(lower.stderr)")
        try await workspace.git("reset", "-q", "--hard", "HEAD~1")

        // The same version and content: the repository is made again from the recorded commit,
        // then a second run does nothing.
        let again = try await workspace.script("release", "1.0.0")
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("made again from that commit"), "\(again.stdout)")
        let tagged = try await ThrowawayWorkspace.run(
            "git", ["-C", repository.path, "rev-parse", "1.0.0^{tree}"])
        let kitTree = try await workspace.git("rev-parse", "\(released):JuiceMakerKit")
        #expect(tagged.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == kitTree)
        let nothing = try await workspace.script("release", "1.0.0")
        #expect(nothing.stdout.contains("already released with this content"), "\(nothing.stdout)")

        // Uncommitted changes, then other content under a released version.
        let source = "JuiceMakerKit/Sources/JuiceMakerKit/Store/JuiceMaker.swift"
        try workspace.replace(Self.servings, with: "", in: source)
        let dirty = try await workspace.script("release", "1.0.0")
        #expect(dirty.stderr.contains("JuiceMakerKit has changes that are not committed"), "\(dirty.stderr)")
        try await workspace.commit("A public function removed")
        let changed = try await workspace.script("release", "1.0.0")
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("JuiceMakerKit 1.0.0 exists already"), "\(changed.stderr)")
        try FileManager.default.removeItem(at: repository)
        let changedFromRecord = try await workspace.script("release", "1.0.0")
        #expect(changedFromRecord.status == 1)
        #expect(changedFromRecord.stderr.contains("has changed since"), "\(changedFromRecord.stderr)")
        #expect(try workspace.read("JuiceMakerKit/RELEASE") == record, "a refusal leaves the record alone")

        // A throwaway release goes only into an empty folder.
        let occupied = try temporaryDirectory("release-occupied")
        defer { try? FileManager.default.removeItem(at: occupied) }
        try "mine".write(to: occupied.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let throwaway = try await workspace.script("throwaway", "0.0.0-ci", occupied.path)
        #expect(throwaway.status == 1)
        #expect(throwaway.stderr.contains("is not empty"), "\(throwaway.stderr)")
        #expect(
            try String(contentsOf: occupied.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }
}
