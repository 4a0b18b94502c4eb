import Foundation

/// Where the running events come from.
public protocol WhatsNewRepository: Sendable {
    /// The running events, in the order the service lists them.
    ///
    /// - Throws: ``StarbucksAPIError`` when they could not be read; `CancellationError` when
    ///   cancelled.
    func events() async throws -> [WhatsNewEvent]
}
