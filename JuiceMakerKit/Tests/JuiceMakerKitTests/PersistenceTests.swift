import Foundation
import JuiceMakerKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Inventory persistence: files, locking, corruption")
struct PersistenceTests {
    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "juice-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func anInventoryRoundTripsThroughItsFile() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        let store = try FruitStore(persistence: file)
        try await store.setStock(3, of: .kiwi)
        _ = try await JuiceMaker(store: store).order(.strawberryBanana)

        let reopened = try FruitStore(persistence: InventoryFile(url: file.url))
        #expect(
            await reopened.snapshot
                == Inventory([.strawberry: 0, .banana: 9, .pineapple: 10, .kiwi: 3, .mango: 10]))
        #expect(try file.load() == (await reopened.snapshot))
    }

    @Test func nothingIsWrittenUntilTheFirstChange() async throws {
        let file = InventoryFile(directory: try temporaryDirectory().appendingPathComponent("nested/deeper"))
        let store = try FruitStore(persistence: file, defaultStock: 30)
        #expect(await store.snapshot == Inventory(uniformStock: 30))
        _ = try await store.consume(.strawberry, count: 5)  // a shortage changes nothing
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        try await store.add(1, of: .mango)
        #expect(try file.load()?[.mango] == 31)
    }

    @Test func theFileIsVersionedJSON() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try await FruitStore(persistence: file).reset(to: 4)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as? [String: Any]
        #expect(object?["format"] as? Int == 1)
        #expect((object?["stock"] as? [String: Int])?["banana"] == 4)
    }

    @Test(
        "A corrupt inventory file is reported and left byte-for-byte untouched",
        arguments: [
            "", "{", "[]", #"{"format": 1}"#, #"{"format": 1, "stock": {"banana": 1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 1, "pineapple": 1, "kiwi": 1, "mango": 1, "durian": 1}}"#,
            #"{"format": 0, "stock": {"strawberry": 1, "banana": 1, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 99999999999999999999, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 1.5, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
        ])
    func corruptFileIsLeftUntouched(contents: String) async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data(contents.utf8).write(to: file.url)
        let error = try #require(throws: PersistenceError.self) { try FruitStore(persistence: file) }
        #expect(error.kind == .corrupt)
        #expect(error.path == file.url.path)
        let update = try #require(throws: PersistenceError.self) {
            try file.update { inventory in inventory = Inventory(uniformStock: 1) }
        }
        #expect(update.kind == .corrupt)
        #expect(try Data(contentsOf: file.url) == Data(contents.utf8))
        for language in ["en", "ko"] {
            let message = error.message(locale: Locale(identifier: language))
            #expect(message.contains(file.url.path))
            #expect(!message.contains("reset"), "a reset would lose the file's data: \(message)")
            #expect(!message.contains("\n"))
            #expect(!message.contains("error.file"))
        }
    }

    @Test(
        "An inventory count no Int holds names the key, the value and the allowed range",
        arguments: ["99999999999999999999", "-99999999999999999999", "1e30"])
    func outOfRangeCountsInTheFileNameTheKeyAndRange(count: String) throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        let json =
            #"{"format": 1, "stock": {"strawberry": 1, "banana": \#(count), "pineapple": 1, "kiwi": 1, "mango": 1}}"#
        try Data(json.utf8).write(to: file.url)
        let error = try #require(throws: PersistenceError.self) { try file.load() }
        #expect(error.kind == .corrupt)
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("stock.banana"))
        #expect(message.contains("from 0 to 9,223,372,036,854,775,807"))
        #expect(!message.contains("not valid JSON"), "\(message)")
    }

    @Test func decodingProblemsInTheFileUseTheSharedText() throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data(#"{"format": "one", "stock": {}}"#.utf8).write(to: file.url)
        let error = try #require(throws: PersistenceError.self) { try file.load() }
        #expect(
            error.message(locale: Locale(identifier: "en")).contains("format should be a number but is text"))
        #expect(error.message(locale: Locale(identifier: "ko")).contains("format: 숫자 값이 필요한데"))
    }

    @Test(
        "A stored count outside the bounds names the fruit, the value, the range and the fix",
        arguments: [101, -1])
    func outOfBoundsCountsInTheFileAreRefusedWithTheWayOut(count: Int) async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try writeStock(count, of: "banana", to: file)
        let error = StockError.storedOutOfBounds(fruit: .banana, count: count, bounds: 0...100)
        #expect(throws: error) { try FruitStore(persistence: file) }
        let english = error.message(locale: Locale(identifier: "en"))
        for part in ["Banana", "\(count)", "0–100", "set it to a count in that range"] {
            #expect(english.contains(part), "“\(part)” missing from: \(english)")
        }
        #expect(!english.contains("reset"), "a reset would lose the other fruits' counts: \(english)")
        let korean = error.message(locale: Locale(identifier: "ko"))
        #expect(korean.contains("그 범위의 수로 정하세요"), "\(korean)")
        // An app shows this message too: it names no command of a CLI (juice-maker adds its own).
        #expect(!english.contains("juice-maker") && !korean.contains("juice-maker"))
        #expect(korean.contains("0–100을 벗어나요"), "\(korean)")
        #expect(!korean.contains("reset"))
        if count > 0 {
            let wider = try FruitStore(persistence: file, bounds: 0...200)
            #expect(await wider.stock(of: .banana) == count)
        }
    }

    @Test(
        "Resetting always recovers a damaged inventory",
        arguments: [
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 101, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": -1, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 99999999999999999999, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
            #"{"format": 0}"#, #"{"format": "7"}"#, "{", "\u{0}\u{FF}binary",
        ])
    func resettingAlwaysRecovers(contents: String) async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data(contents.utf8).write(to: file.url)
        let store = try FruitStore(resetting: file, to: 7)
        #expect(await store.snapshot == Inventory(uniformStock: 7))
        #expect(try file.load() == Inventory(uniformStock: 7))
        #expect(try await FruitStore(persistence: file).snapshot == Inventory(uniformStock: 7))
    }

    @Test func resettingChecksTheCountBeforeWritingAnything() throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data("{".utf8).write(to: file.url)
        #expect(throws: StockError.defaultOutOfBounds(count: 101, bounds: 0...100)) {
            try FruitStore(resetting: file, to: 101)
        }
        #expect(try Data(contentsOf: file.url) == Data("{".utf8))
    }

    @Test func anOpenStoreResetsAFileThatWentBadSinceItOpened() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        let store = try FruitStore(persistence: file)
        try Data("garbage".utf8).write(to: file.url)
        await #expect(throws: PersistenceError.self) { try await store.add(1, of: .kiwi) }
        try await store.reset()
        #expect(try file.load() == Inventory(uniformStock: 10))
    }

    @Test func settingTheOffendingFruitRepairsTheStoredInventory() async throws {
        // Given a file whose banana count is out of bounds
        let file = InventoryFile(directory: try temporaryDirectory())
        try writeStock(101, of: "banana", to: file)
        // When a repairing store opens it
        let store = try FruitStore(repairing: file)
        #expect(await store.stock(of: .banana) == 101)
        // Then changes that count from the stored numbers still name the banana
        await #expect(throws: StockError.storedOutOfBounds(fruit: .banana, count: 101, bounds: 0...100)) {
            try await store.add(1, of: .kiwi)
        }
        await #expect(throws: StockError.storedOutOfBounds(fruit: .banana, count: 101, bounds: 0...100)) {
            try await store.remove(1, of: .banana)
        }
        // while setting another fruit works and leaves the banana as stored
        try await store.setStock(5, of: .kiwi)
        #expect(try file.load()?[.kiwi] == 5)
        #expect(try file.load()?[.banana] == 101)
        // And setting the banana repairs the file, so a strict store opens it again
        try await store.setStock(100, of: .banana)
        #expect(try file.load()?[.banana] == 100)
        let strict = try FruitStore(persistence: file)
        #expect(await strict.stock(of: .banana) == 100)
    }

    @Test func twoFruitsOutOfBoundsAreRepairedOneAtATime() async throws {
        // Given a file whose kiwi and banana counts are both out of bounds
        let file = InventoryFile(directory: try temporaryDirectory())
        try writeStock(500, of: "kiwi", to: file)
        var inventory = try #require(try file.load())
        inventory[.banana] = -3
        try file.replace(with: inventory)
        // When each is set in turn, as each message says
        try await FruitStore(repairing: file).setStock(3, of: .banana)
        #expect(try file.load()?[.banana] == 3)
        #expect(throws: StockError.storedOutOfBounds(fruit: .kiwi, count: 500, bounds: 0...100)) {
            try FruitStore(persistence: file)
        }
        try await FruitStore(repairing: file).setStock(50, of: .kiwi)
        // Then the file is whole again, and the other fruits kept their counts
        let repaired = try FruitStore(persistence: file)
        #expect(await repaired.stock(of: .kiwi) == 50)
        #expect(await repaired.stock(of: .banana) == 3)
        #expect(await repaired.stock(of: .mango) == inventory[.mango])
    }

    @Test func aWriterThatMustWaitForTheLockSaysSoOnceThenWrites() async throws {
        // Given another holder of the inventory's lock (a descriptor of its own: flock locks
        // belong to open files, so this one excludes the store's as another process's would)
        let directory = try temporaryDirectory()
        var file = InventoryFile(directory: directory)
        try file.replace(with: Inventory(uniformStock: 10))
        let holder = open(file.lockURL.path, O_RDWR)
        #expect(holder >= 0)
        #expect(flock(holder, LOCK_EX) == 0)
        let waits = Counter()
        file.whenWaitingForLock = { waits.increment() }
        // When a change starts, it waits, saying so once
        let writing = Task.detached { [file] in try await FruitStore(persistence: file).add(1, of: .kiwi) }
        for _ in 0..<500 where waits.value == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(waits.value == 1)
        #expect(try file.load()?[.kiwi] == 10)
        // Then, once the lock is let go, the change is written
        flock(holder, LOCK_UN)
        close(holder)
        try await writing.value
        #expect(try file.load()?[.kiwi] == 11)
        #expect(waits.value == 1)
        // And a change with the lock free says nothing
        try await FruitStore(persistence: file).add(1, of: .kiwi)
        #expect(waits.value == 1)
    }

    @Test func unknownKeysInTheFileAreKeptOnTheNextWrite() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        let original = #"""
            {"format": 1, "note": "keep me", "owner": {"name": "Yagom", "shares": [1, 2.5, true, null, 99999999999999999999]},
             "stock": {"strawberry": 1, "banana": 2, "pineapple": 3, "kiwi": 4, "mango": 5}}
            """#
        try Data(original.utf8).write(to: file.url)
        try await FruitStore(persistence: file).add(1, of: .kiwi)
        try await FruitStore(resetting: file, to: 3).add(1, of: .mango)

        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as? [String: Any])
        #expect(written["note"] as? String == "keep me")
        let owner = try #require(written["owner"] as? [String: Any])
        #expect(owner["name"] as? String == "Yagom")
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("99999999999999999999"))
        #expect(text.contains("2.5"))
        #expect(text.contains("null"))
        #expect(
            try file.load() == Inventory([.strawberry: 3, .banana: 3, .pineapple: 3, .kiwi: 3, .mango: 4]))
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() async throws {
        // Given inventory.json as a relative link to a file in another directory
        let root = try temporaryDirectory()
        let shared = root.appendingPathComponent("shared")
        let mine = root.appendingPathComponent("mine")
        for directory in [shared, mine] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let target = shared.appendingPathComponent("stock.json")
        try InventoryFile(url: target).replace(with: Inventory(uniformStock: 10))
        let file = InventoryFile(directory: mine)
        try FileManager.default.createSymbolicLink(
            atPath: file.url.path, withDestinationPath: "../shared/stock.json")
        // When a store changes the stock through the link
        try await FruitStore(persistence: file).add(5, of: .kiwi)
        // Then the target holds the change, the link is still a link, and the lock and the
        // temporary file were made beside the target
        #expect(try InventoryFile(url: target).load()?[.kiwi] == 15)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == "../shared/stock.json"
        )
        #expect(file.lockURL.lastPathComponent == "stock.json.lock")
        #expect(FileManager.default.fileExists(atPath: target.path + ".lock"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["inventory.json"])
    }

    @Test func aReadOnlyInventoryFileIsNeverReplaced() async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try file.replace(with: Inventory(uniformStock: 10))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.url.path)
        let before = try Data(contentsOf: file.url)
        let store = try FruitStore(persistence: file)

        let error = try #require(throws: PersistenceError.self) { try file.update { $0?[.kiwi] = 1 } }
        #expect(error == .readOnly(path: file.url.path))
        await #expect(throws: PersistenceError.readOnly(path: file.url.path)) {
            try await store.add(1, of: .kiwi)
        }
        #expect(throws: PersistenceError.readOnly(path: file.url.path)) { try FruitStore(resetting: file) }
        #expect(error.message(locale: Locale(identifier: "en")).contains("is read-only"))
        #expect(error.message(locale: Locale(identifier: "ko")).contains("읽기 전용"))
        #expect(try Data(contentsOf: file.url) == before)
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
        #expect(await store.snapshot == Inventory(uniformStock: 10))
    }

    /// A folder whose permission bits let no one write it keeps its files as they are, also for
    /// root (whom the system lets write anything): a change, a reset and a first inventory are
    /// refused as read-only, and the folder holds what it held.
    @Test func aFolderNoOneMayWriteIsNeverWrittenInto() async throws {
        let folder = try temporaryDirectory()
        let file = InventoryFile(directory: folder)
        try file.replace(with: Inventory(uniformStock: 10))
        let store = try FruitStore(persistence: file)
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let before = try Data(contentsOf: file.url)
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(chmod(folder.path, 0o555) == 0 && chmod(empty.path, 0o555) == 0)
        defer { _ = chmod(folder.path, 0o755) }

        let refused = await #expect(throws: PersistenceError.self) { try await store.add(1, of: .kiwi) }
        #expect(refused?.message(locale: Locale(identifier: "en")).contains("may not be written to") == true)
        #expect(throws: PersistenceError.self) { try FruitStore(resetting: file) }
        #expect(throws: PersistenceError.self) { try FruitStore(resetting: InventoryFile(directory: empty)) }
        #expect(try Data(contentsOf: file.url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == listed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
        #expect(await store.snapshot == Inventory(uniformStock: 10))
    }

    @Test func aRewriteKeepsTheFilesPermissions() throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try file.replace(with: Inventory(uniformStock: 10))
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: file.url.path)
        try file.update { $0?[.kiwi] = 1 }
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o664)
    }

    @Test func aSymbolicLinkAtTheLockPathIsRefusedNotFollowed() throws {
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory)
        let elsewhere = directory.appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(
            atPath: file.lockURL.path, withDestinationPath: elsewhere.path)
        let error = try #require(throws: PersistenceError.self) {
            try file.update { $0 = Inventory(uniformStock: 1) }
        }
        #expect(error == .lockIsSymbolicLink(path: file.lockURL.path))
        #expect(error.message(locale: Locale(identifier: "en")).contains("symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func theLockIsAsWritableAsTheInventory() throws {
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory)
        try Data().write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.url.path)
        try file.replace(with: Inventory(uniformStock: 10))
        let lockMode =
            try FileManager.default.attributesOfItem(atPath: file.lockURL.path)[.posixPermissions] as? Int
        #expect(lockMode == 0o666)

        let other = InventoryFile(directory: try temporaryDirectory())
        try other.replace(with: Inventory(uniformStock: 10))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: other.url.path)
        try FileManager.default.removeItem(at: other.lockURL)
        try other.update { $0?[.kiwi] = 2 }
        let otherMode =
            try FileManager.default.attributesOfItem(atPath: other.lockURL.path)[.posixPermissions] as? Int
        #expect(otherMode == 0o640)
    }

    @Test func staleTemporaryFilesAreSweptUnderTheLock() throws {
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory)
        let dead = try deadProcessID()
        let now = Date()
        let names: [(name: String, age: TimeInterval, swept: Bool)] = [
            (".inventory.json.\(dead).123.tmp", 0, true),  // its writer is gone
            (".inventory.json.1.456.tmp", 3_600, true),  // its writer runs, but it is an hour old
            (".inventory.json.1.789.tmp", 0, false),  // a live writer's, just made
            (".inventory.json.\(getpid()).42.tmp", 0, false),  // this process's, just made
            (".inventory.json.notes.tmp", 3_600, false),  // not a name the kit makes
            (".other.json.\(dead).1.tmp", 3_600, false),  // another file's
        ]
        for entry in names {
            let url = directory.appendingPathComponent(entry.name)
            try Data("{".utf8).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-entry.age)], ofItemAtPath: url.path)
        }
        try file.update { $0 = Inventory(uniformStock: 3) }
        for entry in names {
            let exists = FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(entry.name).path)
            #expect(exists == !entry.swept, "\(entry.name)")
        }
    }

    @Test func aDataDirectoryThatIsAFileIsNeverTheDefaultStock() async throws {
        let blocker = try temporaryDirectory().appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        for directory in [blocker, blocker.appendingPathComponent("deeper")] {
            let file = InventoryFile(directory: directory)
            #expect(throws: PersistenceError.notADirectory(path: blocker.path)) { try file.load() }
            #expect(throws: PersistenceError.notADirectory(path: blocker.path)) {
                try FruitStore(persistence: file)
            }
            #expect(throws: PersistenceError.notADirectory(path: blocker.path)) {
                try file.update { $0 = Inventory(uniformStock: 1) }
            }
            #expect(throws: PersistenceError.notADirectory(path: blocker.path)) {
                try FruitStore(resetting: file)
            }
        }
        let message = PersistenceError.notADirectory(path: blocker.path).message(
            locale: Locale(identifier: "en"))
        #expect(message.hasPrefix("\(blocker.path) is not a directory"))
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test func aDirectoryWhereTheInventoryFileShouldBeIsSaidToBeOne() throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
        let error = try #require(throws: PersistenceError.self) { try FruitStore(persistence: file) }
        #expect(error == .isADirectory(path: file.url.path))
        #expect(throws: PersistenceError.isADirectory(path: file.url.path)) {
            try FruitStore(resetting: file)
        }
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("is a directory"))
        #expect(!message.contains("NSCocoaErrorDomain"))
    }

    @Test func aDataDirectoryReplacedByAFileIsReportedAndNothingChanges() async throws {
        let directory = try temporaryDirectory()
        let file = InventoryFile(directory: directory.appendingPathComponent("data"))
        let store = try FruitStore(persistence: file)
        try Data("x".utf8).write(to: directory.appendingPathComponent("data"))
        await #expect(
            throws: PersistenceError.notADirectory(path: directory.appendingPathComponent("data").path)
        ) {
            try await store.add(1, of: .kiwi)
        }
        #expect(await store.snapshot == Inventory(uniformStock: 10))
    }

    @Test func persistenceErrorsHaveOneLineMessagesInBothLanguages() {
        let errors: [PersistenceError] = [
            .corrupt(path: "/p", reason: "r"), .unreadable(path: "/p", reason: "r"),
            .unwritable(path: "/p", reason: "r"), .readOnly(path: "/p"), .notADirectory(path: "/p"),
            .isADirectory(path: "/p"), .lockIsSymbolicLink(path: "/p.lock"),
        ]
        #expect(Set(errors.map(\.kind)).count == errors.count)
        for error in errors {
            let english = error.message(locale: Locale(identifier: "en"))
            let korean = error.message(locale: Locale(identifier: "ko"))
            for message in [english, korean] {
                #expect(!message.isEmpty)
                #expect(!message.contains("\n"))
                #expect(!message.hasPrefix("error."))
                #expect(message.contains("/p"))
            }
            #expect(english != korean)
            #expect(error.errorDescription == error.message())
        }
    }

    /// Writes a valid inventory file with 10 of every fruit but `count` of `fruit`.
    private func writeStock(_ count: Int, of fruit: String, to file: InventoryFile) throws {
        var stock = Dictionary(uniqueKeysWithValues: Fruit.allCases.map { ($0.rawValue, 10) })
        stock[fruit] = count
        let object: [String: Any] = ["format": 1, "stock": stock]
        try JSONSerialization.data(withJSONObject: object).write(to: file.url)
    }

    /// The id of a process that has ended.
    private func deadProcessID() throws -> Int32 {
        let process = try ChildProcess("/bin/sh", ["-c", "exit 0"], environment: [:])
        _ = process.waitUntilExit()
        return process.pid
    }

    @Test func storesSharingAFileNeverLoseAnUpdate() async throws {
        // Given two stores (as two processes would) on one file
        let directory = try temporaryDirectory()
        let first = try FruitStore(persistence: InventoryFile(directory: directory), defaultStock: 0)
        let second = try FruitStore(persistence: InventoryFile(directory: directory), defaultStock: 0)
        // When each adds one banana fifty times, concurrently
        try await withThrowingTaskGroup(of: Void.self) { group in
            for store in [first, second] {
                group.addTask { for _ in 0..<50 { try await store.add(1, of: .banana) } }
            }
            try await group.waitForAll()
        }
        // Then the file holds all hundred
        #expect(try InventoryFile(directory: directory).load()?[.banana] == 100)
        #expect(try await first.refresh()[.banana] == 100)
    }

    @Test func inMemoryPersistenceWritesOnlyChanges() async throws {
        let memory = InMemoryInventoryPersistence()
        let store = try FruitStore(persistence: memory)
        _ = try await store.consume(.strawberry)  // short: no write
        #expect(memory.writeCount == 0)
        #expect(memory.load() == nil)
        _ = try await store.consume(.banana)
        #expect(memory.writeCount == 1)
        #expect(memory.load()?[.banana] == 8)
    }

    @Test func refreshPublishesWhatAnotherWriterChanged() async throws {
        let memory = InMemoryInventoryPersistence(Inventory(uniformStock: 10))
        let store = try FruitStore(persistence: memory)
        let updates = await store.updates()
        try memory.update { $0?[.kiwi] = 0 }
        try await store.refresh()
        var seen: [Int] = []
        for await snapshot in updates {
            seen.append(snapshot[.kiwi])
            if seen.count == 2 { break }
        }
        #expect(seen == [10, 0])
    }
}

/// A count shared with the thread that waits for a lock.
private final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `count` is read and written under `lock` only.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
