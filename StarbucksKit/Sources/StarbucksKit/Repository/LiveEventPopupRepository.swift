import Foundation

/// The event popup, read from the class's static host.
struct LiveEventPopupRepository: EventPopupRepository {
    private let client: APIClient

    /// A repository reading through `transport` from `servers`.
    init(transport: any HTTPTransport, servers: StarbucksServers = .production) {
        client = APIClient(transport: transport, servers: servers)
    }

    /// `GET …/starbuckst-loading.json`, as a popup; `nil` when it has neither title nor
    /// description.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func eventPopup() async throws -> EventPopup? {
        try await client.send(StarbucksAPI.eventPopup(client.servers)).popup
    }
}
