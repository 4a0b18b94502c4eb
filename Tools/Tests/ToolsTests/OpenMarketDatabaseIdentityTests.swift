import DiaryKit
import Foundation
import GRDB
import OpenMarketKit
import OpenMarketServer
import Testing

/// What `open-market serve` does with the `market.sqlite` it finds: a catalogue of this version
/// (or an earlier one) opens, an empty or missing file becomes one, and a file it must not
/// change (written by a newer version, or another program's SQLite database) is refused before
/// anything is written, the folder left exactly as it was.
@Suite("open-market serve checks what market.sqlite is before writing to it")
struct OpenMarketDatabaseIdentityTests {
    /// The files a refused start must leave alone, as the tester found them.
    enum Refused: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case newerCatalogue = "a catalogue written by a newer version"
        case newerCatalogueWithItsLog = "a catalogue written by a newer version, with its log alone"
        case diaryWithItsLog = "a diary database, with its log alone"
        case tablesOfAnotherProgram = "an SQLite database without the server's tables"

        var testDescription: String { rawValue }

        /// What the refusal says.
        var says: String {
            switch self {
            case .newerCatalogue, .newerCatalogueWithItsLog:
                "was written by a newer version of open-market, which this version can't read or change; "
                    + "use that newer version, or move the file aside to start a new catalogue."
            case .diaryWithItsLog, .tablesOfAnotherProgram:
                "is an SQLite database but not an Open Market catalogue; move it aside to start a new "
                    + "catalogue there, or choose another --data-dir."
            }
        }
    }

    @Test(arguments: Refused.allCases)
    func aDatabaseTheServerMustNotChangeIsRefusedAndLeftAsItWas(_ refused: Refused) async throws {
        // Given a data folder whose market.sqlite is such a database
        let directory = try await Self.folder(holding: refused)
        let database = directory.appendingPathComponent("market.sqlite")
        let before = try Self.snapshot(directory)

        // When a server starts there
        let run = try await CLI(name: "open-market").shell(
            "timeout 20 \"$0\" serve --port 0 --data-dir \"$1\"", directory.path)

        // Then it is refused as bad data, in one line naming the file and what to do
        #expect(run.status == 65, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(database.path + " " + refused.says), "\(run.stderr)")
        let korean = try await CLI(name: "open-market").shell(
            "timeout 20 \"$0\" serve --lang ko --port 0 --data-dir \"$1\"", directory.path)
        #expect(korean.status == 65)
        #expect(korean.stderr.contains(database.path), "\(korean.stderr)")
        #expect(korean.stderr.contains("카탈로그"), "\(korean.stderr)")
        #expect(!korean.stderr.contains(refused.says), "\(korean.stderr)")

        // And the folder holds what it held, byte for byte: no -wal or -shm made, no header
        // rewritten
        #expect(try Self.snapshot(directory) == before)

        // The same refusal from the library, for a server started in a process
        do throws(MarketServerError) {
            try await startAndStop(MarketServerConfiguration(dataDirectory: directory, port: 0))
            Issue.record("\(refused) was opened")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.path == database.path)
            #expect(error.message == database.path + " " + refused.says, "\(error.message)")
        }
        #expect(try Self.snapshot(directory) == before)
    }

    @Test func aCurrentCatalogueOpensAsItDidAlsoCopiedWithItsLogAlone() async throws {
        // Given a catalogue with one product, closed cleanly, and a copy of it whose product is
        // still only in its log (copied with its -wal, without the -shm: a crash's leftovers)
        let directory = try temporaryDirectory("open-market-current")
        let made = try await withMarket(directory: directory) { market in
            try await market.client(MarketFixture.alice).createProduct(
                MarketFixture.draft("Kept kettle"), images: [try ImageUpload(data: fakeImage())])
        }
        let copy = try temporaryDirectory("open-market-current-log")
        try JSONEncoder().encode([MarketFixture.alice, MarketFixture.bob]).write(
            to: copy.appendingPathComponent("vendors.json"))
        try Self.copyWithItsLog(directory.appendingPathComponent("market.sqlite"), into: copy) { db in
            try db.execute(sql: "UPDATE product SET name = 'Logged kettle', search_name = 'logged kettle'")
        }

        // When a server starts on each, it serves the product each holds
        for (folder, name) in [(directory, "Kept kettle"), (copy, "Logged kettle")] {
            try await withMarket(directory: folder) { market in
                let page = try await market.client().products(page: 1, itemsPerPage: 10)
                #expect(page.totalCount == 1)
                #expect(page.items.map(\.name) == [name])
                #expect(page.items.first?.id == made.id)
            }
        }
    }

    @Test func anEmptyMarketSQLiteBecomesACatalogue() async throws {
        // Given a data folder with an empty market.sqlite
        let directory = try temporaryDirectory("open-market-empty-database")
        try Data().write(to: directory.appendingPathComponent("market.sqlite"))

        // When a server starts there, it makes the catalogue in it
        try await withMarket(directory: directory) { market in
            let created = try await market.client(MarketFixture.alice).createProduct(
                MarketFixture.draft("First kettle"), images: [try ImageUpload(data: fakeImage())])
            #expect(created.name == "First kettle")
        }
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("market.sqlite").path)
        defer { try? queue.close() }
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") } == 1)
    }

    // MARK: - Helpers

    /// A data folder with `vendors.json` and a `market.sqlite` that is `refused`.
    private static func folder(holding refused: Refused) async throws -> URL {
        let directory = try temporaryDirectory("open-market-identity")
        switch refused {
        case .newerCatalogue:
            try await withMarket(directory: directory) { _ in }
            let queue = try DatabaseQueue(path: directory.appendingPathComponent("market.sqlite").path)
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
            }
            try queue.close()
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(!names.contains("market.sqlite-wal"), "\(names)")
        case .newerCatalogueWithItsLog:
            let original = try temporaryDirectory("open-market-identity-original")
            try await withMarket(directory: original) { _ in }
            try copyWithItsLog(original.appendingPathComponent("market.sqlite"), into: directory) { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
            }
        case .diaryWithItsLog:
            let diary = try temporaryDirectory("open-market-identity-diary").appendingPathComponent(
                "diary.sqlite")
            let store = try SQLiteDiaryStore(path: diary.path)
            _ = try await store.create(text: "Not a product")
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: diary.path + suffix) {
                try FileManager.default.copyItem(
                    atPath: diary.path + suffix,
                    toPath: directory.appendingPathComponent("market.sqlite").path + suffix)
            }
        case .tablesOfAnotherProgram:
            let queue = try DatabaseQueue(path: directory.appendingPathComponent("market.sqlite").path)
            try await queue.write { db in
                try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
                try db.execute(sql: "INSERT INTO note (text) VALUES ('not a product')")
            }
            try queue.close()
        }
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("vendors.json").path) {
            try JSONEncoder().encode([MarketFixture.alice]).write(
                to: directory.appendingPathComponent("vendors.json"))
        }
        return directory
    }

    /// Copies the database at `source` (left as it is) into `folder` as `market.sqlite` with its
    /// `-wal` alone, after `change` was written to its log and before the log was written into
    /// the file: the files a crash leaves (the log's index, `-shm`, is not needed to read them).
    private static func copyWithItsLog(
        _ original: URL, into folder: URL, change: @escaping @Sendable (Database) throws -> Void
    ) throws {
        let source = try temporaryDirectory("open-market-log-source").appendingPathComponent("market.sqlite")
        try FileManager.default.copyItem(at: original, to: source)
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        let pool = try DatabasePool(path: source.path, configuration: configuration)
        try pool.write(change)
        let target = folder.appendingPathComponent("market.sqlite")
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: source.path + suffix, toPath: target.path + suffix)
        }
        try pool.close()
        let size = try FileManager.default.attributesOfItem(atPath: target.path + "-wal")[.size] as? Int
        #expect((size ?? 0) > 0)
    }

    /// Every entry below `directory` with its bytes (`nil` for a folder, and for the lock file,
    /// whose content is the process that last held it).
    private static func snapshot(_ directory: URL) throws -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let manager = FileManager.default
        for name in try manager.subpathsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
            let bytes =
                isFolder.boolValue || name == ".lock" ? nil : try Data(contentsOf: URL(fileURLWithPath: path))
            entries.updateValue(bytes, forKey: name)
        }
        return entries
    }
}
