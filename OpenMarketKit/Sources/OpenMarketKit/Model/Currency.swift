import Foundation

/// The currency a product is priced in.
///
/// The server sends ISO-like codes (`KRW`, `USD`). A code the kit does not know is kept as
/// ``other(_:)`` instead of failing the whole response.
public enum Currency: Sendable, Hashable {
    /// South Korean won (`KRW`).
    case krw
    /// United States dollar (`USD`).
    case usd
    /// Any other code the server sent, kept verbatim.
    case other(String)

    /// Creates a currency from the code the server uses; unknown codes become ``other(_:)``.
    public init(code: String) {
        switch code {
        case "KRW": self = .krw
        case "USD": self = .usd
        default:
            switch code.uppercased() {
            case "KRW": self = .krw
            case "USD": self = .usd
            default: self = .other(code)
            }
        }
    }

    /// The code the server uses for this currency.
    public var code: String {
        switch self {
        case .krw: "KRW"
        case .usd: "USD"
        case .other(let code): code
        }
    }

    /// How many decimal places an amount in this currency may have: 0 for `KRW` (whole won),
    /// 2 for `USD` (cents); `nil` for a code the kit does not know.
    public var fractionDigits: Int? {
        switch self {
        case .krw: 0
        case .usd: 2
        case .other: nil
        }
    }

    /// Whether the server is known to accept this currency (`KRW` or `USD`).
    public var isKnown: Bool {
        switch self {
        case .krw, .usd: true
        case .other: false
        }
    }
}
