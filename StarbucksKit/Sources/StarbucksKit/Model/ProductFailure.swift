import Foundation

/// A product that could not be loaded, and why; the screen shows the others without it.
public struct ProductFailure: Hashable, Sendable, Error {
    /// The product's code.
    public let code: ProductCode
    /// What went wrong.
    public let error: StarbucksAPIError

    /// A failure to load `code` because of `error`.
    public init(code: ProductCode, error: StarbucksAPIError) {
        self.code = code
        self.error = error
    }
}
