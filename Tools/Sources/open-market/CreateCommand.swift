import ArgumentParser
import Foundation
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market create --name … --price … --description … --image FILE…`: registers a product.
    struct CreateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: localized(
                "Register a product with 1 to 5 images, then show it.",
                ko: "이미지 1~5장과 함께 상품을 등록하고 보여 줘요."),
            discussion: localized(
                """
                The form is checked before anything is sent (name 3–100 characters, description \
                10–1000, prices not negative and in whole won for KRW, discount at most the price, \
                1–5 PNG, JPEG, GIF or WebP images of at most 300 KB). Without --currency the prices \
                are in \(ProductDraft.defaultCurrency.code). Every create carries an idempotency key \
                (a fresh one, or --idempotency-key), with which the server makes the product at most \
                once. If no answer confirms the create (none in time, a connection closed before its \
                whole answer, a gateway's 502 or 504, a \
                500, or a success that can't be read), it is sent once more with the same key; if \
                that gets none either, the product may or may not have been created, and the \
                message gives the key: run the same command with \
                --idempotency-key KEY within 24 hours to finish it safely. Without the key, look \
                with 'open-market list' before creating it again.
                """,
                ko: """
                    보내기 전에 양식을 확인해요 (상품명 3~100자, 설명 10~1000자, 가격은 음수가 아니고 \
                    KRW는 원 단위 정수, 할인 금액은 가격 이하, 300KB 이하의 PNG, JPEG, GIF, WebP 이미지 \
                    1~5장). --currency가 없으면 가격은 \(ProductDraft.defaultCurrency.code)(이)에요. 등록 \
                    요청마다 멱등 키(새 키, 또는 --idempotency-key)가 붙고, 서버는 한 키로 상품을 한 \
                    번만 등록해요. 등록을 확인하는 응답이 없으면(제시간에 응답이 없거나, 응답이 다 오기 전에 연결이 끊기거나, 게이트웨이의 \
                    502나 504, 500, 읽을 수 없는 성공 응답) 같은 키로 한 번 더 보내요. 그래도 확인하는 \
                    응답이 없으면 상품이 등록되었는지 알 수 없고, 메시지가 키를 알려 줘요. 24시간 \
                    안에 같은 명령을 --idempotency-key KEY 옵션을 붙여 실행하면 안전하게 마무리돼요. \
                    키 없이 다시 등록하려면 먼저 'open-market list'로 확인하세요.
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

        @Option(
            name: .customLong("idempotency-key"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "The key that makes repeating this create safe: within 24 hours the server makes one "
                        + "product per key. 1 to 255 visible ASCII characters (default: a fresh one).",
                    // The label leaves one space before the description, so the help's reflow
                    // keeps that first line as it is: a short one, then the rest, reflowed.
                    ko: "이 등록을 안전하게 되풀이하게 하는 키.\n서버는 24시간 안에 한 키로 상품을 하나만 "
                        + "등록해요. 보이는 ASCII 문자 1~255자 (기본값: 새 키)."),
                valueName: "key"))
        var idempotencyKey: String?

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
            if let idempotencyKey, !OpenMarketAPI.isValidIdempotencyKey(idempotencyKey) {
                throw ValidationError(
                    localized(
                        "--idempotency-key must be 1 to 255 visible ASCII characters (letters, digits, "
                            + "punctuation; no spaces), like the key an earlier create printed.",
                        ko: "--idempotency-key은(는) 보이는 ASCII 문자(영문자, 숫자, 문장 부호. 공백 없이) "
                            + "1~255자여야 해요. 앞선 등록이 알려 준 키처럼 주세요."))
            }
            if fields.descriptionFile == "-" && vendor.passwordFromStandardInput {
                throw ValidationError(
                    localized(
                        "Standard input can hold the password or the description, not both: use a file for one.",
                        ko: "표준 입력에는 비밀번호와 설명 중 하나만 담을 수 있어요. 하나는 파일로 주세요."))
            }
        }

        func run() async throws {
            let validator = ProductFormValidator()
            let uploads = try images.enumerated().map { index, path in
                try ImageFile.upload(path, index: index, maximumBytes: validator.maximumImageBytes)
            }
            var draft = ProductDraft(
                name: fields.name ?? "", description: try fields.descriptionText() ?? "",
                price: fields.priceValue ?? 0, discountedPrice: fields.discountValue ?? 0,
                stock: fields.stock ?? 0)
            if let currency = fields.currencyValue { draft.currency = currency }
            let seller = try client.seller(generation, vendor: vendor)
            // One retry, with the same key, when no answer confirmed the create; the user hears of it.
            let retry = CreateRetryPolicy.once(after: .seconds(1)) { key in
                Console.printError("open-market: " + UnconfirmedChange.retrying(key: key))
            }
            let created: ProductDetail
            do {
                created = try await seller.createProduct(
                    draft, images: uploads, idempotencyKey: idempotencyKey, retry: retry)
            } catch let error as OpenMarketError {
                throw UnconfirmedChange.creation(error)
            }
            try output.console.showDetail(created, text: OpenMarketText(locale: output.locale))
        }
    }
}

/// An image file the user names, read and typed for upload.
enum ImageFile {
    /// The image at `path` (`-`: standard input), the form's image number `index` (from 0),
    /// typed from its bytes; a file over the form's `maximumBytes` is refused before it is read
    /// (a stream, once it passes the limit), with the form's message naming the limit.
    ///
    /// - Throws: ``ToolError``: 74 when the file cannot be read (a folder, missing, no
    ///   permission), 65 when it is larger than `maximumBytes` or not a PNG, JPEG, GIF or WebP
    ///   image.
    static func upload(_ path: String, index: Int, maximumBytes: Int) throws -> ImageUpload {
        let data = try FileInput.read(path, limit: maximumBytes) { size in
            let problem =
                size.map {
                    ProductFormError.imageTooLarge(index: index, bytes: $0, maximumBytes: maximumBytes)
                }
                ?? ProductFormError.imageTooLarge(index: index, maximumBytes: maximumBytes)
            return ToolError(
                "\(TerminalText.safe(path)): \(problem.message(locale: Language.currentLocale))",
                status: .dataError)
        }
        let name = path == "-" ? "image" : URL(fileURLWithPath: path).lastPathComponent
        do {
            return try ImageUpload(data: data, filename: name)
        } catch let error as ImageUploadError {
            let shown = TerminalText.safe(path)
            throw ToolError("\(shown): \(error.message(locale: Language.currentLocale))", status: .dataError)
        }
    }
}
