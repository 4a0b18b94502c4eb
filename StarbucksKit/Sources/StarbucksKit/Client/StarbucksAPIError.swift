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
    /// The failure and what it concerns: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case transportFailed(StarbucksEndpoint, ConnectionFailure)
        case timedOut(StarbucksEndpoint)
        case httpStatus(StarbucksEndpoint, Int)
        case decodingFailed(StarbucksEndpoint, DecodingProblem)
        case productNotFound(String)
        case invalidProductCode(String)
        case invalidURL(String)
    }

    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    // MARK: - Making errors

    /// The connection to `endpoint` failed; `detail` is the underlying error's text.
    public static func transportFailed(_ endpoint: StarbucksEndpoint, detail: String) -> Self {
        Self(reason: .transportFailed(endpoint, .described(detail)))
    }

    /// The connection to `endpoint` failed, for `reason`, which the message words in the
    /// caller's language.
    static func unreachable(_ endpoint: StarbucksEndpoint, _ reason: NetworkReason) -> Self {
        Self(reason: .transportFailed(endpoint, .network(reason)))
    }

    /// `endpoint` did not answer in time.
    public static func timedOut(_ endpoint: StarbucksEndpoint) -> Self { Self(reason: .timedOut(endpoint)) }

    /// `endpoint` answered with `status`, outside 2xx.
    public static func httpStatus(_ endpoint: StarbucksEndpoint, status: Int) -> Self {
        Self(reason: .httpStatus(endpoint, status))
    }

    /// `endpoint`'s answer could not be read at `codingPath` (`list[3].title`) for `reason`.
    public static func decodingFailed(_ endpoint: StarbucksEndpoint, codingPath: String, reason: String)
        -> Self
    {
        decodingFailed(endpoint, DecodingProblem(path: codingPath, kind: .invalidValue(reason)))
    }

    /// `endpoint`'s answer could not be read; built from the decoder's error.
    static func decodingFailed(_ endpoint: StarbucksEndpoint, _ problem: DecodingProblem) -> Self {
        Self(reason: .decodingFailed(endpoint, problem))
    }

    /// No product has the code `code`.
    public static func productNotFound(_ code: ProductCode) -> Self {
        Self(reason: .productNotFound(code.rawValue))
    }

    /// `text` was given as a product code but is not one.
    public static func invalidProductCode(_ text: String) -> Self { Self(reason: .invalidProductCode(text)) }

    /// `address` is not a usable `http` or `https` address.
    public static func invalidURL(_ address: String) -> Self { Self(reason: .invalidURL(address)) }

    // MARK: - Reading errors

    /// The endpoint that failed, for failures of a request; otherwise `nil`.
    public var endpoint: StarbucksEndpoint? {
        switch reason {
        case .transportFailed(let endpoint, _), .timedOut(let endpoint), .httpStatus(let endpoint, _),
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
    /// The message's key is `error.api.` followed by ``kind``. Some cases have keys of their own:
    /// a connection the kit words itself (`error.api.unreachable`), a server that failed
    /// (`error.api.serverFailed`, for a 5xx status), and a product code of digits only, too
    /// long (`error.api.productCodeTooLong`). Text that came from outside (an address, an
    /// underlying error) is shown without control characters.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.api.\(kind)"
        switch reason {
        case .transportFailed(let endpoint, .described(let detail)):
            return text.format(key, Self.name(endpoint, text), Self.shown(detail))
        case .transportFailed(let endpoint, .network(let why)):
            return text.format("error.api.unreachable", Self.name(endpoint, text), why.sentence(text))
        case .timedOut(let endpoint):
            return text.format(key, Self.name(endpoint, text))
        case .httpStatus(let endpoint, let status):
            let family = (500...599).contains(status) ? "error.api.serverFailed" : key
            return text.format(family, Self.name(endpoint, text), String(status))
        case .decodingFailed(let endpoint, let problem):
            return text.format(key, Self.name(endpoint, text), problem.message(text))
        case .productNotFound(let code):
            return text.format(key, code)
        case .invalidProductCode(let value):
            let digits = value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard digits, value.utf8.count > ProductCode.maximumLength else {
                return text.format(key, Self.shown(value))
            }
            // All digits, only too many of them: say so, and the limit.
            return text.format(
                "error.api.productCodeTooLong", Self.shown(value), text.number(value.utf8.count),
                text.number(ProductCode.maximumLength))
        case .invalidURL(let address):
            return text.format(key, Self.shown(address))
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

extension StarbucksAPIError {
    /// What kind of failure a ``StarbucksAPIError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name (`httpStatus`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// No answer arrived: the connection failed.
        public static var transportFailed: Self { Self() }
        /// No answer arrived in time.
        public static var timedOut: Self { Self() }
        /// The service answered with a status outside 2xx (see ``StarbucksAPIError/status``).
        public static var httpStatus: Self { Self() }
        /// The answer could not be read (see ``StarbucksAPIError/codingPath``).
        public static var decodingFailed: Self { Self() }
        /// No product has the code (see ``StarbucksAPIError/productCode``).
        public static var productNotFound: Self { Self() }
        /// The text given as a product code is not one.
        public static var invalidProductCode: Self { Self() }
        /// An address is not a usable `http` or `https` address.
        public static var invalidURL: Self { Self() }
    }
}

extension StarbucksAPIError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
