// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "JuiceMakerKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "JuiceMakerKit", targets: ["JuiceMakerKit"])
    ],
    targets: [
        .target(
            name: "JuiceMakerKit",
            resources: [.process("Resources"), .process("Shared/Resources"), .copy("PrivacyInfo.xcprivacy")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "JuiceMakerKitTests",
            dependencies: ["JuiceMakerKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
