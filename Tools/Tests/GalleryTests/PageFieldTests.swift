import Mustache
import Testing

@testable import Gallery

/// A page's values made into fields render as swift-mustache renders the same struct.
@Suite("Gallery: page fields")
struct PageFieldTests {
    struct Row: Encodable {
        let name: String
        let count: Int
        let price: Double
        let note: String?
    }
    struct Values: Encodable {
        let title: String
        let open, closed: Bool
        let rows: [Row]
        let words: [String]
        let note: String
        let missing: String?
        let empty: [Row]
    }

    @Test func fieldsRenderAsTheStructDoes() throws {
        let values = Values(
            title: "Stock <&>", open: true, closed: false,
            rows: [
                Row(name: "kiwi", count: 3, price: 1.5, note: nil),
                Row(name: "mango", count: 0, price: 2, note: "ripe"),
            ], words: ["a", "b"], note: "outer", missing: nil, empty: [])
        let template = try MustacheTemplate(
            string: """
                {{title}}|{{#open}}open{{/open}}{{^closed}}not closed{{/closed}}|\
                {{#rows}}{{name}} {{count}} {{price}} {{note}};{{/rows}}|\
                {{#words}}{{.}}{{/words}}|{{#missing}}x{{/missing}}{{^missing}}none{{/missing}}|\
                {{^empty}}no rows{{/empty}}|{{count(rows)}}|{{#rows}}{{#.note}}{{.}}{{/.note}}{{/rows}}
                """)
        let fields = template.render(PageField(values))
        #expect(fields == template.render(values))
        #expect(
            fields
                == "Stock &lt;&amp;&gt;|opennot closed|kiwi 3 1.5 outer;mango 0 2.0 ripe;|ab|none|no rows|2|ripe"
        )
    }
}
