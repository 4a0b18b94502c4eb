import Foundation

/// Whether ``OpenMarketClient/createProduct(_:images:idempotencyKey:retry:)`` sends a create
/// again, with the same idempotency key, when it was sent and no answer came, or none that tells
/// whether the product was made.
///
/// A create that times out, whose connection drops or closes before the whole answer came, that a gateway answers with 502 or 504, that
/// the server answers with 500, or whose success cannot be read may have happened. Sent again with the same
/// `Idempotency-Key`, the same vendor and the same content within 24 hours, a server that honors
/// the header answers with the product the first request made (or makes it now), never a second
/// one. The retry resends the very same request: same key, same bytes.
///
/// The default is ``never``, because a server that ignores the header would create the product
/// twice. Choose ``once`` when your server honors it (the workspace's local server,
/// `open-market serve`, does): a dropped connection then costs a retry instead of an error. A
/// create still unconfirmed after the retry throws
/// ``OpenMarketError/Kind-swift.struct/creationUnconfirmed`` carrying the key
/// (``OpenMarketError/idempotencyKey``), so the app can offer to send it again later with it.
///
/// ```swift
/// let created = try await client.createProduct(draft, images: [photo], retry: .once)
/// ```
///
/// There is at most one retry: a server still working on the first request answers every
/// repeat with a 409 until it is done, and each unanswered attempt already cost a whole timeout.
public struct CreateRetryPolicy: Sendable {
    /// How many times a create that got no answer is sent again: 0 or 1.
    public let maximumRetries: Int
    /// The pause before sending it again, which gives a server still working on the first
    /// request time to finish it.
    public let delay: Duration
    /// Called with the idempotency key just before the pause and the retry: a place to tell the
    /// user that the create is being sent again.
    public let willRetry: (@Sendable (_ idempotencyKey: String) async -> Void)?

    private init(
        maximumRetries: Int, delay: Duration, willRetry: (@Sendable (_ idempotencyKey: String) async -> Void)?
    ) {
        self.maximumRetries = maximumRetries
        self.delay = max(delay, .zero)
        self.willRetry = willRetry
    }

    /// Never send a create again: a create that got no answer throws
    /// ``OpenMarketError/Kind-swift.struct/creationUnconfirmed`` at once, with its key.
    public static let never = CreateRetryPolicy(maximumRetries: 0, delay: .zero, willRetry: nil)

    /// Send a create that got no answer once more, with the same key, after a pause of one
    /// second.
    public static let once = CreateRetryPolicy.once()

    /// Send a create that got no answer once more, with the same key, after `delay` (a negative
    /// delay counts as none); `willRetry` is called with the key just before the pause.
    public static func once(
        after delay: Duration = .seconds(1),
        willRetry: (@Sendable (_ idempotencyKey: String) async -> Void)? = nil
    ) -> CreateRetryPolicy {
        CreateRetryPolicy(maximumRetries: 1, delay: delay, willRetry: willRetry)
    }
}
