// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "JuiceMakerKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "JuiceMakerKit", targets: ["JuiceMakerKit"]),
        // The shapes the `juice-maker` CLI prints with --json; an app needs only JuiceMakerKit.
        .library(name: "JuiceMakerKitReports", targets: ["JuiceMakerKitReports"]),
    ],
    targets: [
        .target(
            name: "JuiceMakerKit",
            resources: [.process("Resources"), .process("Shared/Resources"), .copy("PrivacyInfo.xcprivacy")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "JuiceMakerKitReports",
            dependencies: ["JuiceMakerKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "JuiceMakerKitTests",
            dependencies: ["JuiceMakerKit", "JuiceMakerKitReports"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
