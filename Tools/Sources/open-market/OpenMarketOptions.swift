import ArgumentParser
import Foundation
import OpenMarketEnvironment
import OpenMarketKit
import ToolSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The names `--generation` accepts.
enum GenerationName: String, CaseIterable, ExpressibleByArgument {
    case marketTraining
    case openMarket
}

/// `--generation`, which every command takes: the API generation spoken (or served).
struct GenerationOption: ParsableArguments {
    @Option(
        name: .customLong("generation"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "API generation: marketTraining or openMarket (default: $OPEN_MARKET_GENERATION, else marketTraining).",
                ko: "API 세대: marketTraining 또는 openMarket (기본값: $OPEN_MARKET_GENERATION, 없으면 marketTraining)."
            ),
            valueName: "generation"))
    var value: GenerationName?

    /// The generation asked for, from the flag or the environment.
    ///
    /// - Throws: ``ToolError`` (64) when `OPEN_MARKET_GENERATION` names no generation.
    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ServerGeneration
    {
        if let value { return value == .openMarket ? .openMarket : .marketTraining }
        do throws(OpenMarketEnvironmentError) {
            return try OpenMarketEnvironment.generation(in: environment)
        } catch {
            throw ToolError(error)
        }
    }
}

/// Options of the commands that talk to a server, before or after the subcommand.
struct ClientOptions: ParsableArguments {
    @Option(
        name: .customLong("server"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The server's address (default: $OPEN_MARKET_SERVER, else http://127.0.0.1:8080).",
                ko: "서버 주소 (기본값: $OPEN_MARKET_SERVER, 없으면 http://127.0.0.1:8080)."),
            valueName: "url"))
    var server: String?

    @Option(
        name: .customLong("timeout"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Seconds to wait for each answer of the server, from 1 to 600 (default: 60).",
                ko: "서버의 응답 하나를 기다리는 초, 1부터 600까지 (기본값: 60)."),
            valueName: "seconds"))
    var timeout: Int?

    /// The local server's default address.
    static let defaultServer = OpenMarketEnvironment.defaultServer

    func validate() throws {
        if let timeout, !(1...600).contains(timeout) {
            throw ValidationError(
                localized(
                    "--timeout must be from 1 to 600 seconds, not \(timeout).",
                    ko: "--timeout은(는) 1초부터 600초까지여야 해요. \(timeout)초는 쓸 수 없어요."))
        }
    }

    /// The server the options and the environment name, speaking `generation`.
    ///
    /// - Throws: ``ToolError`` (64) for an address that is not an `http` or `https` URL.
    func server(
        _ generation: GenerationOption, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ServerDescription {
        let text = server ?? OpenMarketEnvironment.serverAddress(in: environment) ?? Self.defaultServer
        do {
            // The address is checked before the generation, as it always was.
            var description = try OpenMarketEnvironment.server(address: text, generation: .marketTraining)
            description.generation = try generation.resolved(environment: environment)
            return description
        } catch let error as OpenMarketEnvironmentError {
            throw ToolError(error)
        }
    }

    /// A client for reading, without credentials.
    func reader(_ generation: GenerationOption) throws -> OpenMarketClient {
        OpenMarketClient(server: try server(generation), transport: transport, timeout: seconds)
    }

    /// A client acting as the vendor `vendor` names.
    func seller(_ generation: GenerationOption, vendor: VendorOptions) throws -> OpenMarketClient {
        OpenMarketClient(
            server: try server(generation), credentials: try vendor.credentials(), transport: transport,
            timeout: seconds)
    }

    /// `--timeout`, else 60 seconds.
    private var seconds: TimeInterval { TimeInterval(timeout ?? 60) }

    /// A transport whose session waits `seconds` for an answer (FoundationNetworking reads the
    /// session's limit, not the request's).
    private var transport: URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        return URLSessionTransport(session: URLSession(configuration: configuration))
    }
}

/// The vendor's identifier and how to read the password, for create, update and delete.
struct VendorOptions: ParsableArguments {
    @Option(
        name: .customLong("vendor"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The vendor's identifier (default: $OPEN_MARKET_VENDOR).",
                ko: "판매자 식별자 (기본값: $OPEN_MARKET_VENDOR)."),
            valueName: "identifier"))
    var vendor: String?

    @Flag(
        name: .customLong("password-stdin"),
        help: ArgumentHelp(
            localized(
                "Read the vendor's password from the first line of standard input (else $OPEN_MARKET_PASSWORD).",
                ko: "판매자 비밀번호를 표준 입력의 첫 줄에서 읽어요 (없으면 $OPEN_MARKET_PASSWORD).")))
    var passwordFromStandardInput = false

    /// The vendor's identifier and password, from the options, standard input and the environment.
    ///
    /// - Throws: ``ToolError`` (64) when the identifier or the password is missing.
    func credentials(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> VendorCredentials
    {
        let identifier: String
        do throws(OpenMarketEnvironmentError) {
            identifier = try OpenMarketEnvironment.vendor(vendor, in: environment)
        } catch {
            throw ToolError(error)
        }
        let password: String
        if passwordFromStandardInput {
            password = readLine(strippingNewline: true) ?? ""
            guard !password.isEmpty else {
                throw ToolError(
                    "--password-stdin found no password on standard input; pipe one line holding it.",
                    ko: "--password-stdin으로 표준 입력을 읽었지만 비밀번호가 없어요. 비밀번호 한 줄을 파이프로 넘기세요.",
                    status: .usage)
            }
        } else {
            do throws(OpenMarketEnvironmentError) {
                password = try OpenMarketEnvironment.password(in: environment)
            } catch {
                throw ToolError(error)
            }
        }
        do throws(OpenMarketEnvironmentError) {
            return try OpenMarketEnvironment.credentials(
                identifier: identifier, password: password, in: environment)
        } catch {
            throw ToolError(error)
        }
    }
}

/// The product fields create and update set; the kit checks them (``ProductFormValidator``).
struct ProductFieldOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(localized("The product's name (3 to 100 characters).", ko: "상품명 (3~100자).")))
    var name: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The list price, exact: 2000 or 19.99 (whole won for KRW, cents at most for USD).",
                ko: "정가, 정확한 값: 2000 또는 19.99 (KRW는 원 단위 정수, USD는 센트까지).")))
    var price: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The currency: KRW or USD (create: \(ProductDraft.defaultCurrency.code) unless told; update: give --price and --discount with it).",
                ko:
                    "통화: KRW 또는 USD (create: 주지 않으면 \(ProductDraft.defaultCurrency.code), update: --price와 --discount도 함께 주세요)."
            )))
    var currency: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized("The amount taken off the price (at most the price).", ko: "가격에서 빼는 할인 금액 (가격 이하).")))
    var discount: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(localized("How many are in stock (0 or more).", ko: "재고 수량 (0 이상).")))
    var stock: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized("The description (10 to 1000 characters).", ko: "상품 설명 (10~1000자).")))
    var description: String?

    @Option(
        name: .customLong("description-file"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Read the description from a UTF-8 text file ('-': standard input).",
                ko: "상품 설명을 UTF-8 텍스트 파일에서 읽어요 ('-'는 표준 입력)."),
            valueName: "file"))
    var descriptionFile: String?

    func validate() throws {
        if description != nil && descriptionFile != nil {
            throw ValidationError(
                localized(
                    "Give the description once: --description or --description-file, not both.",
                    ko: "설명은 한 번만 주세요. --description과 --description-file 중 하나만 쓰세요."))
        }
    }

    /// Whether any field is given.
    var isEmpty: Bool {
        name == nil && price == nil && currency == nil && discount == nil && stock == nil
            && description == nil
            && descriptionFile == nil
    }

    /// The description from `--description` or the file `--description-file` names.
    ///
    /// - Throws: ``ToolError``: 74 when the file cannot be read, 65 when it is not UTF-8 text or
    ///   is over 1 MB (far more than the form's most characters, which the message names).
    func descriptionText() throws -> String? {
        if let description { return description }
        guard let descriptionFile else { return nil }
        // A file this large holds far more than any description; the message names the form's rule.
        let data = try FileInput.read(descriptionFile, limit: 1 << 20) { _ in
            let shown = TerminalText.safe(descriptionFile)
            let most = ProductFormValidator().descriptionLength.upperBound.formatted(
                .number.locale(Language.currentLocale))
            return ToolError(
                "\(shown) is over 1 MB, far more than a description holds (at most \(most) characters); shorten it.",
                ko: "\(shown)은(는) 1MB가 넘어서 설명에 담을 수 있는 양(최대 \(most)자)보다 훨씬 많아요. 줄여 주세요.",
                status: .dataError)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let shown = TerminalText.safe(descriptionFile)
            throw ToolError(
                "\(shown) is not UTF-8 text; save it as UTF-8.",
                ko: "\(shown)은(는) UTF-8 텍스트가 아니에요. UTF-8로 저장하세요.", status: .dataError)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `--price` as the kit reads it (text that is not a number is kept for the kit to report).
    var priceValue: Price? { price.map { Price(stringLiteral: $0) } }

    /// `--discount` as the kit reads it.
    var discountValue: Price? { discount.map { Price(stringLiteral: $0) } }

    /// `--currency` as the kit reads it.
    var currencyValue: Currency? { currency.map { Currency(code: $0) } }
}

extension ToolError {
    /// A usage error (64) saying why the `OPEN_MARKET_*` values cannot be used.
    init(_ error: OpenMarketEnvironmentError) {
        self.init(error.english(TerminalText.safe), ko: error.korean(TerminalText.safe), status: .usage)
    }
}
