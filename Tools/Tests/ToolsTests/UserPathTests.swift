import Foundation
import Testing

@testable import ToolSupport

@Suite("UserPath: a typed path, shorter only where it leads to the same place")
struct UserPathTests {
    @Test func dotDotIsTakenOutWhereItLeadsToTheSameFolder() throws {
        let folder = try temporaryDirectory("user-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let typed = folder.path + "/a/../b/inventory.json"
        #expect(UserPath.standardized(typed) == folder.standardizedFileURL.path + "/b/inventory.json")
        #expect(UserPath.standardized("-") == "-")
    }

    @Test func dotDotAfterASymbolicLinkKeepsThePathTheSystemFollows() throws {
        // folder/link → folder/real/inner: "link/.." is folder/real to the system, not folder.
        let folder = try temporaryDirectory("user-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("real/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: inner)
        let typed = folder.path + "/link/../data.json"
        let shown = UserPath.standardized(typed)
        #expect(shown != folder.standardizedFileURL.path + "/data.json", "\(shown)")
        // What the path names is where the system goes: beside `inner`, in `real`.
        try Data("x".utf8).write(to: URL(fileURLWithPath: shown))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("real/data.json").path))
    }
}
