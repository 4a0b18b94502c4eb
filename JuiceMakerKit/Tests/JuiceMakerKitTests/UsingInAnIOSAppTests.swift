import Foundation
import JuiceMakerKit
import Testing

/// The samples of "Using JuiceMakerKit in an iOS app" (its SwiftUI sample is in
/// `UsingInAnIOSAppSwiftUISample.swift`).
@Suite("Using JuiceMakerKit in an iOS app")
struct UsingInAnIOSAppTests {
    @Test func theDefaultFileIsInTheKitsDefaultFolder() throws {
        // The documented lines, compiled but not run: they would read this account's own inventory.
        func documented() throws -> (FruitStore, URL) {
            let store = try FruitStore(persistence: InventoryFile())
            let folder = InventoryFile.defaultDirectory()  // …/Application Support/JuiceMakerKit on iOS
            return (store, folder)
        }
        _ = documented

        let folder = InventoryFile.defaultDirectory()
        #if canImport(Darwin)
            #expect(folder.lastPathComponent == "JuiceMakerKit")
        #else
            #expect(folder.lastPathComponent == "juice-maker")
        #endif
        #expect(InventoryFile().url == folder.appendingPathComponent("inventory.json"))
    }

    @Test func anAppAndItsWidgetShareTheStockThroughTheAppGroup() async throws {
        func sharedInventory(appGroup: String) -> InventoryFile? {
            guard
                let container = FileManager.default.containerURL(
                    forSecurityApplicationGroupIdentifier: appGroup)
            else { return nil }
            return InventoryFile(
                directory: container.appendingPathComponent("JuiceMakerKit", isDirectory: true))
        }

        func widgetRows(from file: InventoryFile, locale: Locale) async throws -> [StockRow] {
            let store = try FruitStore(persistence: file)
            return JuiceMakerText(locale: locale).stockRows(await store.snapshot)
        }

        let group = "group.juice-tests.\(UUID().uuidString)"
        let appFile = try #require(sharedInventory(appGroup: group))
        defer { try? FileManager.default.removeItem(at: appFile.url.deletingLastPathComponent()) }
        #expect(appFile.url.deletingLastPathComponent().lastPathComponent == "JuiceMakerKit")

        // The app sells a banana juice; the widget, with its own store on the same file, sees it
        let app = JuiceMaker(store: try FruitStore(persistence: appFile))
        _ = try await app.order(.banana)
        let widgetFile = try #require(sharedInventory(appGroup: group))
        let rows = try await widgetRows(from: widgetFile, locale: Locale(identifier: "ko"))
        #expect(rows.map(\.name) == ["딸기", "바나나", "파인애플", "키위", "망고"])
        #expect(rows[1].count == 8)
    }
}
