import Foundation

/// The original diary project's sample data: a JSON array of
/// `{"title": String, "body": String, "created_at": Int}` with Unix seconds.
///
/// Items carry no identifier, so each gets one derived from its content: importing the same file
/// twice finds the same identifiers and adds nothing the second time.
enum SampleFormat {
    struct Item: Decodable {
        var title: String
        var body: String
        /// Unix seconds, or `nil` for a number too large for 64 bits.
        var createdAt: Int64?

        enum CodingKeys: String, CodingKey {
            case title, body
            case createdAt = "created_at"
        }

        init(title: String, body: String, createdAt: Int64?) {
            self.title = title
            self.body = body
            self.createdAt = createdAt
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            body = try container.decode(String.self, forKey: .body)
            // Read as a double: Foundation's decoder rejects the whole document when a number does
            // not fit the integer type asked for, which would hide where the problem is.
            let number = try container.decode(Double.self, forKey: .createdAt)
            guard number.rounded() == number else {
                throw DecodingError.dataCorruptedError(
                    forKey: .createdAt, in: container, debugDescription: "whole seconds expected")
            }
            createdAt = abs(number) < 9e18 ? Int64(number) : nil
        }
    }

    /// The entries of a sample array.
    ///
    /// - Throws: ``DiaryTransferError`` (malformed data, invalid values).
    static func decode(_ data: Data) throws -> [DiaryEntry] {
        let items: [Item]
        do {
            items = try JSONDecoder().decode([Item].self, from: data)
        } catch {
            throw DiaryTransferError.malformedData(DecodingProblem(error))
        }
        return try items.enumerated().map { index, item in
            let (milliseconds, overflow) = (item.createdAt ?? .max).multipliedReportingOverflow(by: 1000)
            guard !overflow, let created = Date.diaryDate(milliseconds: milliseconds)
            else { throw DiaryTransferError.invalidValue(at: "[\(index)].created_at", .dateRange) }
            let text = item.title + "\n" + item.body
            guard
                let entry = DiaryEntry(
                    text: text, id: identifier(for: item), createdAt: created)
            else { throw DiaryTransferError.invalidValue(at: "[\(index)]", .emptyEntry) }
            return entry
        }
    }

    /// An identifier computed from the item's content: the same item always gets the same one.
    ///
    /// Two 64-bit FNV-1a hashes (of the bytes forwards and backwards) fill a version 8 UUID.
    static func identifier(for item: Item) -> UUID {
        let seconds = item.createdAt.map(String.init) ?? "?"
        let bytes = Array("diarykit.sample\u{1F}\(seconds)\u{1F}\(item.title)\u{1F}\(item.body)".utf8)
        var forward: UInt64 = 0xcbf2_9ce4_8422_2325
        var backward: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            forward = (forward ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        for byte in bytes.reversed() {
            backward = (backward ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        var raw = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            raw[index] = UInt8(truncatingIfNeeded: forward >> (56 - 8 * UInt64(index)))
            raw[index + 8] = UInt8(truncatingIfNeeded: backward >> (56 - 8 * UInt64(index)))
        }
        raw[6] = (raw[6] & 0x0F) | 0x80  // version 8: custom
        raw[8] = (raw[8] & 0x3F) | 0x80  // RFC 4122 variant
        return UUID(
            uuid: (
                raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7], raw[8], raw[9], raw[10],
                raw[11],
                raw[12], raw[13], raw[14], raw[15]
            ))
    }
}
