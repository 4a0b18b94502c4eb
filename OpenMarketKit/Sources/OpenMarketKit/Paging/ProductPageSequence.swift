import Foundation

/// The pages of a ``ProductPager`` as an `AsyncSequence`; each step loads the next page.
public struct ProductPageSequence: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page<ProductListing>

    let pager: ProductPager

    /// Steps through the pager's pages.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let pager: ProductPager

        /// The next page, or `nil` after the last one.
        ///
        /// - Throws: what ``ProductPager/loadNextPage()`` throws.
        public mutating func next() async throws -> Page<ProductListing>? {
            try await pager.loadNextPage()
        }
    }

    /// Makes an iterator over the pager.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pager: pager)
    }
}
