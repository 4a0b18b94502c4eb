import Foundation
import Testing

/// A load slower than a page waits (the gallery's answers held back 3 s; a page waits 2 s): the
/// page shows it under way, then its end, live with scripting and through its link without.
extension GalleryBrowserTests {
    /// What the Starbucks home shows once every section came: the greeting, no placeholder.
    static let homeArrived = """
        document.querySelector('p.greeting') !== null
          && document.querySelector('p.placeholder[role="status"]') === null
        """

    @Test func withScriptingTheHomesPlaceholdersGiveWayToItsSectionsWithoutAReload() async throws {
        try await withGalleryTab(latency: .seconds(3)) { tab, _ in
            try await tab.open("/starbucks/sign-in")
            try await tab.follow("form[action='/starbucks/skip'] button")
            #expect(try await tab.path() == "/starbucks/home")
            #expect(try await tab.isTrue(#"document.querySelector('p.placeholder[role="status"]') !== null"#))
            #expect(try await tab.isTrue("document.querySelector('p.greeting') === null"))
            try await tab.perform("window.sameDocument = true")
            try await tab.wait(until: Self.homeArrived, "the home's sections, sent by its event stream")
            // The same document: the sections came by the live update, not a reload.
            #expect(try await tab.isTrue("window.sameDocument === true"))
        }
    }

    @Test func withoutScriptingTheHomeLinksToItselfUntilItsSectionsCame() async throws {
        try await withGalleryTab(scripts: false, latency: .seconds(3)) { tab, _ in
            try await tab.open("/starbucks/sign-in")
            try await tab.follow("form[action='/starbucks/skip'] button")
            let link = "p.pending a[href='/starbucks/home']"
            #expect(try await tab.isTrue("document.querySelector(\"\(link)\") !== null"))
            #expect(try await tab.isTrue(#"document.querySelector('p.placeholder[role="status"]') !== null"#))
            // Following the link waits for the load (2 s at most each time) until it ended.
            let ended = "document.querySelector('p.pending') === null"
            try await eventually("the home's load ended, seen through its link") {
                if try await tab.isTrue(ended) { return true }
                try await tab.follow(link)
                return try await tab.isTrue(ended)
            }
            #expect(try await tab.isTrue(Self.homeArrived))
        }
    }
}
