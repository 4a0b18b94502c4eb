import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Shared decoding helpers for the operations' answers.
enum WireCoding {
    /// One decoder for every answer; it holds no per-call state.
    static let decoder = JSONDecoder()

    /// Decodes a JSON answer, refusing an empty body.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        guard !data.isEmpty else { throw OpenMarketError.emptyBody }
        return try decoder.decode(type, from: data)
    }

    /// Reads a plain-text answer (a secret, a path); a JSON string is unquoted.
    static func plainText(from data: Data) throws -> String {
        var text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
            let unquoted = try? decoder.decode(String.self, from: Data(text.utf8))
        {
            text = unquoted.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !text.isEmpty else { throw OpenMarketError.emptyBody }
        return text
    }
}
