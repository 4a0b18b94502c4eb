// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ExpoKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ExpoKit", targets: ["ExpoKit"]),
        // The shapes the `expo` CLI prints with --json; an app needs only ExpoKit.
        .library(name: "ExpoKitReports", targets: ["ExpoKitReports"]),
    ],
    targets: [
        .target(
            name: "ExpoKit",
            resources: [.process("Resources"), .process("Shared/Resources"), .copy("PrivacyInfo.xcprivacy")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "ExpoKitReports",
            dependencies: ["ExpoKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ExpoKitTests",
            dependencies: ["ExpoKit", "ExpoKitReports"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
