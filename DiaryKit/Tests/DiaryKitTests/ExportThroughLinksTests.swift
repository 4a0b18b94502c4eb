import DiaryKit
import Foundation
import Testing

/// `DiaryExporter.write` never replaces what a path names: a symbolic link is written through to
/// the file its chain of links names, and stays a link.
@Suite("Export through symbolic links")
struct ExportThroughLinksTests {
    let entries = [
        DiaryEntry(title: "Picnic", body: "By the river.", createdAt: Date(timeIntervalSince1970: 0))
    ]
    let exporter = DiaryExporter()
    let manager = FileManager.default

    /// Whether `path` is a symbolic link (not followed).
    func isLink(_ path: String) throws -> Bool {
        try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        let folder = TemporaryFolder()
        let target = folder.file("real.md")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.file("link.md")
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "real.md")

        try exporter.write(entries, format: .markdown, to: URL(fileURLWithPath: link))

        #expect(try isLink(link))
        #expect(try manager.destinationOfSymbolicLink(atPath: link) == "real.md")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("# Picnic"))
    }

    @Test func aChainOfLinksIsFollowedToItsEnd() throws {
        let folder = TemporaryFolder()
        try manager.createDirectory(atPath: folder.file("inner"), withIntermediateDirectories: true)
        let target = folder.file("inner/real.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try manager.createSymbolicLink(atPath: folder.file("inner/second"), withDestinationPath: "real.json")
        try manager.createSymbolicLink(
            atPath: folder.file("first"), withDestinationPath: folder.file("inner/second"))

        try exporter.write(entries, format: .json, to: URL(fileURLWithPath: folder.file("first")))

        #expect(try isLink(folder.file("first")))
        #expect(try isLink(folder.file("inner/second")))
        #expect(try DiaryImporter().entries(contentsOf: URL(fileURLWithPath: target)) == entries)
    }

    @Test func aDanglingLinkCreatesTheFileItNames() throws {
        let folder = TemporaryFolder()
        let link = folder.file("link.txt")
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "not-yet.txt")

        try exporter.write(entries, format: .text, to: URL(fileURLWithPath: link))

        #expect(try isLink(link))
        #expect(try String(contentsOfFile: folder.file("not-yet.txt"), encoding: .utf8).contains("Picnic"))
    }

    @Test func aLinkThatLoopsIsRefusedAndLeftAsItWas() throws {
        let folder = TemporaryFolder()
        let link = folder.file("loop.md")
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "loop.md")

        let error = #expect(throws: DiaryTransferError.self) {
            try exporter.write(entries, format: .markdown, to: URL(fileURLWithPath: link))
        }

        #expect(error?.kind == .unwritableFile)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("leads back to itself") == true)
        #expect(try isLink(link))
        #expect(try manager.destinationOfSymbolicLink(atPath: link) == "loop.md")
    }

    @Test func aLinkToAReadOnlyFileIsRefusedAndTheFileKept() throws {
        let folder = TemporaryFolder()
        let target = folder.file("kept.md")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: target))
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target)
        let link = folder.file("link.md")
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "kept.md")

        let error = #expect(throws: DiaryTransferError.self) {
            try exporter.write(entries, format: .markdown, to: URL(fileURLWithPath: link))
        }

        #expect(error?.kind == .unwritableFile)
        #expect(try isLink(link))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    }
}
