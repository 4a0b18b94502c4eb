import ArgumentParser
import ToolSupport

extension OpenMarketCommand {
    /// `open-market list [--page N] [--per-page N] [--search TEXT]`: one page of products.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List one page of products, newest first.")

        @Option(help: "The page, from 1.")
        var page = 1

        @Option(name: .customLong("per-page"), help: "Products per page, from 1.")
        var perPage = 20

        @Option(help: "Only products whose name or vendor contains this text (openMarket generation only).")
        var search: String?

        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        func validate() throws {
            guard page >= 1 else { throw ValidationError("--page must be 1 or more, not \(page).") }
            guard perPage >= 1 else { throw ValidationError("--per-page must be 1 or more, not \(perPage).") }
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            let listing = try await session.run {
                try await session.client().products(page: page, itemsPerPage: perPage, search: search)
            }
            try session.printPage(listing)
        }
    }
}
