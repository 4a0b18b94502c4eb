import Foundation
import Gallery
import Testing

/// The probe `bench gallery` times renders what a GET of the same screen answers.
@Suite("Gallery: the page probe")
struct PageProbeTests {
    @Test func rendersWhatAGetAnswersForTheSameScreen() async throws {
        let directory = try temporaryDirectory()
        let configuration = testConfiguration(directory)
        let probe = try await GalleryPageProbe(configuration)
        let page = try #require(await probe.page("/juice-maker", language: .en))
        #expect(page.path == "/juice-maker")
        let probed = await page.render()
        #expect(probed.contains(#"name="token" value="\#(page.token)""#))
        #expect(await page.render() == probed)

        try await withGallery(configuration) { client in
            var browser = Browser(client)
            let shown = try await browser.get("/juice-maker")
            let token = try #require(browser.token)
            #expect(shown.body == probed.replacingOccurrences(of: page.token, with: token))
        }
    }

    @Test func followsAScreensRedirectsAndKnowsOnlyDeclaredScreens() async throws {
        let probe = try await GalleryPageProbe(testConfiguration(try temporaryDirectory()))
        let signIn = try #require(await probe.page("/starbucks", language: .ko))
        #expect(signIn.path == "/starbucks/sign-in")
        #expect(await signIn.render().contains(#"action="/starbucks/sign-in""#))
        #expect(await probe.page("/nowhere", language: .en) == nil)
    }
}
