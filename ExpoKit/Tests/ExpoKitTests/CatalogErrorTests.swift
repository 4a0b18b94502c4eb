import ExpoKit
import Foundation
import Testing

@Suite("Catalog errors name the file and the key path")
struct CatalogErrorTests {
    /// A folder with bad contents, and what loading it must report.
    struct BadFolder: Sendable, CustomTestStringConvertible {
        let name: String
        let exposition: String?
        let items: String?
        let kind: CatalogError.Kind
        let fileName: String
        let keyPath: String?
        var testDescription: String { name }
    }

    static let expositionFile = ExpoCatalog.expositionFileName
    static let itemsFile = ExpoCatalog.itemsFileName

    static let badFolders: [BadFolder] = [
        BadFolder(
            name: "no exposition file", exposition: nil, items: Fixture.itemsJSON(),
            kind: .missingFile, fileName: expositionFile, keyPath: nil),
        BadFolder(
            name: "no items file", exposition: Fixture.expositionJSON(), items: nil,
            kind: .missingFile, fileName: itemsFile, keyPath: nil),
        BadFolder(
            name: "exposition is not JSON", exposition: "{ title: oops", items: Fixture.itemsJSON(),
            kind: .malformedJSON, fileName: expositionFile, keyPath: nil),
        BadFolder(
            name: "items cut short", exposition: Fixture.expositionJSON(), items: "[{\"name\": \"갓\"",
            kind: .malformedJSON, fileName: itemsFile, keyPath: nil),
        BadFolder(
            name: "exposition without visitors",
            exposition: #"{"title": "T", "location": "L", "duration": "D", "description": "D"}"#,
            items: Fixture.itemsJSON(), kind: .missingKey, fileName: expositionFile, keyPath: "visitors"),
        BadFolder(
            name: "fourth exhibit without desc", exposition: Fixture.expositionJSON(),
            items: String(Fixture.itemsJSON(count: 3).dropLast())
                + #", {"name": "N", "image_name": "i", "short_desc": "S"}]"#,
            kind: .missingKey, fileName: itemsFile, keyPath: "[3].desc"),
        BadFolder(
            name: "visitors as text", exposition: Fixture.expositionJSON(visitors: "\"many\""),
            items: Fixture.itemsJSON(), kind: .wrongType, fileName: expositionFile, keyPath: "visitors"),
        BadFolder(
            name: "a name as a number", exposition: Fixture.expositionJSON(),
            items: #"[{"name": "N", "image_name": "i", "short_desc": "S", "desc": "D"}, "#
                + #"{"name": 5, "image_name": "i", "short_desc": "S", "desc": "D"}]"#,
            kind: .wrongType, fileName: itemsFile, keyPath: "[1].name"),
        BadFolder(
            name: "items as an object", exposition: Fixture.expositionJSON(), items: #"{"items": []}"#,
            kind: .wrongType, fileName: itemsFile, keyPath: ""),
        BadFolder(
            name: "a null title",
            exposition:
                #"{"title": null, "visitors": 1, "location": "L", "duration": "D", "description": "D"}"#,
            items: Fixture.itemsJSON(), kind: .missingValue, fileName: expositionFile, keyPath: "title"),
        BadFolder(
            name: "visitors beyond an integer", exposition: Fixture.expositionJSON(visitors: "1e30"),
            items: Fixture.itemsJSON(), kind: .invalidValue, fileName: expositionFile, keyPath: "visitors"),
        BadFolder(
            name: "fractional visitors", exposition: Fixture.expositionJSON(visitors: "4.5"),
            items: Fixture.itemsJSON(), kind: .invalidValue, fileName: expositionFile, keyPath: "visitors"),
        BadFolder(
            name: "negative visitors", exposition: Fixture.expositionJSON(visitors: "-5"),
            items: Fixture.itemsJSON(), kind: .negativeVisitors, fileName: expositionFile, keyPath: "visitors"
        ),
    ]

    @Test(arguments: badFolders)
    func aBadFolderIsRejectedNamingTheFileAndKeyPath(_ folder: BadFolder) async throws {
        // Given a folder with one thing wrong
        let directory = try Fixture.catalogFolder(exposition: folder.exposition, items: folder.items)
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try snapshot(of: directory)

        // When it is loaded
        let error = await #expect(throws: CatalogError.self) { try await ExpoCatalog.load(from: directory) }

        // Then the error names the kind, the file and the key path, in one line, and nothing changed
        let caught = try #require(error)
        #expect(caught.kind == folder.kind)
        #expect(caught.fileName == folder.fileName)
        #expect(caught.path == directory.appendingPathComponent(folder.fileName).path)
        #expect(caught.keyPath == folder.keyPath)
        for locale in [Fixture.english, Fixture.korean] {
            let message = caught.message(locale: locale)
            #expect(!message.contains("\n"))
            #expect(message.contains(folder.fileName))
            for part in (folder.keyPath ?? "").split(separator: ".") {
                #expect(message.contains(part), "\(message)")
            }
        }
        #expect(!Fixture.hasHangul(caught.message(locale: Fixture.english)))
        #expect(Fixture.hasHangul(caught.message(locale: Fixture.korean)))
        #expect(try snapshot(of: directory) == before)
    }

    @Test func aNegativeVisitorCountIsReportedWithItsValue() throws {
        let error = #expect(throws: CatalogError.self) {
            try ExpoCatalog.decode(
                exposition: Data(Fixture.expositionJSON(visitors: "-48130300").utf8), items: Data("[]".utf8))
        }

        #expect(error?.visitors == -48_130_300)
        #expect(error?.message(locale: Fixture.english).contains("-48,130,300") == true)
    }

    @Test func aMissingFolderIsReported() async throws {
        let missing = scratchRoot.appendingPathComponent(
            "no-such-\(UUID().uuidString)")

        let error = await #expect(throws: CatalogError.self) { try await ExpoCatalog.load(from: missing) }

        #expect(error?.kind == .missingDirectory)
        #expect(error?.path == missing.path)
        #expect(error?.message(locale: Fixture.english).contains(ExpoCatalog.itemsFileName) == true)
    }

    @Test func aFileGivenAsTheFolderIsReported() async throws {
        let folder = try Fixture.catalogFolder(exposition: Fixture.expositionJSON(), items: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(ExpoCatalog.expositionFileName)

        let error = await #expect(throws: CatalogError.self) { try await ExpoCatalog.load(from: file) }

        #expect(error?.kind == .notADirectory)
        #expect(error?.keyPath == nil)
    }

    @Test func aFolderWhereAFileBelongsIsUnreadable() async throws {
        // Given a folder called items.json
        let folder = try Fixture.catalogFolder(exposition: Fixture.expositionJSON(), items: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(ExpoCatalog.itemsFileName), withIntermediateDirectories: false)

        // When the catalog is loaded
        let error = await #expect(throws: CatalogError.self) { try await ExpoCatalog.load(from: folder) }

        // Then the file is named as unreadable
        #expect(error?.kind == .unreadableFile)
        #expect(error?.fileName == ExpoCatalog.itemsFileName)
        let path = folder.appendingPathComponent(ExpoCatalog.itemsFileName).path
        let english = error?.message(locale: Fixture.english) ?? ""
        let korean = error?.message(locale: Fixture.korean) ?? ""
        #expect(english.contains("it is a folder, not a file"), "\(english)")
        #expect(korean.contains("파일이 아니라 폴더예요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
    }

    @Test func aSymbolicLinkToTheFilesIsFollowed() async throws {
        let original = try Fixture.originalFolder
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in [ExpoCatalog.expositionFileName, ExpoCatalog.itemsFileName] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name),
                withDestinationURL: original.appendingPathComponent(name))
        }

        let catalog = try await ExpoCatalog.load(from: folder)

        #expect(catalog.items.count == 3)
    }

    @Test func errorsAreEqualByWhatWentWrong() {
        #expect(CatalogError.missingFile(path: "/a/items.json") == .missingFile(path: "/a/items.json"))
        #expect(CatalogError.missingFile(path: "/a/items.json") != .missingFile(path: "/b/items.json"))
        #expect(CatalogError.malformedJSON(path: "/a/items.json").kind == .malformedJSON)
        #expect(CatalogError.Kind.missingKey.description == "missingKey")
    }

    @Test func controlCharactersInAPathNeverReachTheMessage() {
        let error = CatalogError.missingDirectory(path: "/tmp/\u{1B}[31mred")

        #expect(!error.message(locale: Fixture.english).contains("\u{1B}"))
        #expect(error.errorDescription?.isEmpty == false)
    }

    /// Every file's name and bytes under `directory`.
    private func snapshot(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
