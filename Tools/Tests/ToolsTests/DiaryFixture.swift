import Foundation

/// A diary for one test: a database path in a fresh folder, a `diary` CLI pointed at nothing else
/// (times in UTC, an empty stdin unless told), and three entries with known IDs to import.
struct DiaryFixture {
    /// The folder holding the database and any file a test writes.
    let folder: URL
    /// The database file.
    let database: URL
    /// The CLI, with `DIARY_DB` pointing at ``database`` unless a test removes it.
    var cli: CLI

    /// A fresh folder and a CLI that reads `input` on stdin; `environment` is added to the CLI's.
    init(input: String = "", environment: [String: String] = [:]) throws {
        folder = try temporaryDirectory("diary")
        database = folder.appendingPathComponent("diary.sqlite")
        cli = CLI(
            name: "diary",
            environment: ["TZ": "UTC", "DIARY_DB": database.path].merging(environment) { $1 },
            input: Data(input.utf8))
    }

    /// The three entries of ``export``, by their IDs: two share the start `aaaa`.
    static let picnicID = "aaaaaaaa-1111-4000-8000-000000000001"
    static let rainID = "aaaaaaaa-2222-4000-8000-000000000002"
    static let marketID = "bbbbbbbb-3333-4000-8000-000000000003"

    /// A DiaryKit JSON export of three entries, one with weather.
    static let export = """
        {"format": "diarykit", "version": 1, "entries": [
          {"id": "\(picnicID)", "title": "Picnic", "body": "Sandwiches by the river.\\nHome by six.",
           "createdAt": "2020-12-22T09:30:00.000Z", "updatedAt": "2020-12-22T09:30:00.000Z",
           "weather": {"condition": "Clear", "icon": "01d"}},
          {"id": "\(rainID)", "title": "비 오는 화요일", "body": "우산 없이 정류장까지 뛰었다. 새 일기장을 샀다.",
           "createdAt": "2020-12-23T01:00:00.000Z", "updatedAt": "2020-12-23T01:00:00.000Z"},
          {"id": "\(marketID)", "title": "Market day", "body": "Bought peaches and a new notebook.",
           "createdAt": "2021-01-05T12:00:00.000Z"}
        ]}
        """

    /// Writes `text` to a file named `name` in the folder and returns its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        try file(name, Data(text.utf8))
    }

    /// Writes `data` to a file named `name` in the folder and returns its path.
    @discardableResult
    func file(_ name: String, _ data: Data) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// Imports the three entries of ``export`` into the database.
    func seed() async throws {
        let run = try await cli("import", try file("seed.json", Self.export))
        guard run.status == 0 else { throw DiaryFixtureError(message: "seed failed: \(run.stderr)") }
    }

    /// The entries of ``database`` as the CLI exports them in JSON, newest first.
    func entries() async throws -> [[String: Any]] {
        let run = try await cli("export", "--format", "json", "--db", database.path)
        guard run.status == 0 else { throw DiaryFixtureError(message: "export failed: \(run.stderr)") }
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return document?["entries"] as? [[String: Any]] ?? []
    }

    /// Everything the database holds, as the CLI exports it in JSON (IDs, texts, dates, weather),
    /// with the search results for a few words, so that a change to any entry or to the search
    /// index shows.
    ///
    /// The files' bytes are not compared: opening a database whose write-ahead log was cleaned up
    /// writes an empty transaction (GRDB makes sure the log exists), which changes the header's
    /// counters but no data.
    func snapshot() async throws -> String {
        var text = ""
        for arguments in [
            ["export", "--format", "json"], ["search", "peach"], ["search", "일기"], ["search", "river"],
        ] {
            let run = try await cli.run(arguments + ["--db", database.path])
            text += "\(run.status)\n\(run.stdout)\n"
        }
        return text
    }

    /// The bytes of every file in the folder whose name starts with the database's, by name.
    func databaseFiles() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var files: [String: Data] = [:]
        for name in names where name.hasPrefix(database.lastPathComponent) && !name.hasSuffix("-shm") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// The text written to stdout, parsed as a JSON object.
    static func object(_ run: CLI.Run) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    }

    /// Whether `text` has Hangul syllables.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }
}

/// A fixture step that did not work.
struct DiaryFixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
