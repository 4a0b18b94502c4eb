// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StarbucksKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "StarbucksKit", targets: ["StarbucksKit"])
    ],
    targets: [
        .target(
            name: "StarbucksKit",
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "StarbucksKitTests",
            dependencies: ["StarbucksKit"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
