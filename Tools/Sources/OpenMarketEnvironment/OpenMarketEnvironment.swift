import Foundation
import OpenMarketKit

/// What the `OPEN_MARKET_*` environment variables name, read the same way by the `open-market`
/// CLI and the gallery: the server (`OPEN_MARKET_SERVER`), the API generation it speaks
/// (`OPEN_MARKET_GENERATION`) and the vendor who sells (`OPEN_MARKET_VENDOR`,
/// `OPEN_MARKET_PASSWORD`, and who it is in the catalogue: `OPEN_MARKET_VENDOR_NUMBER`,
/// `OPEN_MARKET_VENDOR_NAME`).
public enum OpenMarketEnvironment {
    /// The local server's default address.
    public static let defaultServer = "http://127.0.0.1:8080"

    /// The address `OPEN_MARKET_SERVER` holds; `nil` when it is unset or empty.
    public static func serverAddress(in environment: [String: String]) -> String? {
        environment["OPEN_MARKET_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The generation `OPEN_MARKET_GENERATION` names; `marketTraining` when it is unset or empty.
    ///
    /// - Throws: ``OpenMarketEnvironmentError/unknownGeneration(_:)`` when it names no generation.
    public static func generation(in environment: [String: String]) throws(OpenMarketEnvironmentError)
        -> ServerGeneration
    {
        guard let text = environment["OPEN_MARKET_GENERATION"], !text.isEmpty else { return .marketTraining }
        guard let generation = ServerGeneration(rawValue: text) else { throw .unknownGeneration(text) }
        return generation
    }

    /// The server at `address` (an `http` or `https` URL with a host), speaking `generation`.
    ///
    /// - Throws: ``OpenMarketEnvironmentError/invalidServer(_:)`` for any other text.
    public static func server(address: String, generation: ServerGeneration)
        throws(OpenMarketEnvironmentError)
        -> ServerDescription
    {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .invalidServer(address) }
        if let port = url.port, !(1...65_535).contains(port) { throw .invalidServerPort(address) }
        return ServerDescription(baseURL: url, generation: generation)
    }

    /// The vendor's identifier in `OPEN_MARKET_VENDOR` (or `identifier` when given).
    ///
    /// - Throws: ``OpenMarketEnvironmentError/missingVendor`` when there is none.
    public static func vendor(_ identifier: String? = nil, in environment: [String: String])
        throws(OpenMarketEnvironmentError) -> String
    {
        let identifier = identifier ?? environment["OPEN_MARKET_VENDOR"] ?? ""
        guard !identifier.isEmpty else { throw .missingVendor }
        return identifier
    }

    /// The vendor's password in `OPEN_MARKET_PASSWORD`.
    ///
    /// - Throws: ``OpenMarketEnvironmentError/missingPassword`` when there is none.
    public static func password(in environment: [String: String]) throws(OpenMarketEnvironmentError) -> String
    {
        let password = environment["OPEN_MARKET_PASSWORD"] ?? ""
        guard !password.isEmpty else { throw .missingPassword }
        return password
    }
}

extension OpenMarketEnvironment {
    /// The vendor's credentials: `identifier` and `password`, with who the vendor is in the
    /// catalogue when the environment says (its number in `OPEN_MARKET_VENDOR_NUMBER`, its name in
    /// `OPEN_MARKET_VENDOR_NAME`), so a screen tells the vendor's own products from others'.
    ///
    /// - Throws: ``OpenMarketEnvironmentError/invalidVendorNumber(_:)`` when the number is not a
    ///   whole number.
    public static func credentials(identifier: String, password: String, in environment: [String: String])
        throws(OpenMarketEnvironmentError) -> VendorCredentials
    {
        var number: Int?
        if let text = environment["OPEN_MARKET_VENDOR_NUMBER"], !text.isEmpty {
            guard let parsed = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw .invalidVendorNumber(text)
            }
            number = parsed
        }
        let name = environment["OPEN_MARKET_VENDOR_NAME"].flatMap { $0.isEmpty ? nil : $0 }
        return VendorCredentials(
            identifier: identifier, password: password, vendorID: number, vendorName: name)
    }
}

/// Why the `OPEN_MARKET_*` variables cannot be used, in English and Korean.
public enum OpenMarketEnvironmentError: Error, Sendable, Equatable {
    /// `OPEN_MARKET_GENERATION` names no generation.
    case unknownGeneration(String)
    /// The server's address is no `http://` or `https://` URL.
    case invalidServer(String)
    /// The server's address names a port outside 1…65535.
    case invalidServerPort(String)
    /// No vendor identifier.
    case missingVendor
    /// No vendor password in `OPEN_MARKET_PASSWORD`.
    case missingPassword
    /// `OPEN_MARKET_VENDOR_NUMBER` is not a whole number.
    case invalidVendorNumber(String)

    /// The message in English; `shown` makes the text from outside safe to show.
    public func english(_ shown: (String) -> String = { $0 }) -> String {
        switch self {
        case .unknownGeneration(let text):
            "OPEN_MARKET_GENERATION is '\(shown(text))'; set it to marketTraining or openMarket."
        case .invalidServer(let text):
            "The server address '\(shown(text))' is not an http:// or https:// URL; give one like \(OpenMarketEnvironment.defaultServer)."
        case .invalidServerPort(let text):
            "The server address '\(shown(text))' names a port outside 1 to 65535; give one like \(OpenMarketEnvironment.defaultServer)."
        case .missingVendor:
            "Selling needs the vendor's identifier: pass --vendor or set OPEN_MARKET_VENDOR."
        case .missingPassword:
            "Selling needs the vendor's password: set OPEN_MARKET_PASSWORD or pipe it with --password-stdin."
        case .invalidVendorNumber(let text):
            "OPEN_MARKET_VENDOR_NUMBER is '\(shown(text))'; set it to the vendor's number as products show it (vendor_id, such as 2), or unset it."
        }
    }

    /// The message in Korean; `shown` makes the text from outside safe to show.
    public func korean(_ shown: (String) -> String = { $0 }) -> String {
        switch self {
        case .unknownGeneration(let text):
            "OPEN_MARKET_GENERATION이(가) '\(shown(text))'(으)로 되어 있어요. marketTraining이나 openMarket으로 정하세요."
        case .invalidServer(let text):
            "서버 주소 '\(shown(text))'은(는) http:// 또는 https:// 주소가 아니에요. \(OpenMarketEnvironment.defaultServer)처럼 주세요."
        case .invalidServerPort(let text):
            "서버 주소 '\(shown(text))'의 포트가 1부터 65535 사이가 아니에요. \(OpenMarketEnvironment.defaultServer)처럼 주세요."
        case .missingVendor:
            "판매하려면 판매자 식별자가 필요해요. --vendor를 주거나 OPEN_MARKET_VENDOR를 정하세요."
        case .missingPassword:
            "판매하려면 판매자 비밀번호가 필요해요. OPEN_MARKET_PASSWORD를 정하거나 --password-stdin으로 넘기세요."
        case .invalidVendorNumber(let text):
            "OPEN_MARKET_VENDOR_NUMBER이(가) '\(shown(text))'(으)로 되어 있어요. 상품에 보이는 판매자 번호(vendor_id, 예: 2)로 정하거나 지우세요."
        }
    }
}
