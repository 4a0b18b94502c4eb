import Foundation
import Testing

@testable import StarbucksKit

@Suite("The shipped string tables")
struct LocalizationTests {
    /// The kit's sources, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/StarbucksKit")

    @Test func everyKeyTheCodeUsesExists() throws {
        let url = Self.sources.appendingPathComponent("Resources/en.lproj/Localizable.strings")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let english = try #require(plist as? [String: String])
        var used = Set<String>()
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let code = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let keys = code.matches(of: /"((?:error|screen|launch|popup)\.[A-Za-z.]+)"/)
            used.formUnion(keys.map { String($0.1) })
        }
        used.formUnion(try ErrorListCheck.expectListedOnce(in: Self.sources))
        let missing = used.subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "used but not in the tables: \(missing)")
    }
}
