import ArgumentParser
import Foundation
import OpenMarketKit
import ToolSupport

/// The names `--generation` accepts.
enum GenerationName: String, CaseIterable, ExpressibleByArgument {
    case marketTraining
    case openMarket
}

/// `--generation`, which every command takes: the API generation spoken (or served).
struct GenerationOption: ParsableArguments {
    @Option(
        name: .customLong("generation"),
        help: ArgumentHelp(
            "API generation: marketTraining or openMarket (default: $OPEN_MARKET_GENERATION, else marketTraining).",
            valueName: "generation"))
    var value: GenerationName?

    /// The generation asked for, from the flag or the environment.
    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ServerGeneration
    {
        if let value { return value == .openMarket ? .openMarket : .marketTraining }
        guard let text = environment["OPEN_MARKET_GENERATION"], !text.isEmpty else { return .marketTraining }
        guard let generation = ServerGeneration(rawValue: text) else {
            throw ToolError(
                "OPEN_MARKET_GENERATION is '\(text)'; set it to marketTraining or openMarket.", status: .usage
            )
        }
        return generation
    }
}

/// Options of the commands that talk to a server, before or after the subcommand.
struct ClientOptions: ParsableArguments {
    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(
            "The server's address (default: $OPEN_MARKET_SERVER, else http://127.0.0.1:8080).",
            valueName: "url"))
    var server: String?

    @Option(
        name: .customLong("lang"),
        help: "Language of the output: en or ko (default: from LC_ALL, LC_MESSAGES or LANG; else en).")
    var language: Language?

    @Flag(help: "Print JSON instead of text.")
    var json = false
}

/// The vendor's identifier and how to read the password, for create, update and delete.
struct VendorOptions: ParsableArguments {
    @Option(
        name: .customLong("vendor"),
        help: ArgumentHelp("The vendor's identifier (default: $OPEN_MARKET_VENDOR).", valueName: "identifier")
    )
    var vendor: String?

    @Flag(
        name: .customLong("password-stdin"),
        help: "Read the vendor's password from the first line of standard input (else $OPEN_MARKET_PASSWORD)."
    )
    var passwordFromStandardInput = false
}

/// The product fields create and update set.
struct ProductFieldOptions: ParsableArguments {
    @Option(help: "The product's name (3 to 100 characters).")
    var name: String?

    @Option(parsing: .unconditional, help: "The list price, exact: 2000 or 19.99.")
    var price: String?

    @Option(help: "The currency: KRW or USD.")
    var currency: String?

    @Option(parsing: .unconditional, help: "The amount taken off the price (at most the price).")
    var discount: String?

    @Option(parsing: .unconditional, help: "How many are in stock (0 or more).")
    var stock: Int?

    @Option(help: "The description (10 to 1000 characters).")
    var description: String?

    @Option(
        name: .customLong("description-file"),
        help: ArgumentHelp("Read the description from a text file.", valueName: "file"))
    var descriptionFile: String?

    func validate() throws {
        if description != nil && descriptionFile != nil {
            throw ValidationError("Give the description once: --description or --description-file, not both.")
        }
    }

    /// The description from `--description` or the file `--description-file` names.
    func descriptionText() throws -> String? {
        if let description { return description }
        guard let descriptionFile else { return nil }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: descriptionFile))
            guard let text = String(data: data, encoding: .utf8) else {
                throw ToolError("\(descriptionFile) is not UTF-8 text; save it as UTF-8.", status: .dataError)
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(
                "Can't read the description file \(descriptionFile) (\(Session.reason(error))).",
                status: .ioError)
        }
    }
}
