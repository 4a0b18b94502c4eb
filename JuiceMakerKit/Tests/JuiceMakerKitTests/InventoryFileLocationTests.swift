import Foundation
import Testing

@testable import JuiceMakerKit

/// Where an inventory file sits when the app names no folder: Application Support on Apple
/// platforms, the `juice-maker` tool's XDG folder elsewhere.
@Suite("The inventory file's default folder")
struct InventoryFileLocationTests {
    @Test func onApplePlatformsTheInventoryIsInApplicationSupportUnderTheKitsName() {
        let directory = InventoryFile.defaultDirectory(
            convention: .apple, environment: ["XDG_DATA_HOME": "/srv"])
        #expect(directory.lastPathComponent == "JuiceMakerKit")
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first
        {
            #expect(
                directory.deletingLastPathComponent().standardizedFileURL.path
                    == support.standardizedFileURL.path)
        }
        #expect(!directory.path.hasPrefix("/srv"))
    }

    @Test func underXDGTheInventoryIsInTheToolsDataFolder() {
        let directory = InventoryFile.defaultDirectory(
            convention: .xdg, environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/a"])
        #expect(directory.path == "/srv/data/juice-maker")
        let fallback = InventoryFile.defaultDirectory(convention: .xdg, environment: ["HOME": "/home/a"])
        #expect(fallback.path == "/home/a/.local/share/juice-maker")
    }

    @Test func theConvenienceFileIsInventoryJSONInThisPlatformsDefaultFolder() {
        let file = InventoryFile()
        #expect(file.url.lastPathComponent == "inventory.json")
        #expect(
            file.url.deletingLastPathComponent().standardizedFileURL.path
                == InventoryFile.defaultDirectory().standardizedFileURL.path)
        #expect(InventoryFile.defaultDirectory() == InventoryFile.defaultDirectory(convention: .current))
    }
}
