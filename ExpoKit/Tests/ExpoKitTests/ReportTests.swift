import ExpoKit
import ExpoKitReports
import Foundation
import Testing

@Suite("The --json reports: data for programs")
struct ReportTests {
    /// `value` as a JSON object.
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theListAndASearchCountTheirRows() async throws {
        let catalog = try await ExpoCatalog.bundled(locale: Locale(identifier: "en"))
        let text = ExpoText(locale: Locale(identifier: "en"))
        let list = text.list(for: catalog)
        let report = try object(ExhibitListReport(list))
        #expect(report["count"] as? Int == list.rows.count)
        #expect((report["rows"] as? [Any])?.count == list.rows.count)
        let search = try object(
            ExhibitSearchReport(query: "x", heading: "Matches", matches: Array(list.rows.prefix(2))))
        #expect(search["count"] as? Int == 2)
        #expect(search["query"] as? String == "x")
    }

    @Test func aMarkdownExportToStandardOutputCarriesTheDocument() throws {
        let report = try object(ExportReport(document: "# Paris", missingImages: ["a.png"]))
        #expect(report["format"] as? String == "markdown")
        #expect(report["content"] as? String == "# Paris")
        #expect(report["missingImages"] as? [String] == ["a.png"])
        #expect(report["directory"] == nil)
    }
}
