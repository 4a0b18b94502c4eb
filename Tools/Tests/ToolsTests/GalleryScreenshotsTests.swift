import DevTools
import Foundation
import Testing

@testable import gallery_screenshots

/// `make screenshots`' pure parts, without a browser: the DevTools pipe's framing, the plan of
/// screens and the README tables.
@Suite("gallery-screenshots: framing, plan, tables")
struct GalleryScreenshotsTests {
    @Test("A message goes on the pipe as its JSON and a NUL")
    func framing() {
        let framed = DevToolsFrames.frame(Data(#"{"id":1}"#.utf8))
        #expect(framed == Data(#"{"id":1}"#.utf8) + [0])
    }

    @Test("Messages split across reads, and several in one read, come out whole and in order")
    func splitting() {
        var frames = DevToolsFrames()
        #expect(frames.append(Data(#"{"id":1,"res"#.utf8)).isEmpty)
        #expect(frames.hasPartialMessage)
        let first = frames.append(
            Data(#"ult":{}}"#.utf8) + [0] + Data(#"{"method":"Page.loadEventFired"}"#.utf8) + [0, 0x7B])
        #expect(
            first.map { String(decoding: $0, as: UTF8.self) } == [
                #"{"id":1,"result":{}}"#, #"{"method":"Page.loadEventFired"}"#,
            ])
        #expect(frames.hasPartialMessage)
        let second = frames.append(Data("}".utf8) + [0])
        #expect(second.map { String(decoding: $0, as: UTF8.self) } == ["{}"])
        #expect(!frames.hasPartialMessage)
    }

    @Test("Every screen has a stable file name of its own, in each language")
    func fileNames() {
        let names = ScreenPlan.languages.flatMap { language in
            ScreenPlan.all.map { $0.fileName(language: language) }
        }
        #expect(Set(names).count == names.count)
        #expect(names.contains("juice-maker-out-of-stock-ko.png"))
        #expect(names.contains("open-market-grid-en.png"))
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        #expect(names.allSatisfy { $0.allSatisfy(allowed.contains) && $0.hasSuffix(".png") })
    }

    @Test("Every screen belongs to a listed app and starts where the browser can reach it")
    func plan() {
        let slugs = Set(ScreenPlan.apps.map(\.slug))
        #expect(ScreenPlan.all.allSatisfy { slugs.contains($0.app) })
        // The first screen of every app opens a URL, so an app's screens can be taken alone.
        for app in ScreenPlan.apps {
            guard let first = ScreenPlan.all.first(where: { $0.app == app.slug }) else { continue }
            guard case .open(let path)? = first.steps.first else {
                Issue.record("\(app.slug)'s first screen does not open a URL")
                continue
            }
            #expect(path.hasPrefix("/"))
        }
        #expect(Localized(en: "Minji", ko: "민지").pick("ko") == "민지")
        #expect(Localized(en: "Minji", ko: "민지").pick("en") == "Minji")
    }

    @Test("The README table shows both languages side by side, alt text naming the screen")
    func table() {
        let table = ScreenTables.markdown(prefix: "docs/screens")
        let lines = table.split(separator: "\n")
        #expect(lines.first == "| App | Screen | English | 한국어 |")
        #expect(lines.count == 2 + ScreenPlan.all.count)
        // Every app has screens in the table.
        for app in ScreenPlan.apps {
            #expect(ScreenPlan.all.contains { $0.app == app.slug }, "\(app.slug) has no screen")
        }
        #expect(
            table.contains(
                #"<img src="docs/screens/diary-list-en.png" width="195" alt="Diary — The list of entries (English)">"#
            ))
        #expect(!table.contains("coming"))
        #expect(table.contains(#"src="docs/screens/open-market-register-invalid-ko.png""#))
        let kit = ScreenTables.markdown(apps: ["starbucks"], prefix: "../docs/screens")
        #expect(kit.hasPrefix("| Screen | English | 한국어 |\n"))
        #expect(kit.contains(#"src="../docs/screens/starbucks-home-ko.png""#))
        #expect(!kit.contains("juice-maker"))
    }

    @Test("Each app has one screen at 200 % text; the other screens are at the browser's 16 px")
    func largeText() {
        for app in ScreenPlan.apps where app.kit != nil {
            let large = ScreenPlan.all.filter { $0.app == app.slug && $0.textSize == 32 }
            #expect(large.map(\.screen) == ["large-text"], "\(app.slug): \(large.map(\.screen))")
        }
        #expect(ScreenPlan.all.filter { $0.screen != "large-text" }.allSatisfy { $0.textSize == 16 })
    }

    @Test("The states the issue asked for are pictured, and the README table shows them")
    func newStates() {
        let table = ScreenTables.markdown(prefix: "docs/screens")
        for name in [
            "diary-empty", "open-market-register-pictures", "starbucks-signed-out", "diary-share",
            "expo-large-text",
        ] {
            #expect(
                ScreenPlan.all.contains { "\($0.app)-\($0.screen)" == name }, "\(name) is not in the plan")
            for language in ScreenPlan.languages {
                #expect(
                    table.contains(#"src="docs/screens/\#(name)-\#(language).png""#), "\(name)-\(language)")
            }
        }
        // The register form chooses its pictures as a person would, through the file input.
        #expect(
            ScreenPlan.openMarket.contains { shot in
                shot.steps.contains {
                    if case .choose("#om-pictures", let names) = $0 { names.count == 2 } else { false }
                }
            })
    }

    @Test("Text goes into the page's script as a string literal")
    func literal() {
        #expect(DevToolsPage.literal(#"a[href^='/x'] "q""#) == #""a[href^='\/x'] \"q\"""#)
    }
}
