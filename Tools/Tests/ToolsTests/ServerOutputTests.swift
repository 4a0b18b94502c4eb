import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server's standard output is for whoever wants its address: a reader that takes what it
/// wanted and goes (`| head -n 1`) stops nothing, and the server serves on.
@Suite("Servers whose reader of standard output goes away serve on")
struct ServerOutputTests {
    /// Starts `name` (with `arguments`, then `--data-dir folder`) writing into a FIFO whose reader
    /// runs `reader` (shell) and goes; the server's process id and what the reader printed.
    private func start(
        _ name: String, _ arguments: String, folder: URL, reader: String
    ) async throws -> (pid: pid_t, printed: String) {
        let run = try await CLI(name: name).shell(
            """
            mkfifo "$1/out" || exit 1
            "$0" \(arguments) --data-dir "$1/data" > "$1/out" 2> "$1/err" &
            echo "$!"
            { \(reader); } < "$1/out"
            """, folder.path)
        let errors = (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
        #expect(run.status == 0, "\(run.stderr)\(errors)")
        let lines = run.stdout.split(separator: "\n")
        let pid = try #require(lines.first.flatMap { pid_t($0) })
        return (pid, lines.dropFirst().joined(separator: "\n"))
    }

    /// Whether `pid` runs (a zombie, reaped by no one once its shell is gone, does not).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return kill(pid, 0) == 0
        }
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// Stops `pid` with SIGTERM and waits until it has stopped.
    private func stop(_ pid: pid_t) async {
        kill(pid, SIGTERM)
        for _ in 0..<200 where isRunning(pid) { try? await Task.sleep(for: .milliseconds(50)) }
        if isRunning(pid) { kill(pid, SIGKILL) }
    }

    /// The status of a GET of `url`.
    private func status(_ url: String) async throws -> Int? {
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        return (response as? HTTPURLResponse)?.statusCode
    }

    @Test func theGalleryServesOnOnceItsReaderTookTheAddressAndWent() async throws {
        let folder = try temporaryDirectory("server-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reader takes the first line and closes the pipe; the line the gallery writes once
        // its Open Market server runs meets a pipe nobody reads.
        let (pid, printed) = try await start(
            "app-gallery", "--port 0", folder: folder, reader: #"IFS= read -r line && echo "$line""#)
        do {
            let address = try #require(printed.split(separator: " ").last.map(String.init), "\(printed)")
            #expect(printed.hasPrefix("Listening on http://127.0.0.1:"), "\(printed)")
            // Long after the Open Market line was written (the market's page shows its products).
            var market: Int?
            for _ in 0..<100 {
                market = try? await status(address + "/open-market")
                if market == 200 { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(market == 200)
            try await Task.sleep(for: .milliseconds(500))
            #expect(isRunning(pid))
            #expect(try await status(address + "/juice-maker") == 200)
            let errors = try String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
            #expect(errors.isEmpty, "\(errors)")
        } catch {
            await stop(pid)
            throw error
        }
        await stop(pid)
    }

    @Test func theOpenMarketServerServesOnWhenItsReaderWentBeforeItsFirstLine() async throws {
        let folder = try temporaryDirectory("server-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A port nothing listens on; the reader opens the pipe and goes at once, so even the
        // first line meets a pipe nobody reads.
        let listener = try SilentListener()
        let port = try #require(listener.address.split(separator: ":").last.map(String.init))
        listener.close()
        let (pid, printed) = try await start(
            "open-market", "serve --sample --port \(port)", folder: folder, reader: ":")
        #expect(printed.isEmpty)
        do {
            var health: Int?
            for _ in 0..<100 {
                health = try? await status("http://127.0.0.1:\(port)/healthChecker")
                if health == 200 { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(health == 200)
            try await Task.sleep(for: .milliseconds(500))
            #expect(isRunning(pid))
            #expect(
                try await status("http://127.0.0.1:\(port)/api/products?page_no=1&items_per_page=5") == 200)
            let errors = try String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
            #expect(errors.isEmpty, "\(errors)")
        } catch {
            await stop(pid)
            throw error
        }
        await stop(pid)
    }
}
