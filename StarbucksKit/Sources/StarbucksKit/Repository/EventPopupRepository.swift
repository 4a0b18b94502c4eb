import Foundation

/// Where the launch event popup comes from.
public protocol EventPopupRepository: Sendable {
    /// The popup to announce, or `nil` when there is nothing to announce.
    ///
    /// - Throws: ``StarbucksAPIError`` when it could not be read; `CancellationError` when
    ///   cancelled.
    func eventPopup() async throws -> EventPopup?
}
