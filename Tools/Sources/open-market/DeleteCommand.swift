import ArgumentParser
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market delete <id>`: deletes a product in the two steps the server needs.
    struct DeleteCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: localized(
                "Delete a product (the vendor's password proves the right to).",
                ko: "상품을 삭제해요 (판매자 비밀번호로 권한을 증명해요)."),
            discussion: localized(
                """
                If the server does not answer in time, the product may still have been deleted: look \
                with 'open-market show <id>' before deleting it again.

                --json: {"id": <id>, "deleted": true, "product": the product as it was (as in \
                'open-market show --help'), or null when the server did not send it}.
                """,
                ko: """
                    서버가 제시간에 응답하지 않아도 상품이 삭제되었을 수 있으니, 다시 삭제하기 전에 \
                    'open-market show <번호>'로 확인하세요.

                    --json: {"id": <번호>, "deleted": true, "product": 삭제되기 전의 상품 \
                    ('open-market show --help'와 같음), 서버가 보내지 않았으면 null}.
                    """))

        @Argument(help: ArgumentHelp(localized("The product's id.", ko: "상품 번호.")))
        var id: Int

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        func validate() throws {
            try ProductJSON.validate(id: id)
        }

        func run() async throws {
            let seller = try client.seller(generation, vendor: vendor)
            let deleted: ProductDetail?
            do {
                deleted = try await seller.deleteProduct(id: id)
            } catch let error as OpenMarketError {
                throw UnconfirmedChange.deletion(error, id: id)
            }
            let console = output.console
            let text = OpenMarketText(locale: output.locale)
            try console.emit(DeletionReport(id: id, product: deleted)) {
                console.line(text.deletedLine(id: id, name: deleted?.name))
            }
        }
    }
}
