// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StarbucksKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "StarbucksKit", targets: ["StarbucksKit"]),
        .library(name: "StarbucksKitTesting", targets: ["StarbucksKitTesting"]),
        // What the `starbucks` CLI prints (`--json` shapes and terminal-only lines); an app needs
        // only StarbucksKit.
        .library(name: "StarbucksKitReports", targets: ["StarbucksKitReports"]),
    ],
    targets: [
        .target(
            name: "StarbucksKit",
            resources: [
                .process("Resources"), .process("Shared/Resources"), .process("Network/Resources"),
                .copy("PrivacyInfo.xcprivacy"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "StarbucksKitTesting",
            dependencies: ["StarbucksKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "StarbucksKitReports",
            dependencies: ["StarbucksKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "StarbucksKitTests",
            dependencies: ["StarbucksKit", "StarbucksKitTesting", "StarbucksKitReports"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
