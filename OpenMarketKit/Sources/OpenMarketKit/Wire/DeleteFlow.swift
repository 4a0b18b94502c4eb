import Foundation

/// How a product is deleted; always two steps, the first proving the vendor's password.
enum DeleteFlow: Sendable, Hashable {
    /// `POST /api/products/{id}/secret` answers the product's secret as plain text, then
    /// `DELETE /api/products/{id}/{secret}` (`marketTraining`).
    case secretInPath
    /// `POST /api/products/{id}/archived` answers a path as plain text, then `DELETE` to that
    /// path (`openMarket`).
    case archivedPath
}
