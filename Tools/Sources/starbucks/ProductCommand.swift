import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks product <code>`: one product's page.
    struct ProductCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "product",
            abstract: "Show one product: names, details, nutrition and picture.",
            discussion: "Exits with 1 when no product has the code.")

        @Argument(help: "The product code, its digits (106509).")
        var code: String

        @OptionGroup var options: StarbucksOptions
        @OptionGroup var service: ServiceOptions

        func run() async throws {
            let session = Session(options)
            let loader = try session.dependencies(service).productLoader()
            let product = try await session.run { try await loader.load(code: code) }
            try session.showProduct(session.text.product(product))
        }
    }
}
