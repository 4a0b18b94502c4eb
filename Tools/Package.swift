// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tools",
    // Hummingbird 2 (the local Open Market server) needs macOS 14; the kits stay at macOS 13.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "juice-maker", targets: ["juice-maker"]),
        .executable(name: "open-market", targets: ["open-market"]),
        .executable(name: "expo", targets: ["expo"]),
        .executable(name: "diary", targets: ["diary"]),
        .library(name: "OpenMarketServer", targets: ["OpenMarketServer"]),
        .executable(name: "starbucks", targets: ["starbucks"]),
        .library(name: "ToolSupport", targets: ["ToolSupport"]),
        .executable(name: "app-gallery", targets: ["app-gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Every child process (the tests' CLI runs, `bench`, the diary's $EDITOR): Foundation's
        // `Process` can crash while it launches on Linux (swift-corelibs-foundation, Swift 6.3.1).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already under Hummingbird; named so the server can read the errno of a failed bind.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        // Already under Hummingbird; named so the servers can close a connection whose request head
        // takes too long, or where HTTP says it ends (its HTTP parts, `NIOHTTPTypes`).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        // Already under Hummingbird; named so the server runs in a service group of its own, which
        // it can stop gracefully when its data directory fails after it bound its port.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
        // The gallery's templates: escapes by default and keeps the markup out of Swift.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(path: "../JuiceMakerKit"),
        .package(path: "../OpenMarketKit"),
        .package(path: "../ExpoKit"),
        .package(path: "../StarbucksKit"),
        .package(path: "../DiaryKit"),
        // The version DiaryKit asks for: the Open Market server's store, and the benchmarks' raw
        // SQLite baselines.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "ToolSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "juice-maker",
            dependencies: [
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "JuiceMakerKitReports", package: "JuiceMakerKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What the local Open Market server and the gallery share as servers on 127.0.0.1: the
        // check that a request is addressed by the server's own name (DNS rebinding), the end of a
        // connection where HTTP says it ends (a refused body, an HTTP/1.0 request), and the
        // deadline of a request's head (a client sending its headers a line at a time).
        .target(
            name: "LoopbackHost",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The HTTP/1 request head, with its version, before Hummingbird's codec
                // (NIOHTTPTypesHTTP1) turns it into HTTP types: an HTTP/1.0 request keeps no
                // connection unless it asks.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "OpenMarketServer",
            dependencies: [
                "LoopbackHost",
                // HTTPTypes (already a dependency of Hummingbird) names the `identifier` header field.
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // The image files' thread pool: file work never runs on an event loop.
                .product(name: "NIOPosix", package: "swift-nio"),
                // The catalogue's store (SQLite, WAL, one writer).
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // How the `OPEN_MARKET_*` variables are read, shared by `open-market` and the gallery.
        .target(
            name: "OpenMarketEnvironment",
            dependencies: [.product(name: "OpenMarketKit", package: "OpenMarketKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "open-market",
            dependencies: [
                "OpenMarketEnvironment",
                "OpenMarketServer",
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                .product(name: "OpenMarketKitReports", package: "OpenMarketKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "expo",
            dependencies: [
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ExpoKit", package: "ExpoKit"),
                .product(name: "ExpoKitReports", package: "ExpoKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "starbucks",
            dependencies: [
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
                .product(name: "StarbucksKitReports", package: "StarbucksKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // How the `OPENWEATHER_*` variables are read, shared by `diary` and the gallery.
        .target(
            name: "DiaryEnvironment",
            dependencies: [.product(name: "DiaryKit", package: "DiaryKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "diary",
            dependencies: [
                "DiaryEnvironment",
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "DiaryKitReports", package: "DiaryKit"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "OpenMarketServer",
                // The gallery's pages, routes and sessions (`bench gallery`), its language, and
                // swift-mustache alone rendering the same values.
                "Gallery",
                "ToolSupport",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                // The list model's figure runs on the kit's scripted transport.
                .product(name: "OpenMarketKitTesting", package: "OpenMarketKit"),
                .product(name: "ExpoKit", package: "ExpoKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
                // The fixture transport with a latency and a request monitor.
                .product(name: "StarbucksKitTesting", package: "StarbucksKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A stand-in for OpenWeather's current-weather endpoint on 127.0.0.1, for the tests and the
        // demo; not a product (no `products` entry), so `make install` never ships it.
        .executableTarget(
            name: "weather-stand-in",
            dependencies: [
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The five apps' screen models as web pages: routes, sessions, templates, live updates.
        .target(
            name: "Gallery",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                // The server's HTTP/1 settings (idle timeout, the request-head deadline's place).
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // Already under Hummingbird: an open event stream ends when the server stops.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "ExpoKit", package: "ExpoKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
                // Open Market: the kit's screen models, the local server started in process, the
                // `OPEN_MARKET_*` variables as the CLI reads them, and the register form's upload (read
                // with the server's own multipart reader).
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                "OpenMarketServer",
                "OpenMarketEnvironment",
                // Only requests addressed to the gallery's own name are answered.
                "LoopbackHost",
                // The diary's weather service, from the `OPENWEATHER_*` variables as the CLI reads them.
                "DiaryEnvironment",
                // The pages' languages, as the CLIs speak them.
                "ToolSupport",
            ],
            // Each app's templates (`<App>/Templates`) land flat in the bundle; their names are unique.
            resources: [
                .copy("Shared/Assets"), .copy("Shared/Strings"), .process("Shared/Templates"),
                .process("JuiceMaker/Templates"),
                .process("OpenMarket/Templates"), .process("Expo/Templates"), .process("Diary/Templates"),
                .process("Starbucks/Templates"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "app-gallery",
            dependencies: [
                "Gallery",
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                // A port refused while binding is NIO's `IOError`, whose number says why.
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Headless Chromium driven over its DevTools pipe (`--remote-debugging-pipe`): what
        // `gallery-screenshots` and the gallery's browser tests share; not a product.
        .target(
            name: "DevTools",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `make screenshots`: drives headless Chromium over its DevTools pipe through every screen
        // of the gallery and writes the README's pictures; not a product (no `products` entry).
        .executableTarget(
            name: "gallery-screenshots",
            dependencies: [
                "DevTools", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The sample catalogue's swatches, as the pictures a register form chooses.
                "OpenMarketServer",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery",
                "LoopbackHost",
                // A new entry's weather, asked of the stand-in served in process.
                "weather-stand-in",
                "OpenMarketServer",
                "ToolSupport",
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "ExpoKit", package: "ExpoKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What only a browser shows (focus, history, scroll, leaving a page): the gallery served in
        // process on 127.0.0.1, driven by headless Chromium (Debian's `chromium`, which the tests
        // need: `Tools/Scripts/install-chromium.sh` installs it).
        .testTarget(
            name: "GalleryBrowserTests",
            dependencies: [
                "DevTools",
                "Gallery",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                // The served gallery stops gracefully after each test (a browser's connections end
                // as they would on SIGTERM, never dropped half made).
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                // The accessibility check visits every screen the README's pictures show, the
                // next page loading on a market grown past one page.
                "gallery-screenshots",
                "OpenMarketServer",
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                // A new diary entry's weather, asked of the stand-in served in process.
                "weather-stand-in",
                "ToolSupport",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "hello-baseline",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "parser-baseline",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ToolsTests",
            dependencies: [
                "ToolSupport", "juice-maker", "open-market", "expo", "diary", "starbucks", "OpenMarketServer",
                "weather-stand-in", "app-gallery", "gallery-screenshots", "DevTools",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
                // The local Starbucks stand-in answers through the kit's fixture transport with faults.
                .product(name: "StarbucksKitTesting", package: "StarbucksKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                // The server's store tests hold its database's write lock from outside.
                .product(name: "GRDB", package: "GRDB.swift"),
                // The create-retry tests' stand-in server, which holds its first answer back.
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // An app that imports every kit (and their testing libraries): the names the kits share
        // build side by side.
        .testTarget(
            name: "EveryKitTests",
            dependencies: [
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "JuiceMakerKitReports", package: "JuiceMakerKit"),
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                .product(name: "OpenMarketKitReports", package: "OpenMarketKit"),
                .product(name: "OpenMarketKitTesting", package: "OpenMarketKit"),
                .product(name: "ExpoKit", package: "ExpoKit"),
                .product(name: "ExpoKitReports", package: "ExpoKit"),
                .product(name: "DiaryKit", package: "DiaryKit"),
                .product(name: "DiaryKitReports", package: "DiaryKit"),
                .product(name: "DiaryKitTesting", package: "DiaryKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
                .product(name: "StarbucksKitReports", package: "StarbucksKit"),
                .product(name: "StarbucksKitTesting", package: "StarbucksKit"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                "FrameworkStandIns",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A stand-in type for every name on Tools/Scripts/framework-type-names.txt (generated by
        // Tools/Scripts/check-framework-names.sh), which EveryKitTests imports beside the kits.
        .target(
            name: "FrameworkStandIns",
            path: "Tests/FrameworkStandIns",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
