import ExpoKit
import Foundation

/// Locales and folders the tests share.
enum Fixture {
    /// Korean.
    static let korean = Locale(identifier: "ko_KR")
    /// English.
    static let english = Locale(identifier: "en_US")

    /// The hand-made folder in the original app's format (byte-order marks, extra keys).
    static var originalFolder: URL {
        get throws {
            // The copied `Resources` folder may itself be taken as the bundle's resource folder.
            guard
                let folder = Bundle.module.url(
                    forResource: "Original", withExtension: nil, subdirectory: "Resources")
                    ?? Bundle.module.url(forResource: "Original", withExtension: nil)
            else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Resources/Original"]) }
            return folder
        }
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder =
            scratchRoot
            .appendingPathComponent("ExpoKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new folder holding the two catalog files with these texts (`nil` leaves a file out).
    static func catalogFolder(exposition: String?, items: String?) throws -> URL {
        let folder = try temporaryFolder()
        if let exposition {
            try Data(exposition.utf8).write(to: folder.appendingPathComponent(ExpoCatalog.expositionFileName))
        }
        if let items {
            try Data(items.utf8).write(to: folder.appendingPathComponent(ExpoCatalog.itemsFileName))
        }
        return folder
    }

    /// A valid exposition file's text, with `visitors` as given.
    static func expositionJSON(visitors: String = "48130300") -> String {
        """
        {"title": "T(x)", "visitors": \(visitors), "location": "L", \
        "duration": "1900. 04. 14 - 1900. 11. 12", "description": "D"}
        """
    }

    /// A valid items file's text with `count` exhibits.
    static func itemsJSON(count: Int = 4) -> String {
        let items = (0..<count).map { index in
            #"{"name": "N\#(index)", "image_name": "i\#(index)", "short_desc": "S", "desc": "D"}"#
        }
        return "[\(items.joined(separator: ", "))]"
    }

    /// A small catalog with whatever texts a test needs.
    static func catalog(
        title: String = "Expo(1900)", duration: String = "1900. 04. 14 - 1900. 11. 12",
        items: [ExpositionItem]
    ) -> ExpoCatalog {
        ExpoCatalog(
            exposition: Exposition(
                title: title, visitors: 1_000, location: "Paris", duration: duration,
                description: "One.\n\nTwo."),
            items: items)
    }

    /// Whether `text` holds a Hangul syllable.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// `text` with the thin and narrow spaces some formatters put around dashes made plain spaces.
    static func plainSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{2009}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }
}
