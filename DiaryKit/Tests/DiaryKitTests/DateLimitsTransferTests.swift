import DiaryKit
import Foundation
import Testing

/// Every date a store keeps comes back from the JSON export, the years' both ends included; a
/// date past them is refused, and a date that is not a number is never stored as 1970.
/// (`EntryDateLimitsTests` shows the stores refusing such dates.)
@Suite("Dates at the limits: export, import, NaN")
struct DateLimitsTransferTests {
    static let firstMillisecond = Date(timeIntervalSince1970: -62_135_596_800)
    static let lastMillisecond = Date(timeIntervalSince1970: 253_402_300_799.999)

    @Test(arguments: StoreKind.allCases)
    func everyDateAStoreKeepsComesBackThroughTheJSONExport(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let dates: [Date] = [
            Self.firstMillisecond, Self.firstMillisecond.addingTimeInterval(0.001),
            Date(timeIntervalSince1970: -12_219_292_800.001), Date(timeIntervalSince1970: 0),
            Self.lastMillisecond.addingTimeInterval(-0.001), Self.lastMillisecond, .distantFuture,
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
        // -infinity is refused by a store now; the first millisecond it was moved to still
        // round-trips.
        let sql = try SQLiteDiaryStore.inMemory()
        let e = DiaryEntry(title: "x", body: "", createdAt: Self.firstMillisecond)
        try await sql.insert(e)
        let json = try DiaryExporter().data(for: [e], format: .json)
        #expect(try DiaryImporter().entries(from: json) == [e])
        let infinite = DiaryEntry(
            title: "x", body: "", createdAt: Date(timeIntervalSinceReferenceDate: -.infinity))
        await #expect(throws: DiaryStoreError.self) { try await sql.insert(infinite) }
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
    func aDateThatIsNotANumberIsTheStartOf1970InTheEntryAndRefusedByTheStore(_ kind: StoreKind) async throws {
        // NaN has no nearest year to clamp to, and a `Date` holding it traps when printed: an
        // entry shows 1970-01-01T00:00:00Z instead, and either store refuses to keep it.
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let epoch = Date(timeIntervalSince1970: 0)
        let store = try kind.makeStore()
        let entry = DiaryEntry(title: "x", body: "", createdAt: nan, updatedAt: nan)
        #expect(entry.createdAt == epoch)
        #expect(entry.updatedAt == epoch)
        let error = await #expect(throws: DiaryStoreError.self) { try await store.insert(entry) }
        #expect(error?.kind == .invalidDate)
        #expect(try await store.entry(id: entry.id) == nil)
        let json = try DiaryExporter().data(for: [entry], format: .json)
        #expect(try DiaryImporter().entries(from: json).map(\.createdAt) == [epoch])
        #expect(DiaryDay(nan, timeZone: TimeZone(identifier: "UTC") ?? .current).description == "1970-01-01")
    }
}
