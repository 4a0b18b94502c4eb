import DevTools
import DiaryKit
import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing
import ToolSupport

@testable import gallery_screenshots
@testable import weather_stand_in

/// axe-core (Deque's accessibility engine) over every screen the README's pictures show, in
/// English and Korean, with scripting on (each at its own text size: the large-text screens at
/// 200 %): no serious or critical violation of WCAG 2.2 A or AA.
/// `make test` fetches `axe.min.js` into `.build/axe` (from PyPI's `axe-playwright-python`);
/// `AXE_JS` names another copy.
@Suite("Gallery in a browser: accessibility (axe-core)", .serialized, .chromium)
struct AccessibilityTests {
    /// axe-core's source, or why there is none.
    static func axeSource() throws -> String {
        let path =
            ProcessInfo.processInfo.environment["AXE_JS"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/axe/axe.min.js").standardized.path
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw DevToolsError(
                "axe-core is not at \(path): run `make axe` (it fetches axe-playwright-python's axe.min.js from PyPI into .build/axe), or set AXE_JS to a copy of axe.min.js"
            )
        }
        return source
    }

    @Test(arguments: [Language.en, .ko])
    func everyScreenPassesAxe(language: Language) async throws {
        let axe = try Self.axeSource()
        let directory = try freshDirectory()
        // The diary's screens open an entry of the list.
        let diary = directory.appendingPathComponent("diary")
        try FileManager.default.createDirectory(at: diary, withIntermediateDirectories: true)
        let store = try SQLiteDiaryStore(path: diary.appendingPathComponent("diary.sqlite").path)
        try await store.insert(
            DiaryEntry(title: "Picnic", body: "Sandwiches by the river.\nThen rain.", createdAt: Date()))
        // A new entry offers the weather (and records it) when a weather service is configured.
        let weather = StandInAnswers(
            key: "axe", weather: .init(id: 800, main: "Clear", description: "clear sky", icon: "01d"),
            delay: 0,
            failureStatus: nil)
        try await weather.serve { endpoint in
            try await checkEveryScreen(
                language: language, axe: axe, directory: directory,
                environment: ["OPENWEATHER_API_KEY": "axe", "OPENWEATHER_URL": endpoint])
        }
    }

    /// The screens shown while they load, as `make screenshots` takes them: on a gallery whose
    /// Starbucks data and Open Market server answer 8 s late, the market grown past one page.
    @Test(arguments: [Language.en, .ko])
    func everyLoadingScreenPassesAxe(language: Language) async throws {
        let axe = try Self.axeSource()
        let directory = try freshDirectory()
        try await Self.growMarket(in: directory.appendingPathComponent("open-market"))
        try await checkEveryScreen(
            language: language, axe: axe, directory: directory, environment: [:], whileLoading: true)
    }

    /// The sample catalogue in `folder` and nine products more: 21, past the list's page of 20.
    static func growMarket(in folder: URL) async throws {
        let server = MarketServer(
            configuration: MarketServerConfiguration(dataDirectory: folder, port: 0, loadSample: true))
        let running = try await server.start()
        do {
            let vendor = try #require(running.createdVendor)
            let seller = OpenMarketClient(
                server: ServerDescription(baseURL: running.baseURL, generation: .marketTraining),
                credentials: VendorCredentials(identifier: vendor.identifier, password: vendor.password))
            for number in 1...9 {
                _ = try await seller.createProduct(
                    ProductDraft(
                        name: "Tea towel no. \(number)", description: "One of a set of nine tea towels.",
                        price: Price(number * 1000), currency: .krw, discountedPrice: 0, stock: number),
                    images: [
                        try ImageUpload(data: Data(SamplePNG.swatch(hue: number)), filename: "towel.png")
                    ])
            }
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    /// Visits every screen of the plan in `language` on a gallery over `directory` run with
    /// `environment`, and fails on any serious or critical axe violation.
    /// The screens shown while they load (`whileLoading`) are visited on a gallery whose answers
    /// are 8 s late (a page waits 2 s), checked as soon as they show.
    func checkEveryScreen(
        language: Language, axe: String, directory: URL, environment: [String: String],
        whileLoading: Bool = false
    ) async throws {
        // The pictures a register form chooses go beside the gallery's data (removed with it).
        let pictures = directory.appendingPathComponent("chosen-pictures")
        let latency: Duration = whileLoading ? .seconds(8) : .zero
        try await withGalleryTab(
            in: directory, language: language, environment: environment, latency: latency
        ) { tab, _ in
            var problems: [String] = []
            for shot in ScreenPlan.all where shot.whileLoading == whileLoading {
                let screen = shot.fileName(language: language.rawValue)
                try await tab.run { page in
                    let steps = try Page(page: page, base: tab.base, pictures: pictures)
                    try steps.reach(shot, language: language.rawValue)
                    _ = try steps.settle(seconds: ScreenshotRun.settleSeconds, whileLoading: whileLoading)
                }
                // A screen taken while it loads shows the load under way when checked.
                if whileLoading {
                    let busy = try await tab.run { page in
                        try page.evaluate(
                            "document.querySelector('p.placeholder[role=\"status\"], p.loading') !== null")
                            as? Bool
                    }
                    #expect(busy == true, "\(screen) no longer shows its load under way")
                }
                let found = try await tab.run { page -> String in
                    if try page.evaluate("typeof axe === 'undefined'") as? Bool == true {
                        _ = try page.evaluate(axe)
                    }
                    return try page.evaluate(
                        """
                        axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
                                            resultTypes: ['violations'] })
                          .then(result => result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                            .map(v => v.id + ' (' + v.impact + '): ' + v.nodes.map(n => n.target.join(' ')).slice(0, 5).join(', '))
                            .join('; '))
                        """, timeout: 60) as? String ?? "axe did not answer"
                }
                if !found.isEmpty { problems.append("\(screen): \(found)") }
            }
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
