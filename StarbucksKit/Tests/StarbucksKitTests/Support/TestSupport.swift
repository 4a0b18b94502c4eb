import Foundation
import Testing

@testable import StarbucksKit

/// JSON shapes kept under `Tests/StarbucksKitTests/Resources`.
enum Shape {
    static func data(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources"),
            "missing test resource \(name).json")
        return try Data(contentsOf: url)
    }
}

/// A fresh folder under the system's temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url =
            scratchRoot
            .appendingPathComponent("StarbucksKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Calendars, moments and codes tests share.
enum Sample {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }

    /// The moment `text` (`2022-05-09T23:30:00`) in time zone `zone`.
    static func moment(_ text: String, in zone: String) -> Date {
        let calendar = calendar(zone)
        let parts = text.split { "-T:".contains($0) }.compactMap { Int($0) }
        let components = DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
            second: parts.count > 5 ? parts[5] : 0)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    static func code(_ text: String) throws -> ProductCode {
        try #require(ProductCode(rawValue: text), "\(text) is not a code")
    }

    static func codes(_ texts: [String]) throws -> [ProductCode] {
        try texts.map(code)
    }

    static let yourCodes = ["106509", "128695", "9200000000479", "9300000001376"]
    static let nowCodes = ["9200000002487", "110569", "9200000002403", "110563", "9200000003505"]

    static let session = UserSession(
        name: "Minji", token: "token-1", signedInAt: Date(timeIntervalSince1970: 1_652_000_000))
}

/// A clock for code that reads the time through a closure: the test moves it.
final class TestNow: Sendable {
    private let box: Box

    init(_ start: Date) {
        box = Box(start)
    }

    var now: @Sendable () -> Date { { [box] in box.value } }

    func set(_ date: Date) { box.value = date }

    /// @unchecked Sendable: `value` is only touched under `lock`.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Date

        init(_ value: Date) { stored = value }

        var value: Date {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
