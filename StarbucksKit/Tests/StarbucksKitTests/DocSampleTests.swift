import Foundation
import StarbucksKit
import StarbucksKitTesting
import Testing

/// Every ```swift block of the README and of the DocC articles, copied here so it is known to
/// compile and to do what its comments say; `everySampleIsCopiedHere` fails when a sample and
/// its copy drift apart.
@Suite("README and DocC samples")
struct DocSampleTests {
    /// What the samples printed, one entry per `print`.
    private final class Printed: @unchecked Sendable {
        // @unchecked Sendable: `lines` is only touched under `lock`.
        private let lock = NSLock()
        private var stored: [String] = []

        var lines: [String] { lock.withLock { stored } }

        func record(_ items: [Any]) {
            lock.withLock { stored.append(items.map { "\($0)" }.joined(separator: " ")) }
        }
    }

    @Test func readmeInstallSnippet() {
        // Package.swift of your package
        let package = Package(
            name: "YourApp",
            platforms: [.iOS(.v17), .macOS(.v14)],  // the screen models need iOS 17 / macOS 14
            dependencies: [
                // <host>/<owner>: a placeholder for where the kit's repository is published
                .package(url: "https://<host>/<owner>/StarbucksKit", from: "1.1.0")
            ],
            targets: [
                .target(name: "YourApp", dependencies: ["StarbucksKit"])
            ]
        )

        #expect(package.dependencies == [.package(url: "https://<host>/<owner>/StarbucksKit", from: "1.1.0")])
        #expect(package.platforms == [.iOS(.v17), .macOS(.v14)])
    }

    @Test func readmeQuickStart() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let dependencies = StarbucksDependencies.fixtures()  // offline; .live() for the real hosts
        let text = StarbucksText(locale: Locale(identifier: "en"))

        let home = text.home(try await dependencies.homeLoader().load(greetingName: "Minji"))
        print(home.greeting)  // Nice to see you, Minji! Time for a little break.
        print(home.yourRecommendations.items.map(\.englishName))  // ["Iced Coffee", "Iced Caffe Latte", …]

        let news = text.whatsNew(try await dependencies.whatsNewLoader().load())
        print(news.items[0].title, news.items[0].period ?? "")  // 환경의 날 캠페인 June 1, 2022 – June 10, 2022

        #expect(printed.lines[0] == "Nice to see you, Minji! Time for a little break.")
        #expect(printed.lines[1].hasPrefix(#"["Iced Coffee", "Iced Caffe Latte", "#))
        #expect(printed.lines[2] == "환경의 날 캠페인 June 1, 2022 – June 10, 2022")
    }

    @Test func landingPage() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let dependencies = StarbucksDependencies.fixtures()
        let screen = try await dependencies.homeLoader().load(greetingName: "Minji")
        let page = StarbucksText(locale: Locale(identifier: "ko")).home(screen)
        print(page.greeting)  // Minji님, 반가워요! 잠깐 쉬어 가세요.

        #expect(printed.lines == ["Minji님, 반가워요! 잠깐 쉬어 가세요."])
    }

    @Test func gettingStarted() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let offline = StarbucksDependencies.fixtures()
        let live = StarbucksDependencies.live(transport: URLSessionTransport(), servers: .production)
        let local = try StarbucksServers(
            eventPopupBase: "http://127.0.0.1:8080", homeBase: "http://127.0.0.1:8080",
            starbucksBase: "http://127.0.0.1:8080")
        let staging = StarbucksDependencies.live(servers: local)

        let text = StarbucksText(locale: Locale(identifier: "ko"))
        let product = try await offline.productLoader().load(code: "106509")
        let page = text.product(product)
        print(page.name)  // 아이스 커피
        for row in page.nutrition { print(row.line) }  // 열량: 5kcal, 지방: 0g, …

        let json = try JSONEncoder().encode(page)
        print(json.count > 0)  // true

        do {
            _ = try await offline.productLoader().load(code: "12345")
        } catch let error as StarbucksAPIError where error.kind == .productNotFound {
            print(error.message(locale: Locale(identifier: "en")))  // There is no product with code 12345; …
        }

        _ = (live, staging)
        #expect(Array(printed.lines.prefix(3)) == ["아이스 커피", "열량: 5kcal", "지방: 0g"])
        #expect(printed.lines.contains("true"))
        #expect(printed.lines.last?.hasPrefix("There is no product with code 12345;") == true)
    }

    @Test func launchFlowAndPopup() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbucks-\(UUID())")
        let dependencies = StarbucksDependencies.fixtures()
        var seoul = Calendar(identifier: .gregorian)
        seoul.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .current
        let flow = dependencies.launchFlow(directory: folder, calendar: seoul)

        print(try await flow.next() == .signIn)  // true
        _ = try await LocalSignIn(directory: folder).signIn(name: "Minji")
        if case .eventPopup(let popup, _) = try await flow.next() {
            print(popup.title)  // 딜리버리로 주문하고 별 더 받기
        }

        let policy = EventPopupPolicy.stored(in: folder, calendar: seoul)
        let status = try await policy.dismiss(.today)
        let text = StarbucksText(locale: Locale(identifier: "en"))
        print(text.popupStatusMessage(status, timeZone: seoul.timeZone))  // … stays hidden until …
        print(text.launchMessage(try await flow.next()))  // Welcome back, Minji. Straight on to …

        try? FileManager.default.removeItem(at: folder)
        #expect(printed.lines[0] == "true")
        #expect(printed.lines[1] == "딜리버리로 주문하고 별 더 받기")
        #expect(printed.lines[2].hasPrefix("The event popup stays hidden until "))
        #expect(printed.lines[3] == "Welcome back, Minji. Straight on to the home screen.")
    }

    @Test func concurrencyDesign() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let loader = StarbucksDependencies.fixtures().homeLoader()
        let screen = try await loader.load()
        print(screen.nowRecommendations.map(\.code.rawValue))  // the order of "now-recommand", always
        print(screen.failures.isEmpty)  // true: nothing was left out

        for try await section in loader.sections(greetingName: "Minji") {
            switch section {
            case .greeting(let name): print("hello", name)
            case .mainEvent(let url): print(url?.lastPathComponent ?? "no banner")
            case .products(let shelf, let products, _): print(shelf, products.count)
            }
        }

        let news = StarbucksDependencies.fixtures().whatsNewLoader(maximumConcurrentDownloads: 4)
        for try await snapshot in news.updates() {
            print(snapshot.filter { $0.image == .loading }.count)  // 10, 9, 8, … 0
        }

        let monitor = RequestMonitor()
        let measured = StarbucksDependencies.fixtures(latency: .milliseconds(10), monitor: monitor)
        _ = try await measured.homeLoader().load()
        print(await monitor.maximumInFlight)  // 18

        let lines = printed.lines
        #expect(lines[0] == #"["9200000002487", "110569", "9200000002403", "110563", "9200000003505"]"#)
        #expect(lines[1] == "true")
        #expect(lines[2] == "hello Minji")
        #expect(lines[3] == "APP_THUM_20220509101500123.png")
        #expect(Set(lines[4...5]) == ["yourRecommendations 4", "nowRecommendations 5"])
        #expect(Array(lines[6...16]) == (0...10).reversed().map(String.init))
        #expect(Int(lines[17]).map { (1...18).contains($0) } == true)
    }

    @Test func offlineFixtures() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let transport = FixtureTransport()
        let document = try await StarbucksDependencies.live(transport: transport).home.home()
        print(document.allProductCodes.count)  // 9

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"display-name": "Override"}"#.utf8).write(to: folder.appendingPathComponent("home.json"))
        let fixtures = try FixtureSet.bundled.overridden(by: folder)
        let screen = try await StarbucksDependencies.fixtures(fixtures).homeLoader().load()
        print(screen.greetingName)  // Override

        let monitor = RequestMonitor()
        let cappuccino = document.nowRecommendations[1]  // 110569
        let slow = StarbucksDependencies.fixtures(
            latency: .milliseconds(5), faults: [.productInfo(cappuccino): .status(500)], monitor: monitor)
        let partial = try await slow.homeLoader().load()
        print(partial.failures.map(\.code.rawValue), await monitor.started)  // ["110569"] 19

        try? FileManager.default.removeItem(at: folder)
        #expect(printed.lines == ["9", "Override", #"["110569"] 19"#])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func drivingAScreen() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let english = Locale(identifier: "en")
        let model = HomeScreenModel(dependencies: .fixtures(), greetingName: "Minji", locale: english)
        let updates = model.updates()
        async let loading: Void = model.load()
        reading: for await update in updates {
            switch update {
            case .filled(let section): print("filled", section)
            case .failed(let section, let failure): print("failed", section, failure.message)
            case .pictureLoaded, .pictureFailed: continue
            case .finished: break reading
            }
        }
        await loading
        print(model.page?.whatsNew.items.count ?? 0)  // 10

        let lines = printed.lines
        #expect(lines.count == 6)
        #expect(Set(lines.prefix(3)) == ["filled greeting", "filled mainEvent", "filled whatsNew"])
        #expect(lines.firstIndex(of: "filled greeting") ?? 9 < lines.firstIndex(of: "filled mainEvent") ?? 0)
        #expect(Set(lines[3...4]) == ["filled yourRecommendations", "filled nowRecommendations"])
        #expect(lines.last == "10")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func drivingAScreenFlow() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let english = Locale(identifier: "en")
        let policy = EventPopupPolicy(store: InMemoryPopupDismissalStore())
        let launch = LaunchScreenModel(
            signIn: InMemorySignIn(), popupPolicy: policy, dependencies: .fixtures(), locale: english)
        await launch.load()
        print(launch.destination.isSignIn)  // true
        launch.name = "Minji"
        await launch.signIn()
        if let home = launch.destination.home {
            if let popup = home.destination.eventPopup {
                print(popup.card.title)  // 딜리버리로 주문하고 별 더 받기
                await popup.dismissForToday()  // kept, and closed: home.destination is nil again
            }
            await home.load()
            home.openWhatsNew()
            if let whatsNew = home.destination.whatsNew {
                await whatsNew.load()
                print(whatsNew.rows.count)  // 10
            }
            home.destination = nil  // back
            if let code = ProductCode(rawValue: "106509") {  // Iced Coffee, first on the user's row
                home.open(code)
                await home.destination.product?.load()
                print(home.destination.product?.page?.nutrition.first?.line ?? "")  // Calories: 5 kcal
            }
            home.destination = nil
        }
        await launch.signOut()
        print(launch.destination.isSignIn)  // true

        #expect(
            printed.lines == ["true", "딜리버리로 주문하고 별 더 받기", "10", "Calories: 5 kcal", "true"])
    }

    @MainActor @Test func usingInAnIOSAppDefaultFolder() {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }

        let launch = LaunchScreenModel(
            signIn: LocalSignIn(), popupPolicy: .stored(), dependencies: .live(), locale: .current)
        print(StarbucksDependencies.defaultDirectory().lastPathComponent)  // StarbucksKit

        #expect(launch.phase == .idle)
        #if canImport(Darwin)
            #expect(printed.lines == ["StarbucksKit"])
        #else
            #expect(printed.lines == ["starbucks"])
        #endif
    }

    @MainActor @Test func usingInAnIOSAppGroup() async throws {
        let printed = Printed()
        func print(_ items: Any...) { printed.record(items) }
        let container = try #require(
            FileManager.default.containerURL(
                forSecurityApplicationGroupIdentifier: "group.com.example.coffee"))
        try? FileManager.default.removeItem(at: container)
        defer { try? FileManager.default.removeItem(at: container) }

        let group = FileManager.default.containerURL(
            forSecurityApplicationGroupIdentifier: "group.com.example.coffee")
        let folder =
            group?.appendingPathComponent("StarbucksKit", isDirectory: true)
            ?? StarbucksDependencies.defaultDirectory()

        // The app: sign in and decide the popup in the shared folder.
        let app = LaunchScreenModel(
            signIn: LocalSignIn(directory: folder), popupPolicy: .stored(in: folder),
            dependencies: .fixtures(), locale: Locale(identifier: "en"))
        await app.load()
        app.name = "Minji"
        await app.signIn()

        // The widget: read who is signed in from the same folder.
        let session = try await LocalSignIn(directory: folder).currentSession()
        print(session?.name ?? "nobody")  // Minji

        #expect(printed.lines == ["Minji"])
        #expect(folder == container.appendingPathComponent("StarbucksKit", isDirectory: true))
        let sessionFile = folder.appendingPathComponent("session.json")
        #expect(Foundation.FileManager.default.fileExists(atPath: sessionFile.path))
    }

    // MARK: - Drift

    @Test func everySampleIsCopiedHere() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let package = tests.deletingLastPathComponent().deletingLastPathComponent()
        let catalog = package.appendingPathComponent("Sources/StarbucksKit/StarbucksKit.docc")
        let articles = try FileManager.default.contentsOfDirectory(
            at: catalog, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "md" }
        let samples = try ([package.appendingPathComponent("README.md")] + articles).flatMap {
            try DocSamples.swiftBlocks(inFile: $0)
        }

        for sample in DocSamples.missing(blocks: samples, from: try DocSamples.testSources(under: tests)) {
            Issue.record("sample not copied into the tests:\n\(sample)")
        }
        #expect(samples.count >= 16)
        #expect(articles.count == 8)
    }
}

/// Stand-ins for PackageDescription, so that the README's manifest snippet compiles here.
private struct Package {
    struct Platform: Equatable {
        let name: String
        static func iOS(_ version: Version) -> Platform { Platform(name: "iOS \(version.number)") }
        static func macOS(_ version: Version) -> Platform { Platform(name: "macOS \(version.number)") }
    }

    struct Version: Equatable {
        let number: Int
        static let v14 = Version(number: 14)
        static let v17 = Version(number: 17)
    }

    struct Dependency: Equatable {
        let url: String
        let from: String
        static func package(url: String, from: String) -> Dependency { Dependency(url: url, from: from) }
    }

    struct Target: Equatable {
        let name: String
        let dependencies: [String]
        static func target(name: String, dependencies: [String]) -> Target {
            Target(name: name, dependencies: dependencies)
        }
    }

    let name: String
    let platforms: [Platform]
    let dependencies: [Dependency]
    let targets: [Target]
}
