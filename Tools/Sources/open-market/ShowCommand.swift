import ArgumentParser
import ToolSupport

extension OpenMarketCommand {
    /// `open-market show <id>`: one product's detail.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a product's detail: prices, stock, description, images.")

        @Argument(help: "The product's id.")
        var id: Int

        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        func validate() throws {
            guard id >= 1 else { throw ValidationError("The product id must be 1 or more, not \(id).") }
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            let detail = try await session.run { try await session.client().product(id: id) }
            try session.printDetail(detail)
        }
    }
}
