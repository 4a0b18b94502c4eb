import Foundation
import HTTPTypes
import Mustache
import ToolSupport

/// A template's values: a struct of stored properties (strings, numbers, booleans, arrays and
/// other such structs, optionals for what a page may lack), read by swift-mustache by name. The
/// layout's values (``PageChrome``) are set in ``page`` before the page renders.
public protocol PageValues: Encodable {
    /// The layout's values (`{{page.title}}`, `{{page.token}}`); set by the gallery.
    var page: PageChrome? { get set }
    /// Whether the page shows a load under way (its placeholders): without scripting, whose
    /// live updates would show the end, the layout offers a link to see the page again.
    var isPending: Bool { get }
}

extension PageValues {
    /// Nothing under way.
    public var isPending: Bool { false }
}

/// The layout's values: the page's language, title, token, the language switch, the way home and
/// whether a dialog holds the focus.
public struct PageChrome: Encodable, Sendable {
    /// One button of the language switch.
    public struct LanguageOption: Encodable, Sendable {
        let code, name: String
        let current: Bool
    }
    let lang, title, token, path, events: String
    let switchable: Bool
    /// The title's own language, when it is not the page's (a product's name).
    let titleLang: String?
    let switchLabel: String
    let languages: [LanguageOption]
    let home, homeURL, languageURL: String
    let isHome, modal: Bool
    /// The link a page offers, without scripting, while it shows a load under way.
    var stillLoading = ""
    /// Whether the page shows one (``PageValues/isPending``).
    var pending = false
}

extension PageChrome {
    /// The layout's values of `screen` for `request`: its event stream named when it has live
    /// parts, the language switch shown when the language is not fixed (`switchable`).
    @MainActor
    public init(_ screen: Screen, _ request: ScreenRequest, switchable: Bool) {
        self.init(
            title: screen.title, request, events: !screen.live.isEmpty, modal: screen.modal,
            switchable: switchable)
    }

    /// The layout's values of a page titled `title` for `request`.
    init(title: String, _ request: ScreenRequest, events: Bool, modal: Bool, switchable: Bool) {
        let language = request.language
        let path = PageServer.localPath(request.path)
        self.init(
            lang: language.rawValue, title: title, token: request.session.token, path: path,
            events: events ? (path == "/" ? "/events" : path + "/events") : "", switchable: switchable,
            titleLang: language.tag(of: title),
            switchLabel: language.text(.languageSwitch),
            languages: Language.allCases.map {
                .init(code: $0.rawValue, name: $0.text(.languageName), current: $0 == language)
            },
            home: language.text(.allApps), homeURL: CommonRoute.start.path,
            languageURL: CommonRoute.language.path, isHome: request.path == CommonRoute.start.path,
            modal: modal,
            stillLoading: language.text(.stillLoading))
    }
}

/// A page of one message and a link: the notices (403, 404, 405, 413) and an app's "not found".
public struct NoticeValues: PageValues {
    /// The layout's values, set by the gallery.
    public var page: PageChrome?
    let message, back, backURL: String

    /// A notice saying `message`, with a link `back` to `backURL`.
    public init(message: String, back: String, backURL: String) {
        self.message = message
        self.back = back
        self.backURL = backURL
    }
}

/// A failure an app's screen shows, with its retry button when it has one.
public struct FailureValues: Encodable, Sendable {
    let message, retry: String
    let retryable: Bool

    /// A screen failure's message, retry title and whether retrying can help.
    public init(message: String, retry: String, retryable: Bool) {
        self.message = message
        self.retry = retry
        self.retryable = retryable
    }
}

/// What every kit's `ScreenFailure` has (each kit carries its own copy of the type).
protocol KitFailure {
    var message: String { get }
    var retryTitle: String { get }
    var isRetryable: Bool { get }
}

extension FailureValues {
    /// The values of a kit's failure.
    init(_ failure: some KitFailure) {
        self.init(message: failure.message, retry: failure.retryTitle, retryable: failure.isRetryable)
    }
}

/// A button's title, accessibility label and hint.
public struct ButtonValues: Encodable, Sendable {
    let title, label, hint: String

    /// A button's words.
    public init(title: String, label: String, hint: String) {
        self.title = title
        self.label = label
        self.hint = hint
    }
}

/// A screen ready to render: its template, title, live parts and the values the template shows.
@MainActor
public struct Screen {
    /// The template's name (`juice-maker`).
    public var template: String
    /// The page's title.
    public var title: String
    /// The partials whose output changes with the model: each is an element `id` the event stream
    /// replaces.
    public var live: [String]
    /// Builds the template's values from the model; called again for every live update, under
    /// observation tracking.
    public var values: @MainActor () -> any PageValues
    /// The page's HTTP status: `.ok`, or `.notFound` for a page saying what the URL names is not there.
    public var status: HTTPResponse.Status
    /// Whether the screen shows an alert or a sheet (its template's `{{$modal}}` block): the
    /// layout makes what is behind it inert, so focus stays in the dialog, with scripting off too.
    public var modal: Bool

    /// A screen rendered with `template`.
    public init(
        template: String, title: String, live: [String] = [], status: HTTPResponse.Status = .ok,
        modal: Bool = false, values: @escaping @MainActor () -> any PageValues
    ) {
        self.template = template
        self.title = title
        self.live = live
        self.status = status
        self.modal = modal
        self.values = values
    }
}

/// Text made safe to show: control characters (C0, DEL, C1, and the bidirectional overrides
/// that reorder what follows) removed; tabs and line breaks become spaces. Escaping for HTML is
/// the templates' `{{ }}` (``GalleryHTML``).
public enum SafeText {
    /// `text` without control characters.
    public static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch cleaned(scalar) {
            case .keep: result.append(scalar)
            case .space: result.append(" ")
            case .drop: continue
            }
        }
        return String(result)
    }

    /// What cleaning does with a scalar.
    private enum Cleaning { case keep, space, drop }

    private static func cleaned(_ scalar: Unicode.Scalar) -> Cleaning {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: .space
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: .drop
        default: .keep
        }
    }

    /// Text from a form keeping its line breaks (a browser sends CRLF; each becomes `\n`), each
    /// line without control characters.
    public static func cleanLines(_ text: String) -> String {
        splitLines(text).joined(separator: "\n")
    }

    /// One line of a text a template joins with `&#10;` (a `{{ }}` would turn a line break into a
    /// space): the line and whether it is the last.
    public struct Line: Encodable, Sendable {
        let line: String
        let last: Bool
    }

    /// The lines of `text`, each cleaned.
    public static func lineValues(_ text: String) -> [Line] {
        let lines = splitLines(text)
        return lines.enumerated().map { Line(line: $1, last: $0 == lines.count - 1) }
    }

    private static func splitLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }
    }

    /// A form field's text as the person's data, for a text field's value: what ``clean(_:)``
    /// drops but tabs, line breaks, the left-to-right and right-to-left marks and the isolates
    /// (U+200E, U+200F, U+2066–U+2069: they shape only the text they stand in), which an edit must
    /// give back as it found them. Line breaks become `\n`.
    public static func fieldText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x200E, 0x200F, 0x2066...0x2069: result.append(scalar)
            case 0x0D: result.append("\n")
            default: if cleaned(scalar) == .keep { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// ``fieldText(_:)`` escaped for a field's value (an attribute or a `<textarea>`), tabs and
    /// line breaks written as character references: written with `{{{ }}}`, as it is escaped
    /// already (the templates' `{{ }}` would clean it for showing, turning a tab into a space).
    public static func fieldHTML(_ text: String) -> String {
        var result = ""
        for scalar in fieldText(text).unicodeScalars {
            switch scalar {
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` cleaned as ``clean(_:)`` cleans and escaped for HTML (`<`, `>`, `&`, `"` and `'`,
    /// as swift-mustache's own HTML content type writes them).
    public static func escapedHTML(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                switch cleaned(scalar) {
                case .keep: result.unicodeScalars.append(scalar)
                case .space: result += " "
                case .drop: continue
                }
            }
        }
        return result
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

/// The templates (every `*.mustache` of the bundle, by file name), read once by swift-mustache,
/// which renders every page.
public struct PageRenderer: Sendable {
    /// The templates by name (`juice-maker`, `layout`).
    public let library: MustacheLibrary

    /// The templates bundled with the gallery.
    ///
    /// - Throws: ``GalleryError`` when there are none or one does not parse.
    public static func bundled() throws -> PageRenderer {
        let folder = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        let files =
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "mustache" }
        guard !files.isEmpty else {
            throw GalleryError(
                description: "The gallery's templates are missing from its bundle; build app-gallery again.")
        }
        MustacheContentTypes.register(GalleryHTML(), named: GalleryHTML.name)
        var library = MustacheLibrary()
        for file in files {
            do {
                let text = try String(contentsOf: file, encoding: .utf8)
                let name = file.deletingPathExtension().lastPathComponent
                try library.register("{{% CONTENT_TYPE: \(GalleryHTML.name) }}\n" + text, named: name)
            } catch {
                throw GalleryError(
                    description:
                        "The template \(file.path) does not parse (\(error)); fix it and start again.")
            }
        }
        return PageRenderer(library: library)
    }

    /// Renders `screen`: its values from its model, with the layout's `chrome`.
    @MainActor
    public func render(_ screen: Screen, chrome: PageChrome) -> String {
        let values = screen.values()
        var chrome = chrome
        chrome.pending = values.isPending
        return render(screen.template, values, page: chrome)
    }

    /// Renders `template` with `values`, whose ``PageValues/page`` is set to `page`; every string
    /// is written escaped and cleaned (``GalleryHTML``); empty when there is no such template.
    public func render(_ template: String, _ values: any PageValues, page: PageChrome) -> String {
        var values = values
        values.page = page
        return library.render(PageField(values), withTemplate: template) ?? ""
    }
}

/// The page's stylesheet and script, read once from the bundle; served by name only.
struct Assets: Sendable {
    /// The files by name, with their content type.
    let files: [String: (type: String, body: String)]

    /// Every file of the bundle's `Assets` folder (the stylesheet, the script, the icons), typed by
    /// its extension.
    static func bundled() throws -> Assets {
        let types = [
            "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
        ]
        var files: [String: (type: String, body: String)] = [:]
        let folder = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Assets")
        for url in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
            ?? []
        {
            guard let type = types[url.pathExtension],
                let body = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files[url.lastPathComponent] = (type, body)
        }
        for name in ["gallery.css", "gallery.js", "favicon.svg"] where files[name] == nil {
            throw GalleryError(
                description:
                    "The gallery's Assets/\(name) is missing from its bundle; build app-gallery again.")
        }
        return Assets(files: files)
    }
}
