import Foundation
import Testing

/// Every server the workspace ships refuses a port that is taken with the same one line, in the
/// chosen language, naming the port and the fix: never the system's own text.
@Suite("Servers: a port that is taken")
struct PortRefusalTests {
    /// Each server's command and the arguments it needs besides `--port`.
    static let servers: [(command: [String], arguments: @Sendable () throws -> [String])] = [
        (["app-gallery"], { ["--data-dir", try temporaryDirectory("port-gallery").path] }),
        (["open-market", "serve"], { ["--data-dir", try temporaryDirectory("port-market").path] }),
        (["weather-stand-in"], { [] }),
    ]

    @Test func everyServerRefusesATakenPortInOneLineOfItsOwnWords() async throws {
        // A stand-in holds the port the others are given.
        let holder = try await ServerProcess.start(["--port", "0"], command: ["weather-stand-in"])
        do {
            for server in Self.servers {
                let name = server.command[0]
                let cli = CLI(name: name)
                let arguments = Array(server.command.dropFirst()) + ["--port", "\(holder.port)"]
                let english = try await cli.run(arguments + server.arguments())
                #expect(english.status == 69, "\(name): \(english.stderr)")
                #expect(
                    english.stderr
                        == "\(name): port \(holder.port) is already in use: choose another with --port, or 0 for any free port.\n",
                    "\(name): \(english.stderr)")
                #expect(!english.stdout.contains("Listening"), "\(name)")
                let korean = try await CLI(name: name, environment: ["LANG": "ko_KR.UTF-8"]).run(
                    arguments + server.arguments())
                #expect(korean.status == 69, "\(name): \(korean.stderr)")
                #expect(korean.errorLines.count == 1, "\(name): \(korean.stderr)")
                #expect(korean.stderr.contains("포트 \(holder.port)"), "\(name): \(korean.stderr)")
                #expect(korean.stderr.contains("이미 쓰이고 있어요"), "\(name): \(korean.stderr)")
                for leak in ["errno", "bind(", "descriptor", "Address already in use"] {
                    #expect(!english.stderr.contains(leak), "\(name): \(english.stderr)")
                    #expect(!korean.stderr.contains(leak), "\(name): \(korean.stderr)")
                }
            }
        } catch {
            _ = await holder.stop()
            throw error
        }
        _ = await holder.stop()
    }
}
