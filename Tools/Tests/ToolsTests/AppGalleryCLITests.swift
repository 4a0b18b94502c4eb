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
        for option in ["--port", "--data-dir", "--lang", "--version", "Listening on http://127.0.0.1:<port>"]
        {
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

    @Test(arguments: [["--port", "70000"], ["--port", "-1"], ["--data-dir", ""], ["--json"]])
    func badOptionsAreUsageErrors(arguments: [String]) async throws {
        let run = try await CLI(name: "app-gallery").run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
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
