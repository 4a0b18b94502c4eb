// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "juice-maker", targets: ["juice-maker"]),
        .executable(name: "starbucks", targets: ["starbucks"]),
        .library(name: "ToolSupport", targets: ["ToolSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(path: "../JuiceMakerKit"),
        .package(path: "../OpenMarketKit"),
        .package(path: "../StarbucksKit"),
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
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "starbucks",
            dependencies: [
                "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                .product(name: "JuiceMakerKit", package: "JuiceMakerKit"),
                .product(name: "OpenMarketKit", package: "OpenMarketKit"),
                .product(name: "StarbucksKit", package: "StarbucksKit"),
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
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ToolsTests",
            dependencies: [
                "ToolSupport", "juice-maker", "starbucks",
                .product(name: "StarbucksKit", package: "StarbucksKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
