// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenMarketKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "OpenMarketKit", targets: ["OpenMarketKit"]),
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
            name: "OpenMarketKitTesting",
            dependencies: ["OpenMarketKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "OpenMarketKitTests",
            dependencies: ["OpenMarketKit", "OpenMarketKitTesting"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
