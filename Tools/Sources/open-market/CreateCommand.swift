import ArgumentParser
import Foundation
import OpenMarketKit
import ToolSupport

extension OpenMarketCommand {
    /// `open-market create --name … --price … --image FILE…`: registers a product.
    struct CreateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Register a product with 1 to 5 images, then show it.",
            discussion: """
                The form is checked before anything is sent (name 3–100 characters, description \
                10–1000, prices not negative, discount at most the price, 1–5 PNG, JPEG, GIF or \
                WebP images of at most 300 KB).
                """)

        @OptionGroup var fields: ProductFieldOptions

        @Option(
            name: .customLong("image"), parsing: .upToNextOption,
            help: ArgumentHelp(
                "Image files (PNG, JPEG, GIF or WebP); repeat or list several.", valueName: "file"))
        var images: [String] = []

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var options: ClientOptions

        func validate() throws {
            guard fields.name != nil else { throw ValidationError("create needs --name.") }
            guard fields.price != nil else { throw ValidationError("create needs --price.") }
            guard fields.description != nil || fields.descriptionFile != nil else {
                throw ValidationError("create needs --description or --description-file.")
            }
            guard !images.isEmpty else { throw ValidationError("create needs at least one --image file.") }
        }

        func run() async throws {
            let session = try Session(options, generation: generation)
            let uploads = try images.map { try Self.upload($0, session: session) }
            let draft = ProductDraft(
                name: fields.name ?? "", description: try fields.descriptionText() ?? "",
                price: Price(stringLiteral: fields.price ?? ""),
                currency: Currency(code: fields.currency ?? "KRW"),
                discountedPrice: fields.discount.map { Price(stringLiteral: $0) } ?? 0,
                stock: fields.stock ?? 0)
            if let problem = ProductFormValidator().problems(in: draft, images: uploads).first {
                throw session.failure(problem)
            }
            let client = try session.client(vendor: vendor)
            let created = try await session.run { try await client.createProduct(draft, images: uploads) }
            try session.printDetail(created)
        }

        /// The image file at `path`, typed from its bytes.
        static func upload(_ path: String, session: Session) throws -> ImageUpload {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw ToolError("Can't read the image \(path) (\(Session.reason(error))).", status: .ioError)
            }
            do {
                return try ImageUpload(data: data, filename: URL(fileURLWithPath: path).lastPathComponent)
            } catch let error as ImageUploadError {
                throw ToolError("\(path): \(error.message(locale: session.locale))", status: .dataError)
            }
        }
    }
}
