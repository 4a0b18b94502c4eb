import Foundation
import JuiceMakerKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Menu files: JuiceMenu(contentsOf:)")
struct MenuFileTests {
    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "juice-menu-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aMenuFileIsRead() throws {
        let url = try temporaryDirectory().appendingPathComponent("menu.json")
        try JuiceMenu.classic.jsonData().write(to: url)
        #expect(try JuiceMenu(contentsOf: url) == JuiceMenu.classic)
    }

    @Test func aMissingMenuFileIsAFileProblemNamingThePath() throws {
        let url = try temporaryDirectory().appendingPathComponent("nowhere.json")
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: url) }
        #expect(error == .fileNotFound(path: url.path))
        #expect(error.isFileProblem)
        #expect(error.file == url.path)
        #expect(error.message(locale: Locale(identifier: "en")).contains(url.path))
        #expect(error.message(locale: Locale(identifier: "ko")).contains("메뉴 파일이 없어요"))
    }

    @Test func aDirectoryIsNotAMenuFile() throws {
        let directory = try temporaryDirectory()
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: directory) }
        #expect(error.kind == .fileIsDirectory)
        #expect(error.isFileProblem)
        let message = error.message(locale: Locale(identifier: "en"))
        #expect(message.contains("is a directory"))
        #expect(!message.contains("NSCocoaErrorDomain"))
    }

    @Test func aPipeIsAnUnreadableMenuFileAndIsNotWaitedOn() throws {
        let url = try temporaryDirectory().appendingPathComponent("menu.fifo")
        try #require(mkfifo(url.path, 0o600) == 0)
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: url) }
        #expect(error.kind == .fileUnreadable)
        #expect(error.isFileProblem)
        let english = error.message(locale: Locale(identifier: "en"))
        let korean = error.message(locale: Locale(identifier: "ko"))
        #expect(english.contains("it is not a regular file"), "\(english)")
        #expect(korean.contains("일반 파일이 아니에요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: url.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: url.path)
    }

    @Test func aMenuFileWithBadContentsIsADataProblemNamingTheFile() throws {
        let url = try temporaryDirectory().appendingPathComponent("menu.json")
        try Data(#"{"juices": [{"id": "x", "recipe": {"kiwi": 1, "Kiwi": 2}}]}"#.utf8).write(to: url)
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: url) }
        #expect(error.kind == .duplicateFruit)
        #expect(!error.isFileProblem)
        #expect(error.file == url.path)
        let english = error.message(locale: Locale(identifier: "en"))
        #expect(english.hasPrefix("In the menu file \(url.path): Juice “x” lists kiwi more than once"))
        #expect(error.message(locale: Locale(identifier: "ko")).hasPrefix("메뉴 파일 \(url.path): "))

        try Data("{".utf8).write(to: url)
        let malformed = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: url) }
        #expect(malformed.kind == .malformed)
        #expect(!malformed.isFileProblem)
    }
}
