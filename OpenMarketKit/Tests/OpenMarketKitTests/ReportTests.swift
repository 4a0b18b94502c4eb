import Foundation
import OpenMarketKit
import OpenMarketKitReports
import Testing

@Suite("The --json reports: data for programs")
struct ReportTests {
    /// `value` as a JSON object.
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aDeletionSaysDeletedWithTheId() throws {
        let report = try object(DeletionReport(id: 42, product: nil))
        #expect(report["id"] as? Int == 42)
        #expect(report["deleted"] as? Bool == true)
    }

    @Test func aHealthCheckNamesTheServerAndItsGeneration() throws {
        let report = try object(HealthReport(server: .openMarket))
        #expect(report["status"] as? String == "OK")
        #expect(report["server"] as? String == ServerDescription.openMarket.baseURL.absoluteString)
        #expect(report["generation"] as? String == ServerDescription.openMarket.generation.rawValue)
    }
}
