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

    /// Why a request could not be built: a value described by the caller, or one outside a
    /// limit of the API (each of those has a message of its own).
    enum RequestProblem: Sendable, Hashable {
        case described(String)
        case pageOutOfRange(Int)
        case pageSizeOutOfRange(Int)
        case searchTooLong(Int)
        case identifierTooLong(Int)
        case passwordTooLong(Int)
        case productIDOutOfRange(Int)
    }

    /// The failure and what it concerns: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case transportFailed(ConnectionFailure)
        case timedOut
        case httpStatus(Int, code: String?, message: String?)
        case unhealthy(String)
        case emptyBody
        case decodingFailed(AnswerProblem)
        case invalidURL(String)
        case invalidRequest(RequestProblem)
        case missingCredentials
        case unsupported(String)
        case invalidProduct(ProductFormError)
        case creationUnconfirmed
        case deletionUnconfirmed(productID: Int)
    }

    private let reason: Reason
    /// The product the request was about (an id in its path), when it was about one; context for
    /// the message, not part of the error's identity (see ``==(_:_:)``).
    private var subject: Int?
    /// The idempotency key a create was sent with; context like ``subject``.
    private var sentKey: String?
    /// The whole seconds a 429's `Retry-After` asked to wait, when it was a sensible number;
    /// context like ``subject``.
    private var waitSeconds: Int?

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    // MARK: - Making errors

    /// The connection failed; `reason` is the underlying error's text.
    public static func transportFailed(_ reason: String) -> Self {
        Self(reason: .transportFailed(.described(reason)))
    }

    /// The connection failed, for `reason`, which the message words in the caller's language.
    static func unreachable(_ reason: NetworkReason) -> Self {
        Self(reason: .transportFailed(.network(reason)))
    }

    /// No answer arrived in time.
    public static let timedOut = Self(reason: .timedOut)

    /// The server answered `status` (outside 2xx), with the `code` and `message` of its JSON
    /// error body when it had them.
    public static func httpStatus(_ status: Int, code: String? = nil, message: String? = nil) -> Self {
        Self(reason: .httpStatus(status, code: code, message: message))
    }

    /// The server answered `status` with a `Retry-After` field of `retryAfter` (its text as
    /// sent), read as ``retryAfter``: a 429 (too many requests) says how long to wait when the
    /// field holds a sensible number of seconds.
    public static func httpStatus(
        _ status: Int, code: String? = nil, message: String? = nil, retryAfter: String?
    ) -> Self {
        httpStatus(status, code: code, message: message, productID: nil, retryAfter: retryAfter)
    }

    /// The server answered `status` to a request about product `productID`, or to a create sent
    /// with `idempotencyKey`, with a `Retry-After` field of `retryAfter`.
    static func httpStatus(
        _ status: Int, code: String?, message: String?, productID: Int?, idempotencyKey: String? = nil,
        retryAfter: String? = nil
    ) -> Self {
        Self(
            reason: .httpStatus(status, code: code, message: message), subject: productID,
            sentKey: idempotencyKey,
            waitSeconds: status == 429 ? retryAfter.flatMap(Self.waitSeconds(in:)) : nil)
    }

    /// The longest wait a `Retry-After` is taken at its word for, in seconds: an hour. A longer
    /// one (`99999999999`) is no advice a person can follow, and the message says to wait a
    /// moment instead.
    public static let longestRetryAfter = 3_600

    /// The seconds `field` (a `Retry-After` value) asks to wait: digits only, from 1 to
    /// ``longestRetryAfter``; `nil` for anything else (a date, a negative or absurd number).
    private static func waitSeconds(in field: String) -> Int? {
        let text = field.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.utf8.count <= 10, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let seconds = Int(text), (1...longestRetryAfter).contains(seconds)
        else { return nil }
        return seconds
    }

    /// The health check was answered with `status` instead of `OK`.
    public static func unhealthy(status: String) -> Self { Self(reason: .unhealthy(status)) }

    /// The server answered success with no body where one was needed.
    public static let emptyBody = Self(reason: .emptyBody)

    /// The answer could not be read at `codingPath` (`pages[3].price`) for `reason`.
    public static func decodingFailed(codingPath: String, reason: String) -> Self {
        let problem = DecodingProblem(path: codingPath, kind: .invalidValue(reason))
        return decodingFailed(AnswerProblem(detail: .decoding(problem), productID: nil))
    }

    /// The answer could not be read; built by the wire layer.
    static func decodingFailed(_ problem: AnswerProblem) -> Self { Self(reason: .decodingFailed(problem)) }

    /// No valid address could be made from `address`.
    public static func invalidURL(_ address: String) -> Self { Self(reason: .invalidURL(address)) }

    /// A request could not be built; `detail` names the value at fault.
    public static func invalidRequest(_ detail: String) -> Self {
        Self(reason: .invalidRequest(.described(detail)))
    }

    /// A request could not be built because of `problem`, a value outside a limit of the API
    /// (``OpenMarketAPI/pageNumberRange`` and the others); nothing was sent.
    static func invalidRequest(_ problem: RequestProblem) -> Self { Self(reason: .invalidRequest(problem)) }

    /// The operation needs vendor credentials and the client has none.
    public static let missingCredentials = Self(reason: .missingCredentials)

    /// The server generation does not offer `feature` (for example `search`).
    public static func unsupported(_ feature: String) -> Self { Self(reason: .unsupported(feature)) }

    /// The product form broke a rule; nothing was sent.
    public static func invalidProduct(_ problem: ProductFormError) -> Self {
        Self(reason: .invalidProduct(problem))
    }

    /// A create was sent without an idempotency key and no answer came, or none that tells: the
    /// product may have been created.
    public static let creationUnconfirmed = Self(reason: .creationUnconfirmed)

    /// A create was sent with `idempotencyKey` and no answer came, or none that tells: the
    /// product may have been created, and sending the same create again with the same key finds
    /// out safely.
    ///
    /// The key is context, not identity: the error equals ``creationUnconfirmed``.
    public static func creationUnconfirmed(idempotencyKey: String?) -> Self {
        Self(reason: .creationUnconfirmed, sentKey: idempotencyKey)
    }

    /// A delete of product `id` was sent and no answer came: it may have been deleted.
    public static func deletionUnconfirmed(productID id: Int) -> Self {
        Self(reason: .deletionUnconfirmed(productID: id))
    }

    // MARK: - Reading errors

    /// The HTTP status the server answered, for ``Kind-swift.struct/httpStatus``; otherwise `nil`.
    public var status: Int? {
        if case .httpStatus(let status, _, _) = reason { return status }
        return nil
    }

    /// How long a 429 (too many requests) asked to wait before trying again, from its
    /// `Retry-After` field, when that held whole seconds from 1 to ``longestRetryAfter``;
    /// otherwise `nil` (wait a moment). Not part of the error's identity (see ``==(_:_:)``).
    public var retryAfter: Duration? {
        guard status == 429 else { return nil }
        return waitSeconds.map { .seconds($0) }
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
        case .creationUnconfirmed, .httpStatus: sentKey
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
    /// The message's key is `error.` followed by ``kind``. Some cases say more with keys of their
    /// own: a connection the kit words itself (`error.unreachable`), a status (its family and the
    /// server's code), a request outside a limit of the API (the limit's name), a create sent
    /// with an idempotency key (`.key`). Text that came from the server (its error message, a
    /// status, a value it sent) is shown without control characters.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.\(kind)"
        return switch reason {
        case .transportFailed(.described(let detail)): text.format(key, detail.oneLine())
        case .transportFailed(.network(let why)): text.format("error.unreachable", why.sentence(text))
        case .timedOut, .emptyBody, .missingCredentials: text.string(key)
        case .httpStatus(let status, let code, let message):
            Self.statusMessage(
                status, code: code, message: message, productID: subject, idempotencyKey: sentKey,
                waitSeconds: waitSeconds, text)
        case .unhealthy(let value), .invalidURL(let value), .unsupported(let value):
            text.format(key, value.oneLine())
        case .decodingFailed(let problem): Self.answerMessage(problem, key, text)
        case .invalidRequest(let problem): Self.requestMessage(problem, key, text)
        case .invalidProduct(let problem): text.format(key, problem.message(locale: locale))
        case .creationUnconfirmed:
            sentKey.map { text.format(key + ".key", $0.oneLine(limit: 255)) } ?? text.string(key)
        case .deletionUnconfirmed(let id): text.format(key, String(id))
        }
    }

    /// The message for a request that could not be built: `key` (`error.invalidRequest`) for a
    /// value the caller described; a value outside a limit of the API has the key of its own
    /// problem (`error.searchTooLong`), naming the value and the limit.
    private static func requestMessage(_ problem: RequestProblem, _ key: String, _ text: Localizer) -> String
    {
        let own = "error.\(caseName(of: problem))"
        func outside(_ value: Int, _ range: ClosedRange<Int>) -> String {
            text.format(own, text.number(value), text.number(range.lowerBound), text.number(range.upperBound))
        }
        func over(_ value: Int, _ limit: Int) -> String {
            text.format(own, text.number(value), text.number(limit))
        }
        return switch problem {
        case .described(let detail): text.format(key, detail.oneLine())
        case .pageOutOfRange(let page): outside(page, OpenMarketAPI.pageNumberRange)
        case .pageSizeOutOfRange(let size): outside(size, OpenMarketAPI.itemsPerPageRange)
        case .searchTooLong(let length): over(length, OpenMarketAPI.maximumSearchLength)
        case .identifierTooLong(let bytes): over(bytes, OpenMarketAPI.maximumIdentifierBytes)
        case .passwordTooLong(let length): over(length, OpenMarketAPI.maximumPasswordLength)
        case .productIDOutOfRange(let id): outside(id, OpenMarketAPI.productIDRange)
        }
    }

    /// The message for an error status: its keys depend on the status and the server's code,
    /// not only on the kind.
    private static func statusMessage(
        _ status: Int, code: String?, message: String?, productID: Int?, idempotencyKey: String?,
        waitSeconds: Int?, _ text: Localizer
    ) -> String {
        // Too many requests: a server refuses them before doing anything, so nothing changed and
        // sending the same request later is safe (a create carries its idempotency key).
        if status == 429 {
            return switch waitSeconds {
            case nil: text.format("error.rateLimited", status)
            case 1?: text.format("error.rateLimited.second", status)
            case let seconds?: text.format("error.rateLimited.seconds", status, text.number(seconds))
            }
        }
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
        case 421: family = "error.misdirected"
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

    /// The message for an unreadable answer; `key` is `error.decodingFailed`.
    private static func answerMessage(_ problem: AnswerProblem, _ key: String, _ text: Localizer) -> String {
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
        guard let id = problem.productID else { return text.format(key, detail) }
        return text.format(key + ".product", String(id), detail)
    }
}

extension OpenMarketError {
    /// What kind of failure an ``OpenMarketError`` is; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`httpStatus`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// No answer arrived: the connection failed.
        public static var transportFailed: Self { Self() }
        /// No answer arrived in time.
        public static var timedOut: Self { Self() }
        /// The server answered with a status outside 2xx (see ``OpenMarketError/status``).
        public static var httpStatus: Self { Self() }
        /// The health check was answered, but not with `OK`.
        public static var unhealthy: Self { Self() }
        /// The server answered success with no body where one was needed.
        public static var emptyBody: Self { Self() }
        /// The answer could not be read (see ``OpenMarketError/codingPath``).
        public static var decodingFailed: Self { Self() }
        /// An address could not be built from the server description and the operation.
        public static var invalidURL: Self { Self() }
        /// A request could not be built from the given values.
        public static var invalidRequest: Self { Self() }
        /// The operation needs vendor credentials and the client has none.
        public static var missingCredentials: Self { Self() }
        /// The server generation does not offer the feature.
        public static var unsupported: Self { Self() }
        /// The product form broke a rule (see ``OpenMarketError/formError``); nothing was sent.
        public static var invalidProduct: Self { Self() }
        /// A create was sent but no answer came (it timed out, or the connection dropped, or
        /// the server was still working on it), or an answer that does not tell whether the
        /// product was made (a gateway's 502 or 504, the server's own 500, a success whose body
        /// cannot be read): the product may have been created.
        ///
        /// Send the same create again with the same ``OpenMarketError/idempotencyKey`` (within
        /// 24 hours) to learn its outcome without making it twice. Without a key, look at the
        /// listing before creating it again, or it may exist twice.
        public static var creationUnconfirmed: Self { Self() }
        /// A delete was sent but no answer came: the product (``OpenMarketError/productID``)
        /// may have been deleted. Look it up before deleting it again.
        public static var deletionUnconfirmed: Self { Self() }
    }
}

extension OpenMarketError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}

extension OpenMarketError {
    /// Whether two errors are the same failure. The product a request was about (`subject`), the
    /// idempotency key a create was sent with (`sentKey`) and a 429's wait (``retryAfter``) take
    /// no part: they are context for the message, not identity, so `OpenMarketError.httpStatus(404)` equals the 404 a lookup of
    /// product 7 threw, and ``creationUnconfirmed`` equals the one a create with a key threw.
    public static func == (lhs: OpenMarketError, rhs: OpenMarketError) -> Bool {
        lhs.reason == rhs.reason
    }

    /// Hashes the failure, without the context ``==(_:_:)`` ignores.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
    }
}
