import Foundation

/// Folders of the original app's two files for the `expo` tests, good and damaged.
enum ExpoFixture {
    /// A well-formed exposition file in the original format, with a key the app never had.
    static let exposition = """
        {"title": "파리 만국박람회 1900(L'Exposition de Paris 1900)", "visitors": 48130300,
         "location": "프랑스 파리", "duration": "1900. 04. 14 - 1900. 11. 12",
         "description": "첫째 문단입니다.\\n\\n둘째 문단입니다.", "poster_color": "#aa3300"}
        """

    /// A well-formed exhibits file in the original format: two exhibits.
    static let items = """
        [{"name": "직지심체요절", "image_name": "jikji", "short_desc": "금속활자로 찍은 책",
          "desc": "시험용 첫째 문단.\\n\\n시험용 둘째 문단."},
         {"name": "갓", "image_name": "god", "short_desc": "말총으로 엮은 모자", "desc": "갓 이야기."}]
        """

    /// A fresh folder holding `exposition` and `items` (a file left out when `nil`), each written
    /// after a UTF-8 byte-order mark when `byteOrderMark` is set.
    static func folder(
        exposition: String? = ExpoFixture.exposition, items: String? = ExpoFixture.items,
        byteOrderMark: Bool = false
    ) throws -> URL {
        let folder = try temporaryDirectory("expo-data")
        let mark = byteOrderMark ? Data([0xEF, 0xBB, 0xBF]) : Data()
        if let exposition {
            try (mark + Data(exposition.utf8)).write(
                to: folder.appendingPathComponent("exposition_universelle_1900.json"))
        }
        if let items {
            try (mark + Data(items.utf8)).write(to: folder.appendingPathComponent("items.json"))
        }
        return folder
    }

    /// Whether `text` holds Hangul syllables.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// How many columns `line` takes on a terminal: two for Hangul and CJK, one otherwise.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60:
                width + 2
            case 0x0300...0x036F, 0x200B...0x200F:
                width
            default:
                width + 1
            }
        }
    }
}
