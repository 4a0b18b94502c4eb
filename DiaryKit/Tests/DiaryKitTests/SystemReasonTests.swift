import DiaryKitReports
import DiaryKitTesting
import Foundation
import Testing

@testable import DiaryKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("What the system refused, said in the kit's words")
struct SystemReasonTests {
    static let english = Locale(identifier: "en")
    static let korean = Locale(identifier: "ko")

    // MARK: - Failures provoked for real

    @Test func aDatabaseUnderAFileSaysAPartOfThePathIsAFile() throws {
        // Given a path that runs through a regular file
        let folder = TemporaryFolder()
        let blocker = folder.file("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/diary.sqlite"
        // When a store opens it
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path) }
        // Then the message names the path and the cause in the user's language, no system text
        #expect(error?.kind == .cannotOpen)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("a part of its path is a file, not a folder"), "\(english)")
        #expect(korean.contains("경로 중간에 폴더가 아닌 파일이 있어요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data("x".utf8))
    }

    @Test func anExportIntoAMissingFolderSaysTheFolderDoesNotExist() throws {
        let path = TemporaryFolder().file("missing/export.json")
        let error = #expect(throws: DiaryTransferError.self) {
            try DiaryExporter().write([], format: .json, to: URL(fileURLWithPath: path))
        }
        #expect(error?.kind == .unwritableFile)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("its folder does not exist"), "\(english)")
        #expect(korean.contains("담을 폴더가 없어요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
    }

    @Test func anExportUnderAFileSaysAPartOfThePathIsAFile() throws {
        let folder = TemporaryFolder()
        let blocker = folder.file("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/export.md"
        let error = #expect(throws: DiaryTransferError.self) {
            try DiaryExporter().write([], format: .markdown, to: URL(fileURLWithPath: path))
        }
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("a part of its path is a file, not a folder"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
    }

    @Test func anImportTheDiskCannotReadSaysTheDiskReportedAnError() throws {
        // Reading a process's memory at address 0 fails with EIO, whoever runs the test.
        let path = "/proc/self/mem"
        guard FileManager.default.isReadableFile(atPath: path) else { return }
        let error = #expect(throws: DiaryTransferError.self) {
            try DiaryImporter().entries(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(error?.kind == .unreadableFile)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("the disk reported an error"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
    }

    @Test func anUnreadableImportSaysPermissionDenied() throws {
        // Permissions do not stop the superuser; the mapping itself is tested below for everyone.
        guard getuid() != 0 else { return }
        let path = TemporaryFolder().file("locked.json")
        try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let error = #expect(throws: DiaryTransferError.self) {
            try DiaryImporter().entries(contentsOf: URL(fileURLWithPath: path))
        }
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("permission denied"), "\(english)")
        #expect(korean.contains("권한이 없어요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: path)
        SystemTextCheck.expectClean(korean, korean: true, naming: path)
    }

    @Test func anUnreachableWeatherServiceSaysWhyInTheKitsWords() async throws {
        let client = WeatherClient(
            apiKey: "k", transport: StubTransport(failure: URLError(.cannotConnectToHost)))
        let error = await #expect(throws: WeatherLookupError.self) {
            try await client.currentWeather(latitude: 1, longitude: 1)
        }
        #expect(error?.kind == .transportFailed)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("the server refused the connection or is not running"), "\(english)")
        #expect(korean.contains("서버가 연결을 거부했거나"), "\(korean)")
        #expect(!english.contains(URLError(.cannotConnectToHost).localizedDescription))
        SystemTextCheck.expectClean(english, korean: false)
        SystemTextCheck.expectClean(korean, korean: true)
    }

    @Test func sqliteWordsStayOutOfMessages() {
        let damaged = DiaryStoreError.damagedDatabase(
            "/d/diary.sqlite", sqlite: "database disk image is malformed")
        let full = DiaryStoreError.databaseRefused(.noSpace, sqlite: "database or disk is full")
        let other = DiaryStoreError.databaseRefused(nil, sqlite: "no such table: entries")
        for error in [damaged, full, other] {
            let english = error.message(locale: Self.english)
            let korean = error.message(locale: Self.korean)
            #expect(!english.contains(error.underlyingReason ?? "-"), "\(english)")
            SystemTextCheck.expectClean(english, korean: false)
            SystemTextCheck.expectClean(korean, korean: true, allowing: ["/d/diary.sqlite"])
        }
        #expect(damaged.kind == .corruptDatabase && damaged.path == "/d/diary.sqlite")
        #expect(full.message(locale: Self.english).contains("no space is left on the disk"))
        #expect(other.underlyingReason == "no such table: entries")
    }

    @Test func anEmptyDatabasePathIsSaidSo() {
        let error = #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: "") }
        #expect(error?.kind == .cannotOpen)
        #expect(error?.message(locale: Self.english).contains("No path was given") == true)
    }

    // MARK: - The mapping, for every reason

    @Test func permissionDeniedIsSaidInTheUsersLanguage() {
        let error = DiaryTransferError.unreadableFile("/home/min/notes.json", .system(.permissionDenied))
        let english = error.message(locale: Self.english)
        let korean = error.message(locale: Self.korean)
        #expect(english == "Can't read /home/min/notes.json: permission denied; check its permissions.")
        #expect(korean == "/home/min/notes.json을 읽을 수 없어요. 권한이 없어요. 읽기 권한을 확인하세요.")
        SystemTextCheck.expectClean(korean, korean: true, naming: "/home/min/notes.json")
    }

    @Test func anyOtherTransportErrorIsTheGenericReason() {
        struct Odd: Error {}
        #expect(NetworkReason(Odd()) == .other)
        let message = WeatherLookupError.unreachable(.other).message(locale: Self.korean)
        SystemTextCheck.expectClean(message, korean: true)
    }

    @Test func theEditorThatCannotStartIsSaidWithoutTheSystemsWords() {
        let english = DiaryText(locale: Self.english).editorNotStarted(command: "nano")
        let korean = DiaryText(locale: Self.korean).editorNotStarted(command: "nano")
        #expect(english.contains("“nano” could not be started") && !english.contains("("))
        SystemTextCheck.expectClean(korean, korean: true, allowing: ["nano"])
    }
}
