import Foundation
import Mustache

/// The languages the pages speak.
public enum PageLanguage: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Korean.
    case ko

    /// The locale the kits' screen models speak in.
    public var locale: Locale {
        switch self {
        case .en: Locale(identifier: "en_US")
        case .ko: Locale(identifier: "ko_KR")
        }
    }

    /// `english` or `korean`, whichever is this language.
    public func pick(_ english: String, _ korean: String) -> String {
        self == .ko ? korean : english
    }

    /// The page's language: `fixed` (`--lang`), else the `lang` cookie, else the first language of
    /// `Accept-Language` the pages speak (by its `q` order), else English. Anything else in the
    /// cookie or the header is ignored.
    public static func choose(fixed: PageLanguage?, cookie: String?, acceptLanguage: String?) -> PageLanguage
    {
        if let fixed { return fixed }
        if let cookie, let language = PageLanguage(rawValue: cookie) { return language }
        let ranges = (acceptLanguage ?? "").split(separator: ",").enumerated().compactMap {
            index, part -> (PageLanguage, Double, Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first else { return nil }
            let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
            guard let language = PageLanguage(rawValue: primary) else { return nil }
            let quality =
                pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality, index) : nil
        }
        return ranges.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.first?.0 ?? .en
    }
}

/// Text made safe to show: control characters (C0, DEL, C1, and the bidirectional overrides
/// that reorder what follows) removed; tabs and line breaks become spaces. Escaping for HTML is
/// the templates' `{{ }}`.
public enum SafeText {
    /// `text` without control characters.
    public static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Text from a form keeping its line breaks (a browser sends CRLF; each becomes `\n`), each
    /// line without control characters.
    public static func cleanLines(_ text: String) -> String {
        splitLines(text).joined(separator: "\n")
    }

    /// The lines of `text`, each cleaned, as a template's values (`line`, and `last` on the last
    /// one), for a template that joins them with `&#10;` (a `{{ }}` would turn a line break
    /// into a space).
    public static func lineValues(_ text: String) -> [[String: Any]] {
        let lines = splitLines(text)
        return lines.enumerated().map { index, line in ["line": line, "last": index == lines.count - 1] }
    }

    private static func splitLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }
    }

    /// `text` escaped for HTML (`<`, `>`, `&`, `"` and `'`, as swift-mustache's own HTML type
    /// writes them) and cleaned as ``clean(_:)`` cleans, in one pass over its UTF-8; a text with
    /// nothing to change (most) comes back as it is, uncopied.
    public static func escapedHTML(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: { needsLook[Int($0)] }) else { return nil }
            var output = [UInt8]()
            output.reserveCapacity(bytes.count + 16)
            output.append(contentsOf: bytes[..<first])
            var index = first
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x09, 0x0A, 0x0D: output.append(0x20)
                case 0x00...0x1F, 0x7F: continue
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
                // U+0080…U+009F (C1 controls): C2 80…C2 9F.
                case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                    index += 1
                // U+200E, U+200F, U+202A…U+202E: E2 80 8E/8F, E2 80 AA…AE; U+2066…U+2069: E2 81 A6…A9.
                case 0xE2 where index + 1 < bytes.count && isBidiControl(bytes[index], bytes[index + 1]):
                    index += 2
                default: output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        } ?? text
    }

    /// Whether a byte may start something ``escapedHTML(_:)`` changes.
    private static let needsLook: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in 0..<0x20 { table[byte] = true }
        for byte: UInt8 in [0x7F, 0xC2, 0xE2] { table[Int(byte)] = true }
        for byte in "<>&\"'".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Whether E2 followed by `second` and `third` is one of the removed direction controls.
    private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
        switch (second, third) {
        case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): true
        default: false
        }
    }
}

/// The templates' content type: HTML escaping with ``SafeText``'s cleaning, so every `{{ }}`
/// of every template both escapes and cleans what it writes (each template is read with
/// `{{% CONTENT_TYPE: GALLERY_HTML }}` first, since a partial starts again from plain HTML).
struct GalleryHTML: MustacheContentType {
    /// The name the templates' pragma gives.
    static let name = "GALLERY_HTML"

    func escapeText(_ text: String) -> String {
        SafeText.escapedHTML(text)
    }
}

/// The templates, read once from the bundle's `Templates` folder; renders on the main actor
/// into a `String`.
public struct PageRenderer: Sendable {
    /// The templates by name (`juice-maker`, `layout`).
    let library: MustacheLibrary

    /// The templates bundled with the gallery.
    ///
    /// - Throws: ``GalleryError`` when the folder is missing or a template does not parse.
    static func bundled() async throws -> PageRenderer {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw GalleryError(
                description:
                    "The gallery's Templates folder is missing from its bundle; build app-gallery again.")
        }
        MustacheContentTypes.register(GalleryHTML(), named: GalleryHTML.name)
        do {
            var library = MustacheLibrary()
            let files = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil)
            for file in files where file.pathExtension == "mustache" {
                let text = try String(contentsOf: file, encoding: .utf8)
                try library.register(
                    "{{% CONTENT_TYPE: \(GalleryHTML.name) }}\n" + text,
                    named: file.deletingPathExtension().lastPathComponent)
            }
            return PageRenderer(library: library)
        } catch {
            throw GalleryError(
                description: "A template in \(folder.path) does not parse (\(error)); fix it and start again."
            )
        }
    }

    /// Renders `template` with `values` (every string written escaped and cleaned, by
    /// ``GalleryHTML``); empty when there is no such template.
    @MainActor
    public func render(_ template: String, _ values: [String: Any]) -> String {
        library.render(values, withTemplate: template) ?? ""
    }
}

/// The page's stylesheet and script, read once from the bundle; served by name only.
struct Assets: Sendable {
    /// The files by name, with their content type.
    let files: [String: (type: String, body: String)]

    /// `gallery.css`, `gallery.js` and `favicon.svg` from the bundle's `Assets` folder.
    static func bundled() throws -> Assets {
        var files: [String: (type: String, body: String)] = [:]
        for (name, type) in [
            ("gallery.css", "text/css; charset=utf-8"), ("gallery.js", "text/javascript; charset=utf-8"),
            ("favicon.svg", "image/svg+xml"),
        ] {
            guard
                let url = Bundle.module.url(forResource: "Assets/\(name)", withExtension: nil)
                    ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets"),
                let body = try? String(contentsOf: url, encoding: .utf8)
            else {
                throw GalleryError(
                    description:
                        "The gallery's Assets/\(name) is missing from its bundle; build app-gallery again.")
            }
            files[name] = (type, body)
        }
        return Assets(files: files)
    }
}
