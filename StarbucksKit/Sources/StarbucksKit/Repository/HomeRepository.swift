import Foundation

/// Where the home document comes from.
public protocol HomeRepository: Sendable {
    /// The home document: the name to greet and the product codes of each row.
    ///
    /// - Throws: ``StarbucksAPIError`` when it could not be read; `CancellationError` when
    ///   cancelled.
    func home() async throws -> HomeDocument
}
