import Foundation
import Subprocess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bench gallery-memory`: what a gallery holds per session, measured on a real `app-gallery`
/// process (built beside `bench`) over 127.0.0.1, its resident set read from `/proc/<pid>/status`:
/// after eight register forms refused for size (40 MB pictures: nothing of them may stay), and
/// with 256 sessions each holding a register form with five 300 KB pictures awaiting upload.
enum GalleryMemoryBenchmarks {
    /// One megabyte.
    static let megabyte = 1_048_576
    /// A picture as the register form accepts it at most: a PNG's first bytes, padded to 300 KB.
    static let picture: [UInt8] = {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        ]
        return png + [UInt8](repeating: 0, count: 300 * 1_024 - png.count)
    }()

    /// Starts `app-gallery --port 0` on a temporary data directory and runs both figures on it.
    static func run() async throws {
        Harness.section("Gallery memory (a real app-gallery process; resident set from /proc)")
        signal(SIGPIPE, SIG_IGN)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-gallery")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Harness.fact(
                "gallery memory", "skipped: build app-gallery beside bench (swift build -c release)",
                ok: false)
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gallery-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await Subprocess.run(
            .path(.init(executable.path)),
            arguments: ["--port", "0", "--data-dir", directory.path, "--lang", "en"],
            input: .none, output: .sequence, error: .discarded
        ) { execution in
            // The first line gives the port; the Open Market line says its server runs (so the
            // figures start from a gallery whose market is up).
            var printed = ""
            var port: Int?
            for try await chunk in execution.standardOutput {
                printed += chunk.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                if port == nil, let line = printed.split(separator: "\n").first, printed.contains("\n") {
                    port = Int(line.split(separator: ":").last ?? "")
                }
                if printed.contains("OPEN_MARKET_SERVER=") { break }
            }
            defer { try? execution.send(signal: .terminate) }
            guard let port else {
                Harness.fact("gallery memory", "app-gallery printed no address: \(printed)", ok: false)
                return
            }
            let pid = execution.processIdentifier.value
            try await refusedUploads(port: port, pid: pid)
            try await sessionsWithPictures(port: port, pid: pid)
        }
    }

    /// Eight register forms of one 40 MB picture each, refused: the resident set before and after.
    static func refusedUploads(port: Int, pid: Int32) async throws {
        let before = try await GalleryClient.onThread { () throws -> Int in
            let client = try GalleryClient(port: port)
            let form = try client.get("/open-market/new")
            guard form.status == 200 else {
                throw LoadGenerator.Failure(description: "/open-market/new answered \(form.status)")
            }
            return residentBytes(of: pid)
        }
        let large = Self.picture + [UInt8](repeating: 0, count: 40 * megabyte - Self.picture.count)
        let after = try await GalleryClient.onThread { () throws -> Int in
            let client = try GalleryClient(port: port)
            for _ in 0..<8 {
                let answer = try client.exchange(
                    upload(
                        port: port, cookies: client.cookies,
                        fields: [("name", "Too large"), ("action", "register")],
                        pictures: [large]))
                guard answer.status == 303 else {
                    throw LoadGenerator.Failure(description: "a refused upload answered \(answer.status)")
                }
                // Answered once the rest of the body was drained: the next request shows it.
                let page = try client.get(answer.header("location") ?? "/open-market/new")
                guard page.status == 200, page.text.contains("om-pictures-message") else {
                    throw LoadGenerator.Failure(description: "the refusal's page did not say why")
                }
            }
            return residentBytes(of: pid)
        }
        let grown = Double(after - before) / Double(megabyte)
        Harness.fact(
            "8 refused 40 MB uploads: RSS",
            String(
                format: "%.1f → %.1f MB (%+.1f MB)  (bar: within 20 MB of before: %@)",
                Double(before) / Double(megabyte), Double(after) / Double(megabyte), grown,
                grown <= 20 ? "met" : "MISSED"),
            ok: grown <= 20)
    }

    /// 256 sessions, each with a register form holding five 300 KB pictures: the resident set.
    static func sessionsWithPictures(port: Int, pid: Int32) async throws {
        let count = 256
        let before = residentBytes(of: pid)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for part in 0..<4 {
                group.addTask {
                    try await GalleryClient.onThread {
                        let client = try GalleryClient(port: port)
                        for index in stride(from: part, to: count, by: 4) {
                            client.cookies = [:]
                            let answer = try client.exchange(
                                upload(
                                    port: port, cookies: [:],
                                    fields: [
                                        ("name", "Tea sampler \(index)"), ("price", "12000"),
                                        ("description", "Five teas, waiting to be registered."),
                                        ("action", "keep"),
                                    ], pictures: Array(repeating: Self.picture, count: 5)))
                            guard answer.status == 303 else {
                                throw LoadGenerator.Failure(
                                    description: "an upload answered \(answer.status)")
                            }
                            // The session holds its fifth picture.
                            guard try client.get("/open-market/new/pictures/5").status == 200 else {
                                throw LoadGenerator.Failure(
                                    description: "a session did not keep its pictures")
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let after = residentBytes(of: pid)
        let total = Double(after) / Double(megabyte)
        Harness.fact(
            "256 sessions × register form, 5 × 300 KB",
            String(
                format: "%.1f MB resident (%.1f MB before; %.0f KB a session)  (bar ≤ 500 MB: %@)", total,
                Double(before) / Double(megabyte), Double(after - before) / 1_024 / Double(count),
                total <= 500 ? "met" : "MISSED"),
            ok: total <= 500)
    }

    /// A register form's POST: `fields`, then `pictures`, as a browser sends it (with an `Origin`
    /// of the gallery, which stands for the token of a page this client did not read).
    static func upload(
        port: Int, cookies: [String: String], fields: [(String, String)], pictures: [[UInt8]]
    ) -> [UInt8] {
        let boundary = "----bench-\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (index, picture) in pictures.enumerated() {
            body += Array(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"pictures\"; "
                    + "filename=\"tea-\(index).png\"\r\nContent-Type: image/png\r\n\r\n").utf8)
            body += picture
            body += Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        var head =
            "POST /open-market/new/save HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Content-Type: multipart/form-data; boundary=\(boundary)\r\nContent-Length: \(body.count)\r\n"
        if !cookies.isEmpty {
            head +=
                "Cookie: " + cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") + "\r\n"
        }
        return Array((head + "\r\n").utf8) + body
    }

    /// The resident set of process `pid` (`VmRSS` in `/proc/<pid>/status`), in bytes.
    static func residentBytes(of pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1_024
    }
}
