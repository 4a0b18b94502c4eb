import Foundation
import JuiceMakerKit
import Testing

/// The code samples of the DocC articles, copied here so they compile and run, and a check that
/// every sample of the articles and the README is found here (white space aside), so the two
/// cannot drift apart.
@Suite("Documentation samples")
struct DocumentationTests {
    /// The package's folder, found from this file.
    private static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The DocC catalog.
    private static let catalog = package.appendingPathComponent("Sources/JuiceMakerKit/JuiceMakerKit.docc")

    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "juice-doc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: The samples

    @Test func landingPageSampleRunsAsDocumented() async throws {
        var printed: [String] = []
        func print(_ line: Any) { printed.append("\(line)") }

        let store = try FruitStore()  // 10 of every fruit
        let maker = JuiceMaker(store: store)
        let outcome = try await maker.order(.strawberryBanana)
        let text = JuiceMakerText(locale: Locale(identifier: "en"))
        print(text.alert(for: outcome).message)  // Your strawberry-banana juice is ready. Enjoy every sip!

        #expect(printed == ["Your strawberry-banana juice is ready. Enjoy every sip!"])
    }

    @Test func gettingStartedSamplesRunAsDocumented() async throws {
        var printed: [String] = []
        func print(_ line: Any) { printed.append("\(line)") }

        let store = try FruitStore(defaultStock: 20, bounds: 0...100)

        let maker = JuiceMaker(store: store)
        switch try await maker.order(.mangoKiwi, count: 2) {
        case .served(let order):
            print("Made \(order.count); mango left: \(order.remaining[.mango])")
        case .shortage(let shortage):
            for shortfall in shortage.shortfalls {
                print("\(shortfall.fruit): \(shortfall.missing) short")
            }
        }

        try await store.setStock(42, of: .kiwi)
        try await store.add(5, of: .mango)
        try await store.reset()  // every fruit back to the default stock

        do {
            try await store.setStock(120, of: .kiwi)
        } catch let error as StockError where error.kind == .outOfBounds {
            print(error.message(locale: Locale(identifier: "en")))
            // Kiwi can't go to 120: stock stays between 0 and 100. Pick a count in that range.
        }

        #expect(
            printed == [
                "Made 2; mango left: 16",
                "Kiwi can't go to 120: stock stays between 0 and 100. Pick a count in that range.",
            ])
        #expect(await store.snapshot == Inventory(uniformStock: 20))
    }

    @Test func gettingStartedScreenSampleShowsEverySnapshot() async throws {
        let store = try FruitStore(defaultStock: 20, bounds: 0...100)
        let (renders, rendered) = AsyncStream.makeStream(of: [StockRow].self)
        let screen = Task {
            func render(_ rows: [StockRow]) { rendered.yield(rows) }

            let text = JuiceMakerText(locale: Locale(identifier: "ko"))
            for await snapshot in await store.updates() {
                let rows = text.stockRows(snapshot)  // 🍓 딸기 20, 🍌 바나나 20, …
                render(rows)
            }
        }
        var screens = renders.makeAsyncIterator()
        let first = await screens.next()
        try await store.setStock(42, of: .kiwi)
        let second = await screens.next()
        screen.cancel()
        #expect(first?.map(\.name) == ["딸기", "바나나", "파인애플", "키위", "망고"])
        #expect(first?.map(\.count) == [20, 20, 20, 20, 20])
        #expect(second?.map(\.count) == [20, 20, 20, 42, 20])
    }

    @Test func customMenusSamplesRunAsDocumented() throws {
        var printed: [String] = []
        func print(_ line: Any) { printed.append("\(line)") }
        let directory = try temporaryDirectory()
        let article = try String(
            contentsOf: Self.catalog.appendingPathComponent("CustomMenus.md"), encoding: .utf8)
        let json = try #require(DocSamples.blocks(of: "json", inMarkdown: article).first?.code)
        let menuURL = directory.appendingPathComponent("corner-bar.json")
        try Data(json.utf8).write(to: menuURL)

        let menu = try JuiceMenu(contentsOf: menuURL)
        let juice = try menu.juice(named: "선라이즈")  // by id or any name, any case
        #expect(juice.id == "sunrise")
        #expect(menu.name == "Corner Bar")
        #expect(menu.juices.count == 2)

        let broken = directory.appendingPathComponent("broken.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "KIWI": 50}}]}"#.utf8).write(to: broken)
        for menuURL in [menuURL, directory.appendingPathComponent("missing.json"), broken] {
            do {
                _ = try JuiceMenu(contentsOf: menuURL)
            } catch let error as JuiceMenuError where error.isFileProblem {
                print("Can't read the menu file: \(error.message())")
            } catch let error as JuiceMenuError {
                print("The menu needs fixing: \(error.message())")
            }
        }
        #expect(printed.count == 2)
        #expect(printed.first?.hasPrefix("Can't read the menu file: ") == true)
        #expect(printed.last?.hasPrefix("The menu needs fixing: ") == true)
    }

    @Test func sharingAnInventoryFileSamplesRunAsDocumented() async throws {
        func openShop(in directory: URL) async throws {
            let file = InventoryFile(directory: directory)  // say, /var/lib/juice-bar
            let store = try FruitStore(persistence: file)
            let maker = JuiceMaker(store: store)
            _ = try await maker.order(.banana)  // locked, read, checked, written
        }

        func openRepairing(_ file: InventoryFile) async throws -> FruitStore {
            do {
                return try FruitStore(persistence: file)
            } catch let error as StockError where error.kind == .storedOutOfBounds {
                let store = try FruitStore(repairing: file)
                if let fruit = error.fruit, let count = error.value, let bounds = error.bounds {
                    // the nearest count the bounds allow
                    try await store.setStock(min(max(count, bounds.lowerBound), bounds.upperBound), of: fruit)
                }
                return store
            } catch let error as PersistenceError where error.kind == .corrupt {
                return try FruitStore(resetting: file)  // every fruit back to the default stock
            }
        }

        let directory = try temporaryDirectory()
        try await openShop(in: directory)
        let file = InventoryFile(directory: directory)
        #expect(try file.load()?[.banana] == 8)

        try file.update { $0?[.banana] = 101 }
        #expect(try await openRepairing(file).stock(of: .banana) == 100)
        #expect(try file.load()?[.banana] == 100)

        try Data("{".utf8).write(to: file.url)
        #expect(try await openRepairing(file).snapshot == Inventory(uniformStock: 10))
        #expect(try file.load() == Inventory(uniformStock: 10))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func drivingAScreenSampleRunsAsDocumented() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let store = try FruitStore()
        let screen = JuiceMakerScreenModel(store: store, locale: Locale(identifier: "en"))
        await screen.load()
        print(screen.stockLabels[0].accessibilityLabel)  // Strawberry: 10 in stock

        for juice in [Juice.strawberryBanana, .strawberry] {
            await screen.order(juice)
            if let alert = screen.destination.alert {
                print("\(alert.title): \(alert.message)")
                if let last = alert.actions.last { screen.choose(last) }  // "OK", then "Edit stock"
            }
        }
        // Order up: Your strawberry-banana juice is ready. Enjoy every sip!
        // Not enough fruit: For strawberry juice, strawberry is short by 16. Shall we edit the stock?

        if let editor = screen.destination.stockEditor {
            await editor.load()
            await editor.set(16, of: .strawberry)
            print(editor.steppers[0].accessibilityLabel, editor.steppers[0].valueText)  // Strawberry stock 16
            screen.closeStockEditor()
        }
        await screen.order(.strawberry)
        print(screen.destination.alert?.message ?? "")  // Your strawberry juice is ready. Enjoy every sip!
        print(screen.stockLabels[0].accessibilityLabel)  // Strawberry: 0 in stock

        #expect(
            printed == [
                "Strawberry: 10 in stock",
                "Order up: Your strawberry-banana juice is ready. Enjoy every sip!",
                "Not enough fruit: For strawberry juice, strawberry is short by 16. Shall we edit the stock?",
                "Strawberry stock 16",
                "Your strawberry juice is ready. Enjoy every sip!",
                "Strawberry: 0 in stock",
            ])
        #expect(screen.destination.alert?.title == "Order up")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func drivingAScreenOpensTheStoreWithTheScreen() async throws {
        let dataDirectory = try temporaryDirectory()
        let screen = JuiceMakerScreenModel(locale: .current) {
            try FruitStore(persistence: InventoryFile(directory: dataDirectory))
        }
        await screen.load()
        #expect(screen.phase == .loaded)
        #expect(screen.stockLabels.count == 5)
    }

    // MARK: The articles match the samples

    @Test func everySwiftSampleOfTheArticlesAndTheReadmeIsCompiledHere() throws {
        let tests = try Self.testFiles().map { try String(contentsOf: $0, encoding: .utf8) }
        let documents =
            try FileManager.default.contentsOfDirectory(at: Self.catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" } + [Self.package.appendingPathComponent("README.md")]
        // The install snippet is a manifest, checked by its own test.
        let samples = try documents.flatMap { try DocSamples.swiftBlocks(inFile: $0) }
            .filter { !$0.code.contains("import PackageDescription") }
        for sample in DocSamples.missing(blocks: samples, from: tests) {
            Issue.record("this sample is not compiled by a test: \(sample)")
        }
        #expect(samples.count >= 14)
    }

    @Test func swiftUIIsImportedOnlyWhereItExists() throws {
        var importing: [String] = []
        for file in try Self.testFiles() {
            let code = try String(contentsOf: file, encoding: .utf8)
            // The shared tests (the surface's own and the matcher's) are every kit's, checked there.
            guard DocSamples.imports(in: code).contains("SwiftUI"), !file.path.contains("/Shared/") else {
                continue
            }
            importing.append(file.lastPathComponent)
            var guarded = false
            for line in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line == "#if canImport(SwiftUI)" { guarded = true }
                if line == "#endif" { guarded = false }
                if line == "import SwiftUI" {
                    #expect(guarded, "\(file.lastPathComponent) imports SwiftUI unguarded")
                }
            }
        }
        #expect(
            Set(importing) == ["DrivingAScreenSwiftUISample.swift", "UsingInAnIOSAppSwiftUISample.swift"])
    }

    @Test func theReadmeInstallSnippetDeclaresThePackagesPlatforms() throws {
        let manifest = try String(
            contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let platforms = try #require(
            manifest.split(separator: "\n").first { $0.contains("platforms:") }?
                .trimmingCharacters(in: .whitespaces))
        #expect(platforms == "platforms: [.iOS(.v16), .macOS(.v13)],")
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let snippet = try #require(
            DocSamples.swiftBlocks(inMarkdown: readme).first {
                $0.code.contains("import PackageDescription")
            }?.code)
        #expect(snippet.contains(platforms))
        #expect(snippet.contains(#".package(url: "https://<host>/<owner>/JuiceMakerKit", from: "1.0.0")"#))
        #expect(snippet.contains(#"dependencies: ["JuiceMakerKit"]"#))
    }

    /// The Swift files of this test target, its subfolders (the shared copies) among them.
    private static func testFiles() throws -> [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
    }
}
