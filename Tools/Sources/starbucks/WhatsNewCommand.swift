import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks whats-new`: the running events, newest first, with their thumbnails.
    struct WhatsNewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "whats-new",
            abstract: "List the running events newest first, downloading their thumbnails a few at a time.")

        @Option(
            name: .customLong("downloads"), parsing: .unconditional,
            help: "How many thumbnails to download at the same time, from 1 to 100.")
        var downloads = 10

        @OptionGroup var options: StarbucksOptions
        @OptionGroup var service: ServiceOptions

        func validate() throws {
            guard (1...100).contains(downloads) else {
                throw ValidationError("--downloads must be a whole number from 1 to 100, not \(downloads).")
            }
        }

        func run() async throws {
            let session = Session(options)
            let loader = try session.dependencies(service).whatsNewLoader(
                maximumConcurrentDownloads: downloads)
            let items = try await session.run { try await loader.load() }
            try session.showWhatsNew(session.text.whatsNew(items))
        }
    }
}
