import Foundation

/// One value kept as a JSON file: read whole, written whole to a temporary file and renamed over
/// the old one, so a reader never sees half a file. Dates are written in ISO 8601 to the second
/// (values stored are made with `Date.wholeSeconds`); fractions are accepted on
/// reading.
struct JSONFile<Value: Codable & Sendable>: Sendable {
    let url: URL

    /// The stored value, or `nil` when there is no file.
    func read() throws -> Value? {
        guard try exists() else {
            try checkFolder()
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PersistenceError.unreadable(url.path, SystemReason(error, path: url.path))
        }
        do {
            return try Self.decoder.decode(Value.self, from: data)
        } catch let choice as InvalidChoice {
            throw PersistenceError.invalidChoice(url.path, choice)
        } catch {
            throw PersistenceError.corrupt(url.path, DecodingProblem(error))
        }
    }

    /// Stores `value`, creating the folder if needed.
    func write(_ value: Value) throws {
        do {
            try checkFolder()
            _ = try exists()
            let data = try Self.encoder.encode(value)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw PersistenceError.unwritable(url.path, SystemReason(error, path: url.path))
        }
    }

    /// Removes the file; `false` when there was none. A folder in its place is never removed.
    @discardableResult
    func remove() throws -> Bool {
        guard try exists() else {
            try checkFolder()
            return false
        }
        do {
            try FileManager.default.removeItem(at: url)
            return true
        } catch {
            throw PersistenceError.unwritable(url.path, SystemReason(error, path: url.path))
        }
    }

    /// Whether the file exists.
    ///
    /// - Throws: ``PersistenceError`` of kind ``PersistenceError/Kind-swift.struct/notAFile`` when
    ///   a folder is in its place.
    private func exists() throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return false }
        guard !isFolder.boolValue else { throw PersistenceError.notAFile(url.path) }
        return true
    }

    /// Throws when the file's folder, or the nearest of its parents that exists, is not a folder:
    /// the file could then never be there, which is not the same as no file yet.
    ///
    /// - Throws: ``PersistenceError`` of kind ``PersistenceError/Kind-swift.struct/notADirectory``.
    private func checkFolder() throws {
        var folder = url.deletingLastPathComponent()
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                guard isFolder.boolValue else { throw PersistenceError.notADirectory(folder.path) }
                return
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return }
            folder = parent
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            // Before 1582-10-15 Foundation writes a Julian date; ISO 8601 is proleptic Gregorian.
            try container.encode(
                ProlepticGregorian.isBeforeCutover(date)
                    ? ProlepticGregorian.iso8601(date) : date.formatted(.iso8601))
        }
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let year = Int(text.prefix(4)), year < 1583, let date = ProlepticGregorian.date(iso8601: text)
            {
                return date
            }
            let styles: [Date.ISO8601FormatStyle] = [
                .iso8601.year().month().day().time(includingFractionalSeconds: true), .iso8601,
            ]
            for style in styles {
                if let date = try? style.parse(text) { return date }
            }
            throw InvalidChoice(
                key: decoder.codingPath.last?.stringValue ?? "", value: text, choices: [])
        }
        return decoder
    }
}
