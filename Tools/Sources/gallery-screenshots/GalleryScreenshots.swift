import ArgumentParser
import DevTools
import Foundation

/// `gallery-screenshots`: the pictures of the README, taken by headless Chromium driven over its
/// DevTools pipe through every screen of a running `app-gallery` (see `ScreenPlan`). `make
/// screenshots` (`Tools/Scripts/screenshots.sh`) starts the gallery on a temporary data directory
/// for each language and runs this against it; not a product for users.
@main
struct GalleryScreenshots: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery-screenshots",
        abstract: "Take a PNG of every screen of a running app-gallery with headless Chromium.",
        discussion: """
            Run by 'make screenshots'. Every screen of ScreenPlan is reached as a person would \
            (links and forms, one browser session) and written as <out>/<app>-<screen>-<lang>.png. \
            With --markdown, prints the README table of the screens instead.
            """)

    @Option(help: "The gallery's address, as its first line prints it (http://127.0.0.1:<port>).")
    var url: String?

    @Option(help: "The language the gallery speaks (its --lang): en or ko; names the files.")
    var lang = "en"

    @Option(help: "The folder the pictures go to.")
    var out = "docs/screens"

    @Option(help: "The Chromium executable.")
    var chromium = "/usr/bin/chromium"

    @Option(
        help: "The device scale factor (the pictures are 390 wide and as tall as each screen, times this).")
    var scale = 1

    @Option(help: "Take only the screens of this app (its slug: juice-maker, diary…).")
    var app: String?

    @Flag(
        help:
            "Take only the screens shown while they load, from a gallery started with --latency (the others: without it)."
    )
    var loading = false

    @Flag(help: "Print the README table of the screens (of --app only, when given) and exit.")
    var markdown = false

    @Option(help: "With --markdown: the pictures' folder as the README sees it.")
    var prefix = "docs/screens"

    @Flag(help: "Print a line \"<app> <kit folder>\" for every app a kit's README shows, and exit.")
    var listApps = false

    mutating func validate() throws {
        guard ScreenPlan.languages.contains(lang) else { throw ValidationError("--lang takes en or ko") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale takes 1, 2 or 3") }
        if let app, !ScreenPlan.apps.contains(where: { $0.slug == app }) {
            throw ValidationError(
                "--app takes one of: \(ScreenPlan.apps.map(\.slug).joined(separator: ", "))")
        }
        if !markdown && !listApps && url == nil { throw ValidationError("--url names the running gallery") }
    }

    func run() throws {
        if listApps {
            for app in ScreenPlan.apps { if let kit = app.kit { print("\(app.slug) \(kit)") } }
            return
        }
        if markdown {
            print(ScreenTables.markdown(apps: app.map { [$0] }, prefix: prefix), terminator: "")
            return
        }
        let shots = ScreenPlan.all.filter { shot in
            shot.whileLoading == loading && (app.map { shot.app == $0 || shot.app == "gallery" } ?? true)
        }
        do {
            try ScreenshotRun(
                base: url ?? "", language: lang, folder: URL(fileURLWithPath: out), chromium: chromium,
                scale: scale
            ).take(shots)
        } catch let error as DevToolsError {
            FileHandle.standardError.write(Data("gallery-screenshots: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
