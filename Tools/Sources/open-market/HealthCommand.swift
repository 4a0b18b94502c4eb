import ArgumentParser
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market health`: whether the server answers `OK`.
    struct HealthCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "health",
            abstract: localized(
                "Check that the server is up (it answers OK).", ko: "서버가 동작하는지 확인해요 (OK로 응답하는지)."),
            discussion: localized(
                #"--json: {"status": "OK", "server": "<address>", "generation": "marketTraining" or "openMarket"}."#,
                ko:
                    #"--json: {"status": "OK", "server": "<주소>", "generation": "marketTraining" 또는 "openMarket"}."#
            ))

        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        func run() async throws {
            let client = try client.reader(generation)
            try await client.healthCheck()
            let text = OpenMarketText(locale: output.locale)
            let console = output.console
            try console.emit(HealthReport(server: client.server)) {
                console.line(console.styled(text.healthyLine, .green))
            }
        }
    }
}
