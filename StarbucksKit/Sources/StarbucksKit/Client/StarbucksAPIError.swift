import Foundation

/// Everything that can go wrong reading from the Starbucks services (live or fixtures).
///
/// Match on ``kind``; kinds may be added later without breaking a `switch` that has a
/// `default`. Each error has a one-line message in English or Korean naming the problem and the
/// fix: ``message(locale:)``.
///
/// ```swift
/// do {
///     _ = try await ProductLoader(products: repository).load(code: "1")
/// } catch let error as StarbucksAPIError where error.kind == .productNotFound {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct StarbucksAPIError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// No answer arrived: the connection failed.
        public static let transportFailed = Kind(name: "transportFailed")
        /// No answer arrived in time.
        public static let timedOut = Kind(name: "timedOut")
        /// The service answered with a status outside 2xx (see ``StarbucksAPIError/status``).
        public static let httpStatus = Kind(name: "httpStatus")
        /// The answer could not be read (see ``StarbucksAPIError/codingPath``).
        public static let decodingFailed = Kind(name: "decodingFailed")
        /// No product has the code (see ``StarbucksAPIError/productCode``).
        public static let productNotFound = Kind(name: "productNotFound")
        /// The text given as a product code is not one.
        public static let invalidProductCode = Kind(name: "invalidProductCode")
        /// An address is not a usable `http` or `https` address.
        public static let invalidURL = Kind(name: "invalidURL")

        /// The kind's name (`httpStatus`).
        public var description: String { name }
    }

    private enum Reason: Hashable, Sendable {
        case transportFailed(StarbucksEndpoint, String)
        case unreachable(StarbucksEndpoint, NetworkReason)
        case timedOut(StarbucksEndpoint)
        case httpStatus(StarbucksEndpoint, Int)
        case decodingFailed(StarbucksEndpoint, DecodingProblem)
        case productNotFound(String)
        case invalidProductCode(String)
        case invalidURL(String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .transportFailed, .unreachable: .transportFailed
        case .timedOut: .timedOut
        case .httpStatus: .httpStatus
        case .decodingFailed: .decodingFailed
        case .productNotFound: .productNotFound
        case .invalidProductCode: .invalidProductCode
        case .invalidURL: .invalidURL
        }
    }

    // MARK: - Making errors

    /// The connection to `endpoint` failed; `detail` is the underlying error's text.
    public static func transportFailed(_ endpoint: StarbucksEndpoint, detail: String) -> StarbucksAPIError {
        StarbucksAPIError(.transportFailed(endpoint, detail))
    }

    /// The connection to `endpoint` failed, for `reason`, which the message words in the
    /// caller's language.
    static func unreachable(_ endpoint: StarbucksEndpoint, _ reason: NetworkReason) -> StarbucksAPIError {
        StarbucksAPIError(.unreachable(endpoint, reason))
    }

    /// `endpoint` did not answer in time.
    public static func timedOut(_ endpoint: StarbucksEndpoint) -> StarbucksAPIError {
        StarbucksAPIError(.timedOut(endpoint))
    }

    /// `endpoint` answered with `status`, outside 2xx.
    public static func httpStatus(_ endpoint: StarbucksEndpoint, status: Int) -> StarbucksAPIError {
        StarbucksAPIError(.httpStatus(endpoint, status))
    }

    /// `endpoint`'s answer could not be read at `codingPath` (`list[3].title`) for `reason`.
    public static func decodingFailed(
        _ endpoint: StarbucksEndpoint, codingPath: String, reason: String
    ) -> StarbucksAPIError {
        StarbucksAPIError(
            .decodingFailed(endpoint, DecodingProblem(path: codingPath, kind: .invalidValue(reason))))
    }

    /// `endpoint`'s answer could not be read; built from the decoder's error.
    static func decodingFailed(_ endpoint: StarbucksEndpoint, _ problem: DecodingProblem) -> StarbucksAPIError
    {
        StarbucksAPIError(.decodingFailed(endpoint, problem))
    }

    /// No product has the code `code`.
    public static func productNotFound(_ code: ProductCode) -> StarbucksAPIError {
        StarbucksAPIError(.productNotFound(code.rawValue))
    }

    /// `text` was given as a product code but is not one.
    public static func invalidProductCode(_ text: String) -> StarbucksAPIError {
        StarbucksAPIError(.invalidProductCode(text))
    }

    /// `address` is not a usable `http` or `https` address.
    public static func invalidURL(_ address: String) -> StarbucksAPIError {
        StarbucksAPIError(.invalidURL(address))
    }

    // MARK: - Reading errors

    /// The endpoint that failed, for failures of a request; otherwise `nil`.
    public var endpoint: StarbucksEndpoint? {
        switch reason {
        case .transportFailed(let endpoint, _), .unreachable(let endpoint, _), .timedOut(let endpoint),
            .httpStatus(let endpoint, _),
            .decodingFailed(let endpoint, _):
            endpoint
        case .productNotFound, .invalidProductCode, .invalidURL: nil
        }
    }

    /// The HTTP status, for ``Kind-swift.struct/httpStatus``; otherwise `nil`.
    public var status: Int? {
        if case .httpStatus(_, let status) = reason { return status }
        return nil
    }

    /// Where an unreadable answer went wrong (`list[3].title`, empty for the top level), for
    /// ``Kind-swift.struct/decodingFailed``; otherwise `nil`.
    public var codingPath: String? {
        if case .decodingFailed(_, let problem) = reason { return problem.path }
        return nil
    }

    /// The product code, for ``Kind-swift.struct/productNotFound``; otherwise `nil`.
    public var productCode: ProductCode? {
        if case .productNotFound(let code) = reason { return ProductCode(rawValue: code) }
        return nil
    }

    // MARK: - Messages

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// Text that came from outside (an address, an underlying error) is shown without control
    /// characters.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .transportFailed(let endpoint, let detail):
            return text.format("error.api.transportFailed", Self.name(endpoint, text), Self.shown(detail))
        case .unreachable(let endpoint, let reason):
            return text.format("error.api.unreachable", Self.name(endpoint, text), reason.sentence(text))
        case .timedOut(let endpoint):
            return text.format("error.api.timedOut", Self.name(endpoint, text))
        case .httpStatus(let endpoint, let status):
            let key = (500...599).contains(status) ? "error.api.serverFailed" : "error.api.httpStatus"
            return text.format(key, Self.name(endpoint, text), String(status))
        case .decodingFailed(let endpoint, let problem):
            return text.format("error.api.decodingFailed", Self.name(endpoint, text), problem.message(text))
        case .productNotFound(let code):
            return text.format("error.api.productNotFound", code)
        case .invalidProductCode(let value):
            let digits = value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard digits, value.utf8.count > ProductCode.maximumLength else {
                return text.format("error.api.invalidProductCode", Self.shown(value))
            }
            // All digits, only too many of them: say so, and the limit.
            return text.format(
                "error.api.productCodeTooLong", Self.shown(value), text.number(value.utf8.count),
                text.number(ProductCode.maximumLength))
        case .invalidURL(let address):
            return text.format("error.api.invalidURL", Self.shown(address))
        }
    }

    /// The endpoint's name in `text`'s language.
    private static func name(_ endpoint: StarbucksEndpoint, _ text: Localizer) -> String {
        text.string("endpoint.\(endpoint.rawValue)")
    }

    /// Text from outside, safe to show on one line.
    static func shown(_ text: String) -> String {
        let cleaned = text.removingControlCharacters().trimmingCharacters(in: .whitespaces)
        return cleaned.count > 200 ? cleaned.prefix(200) + "…" : cleaned
    }
}

extension StarbucksAPIError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
