import Foundation
import Testing

@testable import JuiceMakerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("What the system refused, said in the kit's words")
struct SystemReasonTests {
    static let english = Locale(identifier: "en")
    static let korean = Locale(identifier: "ko")

    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(
            "juice-reason-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func anInventoryLinkedToItselfSaysSoInTheUsersLanguage() throws {
        // Given an inventory file that is a symbolic link to itself
        let file = InventoryFile(directory: try temporaryDirectory())
        try #require(symlink(file.url.path, file.url.path) == 0)
        // When a store reads it
        let error = try #require(throws: PersistenceError.self) { try FruitStore(persistence: file) }
        // Then the message names the file and the fix, in the kit's words
        #expect(error.kind == .unreadable)
        let english = error.message(locale: Self.english)
        let korean = error.message(locale: Self.korean)
        #expect(english.contains("a symbolic link that leads back to itself"), "\(english)")
        #expect(korean.contains("심볼릭 링크예요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: file.url.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: file.url.path)
    }

    @Test func aMenuLinkedToItselfSaysSoInTheUsersLanguage() throws {
        let url = try temporaryDirectory().appendingPathComponent("menu.json")
        try #require(symlink(url.path, url.path) == 0)
        let error = try #require(throws: JuiceMenuError.self) { try JuiceMenu(contentsOf: url) }
        #expect(error.kind == .fileUnreadable)
        let english = error.message(locale: Self.english)
        let korean = error.message(locale: Self.korean)
        #expect(english.contains("a symbolic link that leads back to itself"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false, naming: url.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: url.path)
    }

    @Test func anUnreadableInventorySaysPermissionDenied() throws {
        // Permissions do not stop the superuser; the mapping itself is tested below for everyone.
        guard getuid() != 0 else { return }
        let file = InventoryFile(directory: try temporaryDirectory())
        try Data(#"{"format": 1, "stock": {}}"#.utf8).write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.url.path)
        let error = try #require(throws: PersistenceError.self) { try FruitStore(persistence: file) }
        let english = error.message(locale: Self.english)
        let korean = error.message(locale: Self.korean)
        #expect(english.contains("permission denied"), "\(english)")
        #expect(korean.contains("권한이 없어요"), "\(korean)")
        SystemTextCheck.expectClean(english, korean: false, naming: file.url.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: file.url.path)
    }

    @Test func permissionDeniedIsSaidInTheUsersLanguage() {
        let error = PersistenceError.unreadable(path: "/srv/inventory.json", .permissionDenied)
        #expect(
            error.message(locale: Self.english)
                == "The inventory file /srv/inventory.json can't be read: permission denied; check its permissions."
        )
        #expect(
            error.message(locale: Self.korean)
                == "재고 파일 /srv/inventory.json을 읽을 수 없어요. 권한이 없어요. 읽기 권한을 확인하세요.")
        let full = PersistenceError.unwritable(path: "/srv/inventory.json", .noSpace)
        #expect(full.kind == .unwritable)
        #expect(full.message(locale: Self.english).contains("no space is left on the disk"))
        SystemTextCheck.expectClean(
            full.message(locale: Self.korean), korean: true, naming: "/srv/inventory.json")
    }

}
