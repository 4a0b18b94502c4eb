import DiaryKit
import Foundation
import Testing

/// A store refuses an entry dated where a diary keeps no date (NaN, infinity, past either end of
/// the years 1 to 9999), on insert, import, create and save, rather than keep a moved date, and
/// stores nothing; the years' own ends are kept.
@Suite("Entry dates past the years 1 to 9999")
struct EntryDateLimitsTests {
    static let firstMillisecond = Date(timeIntervalSince1970: -62_135_596_800)
    static let lastMillisecond = Date(timeIntervalSince1970: 253_402_300_799.999)

    /// Dates no entry keeps: NaN, both infinities, 1e300 seconds either way, the first
    /// millisecond after 9999-12-31 and the last one before 0001-01-01, in UTC.
    static let unkeptDates: [Date] = [
        Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: .infinity),
        Date(timeIntervalSince1970: -.infinity), Date(timeIntervalSince1970: 1e300),
        Date(timeIntervalSince1970: -1e300), Date(timeIntervalSince1970: 253_402_300_800),
        Date(timeIntervalSince1970: -62_135_596_800.001),
    ]

    static let cases: [(StoreKind, Int)] = StoreKind.allCases.flatMap { kind in
        unkeptDates.indices.map { (kind, $0) }
    }

    @Test(arguments: cases)
    func insertRefusesTheDateAndStoresNothing(_ kind: StoreKind, _ index: Int) async throws {
        let date = Self.unkeptDates[index]
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "Kept", at: day(0)))
        let before = try await store.allEntries()
        for bad in [
            entry(2, title: "Late", at: date),
            DiaryEntry(title: "Late", body: "", createdAt: day(0), updatedAt: date),
        ] {
            let error = await #expect(throws: DiaryStoreError.self) { try await store.insert(bad) }
            #expect(error?.kind == .invalidDate)
        }
        #expect(try await store.allEntries() == before)
    }

    @Test(arguments: cases)
    func importRefusesTheWholeImport(_ kind: StoreKind, _ index: Int) async throws {
        let store = try kind.makeStore()
        try await store.insert(entry(1, title: "Kept", at: day(0)))
        let before = try await store.allEntries()
        let entries = [
            entry(2, title: "Fine", at: day(60)), entry(3, title: "Late", at: Self.unkeptDates[index]),
        ]
        let error = await #expect(throws: DiaryStoreError.self) { try await store.importEntries(entries) }
        #expect(error?.kind == .invalidDate)
        #expect(try await store.allEntries() == before)
    }

    @Test(arguments: cases)
    func aClockGivingTheDateCreatesNothing(_ kind: StoreKind, _ index: Int) async throws {
        let store = try kind.makeStore(clock: ManualDate(Self.unkeptDates[index]))
        let byText = await #expect(throws: DiaryStoreError.self) { try await store.create(text: "Picnic") }
        #expect(byText?.kind == .invalidDate)
        let byFields = await #expect(throws: DiaryStoreError.self) {
            try await store.create(title: "Picnic", body: "By the river.")
        }
        #expect(byFields?.kind == .invalidDate)
        let draft = DiaryDraft(id: UUID(), title: "Picnic", body: "", base: nil)
        let saved = await #expect(throws: DiaryStoreError.self) { try await store.save(draft) }
        #expect(saved?.kind == .invalidDate)
        #expect(try await store.count() == 0)
    }

    @Test(arguments: cases)
    func aDraftGivenTheDateCreatesNothing(_ kind: StoreKind, _ index: Int) async throws {
        let store = try kind.makeStore()
        let draft = DiaryDraft(
            id: UUID(), title: "Picnic", body: "", base: nil, createdAt: Self.unkeptDates[index])
        let error = await #expect(throws: DiaryStoreError.self) { try await store.save(draft) }
        #expect(error?.kind == .invalidDate)
        #expect(try await store.count() == 0)
    }

    @Test(arguments: cases)
    func aClockGivingTheDateChangesNoEntry(_ kind: StoreKind, _ index: Int) async throws {
        let clock = ManualDate(day(0))
        let store = try kind.makeStore(clock: clock)
        let created = try await store.create(text: "Picnic")
        clock.set(Self.unkeptDates[index])
        var edited = created
        edited.body = "By the river."
        let error = await #expect(throws: DiaryStoreError.self) { try await store.update(edited) }
        #expect(error?.kind == .invalidDate)
        #expect(try await store.allEntries() == [created])
    }

    @Test(arguments: StoreKind.allCases)
    func theYearsOwnEndsAreKept(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let first = entry(1, title: "First", at: Self.firstMillisecond)
        let last = entry(2, title: "Last", at: Self.lastMillisecond)
        try await store.insert(first)
        try await store.importEntries([last])
        #expect(try await store.allEntries() == [last, first])
        let clock = ManualDate(Self.lastMillisecond)
        let clocked = try kind.makeStore(clock: clock)
        #expect(try await clocked.create(text: "Late").createdAt == Self.lastMillisecond)
        clock.set(Self.firstMillisecond)
        #expect(try await clocked.create(title: "Early", body: "").createdAt == Self.firstMillisecond)
    }

    @Test func anEntryStillShowsTheDateItWasMovedTo() {
        let late = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: 1e300))
        #expect(late.createdAt == Self.lastMillisecond)
        #expect(late != DiaryEntry(id: late.id, title: "t", body: "", createdAt: Self.lastMillisecond))
        let notANumber = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: .nan))
        #expect(notANumber == notANumber)
        var moved = late
        moved.createdAt = Self.lastMillisecond
        #expect(moved != DiaryEntry(id: late.id, title: "t", body: "", createdAt: Self.lastMillisecond))
        moved.updatedAt = Self.lastMillisecond
        #expect(moved == DiaryEntry(id: late.id, title: "t", body: "", createdAt: Self.lastMillisecond))
    }

    @Test func theMessageNamesTheDateAndTheYears() {
        let late = DiaryStoreError.invalidEntryDate(Date(timeIntervalSince1970: 1e300))
        #expect(late.kind == .invalidDate)
        #expect(
            late.message(locale: Locale(identifier: "en"))
                == "The entry's date, 1e+300 seconds from 1970-01-01T00:00:00Z, is outside the years 1 to 9999 "
                + "a diary keeps (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z), so nothing was saved. "
                + "Give the entry a date within those years, and check the clock that dated it.")
        #expect(
            late.message(locale: Locale(identifier: "ko"))
                == "일기 날짜(1970-01-01T00:00:00Z부터 1e+300초)가 일기장이 담을 수 있는 1년에서 9999년"
                + "(0001-01-01T00:00:00Z부터 9999-12-31T23:59:59.999Z까지)을 벗어나서 아무것도 저장하지 않았어요. "
                + "그 기간 안의 날짜를 주고, 날짜를 정한 시계를 확인하세요.")
        let notANumber = DiaryStoreError.invalidEntryDate(Date(timeIntervalSince1970: .nan))
        #expect(notANumber == notANumber)
        #expect(
            notANumber.message(locale: Locale(identifier: "en"))
                == "The entry's date is not a number (NaN), so nothing was saved. Give the entry a date within "
                + "the years 1 to 9999 (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z), and check the clock "
                + "that dated it.")
        #expect(notANumber.message(locale: Locale(identifier: "ko")).hasPrefix("일기 날짜가 숫자가 아니라서(NaN)"))
    }
}
