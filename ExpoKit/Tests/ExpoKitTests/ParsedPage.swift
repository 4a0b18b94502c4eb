import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A page read by `XMLParser`: its root element, links and pictures.
struct ParsedPage {
    /// The root element's name.
    var root = ""
    /// Every `href`, in order.
    var links: [String] = []
    /// Every `<img src>`, in order.
    var images: [String] = []
    /// Every `<img alt>`, in order.
    var alternatives: [String] = []

    /// Parses `html`, which must be well-formed XML.
    init(_ html: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseFailure(message: parser.parserError.map { "\($0)" } ?? "unknown", html: html)
        }
        root = delegate.root
        links = delegate.links
        images = delegate.images
        alternatives = delegate.alternatives
    }

    /// Why a page did not parse.
    struct ParseFailure: Error {
        let message: String
        let html: String
    }

    /// Gathers what the parser reports.
    private final class Collector: NSObject, XMLParserDelegate {
        var root = ""
        var links: [String] = []
        var images: [String] = []
        var alternatives: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if root.isEmpty { root = elementName }
            if let href = attributes["href"] { links.append(href) }
            if elementName == "img" {
                images.append(attributes["src"] ?? "")
                alternatives.append(attributes["alt"] ?? "")
            }
        }
    }
}
