import Foundation

/// Where pictures come from.
public protocol ImageRepository: Sendable {
    /// The bytes of the picture at `url`.
    ///
    /// - Throws: ``StarbucksAPIError`` when it could not be downloaded; `CancellationError` when
    ///   cancelled.
    func image(at url: URL) async throws -> Data
}
