import Foundation
import Testing

/// Every way a user can get `expo` wrong ends with a non-zero status and one clear line on stderr,
/// nothing on stdout and nothing written.
@Suite("expo: bad input")
struct ExpoBadInputTests {
    /// One bad command line: the placeholders in `arguments` are filled in by ``Folders``.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var environment: [String: String] = [:]

        var testDescription: String { "expo \(arguments.joined(separator: " ")) → \(status)" }
    }

    /// The folders and files the placeholders stand for, made fresh for each case.
    struct Folders {
        let root: URL
        let places: [String: String]

        init() throws {
            root = try temporaryDirectory("expo-bad-input")
            let file = root.appendingPathComponent("a-file")
            try Data("not a folder".utf8).write(to: file)
            let empty = root.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            // A folder whose permission bits let no one write it: read-only for root too.
            let locked = root.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            _ = chmod(locked.path, 0o555)
            places = [
                "GOOD": try ExpoFixture.folder().path,
                "MISSING": root.appendingPathComponent("no-such-folder").path,
                "FILE": file.path,
                "EMPTY": empty.path,
                "NO_ITEMS": try ExpoFixture.folder(items: nil).path,
                "MALFORMED": try ExpoFixture.folder(exposition: "{\"title\": \"Paris\",").path,
                "NO_KEY": try ExpoFixture.folder(
                    items: #"[{"name": "갓", "image_name": "god", "short_desc": "모자"}]"#
                ).path,
                "WRONG_TYPE": try ExpoFixture.folder(
                    exposition: ExpoFixture.exposition.replacingOccurrences(of: "48130300", with: "\"many\"")
                ).path,
                "NEGATIVE": try ExpoFixture.folder(
                    exposition: ExpoFixture.exposition.replacingOccurrences(of: "48130300", with: "-5")
                ).path,
                "NOT_A_LIST": try ExpoFixture.folder(items: #"{"name": "갓"}"#).path,
                "OUT": root.appendingPathComponent("out").path,
                "OUT_IN_MISSING_FOLDER": root.appendingPathComponent("out/missing/expo.md").path,
                "UNDER_FILE": file.appendingPathComponent("site").path,
                "LOCKED": locked.path,
                "IN_LOCKED": locked.appendingPathComponent("expo.md").path,
                "UNDER_LOCKED": locked.appendingPathComponent("site").path,
            ]
        }

        func fill(_ arguments: [String]) -> [String] {
            arguments.map { places[$0] ?? $0 }
        }
    }

    static let cases: [Case] = [
        // A folder no one may write gets nothing, also when the tool runs as root.
        Case(
            arguments: ["export", "--format", "markdown", "--out", "IN_LOCKED"], status: 74,
            message: "may not be written to"),
        Case(
            arguments: ["export", "--format", "html", "--out", "LOCKED"], status: 74,
            message: "may not be written to"),
        Case(
            arguments: ["export", "--format", "html", "--out", "UNDER_LOCKED"], status: 74,
            message: "may not be written to"),
        Case(arguments: ["item", "unicorn"], status: 1, message: "No exhibit is called “unicorn”"),
        Case(
            arguments: ["item", "14"], status: 1,
            message: "There is no exhibit number 14; choose a number from 1 to 13."),
        Case(arguments: ["item", "0"], status: 1, message: "There is no exhibit number 0"),
        Case(arguments: ["item", "-1"], status: 1, message: "There is no exhibit number -1"),
        Case(
            arguments: ["item", "99999999999999999999999"], status: 1, message: "There is no exhibit number"),
        Case(arguments: ["item", "ge"], status: 1, message: "“ge” matches several exhibits"),
        Case(arguments: ["item", "99", "--lang", "ko"], status: 1, message: "99번 출품작은 없어요"),
        Case(arguments: ["item"], status: 64, message: "Give an exhibit's number or part of its name."),
        Case(arguments: ["item", "--bogus"], status: 64, message: "--bogus"),
        Case(arguments: ["item", "3", "--data", "GOOD"], status: 1, message: "choose a number from 1 to 2"),
        Case(arguments: ["search", "unicorn"], status: 1, message: "No exhibit matches “unicorn”."),
        Case(arguments: ["search", "\u{1B}[2Jx"], status: 1, message: "No exhibit matches “[2Jx”."),
        Case(arguments: ["item", "--\u{1B}[31mred"], status: 64, message: "Unknown option '--[31mred'"),
        Case(arguments: ["search", " "], status: 64, message: "Give something to search for"),
        Case(arguments: ["search", ""], status: 64, message: "Give something to search for"),
        Case(arguments: ["search"], status: 64, message: "Give something to search for"),
        Case(arguments: ["search", "", "--lang", "ko"], status: 64, message: "찾을 말을 입력하세요"),
        Case(
            arguments: ["export", "--format", "html", "--out", "-"], status: 64,
            message: "The HTML site is a folder of files, which standard output ('-') can't hold"),
        Case(
            arguments: ["export", "--format", "markdown", "--out", "-", "--images", "OUT"], status: 64,
            message: "--images copies the pictures beside the Markdown file"),
        Case(
            arguments: ["export", "--format", "markdown", "--out", "EMPTY"], status: 74,
            message: "is a folder, not a file; name a file."),
        // A Markdown file's folder is never made (a mistyped path leaves no folders behind).
        Case(
            arguments: ["export", "--format", "markdown", "--out", "OUT_IN_MISSING_FOLDER"], status: 74,
            message: "does not exist; create it first or choose another path"),
        Case(arguments: ["poster", "--data", "MISSING"], status: 74, message: "There is no folder at"),
        Case(arguments: ["items", "--data", "FILE"], status: 74, message: "is a file, not a folder"),
        Case(
            arguments: ["items", "--data", "EMPTY"], status: 74,
            message: "exposition_universelle_1900.json is missing from"),
        Case(arguments: ["items", "--data", "NO_ITEMS"], status: 74, message: "items.json is missing from"),
        Case(arguments: ["poster", "--data", "MALFORMED"], status: 65, message: "is not valid JSON"),
        Case(
            arguments: ["items", "--data", "NO_KEY"], status: 65, message: "the key “desc” is missing at [0]"),
        Case(
            arguments: ["poster", "--data", "WRONG_TYPE"], status: 65,
            message: "visitors should be a number but is text"),
        Case(
            arguments: ["poster", "--data", "NEGATIVE"], status: 65,
            message: "a visitor count can't be negative"),
        Case(
            arguments: ["item", "1", "--data", "NOT_A_LIST"], status: 65, message: "items.json doesn't match"),
        Case(
            arguments: ["poster", "--data", "MALFORMED", "--lang", "ko"], status: 65,
            message: "올바른 JSON이 아니에요"),
        Case(
            arguments: ["export", "--format", "pdf", "--out", "OUT"], status: 64,
            message: "“pdf” is not an export format"),
        Case(
            arguments: ["export", "--format", "html", "--out", "FILE"], status: 74,
            message: "is a file, not a folder"),
        Case(
            arguments: ["export", "--format", "html", "--out", "UNDER_FILE"], status: 74,
            message: "site: a part of its path is a file, not a folder; check the path."),
        Case(
            arguments: ["export", "--format", "html", "--out", "UNDER_FILE", "--lang", "ko"], status: 74,
            message: "site 경로에 쓸 수 없어요. 경로 중간에 폴더가 아닌 파일이 있어요. 경로를 확인하세요."),
        Case(
            arguments: ["export", "--format", "markdown", "--out", "OUT", "--images", "MISSING"], status: 74,
            message: "There is no image folder at"),
        Case(
            arguments: ["export", "--format", "html", "--out", "OUT", "--data", "NEGATIVE"], status: 65,
            message: "negative"),
        Case(arguments: ["export", "--out", "OUT"], status: 64, message: "--format"),
        Case(arguments: ["export", "--format", "html"], status: 64, message: "--out"),
        Case(
            arguments: ["export", "--format", "html", "--out", ""], status: 64,
            message: "--out needs a path"),
        Case(arguments: ["items", "--images", "OUT"], status: 64, message: "--images"),
        Case(arguments: ["poster", "--out", "OUT"], status: 64, message: "--out"),
        Case(arguments: ["--lang", "fr", "items"], status: 64, message: "--lang"),
        Case(arguments: ["items", "--data", ""], status: 64, message: "--data needs a folder path"),
        Case(arguments: ["exhibits"], status: 64, message: "exhibits"),
    ]

    @Test(arguments: cases)
    func exitsNonZeroWithOneClearLine(bad: Case) async throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        let cli = CLI(name: "expo", environment: bad.environment)

        let run = try await cli.run(folders.fill(bad.arguments))

        #expect(run.status == bad.status, "stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("expo: "), "stderr: \(run.stderr)")
        #expect(run.stderr.contains(bad.message), "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"), "stderr holds a terminal escape: \(run.stderr)")
        #expect(run.stdout.isEmpty, "stdout: \(run.stdout)")
        #expect(
            !FileManager.default.fileExists(atPath: folders.places["OUT"] ?? ""), "the export was written")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folders.places["FILE"] ?? ""))
                == Data("not a folder".utf8))
    }

    @Test func thereAreAtLeastTenBadInputs() {
        #expect(Self.cases.count >= 10)
        #expect(Set(Self.cases.map(\.status)) == [1, 64, 65, 74])
    }
}
