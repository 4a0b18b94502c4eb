import Foundation
import Testing

@testable import StarbucksKit

/// The kit's default folder: `Application Support/StarbucksKit` on Apple platforms, the CLI's
/// XDG folder on Linux, and the one every file-backed store uses when given none.
@Suite("Default folder for the session and the popup's choice")
struct DefaultDirectoryTests {
    @Test func theApplePlatformsKeepTheFilesInApplicationSupportUnderTheKitsName() throws {
        let url = StarbucksDependencies.defaultDirectory(
            convention: .apple, environment: ["XDG_DATA_HOME": "/elsewhere", "HOME": "/home/minji"])
        let support = try #require(
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)

        #expect(url.lastPathComponent == "StarbucksKit")
        #expect(url.deletingLastPathComponent().standardizedFileURL.path == support.standardizedFileURL.path)
        #expect(!url.path.contains("/elsewhere") && !url.path.contains("starbucks/"))
    }

    @Test func linuxKeepsTheFilesInTheCommandLineToolsXDGFolder() {
        let fromVariable = StarbucksDependencies.defaultDirectory(
            convention: .xdg, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/minji"])
        let fromHome = StarbucksDependencies.defaultDirectory(
            convention: .xdg, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/minji"])

        #expect(fromVariable.path == "/data/starbucks")
        #expect(fromHome.path == "/home/minji/.local/share/starbucks")
    }

    @Test func thePublicDefaultFollowsThisPlatformsConvention() {
        #expect(
            StarbucksDependencies.defaultDirectory().standardizedFileURL
                == StarbucksDependencies.defaultDirectory(convention: .current).standardizedFileURL)
    }

    @Test func theStoresGivenNoFolderUseTheDefaultOne() {
        let folder = StarbucksDependencies.defaultDirectory()

        #expect(LocalSignIn().url == folder.appendingPathComponent("session.json"))
        #expect(PopupDismissalFile().url == folder.appendingPathComponent("event-popup.json"))
    }

    @Test func everyStoreStillTakesAFolderOfItsOwn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbucks-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        _ = try await LocalSignIn(directory: folder).signIn(name: "Minji")
        try await EventPopupPolicy.stored(in: folder).dismiss(.forever)

        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("session.json").path))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("event-popup.json").path))
        #expect(
            try await StarbucksDependencies.fixtures().launchFlow(directory: folder).next()
                == .home(
                    session: try #require(try await LocalSignIn(directory: folder).currentSession())))
    }
}
