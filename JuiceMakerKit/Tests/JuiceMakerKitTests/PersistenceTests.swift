import Foundation
import JuiceMakerKit
import Testing

@Suite("Inventory persistence: files, locking, corruption")
struct PersistenceTests {
    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
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
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 1, "pineapple": 1, "kiwi": 1, "mango": -1}}"#,
            #"{"format": 1, "stock": {"strawberry": 1, "banana": 1, "pineapple": 1, "kiwi": 1, "mango": 1, "durian": 1}}"#,
            #"{"format": 9, "stock": {"strawberry": 1, "banana": 1, "pineapple": 1, "kiwi": 1, "mango": 1}}"#,
        ])
    func corruptFileIsLeftUntouched(contents: String) async throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data(contents.utf8).write(to: file.url)
        #expect {
            _ = try FruitStore(persistence: file)
        } throws: { error in
            guard case PersistenceError.corrupt(let path, _) = error else { return false }
            return path == file.url.path
        }
        #expect(throws: PersistenceError.self) {
            try file.update { inventory in inventory = Inventory(uniformStock: 1) }
        }
        #expect(try Data(contentsOf: file.url) == Data(contents.utf8))
    }

    @Test func outOfBoundsCountsInTheFileAreRefused() throws {
        let file = InventoryFile(directory: try temporaryDirectory())
        try file.update { $0 = Inventory(uniformStock: 150) }
        #expect(throws: StockError.outOfBounds(fruit: .strawberry, count: 150, bounds: 0...100)) {
            try FruitStore(persistence: file)
        }
        let wider = try FruitStore(persistence: file, bounds: 0...200)
        #expect(wider.bounds == 0...200)
    }

    @Test func anUnwritableDirectoryIsReportedAndNothingChanges() async throws {
        let blocker = try temporaryDirectory().appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let file = InventoryFile(directory: blocker.appendingPathComponent("data"))
        let store = try FruitStore(persistence: file)
        await #expect {
            try await store.add(1, of: .kiwi)
        } throws: { error in
            if case PersistenceError.unwritable = error { return true }
            return false
        }
        #expect(await store.snapshot == Inventory(uniformStock: 10))
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
        #expect(memory.writeCount == 0 && memory.load() == nil)
        _ = try await store.consume(.banana)
        #expect(memory.writeCount == 1 && memory.load()?[.banana] == 8)
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
