import Foundation

/// Why the image cache could not download an image through its transport.
///
/// Match on ``kind``; new kinds may be added without breaking a `switch` that has a `default`.
/// (A cache made with a loader closure passes that closure's errors through unchanged.)
public struct ImageCacheError: Error, Sendable, Hashable {
    /// What kind of failure happened.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// No answer arrived: the connection failed.
        public static let transportFailed = Kind(name: "transportFailed")
        /// No answer arrived in time.
        public static let timedOut = Kind(name: "timedOut")
        /// The calling task was cancelled.
        public static let cancelled = Kind(name: "cancelled")
        /// The image server answered with a status outside 2xx.
        public static let httpStatus = Kind(name: "httpStatus")

        /// The kind's name (`httpStatus`).
        public var description: String { name }
    }

    private enum Reason: Sendable, Hashable {
        case transportFailed(URL, String)
        case unreachable(URL, NetworkReason)
        case timedOut(URL)
        case cancelled(URL)
        case httpStatus(URL, Int)
    }

    private let reason: Reason

    /// What kind of failure happened.
    public var kind: Kind {
        switch reason {
        case .transportFailed, .unreachable: .transportFailed
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .httpStatus: .httpStatus
        }
    }

    /// The connection to `url` failed; `reason` is the underlying error's text.
    public static func transportFailed(_ url: URL, reason: String) -> ImageCacheError {
        ImageCacheError(reason: .transportFailed(url, reason))
    }

    /// The connection to `url` failed, for `reason`, which the message words in the caller's
    /// language.
    static func unreachable(_ url: URL, _ reason: NetworkReason) -> ImageCacheError {
        ImageCacheError(reason: .unreachable(url, reason))
    }

    /// No answer arrived from `url` in time.
    public static func timedOut(_ url: URL) -> ImageCacheError {
        ImageCacheError(reason: .timedOut(url))
    }

    /// The download of `url` was cancelled.
    public static func cancelled(_ url: URL) -> ImageCacheError {
        ImageCacheError(reason: .cancelled(url))
    }

    /// The server of `url` answered `status`.
    public static func httpStatus(_ url: URL, status: Int) -> ImageCacheError {
        ImageCacheError(reason: .httpStatus(url, status))
    }

    /// The image's address.
    public var url: URL {
        switch reason {
        case .transportFailed(let url, _), .unreachable(let url, _), .timedOut(let url), .cancelled(let url),
            .httpStatus(let url, _):
            url
        }
    }

    /// The HTTP status, for ``Kind-swift.struct/httpStatus``; otherwise `nil`.
    public var status: Int? {
        if case .httpStatus(_, let status) = reason { return status }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let address = url.absoluteString.oneLine()
        switch reason {
        case .transportFailed(_, let detail):
            return text.format("imageCache.transportFailed", address, detail.oneLine())
        case .unreachable(_, let why):
            return text.format("imageCache.unreachable", address, why.sentence(text))
        case .timedOut:
            return text.format("imageCache.timedOut", address)
        case .cancelled:
            return text.format("imageCache.cancelled", address)
        case .httpStatus(_, let status) where (500...599).contains(status):
            return text.format("imageCache.serverFailed", address, status)
        case .httpStatus(_, let status):
            return text.format("imageCache.httpStatus", address, status)
        }
    }
}

extension ImageCacheError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
