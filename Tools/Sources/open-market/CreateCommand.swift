import ArgumentParser
import Foundation
import OpenMarketKit
import ToolSupport

extension OpenMarketCommand {
    /// `open-market create --name … --price … --description … --image FILE…`: registers a product.
    struct CreateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: localized(
                "Register a product with 1 to 5 images, then show it.",
                ko: "이미지 1~5장과 함께 상품을 등록하고 보여 줍니다."),
            discussion: localized(
                """
                The form is checked before anything is sent (name 3–100 characters, description \
                10–1000, prices not negative and in whole won for KRW, discount at most the price, \
                1–5 PNG, JPEG, GIF or WebP images of at most 300 KB). Without --currency the prices \
                are in \(ProductDraft.defaultCurrency.code). If the server does not answer in time, \
                the product may still have been created: look with 'open-market list' before \
                creating it again.
                """,
                ko: """
                    보내기 전에 양식을 확인합니다 (상품명 3~100자, 설명 10~1000자, 가격은 음수가 아니고 \
                    KRW는 원 단위 정수, 할인 금액은 가격 이하, 300KB 이하의 PNG, JPEG, GIF, WebP 이미지 \
                    1~5장). --currency가 없으면 가격은 \(ProductDraft.defaultCurrency.code)입니다. 서버가 \
                    제시간에 응답하지 않아도 상품이 등록되었을 수 있으니, 다시 등록하기 전에 \
                    'open-market list'로 확인하세요.
                    """) + "\n\n" + ProductJSON.shape)

        @OptionGroup var fields: ProductFieldOptions

        @Option(
            name: .customLong("image"), parsing: .upToNextOption,
            help: ArgumentHelp(
                localized(
                    "Image files (PNG, JPEG, GIF or WebP); repeat or list several.",
                    ko: "이미지 파일 (PNG, JPEG, GIF, WebP). 여러 번 쓰거나 여러 개를 나열하세요."),
                valueName: "file"))
        var images: [String] = []

        @OptionGroup var vendor: VendorOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        func validate() throws {
            let missing = [
                ("--name", fields.name == nil), ("--price", fields.price == nil),
                ("--description", fields.description == nil && fields.descriptionFile == nil),
                ("--image", images.isEmpty),
            ].filter(\.1).map(\.0)
            guard missing.isEmpty else {
                let list = missing.joined(separator: ", ")
                throw ValidationError(
                    localized(
                        "create needs \(list) (a description may come from --description-file).",
                        ko: "create에는 \(list)이(가) 필요해요 (설명은 --description-file로 줄 수도 있어요)."))
            }
            if fields.descriptionFile == "-" && vendor.passwordFromStandardInput {
                throw ValidationError(
                    localized(
                        "Standard input can hold the password or the description, not both: use a file for one.",
                        ko: "표준 입력에는 비밀번호와 설명 중 하나만 담을 수 있어요. 하나는 파일로 주세요."))
            }
        }

        func run() async throws {
            let uploads = try images.map(ImageFile.upload)
            var draft = ProductDraft(
                name: fields.name ?? "", description: try fields.descriptionText() ?? "",
                price: fields.priceValue ?? 0, discountedPrice: fields.discountValue ?? 0,
                stock: fields.stock ?? 0)
            if let currency = fields.currencyValue { draft.currency = currency }
            let seller = try client.seller(generation, vendor: vendor)
            let created: ProductDetail
            do {
                created = try await seller.createProduct(draft, images: uploads)
            } catch let error as OpenMarketError {
                throw UnconfirmedChange.creation(error)
            }
            try output.console.showDetail(created, text: OpenMarketText(locale: output.locale))
        }
    }
}

/// An image file the user names, read and typed for upload.
enum ImageFile {
    /// The image at `path` (`-`: standard input), typed from its bytes.
    ///
    /// - Throws: ``ToolError``: 74 when the file cannot be read (a folder, missing, no
    ///   permission), 65 when it is not a PNG, JPEG, GIF or WebP image.
    static func upload(_ path: String) throws -> ImageUpload {
        let data = try FileInput.read(path, limit: 16 << 20)
        let name = path == "-" ? "image" : URL(fileURLWithPath: path).lastPathComponent
        do {
            return try ImageUpload(data: data, filename: name)
        } catch let error as ImageUploadError {
            let shown = TerminalText.safe(path)
            throw ToolError("\(shown): \(error.message(locale: Language.current.locale))", status: .dataError)
        }
    }
}
