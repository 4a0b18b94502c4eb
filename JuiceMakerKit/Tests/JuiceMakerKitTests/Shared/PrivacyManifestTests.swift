import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

/// The privacy manifest's required-reason API categories: the one table of which calls need a
/// declared reason, and which reason codes Apple accepts for each.
enum RequiredReasonAPI {
    /// One category of Apple's list.
    struct Category: Sendable {
        /// The category's name, as the manifest writes it.
        let name: String
        /// The reason codes Apple documents for it.
        let reasons: Set<String>
        /// The calls that belong to it: a name for messages and a pattern that finds it in code.
        let calls: [(api: String, pattern: String)]
    }

    /// Apple's categories with the calls a Swift source could make.
    static let categories = [
        Category(
            name: "NSPrivacyAccessedAPICategoryFileTimestamp",
            reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
            calls: [
                ("stat/fstat/lstat/fstatat", #"\b[fl]?stat(at)?\s*\("#),
                ("getattrlist", #"\bf?getattrlist(bulk|at)?\s*\("#),
                (
                    "creationDate/modificationDate",
                    #"\.(creationDate|modificationDate|fileCreationDate|fileModificationDate|contentModificationDate)\b"#
                ),
                (
                    "contentModificationDateKey/creationDateKey",
                    #"\b(contentModificationDate|creationDate)Key\b"#
                ),
                ("attributesOfItem", #"\battributesOfItem\s*\("#),
            ]),
        Category(
            name: "NSPrivacyAccessedAPICategorySystemBootTime",
            reasons: ["35F9.1", "8FFB.1", "3D61.1"],
            calls: [
                ("systemUptime", #"\bsystemUptime\b"#), ("mach_absolute_time", #"\bmach_absolute_time\s*\("#),
            ]),
        Category(
            name: "NSPrivacyAccessedAPICategoryDiskSpace",
            reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
            calls: [
                ("statfs/statvfs", #"\bf?stat(v)?fs\s*\("#),
                (
                    "volumeAvailableCapacity/volumeTotalCapacity",
                    #"\bvolume(Available|Total)Capacity\w*Key\b"#
                ),
                ("systemFreeSize/systemSize", #"\.(systemFreeSize|systemSize)\b"#),
                ("attributesOfFileSystem", #"\battributesOfFileSystem\s*\("#),
            ]),
        Category(
            name: "NSPrivacyAccessedAPICategoryUserDefaults",
            reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
            calls: [("UserDefaults", #"\b(NS)?UserDefaults\b"#)]),
        Category(
            name: "NSPrivacyAccessedAPICategoryActiveKeyboards",
            reasons: ["3EC4.1", "54BD.1"],
            calls: [("activeInputModes", #"\bactiveInputModes\b"#)]),
    ]

    /// One call found: its category, what it is and where.
    struct Use: Hashable {
        /// The category's name.
        let category: String
        /// The call, as the table names it.
        let api: String
        /// The file, relative to the package.
        let file: String
    }

    /// The calls in `code` (comments left out), attributed to `file`.
    static func uses(in code: String, file: String) throws -> Set<Use> {
        let code = withoutComments(code)
        var found: Set<Use> = []
        for category in categories {
            // Simple word boundaries: Unicode's take `UserDefaults.standard` for one word.
            for call in category.calls where code.contains(try Regex(call.pattern).wordBoundaryKind(.simple))
            {
                found.insert(Use(category: category.name, api: call.api, file: file))
            }
        }
        return found
    }

    /// `code` without its `/* … */` and `// …` comments (a `//` inside a string, as in a URL, is
    /// kept: it follows no space).
    static func withoutComments(_ code: String) -> String {
        code.replacing(#/(?s)/\*.*?\*/|(^|[ \t])//[^\n]*/#.anchorsMatchLineEndings(), with: "")
    }
}

/// One kind of data a privacy manifest says its kit collects (sends off the device), in Apple's
/// keys: `NSPrivacyCollectedDataType`, `…Linked`, `…Tracking` and `…Purposes`.
///
/// Each kit says what it collects in `PrivacyManifestTests.collectedData`, in a test file of its
/// own (`Tests/<Kit>Tests/PrivacyManifestCollection.swift`), which this shared file checks the
/// manifest against.
struct CollectedData: Hashable, Sendable, CustomStringConvertible {
    /// Apple's name of the data type (`NSPrivacyCollectedDataTypePreciseLocation`).
    let type: String
    /// Whether it is linked to the person's identity.
    let linked: Bool
    /// Whether it is used to track the person.
    let tracking: Bool
    /// Apple's names of the purposes (`NSPrivacyCollectedDataTypePurposeAppFunctionality`).
    let purposes: Set<String>

    /// The purposes Apple's manifest keys allow.
    static let applePurposes: Set<String> = [
        "NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising",
        "NSPrivacyCollectedDataTypePurposeDeveloperAdvertising", "NSPrivacyCollectedDataTypePurposeAnalytics",
        "NSPrivacyCollectedDataTypePurposeProductPersonalization",
        "NSPrivacyCollectedDataTypePurposeAppFunctionality", "NSPrivacyCollectedDataTypePurposeOther",
    ]

    var description: String {
        "\(type) (linked: \(linked), tracking: \(tracking), purposes: \(purposes.sorted()))"
    }
}

@Suite("The privacy manifest declares the required-reason APIs the kit calls, and nothing else")
struct PrivacyManifestTests {
    /// The kit's package folder, found from this file (`<Kit>/Tests/<Kit>Tests/Shared`).
    private static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The kit's name: its test folder's without `Tests`.
    private static let kit = String(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .lastPathComponent.dropLast("Tests".count))
    /// The manifest in the kit's sources.
    private static let manifest = package.appendingPathComponent("Sources/\(kit)/PrivacyInfo.xcprivacy")

    /// The manifest read as a property list, with the format it is written in.
    private func readManifest() throws -> (
        plist: [String: Any], format: PropertyListSerialization.PropertyListFormat
    ) {
        var format = PropertyListSerialization.PropertyListFormat.binary
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: Self.manifest), options: [], format: &format)
        return (try #require(plist as? [String: Any], "the manifest is not a dictionary"), format)
    }

    /// The categories the manifest declares, with their reasons.
    private func declared() throws -> [String: [String]] {
        let entries = try #require(
            try readManifest().plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]],
            "NSPrivacyAccessedAPITypes is not a list of dictionaries")
        var result: [String: [String]] = [:]
        for entry in entries {
            let name = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            #expect(result[name] == nil, "\(name) is declared twice")
            result[name] = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
        }
        return result
    }

    /// Every required-reason call in the kit's Swift sources (every target under `Sources`).
    private func usesInSources() throws -> Set<RequiredReasonAPI.Use> {
        let sources = Self.package.appendingPathComponent("Sources")
        var found: Set<RequiredReasonAPI.Use> = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        where path.hasSuffix(".swift") {
            let code = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            found.formUnion(try RequiredReasonAPI.uses(in: code, file: "Sources/\(path)"))
        }
        return found
    }

    /// The data types the manifest declares collected, each entry checked against Apple's keys.
    private func collected() throws -> [CollectedData] {
        let entries = try #require(
            try readManifest().plist["NSPrivacyCollectedDataTypes"] as? [[String: Any]],
            "NSPrivacyCollectedDataTypes is not a list of dictionaries")
        return try entries.map { entry in
            #expect(
                Set(entry.keys) == [
                    "NSPrivacyCollectedDataType", "NSPrivacyCollectedDataTypeLinked",
                    "NSPrivacyCollectedDataTypeTracking", "NSPrivacyCollectedDataTypePurposes",
                ])
            let type = try #require(entry["NSPrivacyCollectedDataType"] as? String)
            #expect(type.hasPrefix("NSPrivacyCollectedDataType"), "\(type) is not one of Apple's data types")
            let purposes = try #require(entry["NSPrivacyCollectedDataTypePurposes"] as? [String])
            #expect(!purposes.isEmpty, "\(type) gives no purpose")
            for purpose in purposes {
                #expect(
                    CollectedData.applePurposes.contains(purpose), "\(purpose) is not one of Apple's purposes"
                )
            }
            return CollectedData(
                type: type, linked: try #require(entry["NSPrivacyCollectedDataTypeLinked"] as? Bool),
                tracking: try #require(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool),
                purposes: Set(purposes))
        }
    }

    @Test func theManifestIsAnXMLPropertyListThatTracksNothing() throws {
        let (plist, format) = try readManifest()
        #expect(format == .xml)
        #expect(plist["NSPrivacyTracking"] as? Bool == false)
        #expect((plist["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect(plist["NSPrivacyCollectedDataTypes"] is [Any])
        #expect(plist["NSPrivacyAccessedAPITypes"] is [Any])
        #expect(
            Set(plist.keys) == [
                "NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
                "NSPrivacyAccessedAPITypes",
            ])
    }

    @Test func theManifestDeclaresExactlyTheDataTheKitCollects() throws {
        // Given what the kit sends off the device, as its own test file says
        let expected = Self.collectedData
        // When the manifest's collected data types are read
        let declared = try collected()
        // Then they are those, each once, and none is used to track (the manifest tracks nothing)
        #expect(declared.count == Set(declared).count, "a data type is declared twice")
        #expect(Set(declared) == expected)
        #expect(declared.allSatisfy { !$0.tracking })
    }

    @Test func everyDeclaredCategoryHasReasonsApplePublishesForIt() throws {
        for (name, reasons) in try declared() {
            let category = try #require(
                RequiredReasonAPI.categories.first { $0.name == name },
                "\(name) is not a category of Apple's list")
            #expect(!reasons.isEmpty, "\(name) gives no reason")
            for reason in reasons {
                #expect(category.reasons.contains(reason), "\(reason) is not a reason code of \(name)")
            }
        }
    }

    @Test func theManifestDeclaresExactlyTheCategoriesTheSourcesCall() throws {
        let declared = try declared()
        let uses = try usesInSources()
        for use in uses.sorted(by: { ($0.file, $0.api) < ($1.file, $1.api) })
        where declared[use.category] == nil {
            Issue.record(
                "\(use.file) calls \(use.api), but PrivacyInfo.xcprivacy does not declare \(use.category)")
        }
        let called = Set(uses.map(\.category))
        for name in declared.keys.sorted() where !called.contains(name) {
            Issue.record(
                "PrivacyInfo.xcprivacy declares \(name), but no source calls any of its APIs; remove it")
        }
        // Every kit reads file status (`SystemReason`, copied into each kit, calls `stat`).
        #expect(called.contains("NSPrivacyAccessedAPICategoryFileTimestamp"))
    }

    @Test func thePackageCopiesTheManifestIntoTheKitsBundle() throws {
        let manifest = try String(
            contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".copy("PrivacyInfo.xcprivacy")"#))
        let copied = Localizer.resources.appendingPathComponent("PrivacyInfo.xcprivacy")
        #expect(try Data(contentsOf: copied) == Data(contentsOf: Self.manifest))
    }

    @Test func theScanFindsEachCategorysCallsAndSkipsComments() throws {
        let code = """
            var status = stat()
            _ = fstat(descriptor, &status)
            let date = attributes[.modificationDate] // not lstat(path) here
            /* UserDefaults.standard in a comment
               ProcessInfo.processInfo.systemUptime */
            let free = try url.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
            let link = "https://example.com/a"; let key = URLResourceKey.creationDateKey
            let status = statusCode(of: reply)
            """
        let uses = try RequiredReasonAPI.uses(in: code, file: "A.swift")
        #expect(
            Set(uses.map(\.api)) == [
                "stat/fstat/lstat/fstatat", "creationDate/modificationDate",
                "contentModificationDateKey/creationDateKey", "volumeAvailableCapacity/volumeTotalCapacity",
            ])
        #expect(
            try RequiredReasonAPI.uses(in: "UserDefaults.standard.set(1, forKey: \"k\")", file: "B").count
                == 1)
        #expect(
            try RequiredReasonAPI.uses(in: "let t = ProcessInfo.processInfo.systemUptime", file: "C").map(
                \.category)
                == ["NSPrivacyAccessedAPICategorySystemBootTime"])
    }
}
