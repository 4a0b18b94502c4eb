import ExpoKit
import Foundation

/// ExpoKit's figures: loading the bundled catalog (reading, decoding and checking it) against
/// reading the same two files and decoding them with a plain `JSONDecoder` into
/// synthesized-`Codable` structs, with no checks; and formatting every screen (the kit's
/// sentences through `String(format:)`, its numbers and dates through Foundation's formatters),
/// which has no plainer way to compare with, against a budget far below what a person notices.
enum ExpoBenchmarks {
    /// The plain baseline's exposition: synthesized `Codable`, the original file's keys.
    private struct PlainExposition: Codable {
        let title: String
        let visitors: Int
        let location: String
        let duration: String
        let description: String
    }

    /// The plain baseline's exhibit: synthesized `Codable`, the original file's keys.
    private struct PlainItem: Codable {
        let name: String
        let imageName: String
        let shortDescription: String
        let description: String

        enum CodingKeys: String, CodingKey {
            case name
            case imageName = "image_name"
            case shortDescription = "short_desc"
            case description = "desc"
        }
    }

    /// Runs every ExpoKit benchmark and prints its ratio.
    static func run() async throws {
        Harness.section("ExpoKit")
        for language in ["en", "ko"] {
            guard let folder = bundledFolder(language: language) else {
                Harness.fact(
                    "load + format the catalog (\(language))",
                    "skipped: ExpoKit's resources are not beside the bench executable", ok: false)
                continue
            }
            try await loadAndFormat(language: language, folder: folder)
        }
    }

    /// The kit's whole catalog loaded and formatted in `language`, against the plain decoding of
    /// the two files in `folder`, which are the ones the kit reads.
    ///
    /// The timed loops run here, off the main actor (this function is nonisolated), so no
    /// iteration hops to it.
    private static func loadAndFormat(language: String, folder: URL) async throws {
        let locale = Locale(identifier: language)
        let expositionFile = folder.appendingPathComponent(ExpoCatalog.expositionFileName)
        let itemsFile = folder.appendingPathComponent(ExpoCatalog.itemsFileName)
        // The kit reads the same files: its bundled catalog must be what the folder holds.
        let expected = try ExpoCatalog.decode(
            exposition: Data(contentsOf: expositionFile), items: Data(contentsOf: itemsFile))
        guard try await ExpoCatalog.bundled(locale: locale) == expected else {
            Harness.fact("load + format the catalog (\(language))", "skipped: not the kit's files", ok: false)
            return
        }
        let presentation = try await ExpoPresentation.load(locale: locale)
        var screens = 0
        var decoded = 0
        try await Harness.compare(
            "load the catalog (\(language)) vs plain decoding", iterations: 40, samples: 31, bar: 1.2,
            baseline: {
                let decoder = JSONDecoder()
                let exposition = try decoder.decode(
                    PlainExposition.self, from: Data(contentsOf: expositionFile))
                let items = try decoder.decode([PlainItem].self, from: Data(contentsOf: itemsFile))
                decoded &+= items.count &+ exposition.visitors
            },
            kit: { screens &+= try await ExpoCatalog.bundled(locale: locale).items.count })
        let text = ExpoText(locale: locale)
        let formatting = Harness.measure(iterations: 40, samples: 31) {
            screens &+= text.presentation(of: expected).details.count
        }
        let both = try await Harness.measure(iterations: 40, samples: 31) {
            let loaded = try await ExpoPresentation.load(locale: locale)
            screens &+= loaded.details.count &+ loaded.poster.visitors
        }
        Harness.fact(
            "  format every screen (bar ≤ 1 ms)", Harness.format(formatting), ok: formatting <= 1_000_000)
        Harness.fact("  load + format, as a screen waits for it", Harness.format(both))
        Harness.fact(
            "  screens per load (poster, list, details)", "1 + 1 + \(presentation.details.count)",
            ok: presentation.details.count == 13 && screens > 0 && decoded > 0)
    }

    /// The folder of the bundled files in `language`: `ExpoKit_ExpoKit.resources/<language>.lproj`
    /// beside this executable (inside `Contents/Resources` of a `.bundle` on Apple platforms).
    private static func bundledFolder(language: String) -> URL? {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            binaries.appendingPathComponent("ExpoKit_ExpoKit.resources"),
            binaries.appendingPathComponent("ExpoKit_ExpoKit.bundle/Contents/Resources"),
            binaries.appendingPathComponent("ExpoKit_ExpoKit.bundle"),
        ]
        return candidates.map { $0.appendingPathComponent("\(language).lproj") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(ExpoCatalog.itemsFileName).path)
        }
    }
}
