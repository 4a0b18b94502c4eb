import Foundation

/// The kit's own JSON export: a versioned document of entries, identifiers and dates intact.
///
/// ```json
/// {"format": "diarykit", "version": 1, "entries": [{"id": "…", "title": "…", "body": "…",
///  "createdAt": "2020-12-22T09:30:00.000Z", "updatedAt": "…", "weather": {"condition": "Rain", "icon": "10d"}}]}
/// ```
enum DiaryArchive {
    /// The value of the `format` key.
    static let formatName = "diarykit"
    /// The newest version this kit writes and reads.
    static let version = 1

    struct Document: Codable {
        var format: String
        var version: Int
        var entries: [Item]
    }

    /// The head of a document, read first to check its version.
    struct Head: Decodable {
        var format: String?
        var version: Int?
    }

    struct Item: Codable {
        var id: String
        var title: String
        var body: String
        var createdAt: String
        var updatedAt: String?
        var weather: DiaryWeather?
    }

    /// `entries` as a JSON document (keys sorted, indented, so exports diff well).
    ///
    /// - Throws: ``DiaryTransferError`` if the encoder fails (it has no reason to).
    static func encode(_ entries: [DiaryEntry]) throws -> Data {
        let document = Document(
            format: formatName, version: version,
            entries: entries.map { entry in
                Item(
                    id: entry.id.uuidString.lowercased(), title: entry.title, body: entry.body,
                    createdAt: timestamp(entry.createdAt), updatedAt: timestamp(entry.updatedAt),
                    weather: entry.weather)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            throw DiaryTransferError.unwritableFile("JSON", reason: String(describing: error))
        }
    }

    /// The entries of a JSON document.
    ///
    /// - Throws: ``DiaryTransferError`` (malformed data, unsupported version, invalid values).
    static func decode(_ data: Data) throws -> [DiaryEntry] {
        let decoder = JSONDecoder()
        let head: Head
        do {
            head = try decoder.decode(Head.self, from: data)
        } catch {
            throw DiaryTransferError.malformedData(DecodingProblem(error))
        }
        if let version = head.version, version > Self.version {
            throw DiaryTransferError.unsupportedVersion(version)
        }
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch {
            throw DiaryTransferError.malformedData(DecodingProblem(error))
        }
        guard document.format == formatName else {
            throw DiaryTransferError.malformedData(
                DecodingProblem(path: "format", kind: .invalidValue(document.format)))
        }
        return try document.entries.enumerated().map { index, item in
            let place = "entries[\(index)]"
            guard let id = UUID(uuidString: item.id) else {
                throw DiaryTransferError.invalidValue(at: place + ".id", .id)
            }
            let created = try date(item.createdAt, at: place + ".createdAt")
            let updated = try item.updatedAt.map { try date($0, at: place + ".updatedAt") }
            guard !(item.title.isBlank && item.body.isBlank) else {
                throw DiaryTransferError.invalidValue(at: place, .emptyEntry)
            }
            return DiaryEntry(
                id: id, title: item.title, body: item.body, createdAt: created, updatedAt: updated,
                weather: item.weather)
        }
    }

    /// A date as ISO 8601 in UTC, with milliseconds (`2020-12-22T09:30:00.123Z`).
    ///
    /// The milliseconds are written from the whole number the entry keeps, since formatting the
    /// fraction of a `Date` may cut 0.123 to 0.122.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = date.diaryMilliseconds
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let wholeSeconds = fraction < 0 ? seconds - 1 : seconds
        let positiveFraction = fraction < 0 ? fraction + 1000 : fraction
        let whole = Date(timeIntervalSince1970: Double(wholeSeconds))
        if ProlepticGregorian.isBeforeCutover(whole) {
            return ProlepticGregorian.iso8601(whole, milliseconds: Int(positiveFraction))
        }
        let base = whole.formatted(Date.ISO8601FormatStyle())
        guard base.hasSuffix("Z") else { return base }
        let digits = String(positiveFraction)
        return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// The date an ISO 8601 text names (with or without fractional seconds), or `nil`.
    static func date(from text: String) -> Date? {
        // Before the Gregorian calendar began, Foundation reads the date as a Julian one.
        if let year = Int(text.prefix(4)), year < 1583 { return ProlepticGregorian.date(iso8601: text) }
        let styles = [
            Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle(),
        ]
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }

    /// The date an ISO 8601 text names, within the years 1 to 9999.
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/invalidValue`` at `path`.
    private static func date(_ text: String, at path: String) throws -> Date {
        guard let date = date(from: text) else { throw DiaryTransferError.invalidValue(at: path, .date) }
        // Both ends are kept (an export of 0001-01-01T00:00:00.000Z or of the last millisecond
        // of 9999 reads back), and the date is compared before it is clamped, so that a date past
        // either end is refused rather than moved.
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds >= Double(Date.earliestDiaryMilliseconds),
            milliseconds <= Double(Date.latestDiaryMilliseconds)
        else {
            throw DiaryTransferError.invalidValue(at: path, .dateRange)
        }
        return date
    }
}
