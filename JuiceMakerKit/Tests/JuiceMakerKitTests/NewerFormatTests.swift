import Foundation
import JuiceMakerKit
import Testing

@Suite("An inventory file of a newer format: kept, and the message says to update")
struct NewerFormatTests {
    /// An inventory file in a fresh directory holding `contents`.
    private func file(holding contents: String) throws -> InventoryFile {
        let directory = scratchRoot.appendingPathComponent(
            "juice-newer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = InventoryFile(directory: directory)
        try Data(contents.utf8).write(to: file.url)
        return file
    }

    /// What a newer juice-maker might write: format 2, with a key this kit does not know.
    private let newer =
        #"{"format": 2, "stock": {"strawberry": 1, "banana": 2, "pineapple": 3, "kiwi": 4, "mango": 5, "lime": 6}}"#

    @Test func readingItIsANewerFormatErrorNotADamagedFile() throws {
        let file = try file(holding: newer)
        let error = try #require(throws: PersistenceError.self) { try FruitStore(persistence: file) }
        #expect(error.kind == .newerFormat)
        #expect(error == .newerFormat(path: file.url.path, format: 2))
        #expect(try Data(contentsOf: file.url) == Data(newer.utf8))
    }

    @Test func neitherAChangeNorAResetReplacesIt() async throws {
        let file = try file(holding: newer)
        #expect(throws: PersistenceError.newerFormat(path: file.url.path, format: 2)) {
            try file.update { $0 = Inventory(uniformStock: 1) }
        }
        #expect(throws: PersistenceError.newerFormat(path: file.url.path, format: 2)) {
            try FruitStore(resetting: file, to: 10)
        }
        #expect(throws: PersistenceError.newerFormat(path: file.url.path, format: 2)) {
            try FruitStore(repairing: file)
        }
        #expect(try Data(contentsOf: file.url) == Data(newer.utf8))
    }

    @Test func theMessageSaysToUpdateAndNeverAdvisesLosingTheData() throws {
        let error = PersistenceError.newerFormat(path: "/data/inventory.json", format: 2)
        let english = error.message(locale: Locale(identifier: "en"))
        #expect(
            english
                == "The inventory file /data/inventory.json was written by a newer version (format 2; this version reads up to format 1). It was left untouched; a newer version is needed to use it."
        )
        let korean = error.message(locale: Locale(identifier: "ko"))
        #expect(korean.contains("/data/inventory.json은 더 새로운 버전이 쓴 파일이에요"), "\(korean)")
        #expect(korean.contains("새 버전이 필요해요"))
        // An app shows these messages too: they name no command of a CLI.
        #expect(!english.contains("juice-maker") && !korean.contains("juice-maker"))
        for message in [english, korean] {
            #expect(!message.contains("reset"))
            #expect(!message.contains("damaged"))
            #expect(!message.contains("손상"))
        }
    }

    @Test func anOlderOrNonsenseFormatIsStillDamaged() throws {
        let file = try file(
            holding:
                #"{"format": 0, "stock": {"strawberry": 1, "banana": 2, "pineapple": 3, "kiwi": 4, "mango": 5}}"#
        )
        let error = try #require(throws: PersistenceError.self) { try file.load() }
        #expect(error.kind == .corrupt)
    }
}
