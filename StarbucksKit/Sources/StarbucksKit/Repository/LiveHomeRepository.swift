import Foundation

/// The home document, read from the class's API host.
struct LiveHomeRepository: HomeRepository {
    private let client: APIClient

    /// A repository reading through `transport` from `servers`.
    init(transport: any HTTPTransport, servers: StarbucksServers = .production) {
        client = APIClient(transport: transport, servers: servers)
    }

    /// `GET …/starbuckst`, as a document; missing parts are empty.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func home() async throws -> HomeDocument {
        try await client.send(StarbucksAPI.home(client.servers)).document
    }
}
