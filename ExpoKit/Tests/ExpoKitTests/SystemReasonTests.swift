import Foundation
import Testing

@testable import ExpoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("What the system refused, said in the kit's words")
struct SystemReasonTests {
    @Test func anUnreadablePictureSaysPermissionDeniedInTheUsersLanguage() {
        let error = ExportError.unreadableImage(path: "/pictures/jikji.png", .permissionDenied)
        let english = error.message(locale: Fixture.english)
        let korean = error.message(locale: Fixture.korean)
        #expect(
            english == "Can't read the picture /pictures/jikji.png: permission denied; check its permissions."
        )
        #expect(korean == "사진 파일 /pictures/jikji.png을 읽을 수 없어요. 권한이 없어요. 읽기 권한을 확인하세요.")
        SystemTextCheck.expectClean(korean, korean: true, naming: "/pictures/jikji.png")
    }

    @Test func anUnwritableExportSaysNoSpaceInTheUsersLanguage() {
        let error = ExportError.unwritable(path: "/out/index.html", .noSpace)
        #expect(error.kind == .unwritable && error.path == "/out/index.html")
        #expect(error.message(locale: Fixture.english).contains("no space is left on the disk"))
        SystemTextCheck.expectClean(
            error.message(locale: Fixture.korean), korean: true, naming: "/out/index.html")
    }

    @Test func anUnreadableCatalogFileSaysPermissionDenied() async throws {
        // Permissions do not stop the superuser; the mapping itself is tested above for everyone.
        guard getuid() != 0 else { return }
        let folder = try Fixture.catalogFolder(exposition: Fixture.expositionJSON(), items: "[]")
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = folder.appendingPathComponent(ExpoCatalog.itemsFileName)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: items.path)
        let error = await #expect(throws: CatalogError.self) { try await ExpoCatalog.load(from: folder) }
        let english = error?.message(locale: Fixture.english) ?? ""
        #expect(english.contains("permission denied"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false, naming: items.path)
        SystemTextCheck.expectClean(
            error?.message(locale: Fixture.korean) ?? "", korean: true, naming: items.path)
    }
}
