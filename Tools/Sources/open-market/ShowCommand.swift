import ArgumentParser
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market show <id>`: one product's detail.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: localized(
                "Show a product's detail: prices, stock, description, images.",
                ko: "상품의 자세한 정보를 보여 줘요: 가격, 재고, 설명, 이미지."),
            discussion: ProductJSON.shape)

        @Argument(help: ArgumentHelp(localized("The product's id.", ko: "상품 번호.")))
        var id: Int

        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        func validate() throws {
            try ProductJSON.validate(id: id)
        }

        func run() async throws {
            let detail = try await client.reader(generation).product(id: id)
            try output.console.showDetail(detail, text: OpenMarketText(locale: output.locale))
        }
    }
}

/// What several commands say about products: the `--json` shape and the id rule.
enum ProductJSON {
    /// The help paragraph describing a product's `--json` shape.
    static let shape = localized(
        """
        --json: the product, {"id", "vendorId", "vendorName", "name", "description", "thumbnail", \
        "currency" (KRW or USD), "price", "discountedPrice", "bargainPrice" (exact decimal numbers), \
        "stock", "createdAt", "issuedAt" (ISO 8601, UTC), "images": [{"id", "url", "thumbnailUrl", \
        "succeeded", "issuedAt"}], "vendor": {"id", "name", "createdAt", "issuedAt"}}; a field the \
        server did not send is null.
        """,
        ko: """
            --json: 상품 {"id", "vendorId", "vendorName", "name", "description", "thumbnail", \
            "currency" (KRW 또는 USD), "price", "discountedPrice", "bargainPrice" (정확한 십진수), \
            "stock", "createdAt", "issuedAt" (ISO 8601, UTC), "images": [{"id", "url", "thumbnailUrl", \
            "succeeded", "issuedAt"}], "vendor": {"id", "name", "createdAt", "issuedAt"}}. 서버가 보내지 \
            않은 값은 null이에요.
            """)

    /// Refuses a product id below 1.
    static func validate(id: Int) throws {
        guard id >= 1 else {
            throw ValidationError(
                localized(
                    "The product id must be 1 or more, not \(id).",
                    ko: "상품 번호는 1 이상이어야 해요. \(id)은(는) 쓸 수 없어요."))
        }
    }
}
