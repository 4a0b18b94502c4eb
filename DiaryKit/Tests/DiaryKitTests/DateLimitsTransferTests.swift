import DiaryKit
import Foundation
import Testing

/// Every date a store keeps comes back from the JSON export, the years' both ends included; a
/// date past them is refused, and a date that is not a number is never stored as 1970.
@Suite("Dates at the limits: export, import, NaN")
struct DateLimitsTransferTests {
    static let firstMillisecond = Date(timeIntervalSince1970: -62_135_596_800)
    static let lastMillisecond = Date(timeIntervalSince1970: 253_402_300_799.999)

    @Test(arguments: StoreKind.allCases)
    func everyDateAStoreKeepsComesBackThroughTheJSONExport(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let dates: [Date] = [
            Date(timeIntervalSinceReferenceDate: -.infinity), Self.firstMillisecond,
            Self.firstMillisecond.addingTimeInterval(0.001), Date(timeIntervalSince1970: -12_219_292_800.001),
            Date(timeIntervalSince1970: 0), Self.lastMillisecond.addingTimeInterval(-0.001),
            Self.lastMillisecond,
            Date(timeIntervalSinceReferenceDate: .infinity), .distantFuture, .distantPast,
        ]
        for (index, date) in dates.enumerated() {
            try await store.insert(entry(index + 1, title: "Entry \(index)", at: date))
        }
        let stored = try await store.allEntries()
        let json = try DiaryExporter().data(for: stored, format: .json)
        let imported = try DiaryImporter().entries(from: json)
        #expect(imported == stored)
        #expect(imported.contains { $0.createdAt == Self.firstMillisecond })
        #expect(imported.contains { $0.createdAt == Self.lastMillisecond })
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"0001-01-01T00:00:00.000Z\""))
        #expect(text.contains("\"9999-12-31T23:59:59.999Z\""))
    }

    @Test func theReviewersRepro() async throws {
        let sql = try SQLiteDiaryStore.inMemory()
        let e = DiaryEntry(title: "x", body: "", createdAt: Date(timeIntervalSinceReferenceDate: -.infinity))
        try await sql.insert(e)
        let json = try DiaryExporter().data(for: [e], format: .json)
        #expect(try DiaryImporter().entries(from: json) == [e])
    }

    @Test(arguments: [
        "0000-12-31T23:59:59.999Z", "0001-01-01T08:59:59.999+09:00", "9999-12-31T23:59:59.999-00:01",
        "9999-12-31T23:59:59.9995Z",
    ])
    func aDatePastEitherEndIsRefusedNotMoved(_ createdAt: String) throws {
        let json = #"""
            {"format": "diarykit", "version": 1, "entries": [{"id": "00000000-0000-4000-8000-000000000001",
             "title": "x", "body": "", "createdAt": "\#(createdAt)"}]}
            """#
        let error = #expect(throws: DiaryTransferError.self) {
            try DiaryImporter().entries(from: Data(json.utf8))
        }
        #expect(
            error?.message(locale: Locale(identifier: "en"))
                == "The file can't be imported: the date at entries[0].createdAt is outside the years 1 to 9999. "
                + "Fix or remove that entry.")
    }

    @Test(arguments: StoreKind.allCases)
    func aDateThatIsNotANumberIsTheStartOf1970AsDocumentedAndComesBackSo(_ kind: StoreKind) async throws {
        // NaN has no nearest year to clamp to, and a `Date` holding it traps when printed: an
        // entry takes 1970-01-01T00:00:00Z instead, in either store, and the export keeps it.
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let epoch = Date(timeIntervalSince1970: 0)
        let store = try kind.makeStore()
        let entry = DiaryEntry(title: "x", body: "", createdAt: nan, updatedAt: nan)
        #expect(entry.createdAt == epoch)
        #expect(entry.updatedAt == epoch)
        try await store.insert(entry)
        #expect(try await store.entry(id: entry.id)?.createdAt == epoch)
        let json = try DiaryExporter().data(for: [entry], format: .json)
        #expect(try DiaryImporter().entries(from: json) == [entry])
        #expect(DiaryDay(nan, timeZone: TimeZone(identifier: "UTC") ?? .current).description == "1970-01-01")
    }
}
