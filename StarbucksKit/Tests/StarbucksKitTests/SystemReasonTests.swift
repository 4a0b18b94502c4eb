import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

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

    @Test func aServiceThatRefusesTheConnectionIsSaidInTheKitsWords() async throws {
        // Given a transport whose server refuses connections
        let repository = StarbucksDependencies.fixtures(faults: [.home: .transportFailure]).home
        // When the home is asked for
        let error = await #expect(throws: StarbucksAPIError.self) { try await repository.home() }
        // Then the message says why and what to do, in the user's language
        #expect(error?.kind == .transportFailed)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        #expect(english.contains("the server refused the connection or is not running"), "\(english)")
        #expect(korean.contains("서버가 연결을 거부했거나"), "\(korean)")
        #expect(!english.contains(URLError(.cannotConnectToHost).localizedDescription))
        SystemTextCheck.expectClean(english, korean: false)
        SystemTextCheck.expectClean(korean, korean: true)
    }

    @Test func systemErrorsFromARepositoryOfYourOwnAreSaidInTheKitsWords() {
        let offline = StarbucksAPIError.wrapping(URLError(.notConnectedToInternet), .whatsNew)
        #expect(offline.kind == .transportFailed)
        #expect(offline.message(locale: Self.english).contains("not connected to the internet"))
        #expect(StarbucksAPIError.wrapping(URLError(.timedOut), .whatsNew).kind == .timedOut)
        let file = StarbucksAPIError.wrapping(CocoaError(.fileReadNoPermission), .productInfo)
        for locale in [Self.english, Self.korean] {
            SystemTextCheck.expectClean(file.message(locale: locale), korean: locale == Self.korean)
        }
    }

    @Test func aFixtureTheDiskCannotReadIsSaidInTheKitsWords() throws {
        // Reading a process's memory at address 0 fails with EIO, whoever runs the test.
        guard FileManager.default.isReadableFile(atPath: "/proc/self/mem") else { return }
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("home.json")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/proc/self/mem")
        let error = #expect(throws: FixtureError.self) { try FixtureSet.bundled.overrides(from: folder.url) }
        #expect(error?.kind == .unreadable)
        let english = error?.message(locale: Self.english) ?? ""
        let korean = error?.message(locale: Self.korean) ?? ""
        SystemTextCheck.expectClean(english, korean: false, naming: file.path)
        SystemTextCheck.expectClean(korean, korean: true, naming: file.path)
    }

    @Test func anUnreadableStateFileSaysPermissionDenied() async throws {
        // Permissions do not stop the superuser; the mapping itself is tested below for everyone.
        guard getuid() != 0 else { return }
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        _ = try await LocalSignIn(directory: folder.url).signIn(name: "Minji")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        for name in files {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0], ofItemAtPath: folder.url.appendingPathComponent(name).path)
        }
        let error = await #expect(throws: PersistenceError.self) {
            try await LocalSignIn(directory: folder.url).currentSession()
        }
        let english = error?.message(locale: Self.english) ?? ""
        #expect(english.contains("permission denied"), "\(english)")
        SystemTextCheck.expectClean(english, korean: false)
        SystemTextCheck.expectClean(
            error?.message(locale: Self.korean) ?? "", korean: true, allowing: [folder.url.path])
    }

    @Test func stateAndFixtureReasonsAreSaidInTheUsersLanguage() {
        let state = PersistenceError.unreadable("/s/session.json", .permissionDenied)
        #expect(
            state.message(locale: Self.english)
                == "Couldn't read the state file /s/session.json: permission denied; check its permissions.")
        #expect(
            state.message(locale: Self.korean)
                == "상태 파일 /s/session.json을 읽지 못했어요. 권한이 없어요. 읽기 권한을 확인하세요.")
        let full = PersistenceError.unwritable("/s/session.json", .noSpace)
        #expect(full.kind == .unwritable)
        SystemTextCheck.expectClean(
            full.message(locale: Self.korean), korean: true, naming: "/s/session.json")
        let folder = FixtureError.unreadable("/f", .isFolder)
        #expect(folder.message(locale: Self.english).contains("it is a folder, not a file"))
    }

}
