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
    public static func lineValues(_ text: String) -> [PageValues] {
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
            guard bytes.contains(where: mayChange) else { return nil }
            var output = [UInt8]()
            output.reserveCapacity(bytes.count + 16)
            appendEscapedHTML(bytes, to: &output)
            return String(decoding: output, as: UTF8.self)
        } ?? text
    }

    /// Appends `text`'s UTF-8 to `output` as ``escapedHTML(_:)`` writes it.
    static func appendEscapedHTML<Sink: ByteSink & ~Copyable>(_ text: String, to output: inout Sink) {
        var text = text
        text.withUTF8 { appendEscapedHTML($0, to: &output) }
    }

    /// Appends `bytes` (UTF-8) to `output` escaped and cleaned, each run with nothing to
    /// change copied at once.
    private static func appendEscapedHTML<Sink: ByteSink & ~Copyable>(
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink
    ) {
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard mayChange(byte) else {
                index += 1
                continue
            }
            output.write(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            index += 1
            switch byte {
            case 0x09, 0x0A, 0x0D: output.write(0x20)
            case 0x00...0x1F, 0x7F: break
            case UInt8(ascii: "<"): output.write("&lt;")
            case UInt8(ascii: ">"): output.write("&gt;")
            case UInt8(ascii: "&"): output.write("&amp;")
            case UInt8(ascii: "\""): output.write("&quot;")
            case UInt8(ascii: "'"): output.write("&#39;")
            // U+0080…U+009F (C1 controls): C2 80…C2 9F.
            case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                index += 1
            // U+200E, U+200F, U+202A…U+202E: E2 80 8E/8F, E2 80 AA…AE; U+2066…U+2069: E2 81 A6…A9.
            case 0xE2 where index + 1 < bytes.count && isBidiControl(bytes[index], bytes[index + 1]):
                index += 2
            default: output.write(byte)
            }
            start = index
        }
        output.write(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }

    /// Whether a byte may start something ``escapedHTML(_:)`` changes: a C0 control, `"`, `&`,
    /// `'`, `<`, `>`, DEL, or the first byte of a C1 control (C2) or a direction control (E2).
    /// (A test of constants rather than a table: no lazy global to check on every byte.)
    @inline(__always)
    static func mayChange(_ byte: UInt8) -> Bool {
        // Bits 0…31 (the C0 controls), 0x22, 0x26, 0x27, 0x3C and 0x3E.
        let low: UInt64 = 0x5000_00C4_FFFF_FFFF
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Whether E2 followed by `second` and `third` is one of the removed direction controls.
    private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
        switch (second, third) {
        case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): true
        default: false
        }
    }
}

/// Where escaped text goes: an array of bytes, or a page being rendered (``PageBytes``).
protocol ByteSink: ~Copyable {
    /// Appends `bytes`.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends `byte`.
    mutating func write(_ byte: UInt8)
}

extension ByteSink where Self: ~Copyable {
    /// Appends `text`'s UTF-8.
    mutating func write(_ text: StaticString) {
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

extension Array: ByteSink where Element == UInt8 {
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    mutating func write(_ byte: UInt8) {
        append(byte)
    }
}

/// A page's bytes as a template plan writes them: memory of its own, grown by doubling, each
/// write a copy (an array's append checks more on every call); ``bytes()`` hands them over.
struct PageBytes: ~Copyable, ByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// Room for `capacity` bytes to begin with.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func write(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: byte)
        count += 1
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// The bytes written.
    consuming func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
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

/// The templates, read once from the bundle's `Templates` folder by swift-mustache and planned
/// (``TemplatePlan``); renders on the main actor into a `String`.
public struct PageRenderer: Sendable {
    /// The templates by name (`juice-maker`, `layout`), as swift-mustache parsed them.
    let library: MustacheLibrary
    /// The same templates planned, which render the pages; `nil` when they could not be planned
    /// (a swift-mustache whose parse reads differently), and swift-mustache renders instead.
    let plan: TemplatePlan?

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
            var names: [String] = []
            let files = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil)
            for file in files where file.pathExtension == "mustache" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let name = file.deletingPathExtension().lastPathComponent
                try library.register("{{% CONTENT_TYPE: \(GalleryHTML.name) }}\n" + text, named: name)
                names.append(name)
            }
            return PageRenderer(library: library, plan: try? TemplatePlan(library, names: names))
        } catch {
            throw GalleryError(
                description: "A template in \(folder.path) does not parse (\(error)); fix it and start again."
            )
        }
    }

    /// Renders `template` with `values` and the layout's values `page` (as `values["page"]`),
    /// every string written escaped and cleaned (``GalleryHTML``); empty when there is no such
    /// template.
    @MainActor
    public func render(_ template: String, _ values: PageValues, page: PageValues? = nil) -> String {
        String(decoding: bytes(template, values, page: page), as: UTF8.self)
    }

    /// ``render(_:_:page:)``'s UTF-8, as a response sends it. Debug builds render the page with
    /// swift-mustache as well and stop where the two differ.
    @MainActor
    func bytes(_ template: String, _ values: PageValues, page: PageValues? = nil) -> [UInt8] {
        var merged: PageValues {
            var merged = values
            if let page { merged["page"] = page }
            return merged
        }
        guard let plan else { return Array((library.render(merged, withTemplate: template) ?? "").utf8) }
        let html = plan.bytes(template, values, page: page) ?? []
        #if DEBUG
            let reference = Array((library.render(merged, withTemplate: template) ?? "").utf8)
            if html != reference {
                let same = zip(html, reference).prefix { $0 == $1 }.count
                preconditionFailure(
                    "The planned template \(template) differs from swift-mustache's at byte \(same): "
                        + String(decoding: html.dropFirst(same).prefix(80), as: UTF8.self) + " / "
                        + String(decoding: reference.dropFirst(same).prefix(80), as: UTF8.self))
            }
        #endif
        return html
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
