import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

@Suite("Default storage locations: Application Support and Caches on Apple platforms, XDG elsewhere")
struct StorageLocationTests {
    private let location = StorageLocation(appleFolder: "SomeKit", xdgFolder: "some-tool")

    @Test func theApplePlatformsKeepDataInApplicationSupportUnderTheKitsName() {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
        let url = location.dataDirectory(convention: .apple, environment: ["XDG_DATA_HOME": "/elsewhere"])
        #expect(url.lastPathComponent == "SomeKit")
        if let support = support.first {
            #expect(
                url.deletingLastPathComponent().standardizedFileURL.path == support.standardizedFileURL.path)
        }
        #expect(!url.path.contains("/elsewhere"))
    }

    @Test func theApplePlatformsKeepCachesInCachesUnderTheKitsName() {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)
        let url = location.cachesDirectory(convention: .apple, environment: ["XDG_CACHE_HOME": "/elsewhere"])
        #expect(url.lastPathComponent == "SomeKit")
        if let caches = caches.first {
            #expect(
                url.deletingLastPathComponent().standardizedFileURL.path == caches.standardizedFileURL.path)
        }
        #expect(url != location.dataDirectory(convention: .apple))
    }

    @Test func linuxFollowsXDGDataHomeWhenItIsAbsolute() {
        let url = location.dataDirectory(
            convention: .xdg, environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/a"])
        #expect(url.path == "/srv/data/some-tool")
    }

    @Test func linuxFallsBackToLocalShareWhenXDGDataHomeIsUnsetOrRelative() {
        for environment in [["HOME": "/home/a"], ["HOME": "/home/a", "XDG_DATA_HOME": "relative/data"]] {
            let url = location.dataDirectory(convention: .xdg, environment: environment)
            #expect(url.path == "/home/a/.local/share/some-tool")
        }
    }

    @Test func linuxCachesFollowXDGCacheHomeElseDotCache() {
        #expect(
            location.cachesDirectory(convention: .xdg, environment: ["XDG_CACHE_HOME": "/var/cache/x"]).path
                == "/var/cache/x/some-tool")
        #expect(
            location.cachesDirectory(convention: .xdg, environment: ["HOME": "/home/b"]).path
                == "/home/b/.cache/some-tool")
    }

    @Test func aRelativeHomeIsNotUsed() {
        let url = location.dataDirectory(convention: .xdg, environment: ["HOME": "relative"])
        #expect(url.path.hasPrefix("/"))
        #expect(url.lastPathComponent == "some-tool")
    }

    @Test func thisPlatformsConventionIsTheDefault() {
        #if canImport(Darwin)
            #expect(StorageLocation.Convention.current == .apple)
        #else
            #expect(StorageLocation.Convention.current == .xdg)
        #endif
        #expect(location.dataDirectory() == location.dataDirectory(convention: .current))
    }
}
