import ArgumentParser
import ToolSupport

extension OpenMarketCommand {
    /// `open-market delete <id>`: deletes a product in the two steps the server needs.
    struct DeleteCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete a product (the vendor's password proves the right to).")

        @Argument(help: "The product's id.")
        var id: Int

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        func validate() throws {
            guard id >= 1 else { throw ValidationError("The product id must be 1 or more, not \(id).") }
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            let client = try session.client(vendor: vendor)
            let deleted = try await session.run { try await client.deleteProduct(id: id) }
            if session.console.json {
                if let deleted {
                    try session.printDetail(deleted)
                } else {
                    try session.console.printJSON(["id": id])
                }
                return
            }
            session.console.line(session.text.deletedLine(id: id, name: deleted?.name))
        }
    }
}
