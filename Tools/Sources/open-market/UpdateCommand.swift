import ArgumentParser
import OpenMarketKit
import ToolSupport

extension OpenMarketCommand {
    /// `open-market update <id> [--name …] [--price …] …`: changes some of a product's fields.
    struct UpdateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "update",
            abstract: "Change some of a product's fields, then show it.",
            discussion: "Only the fields given change. The changes are checked before anything is sent.")

        @Argument(help: "The product's id.")
        var id: Int

        @OptionGroup var fields: ProductFieldOptions

        @Option(
            name: .customLong("thumbnail-id"),
            help: ArgumentHelp("Use this image of the product as its thumbnail.", valueName: "image-id"))
        var thumbnailID: Int?

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        func validate() throws {
            guard id >= 1 else { throw ValidationError("The product id must be 1 or more, not \(id).") }
            let given: [Any?] = [
                fields.name, fields.price, fields.currency, fields.discount, fields.stock, fields.description,
                fields.descriptionFile, thumbnailID,
            ]
            guard given.contains(where: { $0 != nil }) else {
                throw ValidationError(
                    "Nothing to change: give at least one of --name, --price, --currency, --discount, --stock, "
                        + "--description, --description-file or --thumbnail-id.")
            }
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            let changes = ProductChanges(
                name: fields.name, description: try fields.descriptionText(), thumbnailID: thumbnailID,
                price: fields.price.map { Price(stringLiteral: $0) },
                currency: fields.currency.map(Currency.init),
                discountedPrice: fields.discount.map { Price(stringLiteral: $0) }, stock: fields.stock)
            if let problem = ProductFormValidator().problems(in: changes).first {
                throw session.failure(problem)
            }
            let client = try session.client(vendor: vendor)
            let updated = try await session.run { try await client.updateProduct(id: id, changes) }
            try session.printDetail(updated)
        }
    }
}
