import ArgumentParser
import ToolSupport

extension OpenMarketCommand {
    /// `open-market health`: whether the server answers `OK`.
    struct HealthCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "health", abstract: "Check that the server is up (it answers OK).")

        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let status: String
            let server: String
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            try await session.run { try await session.client().healthCheck() }
            if session.console.json {
                try session.console.printJSON(
                    Answer(status: "OK", server: session.server.baseURL.absoluteString))
            } else {
                session.console.line(session.console.styled(session.text.healthyLine, .green))
            }
        }
    }
}
