import Foundation
import GRDB
import Testing

@testable import DiaryKit

/// A busy timeout SQLite cannot take is refused before anything is opened or created: GRDB hands
/// SQLite the timeout in milliseconds as an `Int32`, and trapped on NaN, on infinity and on more
/// than about 2,147,483 seconds.
@Suite("The busy timeout")
struct BusyTimeoutTests {
    @Test(arguments: [
        Double.nan, -1, -0.001, -Double.infinity, 2_147_484, 2_147_483.648, 1e300,
        Double.greatestFiniteMagnitude,
    ])
    func aTimeoutSQLiteCannotTakeIsRefusedAndNothingIsCreated(_ seconds: Double) throws {
        let folder = TemporaryFolder().file("not-yet")
        let path = (folder as NSString).appendingPathComponent("diary.sqlite")
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, busyTimeout: seconds)
        }
        #expect(error?.kind == .invalidBusyTimeout)
        #expect(error?.busyTimeout.map { $0.bitPattern } == seconds.bitPattern)
        #expect(error?.path == nil)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [SQLiteDiaryStore.Access.automatic, .readWrite, .readOnly])
    func everyAccessRefusesItBeforeTouchingTheFile(_ access: SQLiteDiaryStore.Access) throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let error = #expect(throws: DiaryStoreError.self) {
            try SQLiteDiaryStore(path: path, access: access, busyTimeout: -5)
        }
        #expect(error?.kind == .invalidBusyTimeout)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anExistingDiaryIsLeftAsItWas() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        try await SQLiteDiaryStore(path: path).create(text: "Picnic")
        let folder = (path as NSString).deletingLastPathComponent
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: DiaryStoreError.self) { try SQLiteDiaryStore(path: path, busyTimeout: .nan) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func theMessageNamesTheValueTheRangeAndWhatToPass() {
        let tooLong = DiaryStoreError.invalidBusyTimeout(3_000_000)
        #expect(
            tooLong.message(locale: Locale(identifier: "en"))
                == "The busy timeout 3000000.0 can't be used: SQLite waits from 0 to 2147483.647 seconds "
                + "for another program to finish writing. Pass a number of seconds in that range, "
                + "or .infinity to wait as long as SQLite can.")
        #expect(
            tooLong.message(locale: Locale(identifier: "ko"))
                == "대기 시간 3000000.0은 쓸 수 없어요. SQLite는 다른 프로그램이 쓰기를 마치기를 0초에서 "
                + "2147483.647초까지 기다려요. 그 범위의 초를 주거나, SQLite가 기다릴 수 있는 만큼 기다리려면 "
                + ".infinity를 주세요.")
        let notANumber = DiaryStoreError.invalidBusyTimeout(.nan)
        #expect(
            notANumber.message(locale: Locale(identifier: "en")).hasPrefix(
                "The busy timeout nan can't be used"))
        #expect(notANumber == DiaryStoreError.invalidBusyTimeout(.nan))
        #expect(notANumber != DiaryStoreError.invalidBusyTimeout(-1))
    }

    @Test func infinityIsTheLongestWaitSQLiteTakes() async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path, busyTimeout: .infinity)
        try await store.create(text: "Picnic")
        let writer = try #require(store.writer as? DatabasePool)
        guard case .timeout(let seconds) = writer.configuration.busyMode else {
            Issue.record("the store's busy timeout was dropped")
            return
        }
        #expect(seconds == SQLiteDiaryStore.maximumBusyTimeout)
        #expect(try SQLiteDiaryStore(path: path, access: .readOnly, busyTimeout: .infinity).isReadOnly)
    }

    @Test(arguments: [0, -0.0, 0.001, 5, SQLiteDiaryStore.maximumBusyTimeout])
    func everyTimeoutInTheRangeOpens(_ seconds: Double) async throws {
        let path = TemporaryFolder().file("diary.sqlite")
        let store = try SQLiteDiaryStore(path: path, busyTimeout: seconds)
        try await store.create(text: "Picnic")
        #expect(try await store.count() == 1)
        let reader = try SQLiteDiaryStore(path: path, access: .readOnly, busyTimeout: seconds)
        #expect(try await reader.count() == 1)
    }

    @Test func theLongestWaitIsTheMostMillisecondsSQLiteTakes() {
        #expect(SQLiteDiaryStore.maximumBusyTimeout * 1000 <= Double(Int32.max))
        #expect(SQLiteDiaryStore.maximumBusyTimeout * 1000 + 1 > Double(Int32.max))
    }
}
