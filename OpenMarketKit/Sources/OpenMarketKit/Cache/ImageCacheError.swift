import Foundation

/// Why the image cache could not download an image through its transport.
///
/// Match on ``kind``; new kinds may be added without breaking a `switch` that has a `default`.
/// (A cache made with a loader closure passes that closure's errors through unchanged; a
/// cancelled download throws `CancellationError`.)
public struct ImageCacheError: Error, Sendable, Hashable {
    /// The failure and the image's address: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case transportFailed(URL, ConnectionFailure)
        case timedOut(URL)
        case httpStatus(URL, Int)
    }

    private let reason: Reason

    /// What kind of failure happened: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The connection to `url` failed; `reason` is the underlying error's text.
    public static func transportFailed(_ url: URL, reason: String) -> Self {
        Self(reason: .transportFailed(url, .described(reason)))
    }

    /// The connection to `url` failed, for `reason`, which the message words in the caller's
    /// language.
    static func unreachable(_ url: URL, _ reason: NetworkReason) -> Self {
        Self(reason: .transportFailed(url, .network(reason)))
    }

    /// No answer arrived from `url` in time.
    public static func timedOut(_ url: URL) -> Self { Self(reason: .timedOut(url)) }

    /// The server of `url` answered `status`.
    public static func httpStatus(_ url: URL, status: Int) -> Self { Self(reason: .httpStatus(url, status)) }

    /// The image's address.
    public var url: URL {
        switch reason {
        case .transportFailed(let url, _), .timedOut(let url), .httpStatus(let url, _): url
        }
    }

    /// The HTTP status, for ``Kind-swift.struct/httpStatus``; otherwise `nil`.
    public var status: Int? {
        if case .httpStatus(_, let status) = reason { return status }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// The message's key is `imageCache.` followed by ``kind``; a connection the kit words itself
    /// has its own (`imageCache.unreachable`), and so has a server that failed
    /// (`imageCache.serverFailed`, for a 5xx status).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "imageCache.\(kind)"
        let address = url.absoluteString.oneLine()
        return switch reason {
        case .transportFailed(_, .described(let detail)): text.format(key, address, detail.oneLine())
        case .transportFailed(_, .network(let why)):
            text.format("imageCache.unreachable", address, why.sentence(text))
        case .timedOut: text.format(key, address)
        case .httpStatus(_, let status) where (500...599).contains(status):
            text.format("imageCache.serverFailed", address, status)
        case .httpStatus(_, let status): text.format(key, address, status)
        }
    }
}

extension ImageCacheError {
    /// What kind of failure an ``ImageCacheError`` is; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`httpStatus`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// No answer arrived: the connection failed.
        public static var transportFailed: Self { Self() }
        /// No answer arrived in time.
        public static var timedOut: Self { Self() }
        /// The image server answered with a status outside 2xx.
        public static var httpStatus: Self { Self() }
    }
}

extension ImageCacheError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
