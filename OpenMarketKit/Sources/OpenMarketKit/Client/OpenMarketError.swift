import Foundation

/// Everything that can go wrong talking to the Open Market server.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. Each error has a one-line message (English and Korean) naming the problem and
/// what to do: ``message(locale:)``, or `localizedDescription` in the current locale.
///
/// ```swift
/// func describe(_ error: OpenMarketError) -> String {
///     switch error.kind {
///     case .httpStatus where error.status == 404:
///         return "That product is gone."
///     case .timedOut, .transportFailed:
///         return "You seem to be offline."
///     default:
///         return error.message(locale: Locale(identifier: "ko"))
///     }
/// }
/// ```
public struct OpenMarketError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// No answer arrived: the connection failed.
        public static let transportFailed = Kind(name: "transportFailed")
        /// No answer arrived in time.
        public static let timedOut = Kind(name: "timedOut")
        /// The calling task was cancelled.
        public static let cancelled = Kind(name: "cancelled")
        /// The server answered with a status outside 2xx (see ``OpenMarketError/status``).
        public static let httpStatus = Kind(name: "httpStatus")
        /// The health check was answered, but not with `OK`.
        public static let unhealthy = Kind(name: "unhealthy")
        /// The server answered success with no body where one was needed.
        public static let emptyBody = Kind(name: "emptyBody")
        /// The answer could not be read (see ``OpenMarketError/codingPath``).
        public static let decodingFailed = Kind(name: "decodingFailed")
        /// An address could not be built from the server description and the operation.
        public static let invalidURL = Kind(name: "invalidURL")
        /// A request could not be built from the given values.
        public static let invalidRequest = Kind(name: "invalidRequest")
        /// The operation needs vendor credentials and the client has none.
        public static let missingCredentials = Kind(name: "missingCredentials")
        /// The server generation does not offer the feature.
        public static let unsupported = Kind(name: "unsupported")
        /// The product form broke a rule (see ``OpenMarketError/formError``); nothing was sent.
        public static let invalidProduct = Kind(name: "invalidProduct")
        /// A create was sent but no answer came (it timed out, or the connection dropped, or
        /// the server was still working on it): the product may have been created.
        ///
        /// Send the same create again with the same ``OpenMarketError/idempotencyKey`` (within
        /// 24 hours) to learn its outcome without making it twice. Without a key, look at the
        /// listing before creating it again, or it may exist twice.
        public static let creationUnconfirmed = Kind(name: "creationUnconfirmed")
        /// A delete was sent but no answer came: the product (``OpenMarketError/productID``)
        /// may have been deleted. Look it up before deleting it again.
        public static let deletionUnconfirmed = Kind(name: "deletionUnconfirmed")

        /// The kind's name (`httpStatus`).
        public var description: String { name }
    }

    /// Why an answer could not be read.
    struct AnswerProblem: Sendable, Hashable {
        /// The decoder's problem, or a value the wire layer refused.
        enum Detail: Sendable, Hashable {
            case decoding(DecodingProblem)
            case value(WireValueError)
        }

        let detail: Detail
        /// The product being read, when its identifier was already known.
        let productID: Int?

        /// The coding path, like `pages[3].price`; empty for the top level.
        var path: String {
            switch detail {
            case .decoding(let problem): problem.path
            case .value(let problem): problem.path
            }
        }
    }

    private enum Reason: Sendable, Hashable {
        case transportFailed(String)
        case unreachable(NetworkReason)
        case timedOut
        case cancelled
        case httpStatus(Int, code: String?, message: String?)
        case unhealthy(String)
        case emptyBody
        case decodingFailed(AnswerProblem)
        case invalidURL(String)
        case invalidRequest(String)
        case pageOutOfRange(Int)
        case pageSizeOutOfRange(Int)
        case searchTooLong(Int)
        case identifierTooLong(Int)
        case passwordTooLong(Int)
        case missingCredentials
        case unsupported(String)
        case invalidProduct(ProductFormError)
        case creationUnconfirmed
        case deletionUnconfirmed(productID: Int)
    }

    private let reason: Reason
    /// The product the request was about (an id in its path), when it was about one; context for
    /// the message, not part of the error's identity (two errors that differ only here are equal).
    private var subject: Int?
    /// The idempotency key a create was sent with; context like ``subject``.
    private var key: String?

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .transportFailed, .unreachable: .transportFailed
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .httpStatus: .httpStatus
        case .unhealthy: .unhealthy
        case .emptyBody: .emptyBody
        case .decodingFailed: .decodingFailed
        case .invalidURL: .invalidURL
        case .invalidRequest, .pageOutOfRange, .pageSizeOutOfRange, .searchTooLong, .identifierTooLong,
            .passwordTooLong:
            .invalidRequest
        case .missingCredentials: .missingCredentials
        case .unsupported: .unsupported
        case .invalidProduct: .invalidProduct
        case .creationUnconfirmed: .creationUnconfirmed
        case .deletionUnconfirmed: .deletionUnconfirmed
        }
    }

    // MARK: - Making errors

    /// The connection failed; `reason` is the underlying error's text.
    public static func transportFailed(_ reason: String) -> OpenMarketError {
        OpenMarketError(reason: .transportFailed(reason))
    }

    /// The connection failed, for `reason`, which the message words in the caller's language.
    static func unreachable(_ reason: NetworkReason) -> OpenMarketError {
        OpenMarketError(reason: .unreachable(reason))
    }

    /// No answer arrived in time.
    public static let timedOut = OpenMarketError(reason: .timedOut)

    /// The calling task was cancelled.
    public static let cancelled = OpenMarketError(reason: .cancelled)

    /// The server answered `status` (outside 2xx), with the `code` and `message` of its JSON
    /// error body when it had them.
    public static func httpStatus(_ status: Int, code: String? = nil, message: String? = nil)
        -> OpenMarketError
    {
        OpenMarketError(reason: .httpStatus(status, code: code, message: message))
    }

    /// The server answered `status` to a request about product `productID`, or to a create sent
    /// with `idempotencyKey`.
    static func httpStatus(
        _ status: Int, code: String?, message: String?, productID: Int?, idempotencyKey: String? = nil
    ) -> OpenMarketError {
        var error = OpenMarketError(reason: .httpStatus(status, code: code, message: message))
        error.subject = productID
        error.key = idempotencyKey
        return error
    }

    /// The health check was answered with `status` instead of `OK`.
    public static func unhealthy(status: String) -> OpenMarketError {
        OpenMarketError(reason: .unhealthy(status))
    }

    /// The server answered success with no body where one was needed.
    public static let emptyBody = OpenMarketError(reason: .emptyBody)

    /// The answer could not be read at `codingPath` (`pages[3].price`) for `reason`.
    public static func decodingFailed(codingPath: String, reason: String) -> OpenMarketError {
        let problem = DecodingProblem(path: codingPath, kind: .invalidValue(reason))
        return OpenMarketError(
            reason: .decodingFailed(AnswerProblem(detail: .decoding(problem), productID: nil)))
    }

    /// The answer could not be read; built by the wire layer.
    static func decodingFailed(_ problem: AnswerProblem) -> OpenMarketError {
        OpenMarketError(reason: .decodingFailed(problem))
    }

    /// No valid address could be made from `address`.
    public static func invalidURL(_ address: String) -> OpenMarketError {
        OpenMarketError(reason: .invalidURL(address))
    }

    /// A request could not be built; `detail` names the value at fault.
    public static func invalidRequest(_ detail: String) -> OpenMarketError {
        OpenMarketError(reason: .invalidRequest(detail))
    }

    /// The page number `page` is outside ``OpenMarketAPI/pageNumberRange``; nothing was sent.
    static func pageOutOfRange(_ page: Int) -> OpenMarketError {
        OpenMarketError(reason: .pageOutOfRange(page))
    }

    /// The page size `size` is outside ``OpenMarketAPI/itemsPerPageRange``; nothing was sent.
    static func pageSizeOutOfRange(_ size: Int) -> OpenMarketError {
        OpenMarketError(reason: .pageSizeOutOfRange(size))
    }

    /// The search text has `length` characters (Unicode scalars), more than
    /// ``OpenMarketAPI/maximumSearchLength``; nothing was sent.
    static func searchTooLong(_ length: Int) -> OpenMarketError {
        OpenMarketError(reason: .searchTooLong(length))
    }

    /// The vendor identifier has `bytes` UTF-8 bytes, more than
    /// ``OpenMarketAPI/maximumIdentifierBytes``; nothing was sent.
    static func identifierTooLong(_ bytes: Int) -> OpenMarketError {
        OpenMarketError(reason: .identifierTooLong(bytes))
    }

    /// The vendor password has `length` characters (Unicode scalars), more than
    /// ``OpenMarketAPI/maximumPasswordLength``; nothing was sent.
    static func passwordTooLong(_ length: Int) -> OpenMarketError {
        OpenMarketError(reason: .passwordTooLong(length))
    }

    /// The operation needs vendor credentials and the client has none.
    public static let missingCredentials = OpenMarketError(reason: .missingCredentials)

    /// The server generation does not offer `feature` (for example `search`).
    public static func unsupported(_ feature: String) -> OpenMarketError {
        OpenMarketError(reason: .unsupported(feature))
    }

    /// The product form broke a rule; nothing was sent.
    public static func invalidProduct(_ problem: ProductFormError) -> OpenMarketError {
        OpenMarketError(reason: .invalidProduct(problem))
    }

    /// A create was sent without an idempotency key and no answer came: the product may have
    /// been created.
    public static let creationUnconfirmed = OpenMarketError(reason: .creationUnconfirmed)

    /// A create was sent with `idempotencyKey` and no answer came: the product may have been
    /// created, and sending the same create again with the same key finds out safely.
    ///
    /// The key is context, not identity: the error equals ``creationUnconfirmed``.
    public static func creationUnconfirmed(idempotencyKey: String?) -> OpenMarketError {
        var error = OpenMarketError(reason: .creationUnconfirmed)
        error.key = idempotencyKey
        return error
    }

    /// A delete of product `id` was sent and no answer came: it may have been deleted.
    public static func deletionUnconfirmed(productID id: Int) -> OpenMarketError {
        OpenMarketError(reason: .deletionUnconfirmed(productID: id))
    }

    // MARK: - Reading errors

    /// The HTTP status the server answered, for ``Kind-swift.struct/httpStatus``; otherwise `nil`.
    public var status: Int? {
        if case .httpStatus(let status, _, _) = reason { return status }
        return nil
    }

    /// Whether the server itself failed (a 5xx status): the request may work later as it is.
    public var isServerFailure: Bool {
        guard let status else { return false }
        return (500...599).contains(status)
    }

    /// The `code` of the server's error body, as it sent it; otherwise `nil`.
    public var serverCode: String? {
        if case .httpStatus(_, let code, _) = reason { return code }
        return nil
    }

    /// The `message` of the server's error body, as it sent it (``message(locale:)`` shows it
    /// without control characters); otherwise `nil`.
    public var serverMessage: String? {
        if case .httpStatus(_, _, let message) = reason { return message }
        return nil
    }

    /// The status text a failed health check answered (`DOWN`); otherwise `nil`.
    public var healthStatus: String? {
        if case .unhealthy(let status) = reason { return status }
        return nil
    }

    /// Where an unreadable answer went wrong (`pages[3].price`, empty for the top level), for
    /// ``Kind-swift.struct/decodingFailed``; otherwise `nil`.
    public var codingPath: String? {
        if case .decodingFailed(let problem) = reason { return problem.path }
        return nil
    }

    /// The product the failed request or the unreadable answer was about, when it is known;
    /// otherwise `nil`.
    public var productID: Int? {
        switch reason {
        case .decodingFailed(let problem): problem.productID
        case .httpStatus: subject
        case .deletionUnconfirmed(let id): id
        default: nil
        }
    }

    /// Whether the server says the product belongs to another vendor: a 403 whose code is
    /// ``otherVendorsProductCode``.
    public var isOtherVendorsProduct: Bool {
        status == 403 && serverCode == Self.otherVendorsProductCode
    }

    /// The error code a server sends with a 403 when the product belongs to another vendor
    /// (the workspace's local server does; a 403 without it may also mean a wrong password).
    public static let otherVendorsProductCode = "PRODUCT_OF_ANOTHER_VENDOR"

    /// The idempotency key the create was sent with, for
    /// ``Kind-swift.struct/creationUnconfirmed`` and for a status a create was answered with;
    /// otherwise `nil`.
    ///
    /// Send the same create again with this key (``OpenMarketClient/createProduct(_:images:idempotencyKey:retry:)``)
    /// within 24 hours: a server that honors `Idempotency-Key` answers with the product the first
    /// request made, or makes it now, never a second one.
    public var idempotencyKey: String? {
        switch reason {
        case .creationUnconfirmed, .httpStatus: key
        default: nil
        }
    }

    /// Whether the server is still working on an earlier create with the same idempotency key:
    /// a 409 whose code is ``idempotencyKeyInUseCode``. That create may still make the product;
    /// wait, then send the same create again with the same key.
    public var isIdempotencyKeyInUse: Bool {
        status == 409 && serverCode == Self.idempotencyKeyInUseCode
    }

    /// Whether the idempotency key was already used for a different create within 24 hours: a
    /// 422 whose code is ``idempotencyKeyReusedCode``. Nothing was created; send this product
    /// with a fresh key.
    public var isIdempotencyKeyReused: Bool {
        status == 422 && serverCode == Self.idempotencyKeyReusedCode
    }

    /// The error code a server sends with a 409 while an earlier create with the same
    /// idempotency key is still being processed.
    public static let idempotencyKeyInUseCode = "IDEMPOTENCY_KEY_IN_USE"

    /// The error code a server sends with a 422 when an idempotency key comes back with a
    /// different create (other fields or images).
    public static let idempotencyKeyReusedCode = "IDEMPOTENCY_KEY_REUSED"

    /// The broken form rule, for ``Kind-swift.struct/invalidProduct``; otherwise `nil`.
    public var formError: ProductFormError? {
        if case .invalidProduct(let problem) = reason { return problem }
        return nil
    }

    // MARK: - Messages

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// Text that came from the server (its error message, a status, a value it sent) is shown
    /// without control characters.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .transportFailed(let detail):
            return text.format("error.transportFailed", detail.oneLine())
        case .unreachable(let why):
            return text.format("error.unreachable", why.sentence(text))
        case .timedOut:
            return text.string("error.timedOut")
        case .cancelled:
            return text.string("error.cancelled")
        case .httpStatus(let status, let code, let message):
            return Self.statusMessage(
                status, code: code, message: message, productID: subject, idempotencyKey: key, text)
        case .unhealthy(let status):
            return text.format("error.unhealthy", status.oneLine())
        case .emptyBody:
            return text.string("error.emptyBody")
        case .decodingFailed(let problem):
            return Self.answerMessage(problem, text)
        case .invalidURL(let address):
            return text.format("error.invalidURL", address.oneLine())
        case .invalidRequest(let detail):
            return text.format("error.invalidRequest", detail.oneLine())
        case .pageOutOfRange(let page):
            let range = OpenMarketAPI.pageNumberRange
            return text.format(
                "error.pageOutOfRange", text.number(page), text.number(range.lowerBound),
                text.number(range.upperBound))
        case .pageSizeOutOfRange(let size):
            let range = OpenMarketAPI.itemsPerPageRange
            return text.format(
                "error.pageSizeOutOfRange", text.number(size), text.number(range.lowerBound),
                text.number(range.upperBound))
        case .searchTooLong(let length):
            return text.format(
                "error.searchTooLong", text.number(length), text.number(OpenMarketAPI.maximumSearchLength))
        case .identifierTooLong(let bytes):
            return text.format(
                "error.identifierTooLong", text.number(bytes),
                text.number(OpenMarketAPI.maximumIdentifierBytes))
        case .passwordTooLong(let length):
            return text.format(
                "error.passwordTooLong", text.number(length), text.number(OpenMarketAPI.maximumPasswordLength)
            )
        case .missingCredentials:
            return text.string("error.missingCredentials")
        case .unsupported(let feature):
            return text.format("error.unsupported", feature.oneLine())
        case .invalidProduct(let problem):
            return problem.message(locale: locale)
        case .creationUnconfirmed:
            guard let key else { return text.string("error.creationUnconfirmed") }
            return text.format("error.creationUnconfirmed.key", key.oneLine(limit: 255))
        case .deletionUnconfirmed(let id):
            return text.format("error.deletionUnconfirmed", String(id))
        }
    }

    private static func statusMessage(
        _ status: Int, code: String?, message: String?, productID: Int?, idempotencyKey: String?,
        _ text: Localizer
    ) -> String {
        let key = idempotencyKey?.oneLine(limit: 255)
        if status == 409, code == idempotencyKeyInUseCode {
            return key.map { text.format("error.idempotencyKeyInUse", $0) }
                ?? text.string("error.idempotencyKeyInUse.unnamed")
        }
        if status == 422, code == idempotencyKeyReusedCode {
            return key.map { text.format("error.idempotencyKeyReused", $0) }
                ?? text.string("error.idempotencyKeyReused.unnamed")
        }
        if status == 403, code == otherVendorsProductCode {
            return productID.map { text.format("error.otherVendorsProduct", String($0)) }
                ?? text.string("error.otherVendorsProduct.unnamed")
        }
        if status == 404, let productID, code == nil || code == "PRODUCT_NOT_FOUND" {
            return text.format("error.productNotFound", String(productID))
        }
        let family: String
        switch status {
        case 401: family = "error.unauthorized"
        case 403: family = "error.forbidden"
        case 404: family = "error.notFound"
        case 500...599: family = "error.serverFailed"
        case 400...499: family = "error.httpStatus"
        default: family = "error.unexpectedStatus"
        }
        // The template ends the server's sentence itself, so a final period of its own goes.
        var detail = message.map { $0.oneLine() } ?? ""
        while let last = detail.last, last == "." || last == "。" { detail.removeLast() }
        let code = code.map { $0.oneLine(limit: 64) } ?? ""
        // The server's sentence is quoted only in a line of its own language: the servers
        // write English, so a Korean line says what the kit knows, with the code as data.
        if !detail.isEmpty, isWritten(detail, in: text.language) {
            return text.format(family + ".message", status, code.isEmpty ? "-" : code, detail)
        }
        guard !code.isEmpty else { return text.format(family, status) }
        return text.format(family + ".code", status, code)
    }

    /// Whether a server's `sentence` reads as `language`: English when it has no Hangul,
    /// Korean when it has some.
    private static func isWritten(_ sentence: String, in language: String) -> Bool {
        let hasHangul = sentence.unicodeScalars.contains { scalar in
            (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
                || (0x3130...0x318F).contains(scalar.value)
        }
        return language == "ko" ? hasHangul : !hasHangul
    }

    private static func answerMessage(_ problem: AnswerProblem, _ text: Localizer) -> String {
        let detail: String
        switch problem.detail {
        case .decoding(let decoding):
            detail = decoding.message(text)
        case .value(let value):
            let place = value.path.isEmpty ? text.string("decoding.topLevel") : value.path
            detail = text.format(
                "error.unusableValue", place, text.string("error.expected.\(value.expected.rawValue)"),
                value.found.oneLine())
        }
        guard let id = problem.productID else { return text.format("error.decodingFailed", detail) }
        return text.format("error.decodingFailed.product", String(id), detail)
    }
}

extension OpenMarketError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}

extension OpenMarketError {
    /// Whether two errors are the same failure; the product a request was about and the
    /// idempotency key a create was sent with are context, not identity, so
    /// `OpenMarketError.httpStatus(404)` equals the 404 a lookup of product 7 threw.
    public static func == (lhs: OpenMarketError, rhs: OpenMarketError) -> Bool {
        lhs.reason == rhs.reason
    }

    /// Hashes the failure (not the product it was about), consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
    }
}
