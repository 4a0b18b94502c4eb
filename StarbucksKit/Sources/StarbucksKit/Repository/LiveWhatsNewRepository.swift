import Foundation

/// The running events, read from Starbucks' site.
struct LiveWhatsNewRepository: WhatsNewRepository {
    private let client: APIClient

    /// A repository reading through `transport` from `servers`.
    init(transport: any HTTPTransport, servers: StarbucksServers = .production) {
        client = APIClient(transport: transport, servers: servers)
    }

    /// `POST …/whats_new/getIngList.do` with `MENU_CD=all`; events without a title are skipped.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func events() async throws -> [WhatsNewEvent] {
        try await client.send(StarbucksAPI.whatsNew(client.servers)).events.compactMap(\.event)
    }
}
