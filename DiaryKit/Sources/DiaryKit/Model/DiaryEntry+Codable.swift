import Foundation

extension DiaryEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, body, createdAt, updatedAt, weather
    }

    /// Decodes an entry written by ``encode(to:)``: the identifier as text, dates as ISO 8601
    /// text (with or without fractional seconds), rounded to the millisecond.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let idText = try container.decode(String.self, forKey: .id)
        guard let id = UUID(uuidString: idText) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "not a UUID")
        }
        let created = try container.decode(String.self, forKey: .createdAt)
        let updated = try container.decodeIfPresent(String.self, forKey: .updatedAt)
        guard let createdAt = DiaryArchive.date(from: created) else {
            throw DecodingError.dataCorruptedError(
                forKey: .createdAt, in: container, debugDescription: "not an ISO 8601 date")
        }
        var updatedAt: Date?
        if let updated {
            guard let date = DiaryArchive.date(from: updated) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .updatedAt, in: container, debugDescription: "not an ISO 8601 date")
            }
            updatedAt = date
        }
        self.init(
            id: id, title: try container.decode(String.self, forKey: .title),
            body: try container.decode(String.self, forKey: .body), createdAt: createdAt,
            updatedAt: updatedAt,
            weather: try container.decodeIfPresent(DiaryWeather.self, forKey: .weather))
    }

    /// Encodes the entry with the keys `id` (lowercase text), `title`, `body`, `createdAt` and
    /// `updatedAt` (ISO 8601 text in UTC with milliseconds, whatever the encoder's date strategy)
    /// and `weather` (left out when unknown): what a tool's `--json` prints.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(DiaryArchive.timestamp(createdAt), forKey: .createdAt)
        try container.encode(DiaryArchive.timestamp(updatedAt), forKey: .updatedAt)
        try container.encodeIfPresent(weather, forKey: .weather)
    }
}
