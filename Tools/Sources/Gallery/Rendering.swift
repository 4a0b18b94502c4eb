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

    /// `value` with every string in it cleaned (dictionaries and arrays are walked).
    static func cleaned(_ value: Any) -> Any {
        switch value {
        case let text as String: clean(text)
        case let dictionary as [String: Any]: dictionary.mapValues(cleaned)
        case let array as [Any]: array.map(cleaned)
        default: value
        }
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
        do {
            return PageRenderer(library: try await MustacheLibrary(directory: folder.path))
        } catch {
            throw GalleryError(
                description: "A template in \(folder.path) does not parse (\(error)); fix it and start again."
            )
        }
    }

    /// Renders `template` with `values` (strings cleaned first); empty when there is no such template.
    @MainActor
    public func render(_ template: String, _ values: [String: Any]) -> String {
        library.render(SafeText.cleaned(values), withTemplate: template) ?? ""
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
