import Foundation
import GRDB
import Testing

@testable import DiaryKit

/// Where the diary lives when the app names no file (per platform convention), and an app's own
/// GRDB configuration or pool reaching the database.
@Suite("The store's default location and the app's configuration")
struct StoreLocationAndConfigurationTests {
    // MARK: - The default file

    @Test func onApplePlatformsTheDiaryIsInApplicationSupportUnderDiaryKit() {
        let path = SQLiteDiaryStore.defaultPath(
            convention: .apple, environment: ["XDG_DATA_HOME": "/elsewhere", "HOME": "/home/min"])
        let file = URL(fileURLWithPath: path)
        #expect(file.lastPathComponent == "diary.sqlite")
        #expect(file.deletingLastPathComponent().lastPathComponent == "DiaryKit")
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first
        {
            #expect(
                file.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
                    == support.standardizedFileURL.path)
        }
        #expect(!path.contains("/elsewhere"))
    }

    @Test func onLinuxTheDiaryIsTheCLIsXDGFile() {
        #expect(
            SQLiteDiaryStore.defaultPath(
                convention: .xdg, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/min"])
                == "/data/diary/diary.sqlite")
        #expect(
            SQLiteDiaryStore.defaultPath(convention: .xdg, environment: ["HOME": "/home/min"])
                == "/home/min/.local/share/diary/diary.sqlite")
        #expect(
            SQLiteDiaryStore.defaultPath(
                convention: .xdg, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/min"])
                == "/home/min/.local/share/diary/diary.sqlite")
    }

    @Test func thePublicDefaultFollowsThisPlatformsConvention() {
        let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/min"]
        #expect(
            SQLiteDiaryStore.defaultPath(environment: environment)
                == SQLiteDiaryStore.defaultPath(convention: .current, environment: environment))
    }

    // MARK: - The app's configuration

    /// Records, from any connection, what an app's `prepareDatabase` saw.
    final class Preparations: @unchecked Sendable {
        // @unchecked Sendable: every access holds `lock`.
        private let lock = NSLock()
        private var labels: [String?] = []

        func record(_ label: String?) { lock.withLock { labels.append(label) } }
        var count: Int { lock.withLock { labels.count } }
    }

    @Test func theAppsPrepareDatabaseAndSuspensionHandlingReachTheDatabase() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let preparations = Preparations()
        var configuration = Configuration()
        configuration.observesSuspensionNotifications = true
        configuration.label = "MyApp"
        configuration.prepareDatabase { db in
            preparations.record(db.configuration.label)
            try db.execute(sql: "PRAGMA cache_size = -4321")
        }

        let store = try SQLiteDiaryStore(path: path, busyTimeout: 3, configuration: configuration)
        try await store.create(text: "Picnic\nBy the river.")

        #expect(preparations.count > 0)
        let writer = try #require(store.writer as? DatabasePool)
        #expect(writer.configuration.observesSuspensionNotifications)
        #expect(writer.configuration.label == "MyApp")
        if case .timeout(let seconds) = writer.configuration.busyMode {
            #expect(seconds == 3)
        } else {
            Issue.record("the store's busy timeout was dropped")
        }
        #expect(try await writer.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -4321)
        #expect(try await writer.write { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -4321)
        // The store still migrated and works on it
        #expect(try await store.search("river").map(\.title) == ["Picnic"])
    }

    @Test func theStoreLabelsItsConnectionsWhenTheAppDoesNot() throws {
        let merged = SQLiteDiaryStore.storeConfiguration(Configuration(), busyTimeout: 5)
        #expect(merged.label == "DiaryKit")
    }

    @Test func aReadOnlyStoreKeepsTheAppsPreparation() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        try await SQLiteDiaryStore(path: path).create(text: "Picnic")
        let preparations = Preparations()
        var configuration = Configuration()
        configuration.prepareDatabase { db in preparations.record(db.configuration.label) }

        let reader = try SQLiteDiaryStore(path: path, access: .readOnly, configuration: configuration)

        #expect(reader.isReadOnly)
        #expect(try await reader.count() == 1)
        #expect(preparations.count > 0)
    }

    @Test func anAppsPoolIsMigratedAndUsedAsItIs() async throws {
        let databasePath = TemporaryFolder().file("diary.sqlite")

        // The initializer's documented sample
        var configuration = Configuration()
        configuration.observesSuspensionNotifications = true
        configuration.busyMode = .timeout(5)
        let pool = try DatabasePool(path: databasePath, configuration: configuration)
        let store = try SQLiteDiaryStore(databasePool: pool)

        try await store.create(text: "Market day\nBought peaches.")
        #expect(store.path == databasePath)
        #expect(!store.isReadOnly)
        #expect((store.writer as? DatabasePool) === pool)
        #expect(try await store.search("peaches").map(\.title) == ["Market day"])
        // Another store on the same file sees what it wrote
        #expect(try await SQLiteDiaryStore(path: databasePath).count() == 1)
    }

    @Test func aReadOnlyPoolGivesAReadOnlyStore() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        try await SQLiteDiaryStore(path: path).create(text: "Picnic")
        var configuration = Configuration()
        configuration.readonly = true
        let store = try SQLiteDiaryStore(
            databasePool: try DatabasePool(path: path, configuration: configuration))

        #expect(store.isReadOnly)
        #expect(try await store.count() == 1)
        await #expect(throws: DiaryStoreError.self) { try await store.create(text: "Walk") }
    }
}
