import Foundation
import Testing
import ToolSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `app-gallery` keeps the conventions of every CLI (help, version, language, usage errors) and
/// serves like `open-market serve`: the first line names the address, SIGTERM stops it cleanly,
/// and the juice maker's state is the CLI's inventory file.
@Suite("app-gallery: options, serving, state shared with juice-maker")
struct AppGalleryCLITests {
    @Test func helpListsItsOptionsAndVersionPrintsTheVersion() async throws {
        let cli = CLI(name: "app-gallery")
        let help = try await cli("--help")
        #expect(help.status == 0)
        for option in [
            "--port", "--data-dir", "--now", "--lang", "--version", "Listening on http://127.0.0.1:<port>",
        ] {
            #expect(help.stdout.contains(option), "--help lacks \(option)")
        }
        #expect(!help.stdout.contains("--json"))
        let korean = try await cli("--help", "--lang", "ko")
        #expect(korean.stdout.contains("앱 다섯 개의 화면"))
        let fromEnvironment = try await CLI(name: "app-gallery", environment: ["LANG": "ko_KR.UTF-8"])(
            "--help")
        #expect(fromEnvironment.stdout.contains("앱 다섯 개의 화면"))
        let english = try await CLI(name: "app-gallery", environment: ["LANG": "ko_KR.UTF-8"])(
            "--help", "--lang", "en")
        #expect(english.stdout.contains("Show the five apps' screens"))
        let version = try await cli("--version")
        #expect(version.stdout == "\(WorkspaceVersion.current)\n")
    }

    @Test(arguments: [
        ["--port", "70000"], ["--port", "-1"], ["--data-dir", ""], ["--json"], ["--now", "2022-05-20"],
        ["--now", "yesterday"], ["--latency", "-1"], ["--latency", "61"], ["--latency", "nan"],
        ["--latency", "slow"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) async throws {
        let run = try await CLI(name: "app-gallery").run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aLatencyOutOfRangeIsRefusedNamingTheRange() async throws {
        let run = try await CLI(name: "app-gallery").run(["--port", "0", "--latency", "120"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(
            run.stderr.contains("--latency must be a number of seconds from 0 to 60, not 120.0."),
            "\(run.stderr)")
        let korean = try await CLI(name: "app-gallery").run(["--latency", "-3", "--lang", "ko"])
        #expect(korean.status == 64)
        #expect(korean.stderr.contains("--latency는 0부터 60까지의 초여야 해요."), "\(korean.stderr)")
    }

    @Test func aMomentWithoutItsZoneIsRefusedNamingTheFormat() async throws {
        let run = try await CLI(name: "app-gallery").run(["--port", "0", "--now", "2022-05-20 09:00"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--now takes a moment in ISO 8601 with its zone"), "\(run.stderr)")
        #expect(run.stderr.contains("2022-05-20T09:00:00Z"), "\(run.stderr)")
        let korean = try await CLI(name: "app-gallery").run(["--now", "soon", "--lang", "ko"])
        #expect(korean.status == 64)
        #expect(korean.stderr.contains("시간대를 붙인 ISO 8601"), "\(korean.stderr)")
    }

    /// With `--now`, the Starbucks event popup runs around that day (three days before it to eight
    /// after), whatever today is; the clock runs on from the moment given.
    @Test func nowSetsTheDayThePagesShow() async throws {
        let folder = try temporaryDirectory("app-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await ServerProcess.start(
            ["--port", "0", "--data-dir", folder.path, "--now", "2022-05-20T18:00:00+09:00"],
            command: ["app-gallery"])
        do {
            // Signing in (a form posted from the gallery's own origin), then the popup over home.
            var signIn = URLRequest(url: try #require(URL(string: server.address + "/starbucks/sign-in")))
            signIn.httpMethod = "POST"
            signIn.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            signIn.setValue(server.address, forHTTPHeaderField: "Origin")
            signIn.httpBody = Data("name=Minji".utf8)
            let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
            let (_, answer) = try await session.data(for: signIn)
            let response = try #require(answer as? HTTPURLResponse)
            #expect(response.statusCode == 303)
            let cookie = try #require(response.value(forHTTPHeaderField: "Set-Cookie"))
            var popup = URLRequest(url: try #require(URL(string: server.address + "/starbucks/home/popup")))
            popup.setValue(String(cookie.prefix { $0 != ";" }), forHTTPHeaderField: "Cookie")
            let (data, _) = try await session.data(for: popup)
            let page = String(decoding: data, as: UTF8.self)
            #expect(page.contains("<dd>May 17, 2022 – May 28, 2022</dd>"), "\(page)")
        } catch {
            _ = await server.stop()
            throw error
        }
        #expect(await server.stop() == 0)
    }

    @Test func aDataDirThatIsAFileOrMissingPicturesAreRefusedBeforeServing() async throws {
        let folder = try temporaryDirectory("app-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: file)
        let onFile = try await CLI(name: "app-gallery").run(["--port", "0", "--data-dir", file.path])
        #expect(onFile.status == 74, "\(onFile.stderr)")
        #expect(onFile.stdout.isEmpty)
        #expect(onFile.errorLines.count == 1)
        #expect(onFile.stderr.contains("is not a folder"))
        #expect(onFile.stderr.contains("--data-dir"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        let pictures = folder.appendingPathComponent("no-such-folder").path
        let missing = try await CLI(name: "app-gallery").run([
            "--port", "0", "--data-dir", folder.path, "--expo-images", pictures,
        ])
        #expect(missing.status == 74, "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("--expo-images: \(pictures) is not a folder"))
        let korean = try await CLI(name: "app-gallery").run([
            "--port", "0", "--data-dir", file.path, "--lang", "ko",
        ])
        #expect(korean.stderr.contains("폴더가 아니라서"))
    }

    @Test(arguments: [">&-", ">/dev/full"])
    func anUnwritableStandardOutputStopsBeforeServing(redirect: String) async throws {
        let folder = try temporaryDirectory("app-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CLI(name: "app-gallery").shell(
            #""$0" --port 0 --data-dir "$1" \#(redirect)"#, folder.path)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("standard output"))
    }

    @Test func printsItsOpenMarketServerAfterTheFirstLineForTheCLI() async throws {
        let folder = try temporaryDirectory("app-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await ServerProcess.start(
            ["--port", "0", "--data-dir", folder.path], command: ["app-gallery"])
        do {
            #expect(await server.printed("open-market list)\n"), "\(server.stdout)")
            let lines = server.stdout.split(separator: "\n")
            #expect(lines.first == "Listening on http://127.0.0.1:\(server.port)")
            let line = try #require(lines.first { $0.hasPrefix("Open Market's server: ") })
            let address = String(
                try #require(line.split(separator: " ").first { $0.hasPrefix("OPEN_MARKET_SERVER=") })
                    .dropFirst("OPEN_MARKET_SERVER=".count))
            #expect(address.hasPrefix("http://127.0.0.1:"), "\(line)")
            #expect(address != server.address)
            // The line's own words work: the CLI lists the gallery's market.
            let list = try await CLI(name: "open-market", environment: ["OPEN_MARKET_SERVER": address]).run([
                "list", "--per-page", "20",
            ])
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stdout.contains("Seasonal fruit box"), "\(list.stdout)")
        } catch {
            _ = await server.stop()
            throw error
        }
        #expect(await server.stop() == 0)
    }

    @Test func servesTheJuiceMakersFileAndStopsOnSIGTERM() async throws {
        let folder = try temporaryDirectory("app-gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let order = try await CLI(name: "juice-maker").run([
            "order", "mango", "--data-dir", folder.appendingPathComponent("juice-maker").path,
        ])
        #expect(order.status == 0, "\(order.stderr)")
        let server = try await ServerProcess.start(
            ["--port", "0", "--data-dir", folder.path], command: ["app-gallery"])
        do {
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/juice-maker"))
            let (data, _) = try await URLSession.shared.data(from: url)
            let page = String(decoding: data, as: UTF8.self)
            #expect(page.contains(#"aria-label="Mango: 7 in stock""#), "\(page)")
            let taken = try await CLI(name: "app-gallery").run([
                "--port", "\(server.port)", "--data-dir", folder.path,
            ])
            #expect(taken.status == 69)
            #expect(taken.errorLines.count == 1, "\(taken.stderr)")
            #expect(
                taken.stderr
                    == "app-gallery: port \(server.port) is already in use: choose another with --port, or 0 for any free port.\n",
                "\(taken.stderr)")
            #expect(taken.stdout.isEmpty)
        } catch {
            _ = await server.stop()
            throw error
        }
        #expect(await server.stop() == 0)
    }
}

/// Leaves a redirect for the test to read (its status and cookie) rather than following it.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
