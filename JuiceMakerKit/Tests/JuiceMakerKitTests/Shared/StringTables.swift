import Foundation
import Testing

/// Reads a kit's string tables from its sources, merged the way the kit's `Localizer` merges them:
/// the kit's own `Resources/<language>.lproj/Localizable.strings`, the shared folder's
/// `Shared.strings` and, in a kit that talks to a network, the network folder's `Network.strings`.
///
/// This file is a copy of the workspace's `Shared/KitTests`: edit it there and run `make share`.
enum StringTables {
    /// The tables' places below a kit's `Sources/<Kit>` folder, in lookup order; `%@` stands for
    /// the language.
    static let places = [
        "Resources/%@.lproj/Localizable.strings", "Shared/Resources/%@.lproj/Shared.strings",
        "Network/Resources/%@.lproj/Network.strings",
    ]

    /// Every row of `language` in the kit whose sources are `sources`; a key written in two of the
    /// tables is recorded as an issue (a shared row is never overridden by a kit).
    static func rows(
        _ language: String, sources: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: String] {
        var merged: [String: String] = [:]
        for place in places {
            let url = sources.appendingPathComponent(place.replacingOccurrences(of: "%@", with: language))
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            let table = try #require(plist as? [String: String], sourceLocation: sourceLocation)
            let twice = Set(merged.keys).intersection(table.keys).sorted()
            #expect(twice.isEmpty, "written in two tables: \(twice)", sourceLocation: sourceLocation)
            merged.merge(table) { earlier, _ in earlier }
        }
        return merged
    }
}
