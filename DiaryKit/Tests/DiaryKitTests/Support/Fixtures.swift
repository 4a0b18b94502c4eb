import DiaryKit
import Foundation
import GRDB
import Testing

/// The store implementations the shared suite runs against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory
    case sqlite

    var testDescription: String { rawValue }

    /// A fresh, empty store of this kind whose clock is `clock`.
    func makeStore(clock: ManualDate = ManualDate()) throws -> any DiaryStore {
        switch self {
        case .memory:
            return InMemoryDiaryStore(now: { clock.now })
        case .sqlite:
            return try SQLiteDiaryStore(path: TemporaryFolder().file("diary.sqlite"), now: { clock.now })
        }
    }
}

/// A wall-clock date a test sets and advances.
final class ManualDate: @unchecked Sendable {
    // @unchecked Sendable: `value` is guarded by `lock`.
    private let lock = NSLock()
    private var value: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        value = start
    }

    var now: Date { lock.withLock { value } }

    func advance(seconds: TimeInterval) {
        lock.withLock { value = value.addingTimeInterval(seconds) }
    }

    func set(_ date: Date) {
        lock.withLock { value = date }
    }
}

/// A new folder under the system's temporary directory.
struct TemporaryFolder {
    let url: URL

    init() {
        url =
            scratchRoot
            .appendingPathComponent("DiaryKitTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder (not created).
    func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}

/// A date `seconds` after 1 January 2023, 00:00 UTC.
func day(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSince1970: 1_672_531_200 + seconds)
}

/// An entry with a fixed identifier, for tests that compare orders.
func entry(_ number: Int, title: String, body: String = "", at date: Date, weather: DiaryWeather? = nil)
    -> DiaryEntry
{
    let suffix = String(format: "%012x", number)
    let id = UUID(uuidString: "00000000-0000-4000-8000-\(suffix)") ?? UUID()
    return DiaryEntry(id: id, title: title, body: body, createdAt: date, weather: weather)
}

/// The URL of a test fixture.
func fixture(_ name: String) -> URL {
    let file = URL(fileURLWithPath: name)
    return Bundle.module.url(
        forResource: file.deletingPathExtension().lastPathComponent, withExtension: file.pathExtension,
        subdirectory: "Resources")
        ?? URL(fileURLWithPath: name)
}

/// The bytes and modification date of a file, to prove it was not touched.
func snapshot(of path: String) throws -> (Data, Date?) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    return (data, date)
}

/// The POSIX permission bits of a file.
func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
