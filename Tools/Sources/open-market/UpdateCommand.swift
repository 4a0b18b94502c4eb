import ArgumentParser
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market update <id> [--name …] [--price …] …`: changes some of a product's fields.
    struct UpdateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "update",
            abstract: localized(
                "Change some of a product's fields, then show it.", ko: "상품의 일부 항목을 바꾸고 보여 줘요."),
            discussion: localized(
                """
                Only the fields given change; the changes are checked before anything is sent. A new \
                --currency needs the price and the discount in it too (--price and --discount, 0 for \
                none), so that no amount is read in the wrong currency. A new --price or --discount \
                must fit the currency the product keeps (whole won for KRW, cents at most for USD): \
                the product is read first to check it.
                """,
                ko: """
                    준 항목만 바뀌고, 보내기 전에 바뀐 내용을 확인해요. --currency로 통화를 바꿀 때는 그 \
                    통화의 가격과 할인 금액(--price와 --discount, 할인이 없으면 0)도 함께 주어야 해요. \
                    그래야 어떤 금액도 다른 통화로 읽히지 않아요. 새 --price나 --discount는 상품의 지금 \
                    통화에 맞아야 해요(KRW는 원 단위 정수, USD는 센트까지). 이를 확인하려고 상품을 먼저 \
                    읽어요.
                    """) + "\n\n" + ProductJSON.shape)

        @Argument(help: ArgumentHelp(localized("The product's id.", ko: "상품 번호.")))
        var id: Int

        @OptionGroup var fields: ProductFieldOptions

        @Option(
            name: .customLong("thumbnail-id"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "Use this image of the product as its thumbnail.", ko: "상품의 이 이미지를 대표 이미지로 써요."),
                valueName: "image-id"))
        var thumbnailID: Int?

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        func validate() throws {
            try ProductJSON.validate(id: id)
            guard !fields.isEmpty || thumbnailID != nil else {
                let options =
                    "--name, --price, --currency, --discount, --stock, --description, --description-file, --thumbnail-id"
                throw ValidationError(
                    localized(
                        "Nothing to change: give at least one of \(options).",
                        ko: "바꿀 것이 없어요. 다음 중 하나 이상을 주세요: \(options)."))
            }
            if fields.descriptionFile == "-" && vendor.passwordFromStandardInput {
                throw ValidationError(
                    localized(
                        "Standard input can hold the password or the description, not both: use a file for one.",
                        ko: "표준 입력에는 비밀번호와 설명 중 하나만 담을 수 있어요. 하나는 파일로 주세요."))
            }
        }

        func run() async throws {
            let changes = ProductChanges(
                name: fields.name, description: try fields.descriptionText(), thumbnailID: thumbnailID,
                price: fields.priceValue, currency: fields.currencyValue,
                discountedPrice: fields.discountValue,
                stock: fields.stock)
            let seller = try client.seller(generation, vendor: vendor)
            // A new amount in the currency the product keeps must fit that currency (whole won for
            // KRW): once every other rule passes (those need no server), the product is read, so the
            // kit's rule refuses a fraction of a won before the change is sent.
            var currency: Currency?
            if changes.currency == nil, changes.price != nil || changes.discountedPrice != nil,
                seller.validator.problems(in: changes).isEmpty
            {
                currency = try await seller.product(id: id).currency
            }
            let updated = try await seller.updateProduct(id: id, changes, pricedIn: currency)
            try output.console.showDetail(updated, text: OpenMarketText(locale: output.locale))
        }
    }
}
