// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenMarketKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "OpenMarketKit", targets: ["OpenMarketKit"])
    ],
    targets: [
        .target(
            name: "OpenMarketKit",
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "OpenMarketKitTests",
            dependencies: ["OpenMarketKit"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
