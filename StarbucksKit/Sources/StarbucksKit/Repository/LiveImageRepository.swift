import Foundation

/// Pictures, downloaded with a `GET` of their address.
struct LiveImageRepository: ImageRepository {
    private let client: APIClient

    /// A repository downloading through `transport`.
    init(transport: any HTTPTransport) {
        client = APIClient(transport: transport, servers: .production)
    }

    /// `GET url`.
    ///
    /// - Throws: ``StarbucksAPIError``; `CancellationError` when cancelled.
    func image(at url: URL) async throws -> Data {
        try await client.download(url)
    }
}
