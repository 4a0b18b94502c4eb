/// The limits the server enforces, with clear 400 and 413 answers; the OpenAPI document states
/// the same numbers.
///
/// Lengths count Unicode code points, as JSON Schema does.
public struct MarketLimits: Sendable, Hashable {
    /// How many images a new product has.
    public var imageCount: ClosedRange<Int> = 1...5
    /// The largest image, in bytes (300 KB).
    public var maximumImageBytes = 300 * 1_024
    /// The length of a name.
    public var nameLength: ClosedRange<Int> = 3...100
    /// The length of a description.
    public var descriptionLength: ClosedRange<Int> = 10...1_000
    /// The highest price (and so the highest discount).
    public var maximumPrice = 1_000_000_000_000
    /// The highest stock.
    public var maximumStock = 1_000_000_000
    /// The largest create body (multipart), in bytes.
    public var maximumMultipartBytes = 2 * 1_024 * 1_024
    /// The largest JSON body (update, secret), in bytes.
    public var maximumJSONBytes = 64 * 1_024
    /// The page numbers a listing accepts.
    public var pageNumber: ClosedRange<Int> = 1...1_000_000
    /// The page sizes a listing accepts.
    public var itemsPerPage: ClosedRange<Int> = 1...500
    /// The longest search text.
    public var maximumSearchLength = 100
    /// The longest password or product secret a request may send.
    public var maximumSecretLength = 200
    /// The longest vendor identifier a request may send.
    public var maximumIdentifierLength = 200

    /// The default limits: the app's rules (1–5 images of 300 KB, names of 3–100 characters,
    /// descriptions of 10–1000).
    public init() {}
}
