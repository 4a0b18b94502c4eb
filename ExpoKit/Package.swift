// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ExpoKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ExpoKit", targets: ["ExpoKit"])
    ],
    targets: [
        .target(
            name: "ExpoKit",
            resources: [.process("Resources"), .process("Shared/Resources"), .copy("PrivacyInfo.xcprivacy")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ExpoKitTests",
            dependencies: ["ExpoKit"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
