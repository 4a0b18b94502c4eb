import DiaryKit
import Foundation
import Testing

@Suite("Export and import")
struct TransferTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    private let exporter = DiaryExporter(
        text: DiaryText(
            locale: Locale(identifier: "en"), timeZone: TransferTests.utc,
            now: { Date(timeIntervalSince1970: 0) }))

    private let entries = [
        DiaryEntry(
            id: UUID(uuidString: "aaaaaaaa-0000-4000-8000-000000000001") ?? UUID(), title: "Picnic",
            body: "Sandwiches by the river.\nHome by six.",
            createdAt: Date(timeIntervalSince1970: 1_608_629_400.123),
            updatedAt: Date(timeIntervalSince1970: 1_608_633_000),
            weather: DiaryWeather(condition: "Clear", iconCode: "01d")),
        DiaryEntry(
            id: UUID(uuidString: "aaaaaaaa-0000-4000-8000-000000000002") ?? UUID(), title: "# Not a heading",
            body: "", createdAt: Date(timeIntervalSince1970: 1_608_543_000)),
    ]

    // MARK: - Export

    @Test func markdownExportHasHeadingsDatesAndBodies() throws {
        let markdown = try exporter.string(for: entries, format: .markdown)
        #expect(
            markdown == """
                # Picnic

                *December 22, 2020*

                Sandwiches by the river.
                Home by six.

                ---

                # \\# Not a heading

                *December 21, 2020*

                """)
    }

    @Test func plainTextExportHasTitlesDatesAndBodies() throws {
        let plain = try exporter.string(for: [entries[0]], format: .text)
        #expect(plain == "Picnic\nDecember 22, 2020\n\nSandwiches by the river.\nHome by six.\n")
        let both = try exporter.string(for: entries, format: .text)
        #expect(both.contains("\n" + String(repeating: "-", count: 40) + "\n"))
    }

    @Test func markdownAndTextExportsHoldALongTitleWhole() async throws {
        // Given a stored entry whose title is 60,000 characters long, with a tab and a control
        // character in it
        let title = String(repeating: "y", count: 30_000) + "\t\u{7}" + String(repeating: "z", count: 30_000)
        let store = try SQLiteDiaryStore.inMemory()
        try await store.insert(
            DiaryEntry(title: title, body: "Body.", createdAt: Date(timeIntervalSince1970: 1_608_629_400)))
        let stored = try await store.allEntries()
        // When it is exported as Markdown and as plain text
        let markdown = try exporter.string(for: stored, format: .markdown)
        let plain = try exporter.string(for: stored, format: .text)
        // Then each holds the whole title (the tab a space, the control character removed), uncut
        let shown = String(repeating: "y", count: 30_000) + " " + String(repeating: "z", count: 30_000)
        #expect(markdown == "# \(shown)\n\n*December 22, 2020*\n\nBody.\n")
        #expect(plain == "\(shown)\nDecember 22, 2020\n\nBody.\n")
        #expect(!markdown.contains("…") && !plain.contains("…"))
    }

    @Test func jsonExportImportsBackIdenticalEntries() throws {
        let data = try exporter.data(for: entries, format: .json)
        let imported = try DiaryImporter().entries(from: data)
        #expect(imported == entries)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""createdAt" : "2020-12-22T09:30:00.123Z""#))
        #expect(json.contains(#""format" : "diarykit""#))
    }

    @Test(arguments: StoreKind.allCases)
    func reimportingAnExportDuplicatesNothing(_ kind: StoreKind) async throws {
        // Given a diary exported to a file
        let store = try kind.makeStore()
        try await store.importEntries(entries)
        let file = TemporaryFolder().url.appendingPathComponent("export.json")
        try exporter.write(try await store.allEntries(), format: .json, to: file)
        // When the file is imported into the same diary, twice
        let first = try await store.importFile(at: file)
        let second = try await store.importFile(at: file)
        // Then nothing was added
        #expect(first == DiaryImportResult(insertedCount: 0, skippedCount: 2))
        #expect(second == first)
        #expect(try await store.allEntries() == entries)
    }

    @Test func writingAnExportIntoAMissingFolderFailsClearly() {
        let target = TemporaryFolder().url.appendingPathComponent("missing/out.md")
        let error = #expect(throws: DiaryTransferError.self) {
            try exporter.write(entries, format: .markdown, to: target)
        }
        #expect(error?.kind == .unwritableFile)
        #expect(error?.path == target.path)
    }

    @Test func writingAnExportOverAReadOnlyFileRefusesItAndLeavesItAsItWas() throws {
        let folder = TemporaryFolder()
        let target = folder.url.appendingPathComponent("kept.md")
        try Data("kept".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target.path)
        let error = #expect(throws: DiaryTransferError.self) {
            try exporter.write(entries, format: .markdown, to: target)
        }
        #expect(error?.kind == .unwritableFile)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func writingAnExportOverAFolderFailsClearly() {
        let folder = TemporaryFolder()
        let error = #expect(throws: DiaryTransferError.self) {
            try exporter.write(entries, format: .json, to: folder.url)
        }
        #expect(error?.kind == .unwritableFile)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("it is a folder") == true)
    }

    @Test(arguments: [
        ("markdown", DiaryExportFormat.markdown), ("MD", .markdown), ("text", .text), ("txt", .text),
        (" json ", .json),
    ])
    func formatNamesAreRecognized(_ name: String, _ format: DiaryExportFormat) throws {
        #expect(try DiaryExportFormat(name: name) == format)
    }

    @Test(arguments: ["", "pdf", "jsonl", "mark down"])
    func unknownFormatNamesListTheKnownOnes(_ name: String) {
        let error = #expect(throws: DiaryTransferError.self) { try DiaryExportFormat(name: name) }
        #expect(error?.kind == .unknownFormat)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("markdown, text, json") == true)
    }

    // MARK: - Original sample format

    @Test func originalSampleFormatImportsTitleBodyAndDate() throws {
        let imported = try DiaryImporter().entries(contentsOf: fixture("sample-original.json"))
        #expect(imported.map(\.title) == ["소풍", "Library", "빈 줄 뒤의 제목"])
        #expect(imported[0].body == "강가에서 김밥을 먹었다.\n바람이 좋았다.")
        #expect(imported[0].createdAt == Date(timeIntervalSince1970: 1_671_408_000))
        #expect(imported[2].createdAt == Date(timeIntervalSince1970: 0))
        #expect(imported.allSatisfy { $0.weather == nil && $0.updatedAt == $0.createdAt })
    }

    @Test(arguments: StoreKind.allCases)
    func reimportingTheSampleFormatDuplicatesNothing(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let first = try await store.importFile(at: fixture("sample-original.json"))
        let second = try await store.importFile(at: fixture("sample-original.json"))
        #expect(first == DiaryImportResult(insertedCount: 3, skippedCount: 0))
        #expect(second == DiaryImportResult(insertedCount: 0, skippedCount: 3))
        #expect(try await store.count() == 3)
    }

    @Test func sampleIdentifiersDependOnContent() throws {
        let a = try DiaryImporter().entries(
            from: Data(#"[{"title": "A", "body": "b", "created_at": 1}]"#.utf8))
        let again = try DiaryImporter().entries(
            from: Data(#" [ {"created_at": 1, "body": "b", "title": "A"} ] "#.utf8))
        let other = try DiaryImporter().entries(
            from: Data(#"[{"title": "A", "body": "b", "created_at": 2}]"#.utf8))
        #expect(a.map(\.id) == again.map(\.id))
        #expect(a.map(\.id) != other.map(\.id))
    }

    @Test func kitBundlesFifteenSampleEntries() throws {
        let samples = try DiaryImporter().bundledSamples()
        #expect(samples.count == 15)
        #expect(Set(samples.map(\.id)).count == 15)
        #expect(samples.contains { $0.body.contains("일기장") })
        #expect(samples.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty })
    }

    // MARK: - Bad input

    struct BadInput: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let kind: DiaryTransferError.Kind
        let path: String
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "not JSON", json: "hello", kind: .malformedData, path: ""),
        BadInput(name: "truncated array", json: #"[{"title": "a""#, kind: .malformedData, path: ""),
        BadInput(name: "empty file", json: "", kind: .malformedData, path: ""),
        BadInput(name: "a number", json: "42", kind: .malformedData, path: ""),
        BadInput(
            name: "title is a number", json: #"[{"title": 1, "body": "b", "created_at": 1}]"#,
            kind: .malformedData, path: "[0].title"),
        BadInput(
            name: "missing created_at", json: #"[{"title": "t", "body": "b"}]"#, kind: .malformedData,
            path: "[0]"),
        BadInput(
            name: "created_at as text", json: #"[{"title": "t", "body": "b", "created_at": "yesterday"}]"#,
            kind: .malformedData, path: "[0].created_at"),
        BadInput(
            name: "created_at beyond Int64",
            json: #"[{"title": "t", "body": "b", "created_at": 99999999999999999999}]"#, kind: .invalidValue,
            path: "[0].created_at"),
        BadInput(
            name: "created_at 1e30", json: #"[{"title": "t", "body": "b", "created_at": 1e30}]"#,
            kind: .invalidValue, path: "[0].created_at"),
        BadInput(
            name: "created_at with a fraction", json: #"[{"title": "t", "body": "b", "created_at": 1.5}]"#,
            kind: .malformedData, path: "[0].created_at"),
        BadInput(
            name: "created_at Int.max",
            json: #"[{"title": "t", "body": "b", "created_at": 9223372036854775807}]"#, kind: .invalidValue,
            path: "[0].created_at"),
        BadInput(
            name: "created_at after 9999",
            json: #"[{"title": "t", "body": "b", "created_at": 999999999999}]"#, kind: .invalidValue,
            path: "[0].created_at"),
        BadInput(
            name: "blank sample entry",
            json:
                #"[{"title": "ok", "body": "", "created_at": 1}, {"title": " ", "body": "\n", "created_at": 1}]"#,
            kind: .invalidValue, path: "[1]"),
        BadInput(
            name: "export of a newer version", json: #"{"format": "diarykit", "version": 2, "entries": []}"#,
            kind: .unsupportedVersion, path: ""),
        BadInput(name: "another program's object", json: #"{"notes": []}"#, kind: .malformedData, path: ""),
        BadInput(
            name: "wrong format name", json: #"{"format": "other", "version": 1, "entries": []}"#,
            kind: .malformedData, path: "format"),
        BadInput(
            name: "malformed id",
            json:
                #"{"format": "diarykit", "version": 1, "entries": [{"id": "nope", "title": "t", "body": "", "createdAt": "2020-12-22T09:30:00Z"}]}"#,
            kind: .invalidValue, path: "entries[0].id"),
        BadInput(
            name: "malformed date",
            json:
                #"{"format": "diarykit", "version": 1, "entries": [{"id": "aaaaaaaa-0000-4000-8000-000000000001", "title": "t", "body": "", "createdAt": "22/12/2020"}]}"#,
            kind: .invalidValue, path: "entries[0].createdAt"),
        BadInput(
            name: "blank exported entry",
            json:
                #"{"format": "diarykit", "version": 1, "entries": [{"id": "aaaaaaaa-0000-4000-8000-000000000001", "title": "", "body": " ", "createdAt": "2020-12-22T09:30:00Z"}]}"#,
            kind: .invalidValue, path: "entries[0]"),
    ]

    @Test(arguments: badInputs)
    func badFilesAreRejectedWithTheirPlaceAndNothingIsImported(_ input: BadInput) async throws {
        // Given a store with one entry and a bad file
        let store = try StoreKind.sqlite.makeStore()
        let kept = try await store.create(text: "Kept")
        let file = TemporaryFolder().url.appendingPathComponent("bad.json")
        try Data(input.json.utf8).write(to: file)
        // When it is imported
        let error = await #expect(throws: DiaryTransferError.self) { try await store.importFile(at: file) }
        // Then the error names the kind and place in one line, and the store is unchanged
        #expect(error?.kind == input.kind)
        #expect(error?.codingPath ?? "" == input.path)
        for language in ["en", "ko"] {
            let message = error?.message(locale: Locale(identifier: language)) ?? ""
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"))
            if !input.path.isEmpty { #expect(message.contains(input.path), "\(message)") }
        }
        #expect(try await store.allEntries() == [kept])
    }

    @Test func anExportOverTheDatabaseNamesIt() {
        let error = DiaryTransferError.exportOverDatabase("/data/diary.sqlite")
        #expect(error.kind == .unwritableFile)
        #expect(error.path == "/data/diary.sqlite")
        #expect(
            error.message(locale: Locale(identifier: "en"))
                == "Can't write the export to /data/diary.sqlite (it is the diary database itself). "
                + "Choose a file in a folder you may write to.")
        #expect(error.message(locale: Locale(identifier: "ko")).contains("일기 데이터베이스 파일 자체예요"))
    }

    @Test func theExporterRefusesToWriteOverTheDatabaseOrItsCompanions() async throws {
        // Given a diary database with one entry, and a link pointing at it
        let folder = TemporaryFolder()
        let database = folder.url.appendingPathComponent("diary.sqlite")
        let store = try SQLiteDiaryStore(path: database.path)
        try await store.create(text: "Kept")
        let before = try Data(contentsOf: database)
        let link = folder.url.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: database)
        let exporter = DiaryExporter()
        for destination in [
            database, URL(fileURLWithPath: database.path + "-wal"),
            URL(fileURLWithPath: database.path + "-shm"),
            link, folder.url.appendingPathComponent("./diary.sqlite"),
        ] {
            // When an export is checked or written there
            let checked = #expect(throws: DiaryTransferError.self) {
                try DiaryExporter.checkDestination(destination, database: database)
            }
            let written = #expect(throws: DiaryTransferError.self) {
                try exporter.write([], format: .json, to: destination, database: database)
            }
            // Then it is refused as the database itself, and nothing was written
            #expect(checked?.kind == .unwritableFile)
            #expect(
                written?.message(locale: Locale(identifier: "en")).contains("the diary database itself")
                    == true)
            #expect(checked?.path == destination.relativePath)
        }
        #expect(try Data(contentsOf: database) == before)
        #expect(try await store.allEntries().map(\.title) == ["Kept"])
        // And a file beside it is fine
        let beside = folder.url.appendingPathComponent("diary.sqlite.md")
        try DiaryExporter.checkDestination(beside, database: database)
        try exporter.write(try await store.allEntries(), format: .markdown, to: beside, database: database)
        #expect(try String(contentsOf: beside, encoding: .utf8).hasPrefix("# Kept"))
    }

    @Test func missingFileAndFolderAreUnreadable() {
        let folder = TemporaryFolder()
        for url in [folder.url.appendingPathComponent("nope.json"), folder.url] {
            let error = #expect(throws: DiaryTransferError.self) {
                try DiaryImporter().entries(contentsOf: url)
            }
            #expect(error?.kind == .unreadableFile)
            #expect(error?.path == url.path)
        }
    }

    @Test func byteOrderMarkAndWhiteSpaceBeforeTheDataAreAccepted() throws {
        let data =
            Data([0xEF, 0xBB, 0xBF])
            + Data("\n  [{\"title\": \"a\", \"body\": \"\", \"created_at\": 5}]".utf8)
        #expect(try DiaryImporter().entries(from: data).map(\.title) == ["a"])
    }

    // MARK: - Typed text

    @Test func typedTextMustBeUTF8() throws {
        let importer = DiaryImporter()
        #expect(try importer.text(from: Data("비 오는 날\n우산".utf8)) == "비 오는 날\n우산")
        #expect(try importer.text(from: Data([0xEF, 0xBB, 0xBF]) + Data("Picnic".utf8)) == "Picnic")
        #expect(try importer.text(from: Data()).isEmpty)
        for bytes in [[0xFF, 0x41], [0x41, 0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] as [[UInt8]] {
            let error = #expect(throws: DiaryTransferError.self) {
                try importer.text(from: Data(bytes))
            }
            #expect(error?.kind == .invalidEncoding)
            #expect(error?.message(locale: Locale(identifier: "en")).contains("not valid UTF-8") == true)
            #expect(error?.message(locale: Locale(identifier: "ko")).contains("UTF-8이 아니라서") == true)
        }
    }
}
