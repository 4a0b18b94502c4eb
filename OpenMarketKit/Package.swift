// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenMarketKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "OpenMarketKit", targets: ["OpenMarketKit"]),
        // What the command-line tool prints (the `--json` reports, the terminal's lines), apart
        // from the app's API: the workspace's Tools import it, an app has no need to.
        .library(name: "OpenMarketKitReports", targets: ["OpenMarketKitReports"]),
        // Test doubles for apps' tests (a scripted transport, a stub catalogue), as swift-log
        // ships InMemoryLogging.
        .library(name: "OpenMarketKitTesting", targets: ["OpenMarketKitTesting"]),
    ],
    targets: [
        .target(
            name: "OpenMarketKit",
            resources: [
                .process("Resources"), .process("Shared/Resources"), .process("Network/Resources"),
                .copy("PrivacyInfo.xcprivacy"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "OpenMarketKitReports",
            dependencies: ["OpenMarketKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "OpenMarketKitTesting",
            dependencies: ["OpenMarketKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "OpenMarketKitTests",
            dependencies: ["OpenMarketKit", "OpenMarketKitReports", "OpenMarketKitTesting"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
