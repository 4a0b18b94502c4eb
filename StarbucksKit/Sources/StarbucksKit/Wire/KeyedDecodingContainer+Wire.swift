import Foundation

/// The tolerant reads every Starbucks answer needs: a missing key, `null` and an empty string all
/// mean "not given".
extension KeyedDecodingContainer {
    /// The text at `key`, or `nil` when the key is missing, `null` or blank.
    func text(_ key: Key) throws -> String? {
        try decodeIfPresent(WireText.self, forKey: key)?.value
    }

    /// The object at `key`, or `nil` when the key is missing, `null` or an empty string.
    func object<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key),
            text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            return nil
        }
        return try decode(T.self, forKey: key)
    }

    /// The list at `key`, or an empty list when the key is missing, `null` or an empty string.
    func list<T: Decodable>(of type: T.Type, _ key: Key) throws -> [T] {
        try object([T].self, key) ?? []
    }
}
