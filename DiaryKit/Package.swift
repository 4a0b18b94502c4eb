// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DiaryKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "DiaryKit", targets: ["DiaryKit"]),
        .library(name: "DiaryKitTesting", targets: ["DiaryKitTesting"]),
        // What a command-line tool prints (the `--json` shapes, the terminal's questions and
        // lines); an app imports DiaryKit alone.
        .library(name: "DiaryKitReports", targets: ["DiaryKitReports"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")
    ],
    targets: [
        .target(
            name: "DiaryKit",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            resources: [
                .process("Resources"), .process("Shared/Resources"), .process("Network/Resources"),
                .copy("PrivacyInfo.xcprivacy"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "DiaryKitReports",
            dependencies: ["DiaryKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "DiaryKitTesting",
            dependencies: ["DiaryKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DiaryKitTests",
            dependencies: [
                "DiaryKit", "DiaryKitReports", "DiaryKitTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
