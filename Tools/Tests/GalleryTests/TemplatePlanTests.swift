import Foundation
import Mustache
import Testing

@testable import Gallery

/// The planned templates write what swift-mustache writes for the same templates and values,
/// and the bundled templates are all planned.
@Suite("Gallery: planned templates render as swift-mustache does")
struct TemplatePlanTests {
    /// Templates using every tag the plan covers, with standalone lines, nesting and parents.
    static let templates: [String: String] = [
        "page": """
        <h1>{{title}}</h1>
        {{#rows}}
          <li data-n="{{n}}">{{name}} of {{title}} {{page.lang}}{{#last}} (last){{/last}}</li>
        {{/rows}}
        {{^rows}}none{{/rows}}
        {{^missing}}no missing{{/missing}}
        {{#empty}}never{{/empty}}{{^empty}}empty {{.}}{{/empty}}
        {{#flag}}flag on{{/flag}}{{^flag}}flag off{{/flag}}
        {{#off}}off on{{/off}}{{^off}}off off{{/off}}
        {{#nested}}{{inner.deep}} {{.inner.deep}} {{title}}{{/nested}}
        {{#words}}[{{.}}]{{/words}}
        {{count}} {{ratio}} {{yes}} {{nothing}} {{&raw}} {{hostile}}
        {{#text}}text section: {{.}} under {{title}}{{/text}}{{^text}}never{{/text}}
        {{maybe}} {{nothingAtAll}} {{#rows}}{{maybe}}{{/rows}}
        {{#count}}{{count}} under {{title}}{{/count}}{{#maybe}}{{some}} {{.}} {{title}}{{/maybe}}{{^maybe}}never{{/maybe}}
        {{#emptyText}}empty text is shown{{/emptyText}}
        {{#record}}{{label}} {{amount}} {{maybe}}{{/record}}
        {{page.lang}}{{.page.lang}}{{page.missing.deeper}}
        {{>line}}
        {{>line}}{{>line}}
        {{! a comment }}
        end
        """,
        "line": "<span>{{title}}</span>\n",
        "layout": """
        <html lang="{{page.lang}}">
        {{$head}}<title>default</title>{{/head}}
        {{$content}}default content{{/content}}
        {{#page.tail}}{{$tail}}default tail{{/tail}}{{/page.tail}}
        </html>
        """,
        "child": """
        {{<layout}}
        {{$content}}
        <p>{{title}}</p>
        {{>line}}
        {{/content}}
        {{$tail}}the child's tail{{/tail}}
        {{/layout}}
        """,
        "grandchild": """
        {{<child}}
        {{$content}}grandchild's content {{title}}{{/content}}
        {{/child}}
        """,
        "unused-block": "{{<layout}}{{/layout}}",
    ]

    /// A record read by reflection, as swift-mustache reads one.
    struct Record {
        let label: String
        let amount: Int
        let maybe: String?
    }

    static var values: [String: Any] {
        [
            "title": "Tom & \"Jerry\" <b>",
            "page": ["lang": "ko", "tail": true] as [String: Any],
            "rows": [
                ["n": 1, "name": "first"], ["n": 2, "name": "sec\u{7}ond\u{202E}", "title": "own title"],
                ["n": 3, "name": "third", "last": true],
            ] as [[String: Any]],
            "empty": [] as [[String: Any]],
            "flag": true, "off": false,
            "nested": ["inner": ["deep": "deep value"]] as [String: Any],
            "words": ["α", "<β>", "한국어"],
            "count": 42, "ratio": 1.5, "yes": true, "raw": "<em>raw</em>",
            "hostile": "<img src=x onerror=alert(1)>",
            "text": "a string", "emptyText": "",
            "record": Record(label: "reflected", amount: -7, maybe: "maybe"),
            "maybe": String?.some("wrapped") as Any, "nothingAtAll": String?.none as Any,
        ]
    }

    static func library() throws -> MustacheLibrary {
        MustacheContentTypes.register(GalleryHTML(), named: GalleryHTML.name)
        var library = MustacheLibrary()
        for (name, text) in templates {
            try library.register("{{% CONTENT_TYPE: \(GalleryHTML.name) }}\n" + text, named: name)
        }
        return library
    }

    /// `value` with every dictionary made ``PageValues`` (the shape the pages give).
    static func pageValues(_ value: Any) -> Any {
        if let row = value as? [String: Any] {
            var values = PageValues()
            for (name, value) in row.sorted(by: { $0.key < $1.key }) { values[name] = pageValues(value) }
            return values
        }
        if let rows = value as? [[String: Any]] { return rows.compactMap { pageValues($0) as? PageValues } }
        return value
    }

    @Test(arguments: ["page", "line", "layout", "child", "grandchild", "unused-block"], [false, true])
    func writesWhatSwiftMustacheWrites(_ name: String, asPageValues: Bool) throws {
        let library = try Self.library()
        let plan = try TemplatePlan(library, names: Array(Self.templates.keys))
        let values = asPageValues ? Self.pageValues(Self.values) : Self.values
        let planned = try #require(plan.render(name, values))
        #expect(planned == library.render(values, withTemplate: name))
        #expect(!planned.contains("<b>") && !planned.contains("<img") && !planned.contains("\u{7}"))
        #expect(plan.render(name, PageValues()) == library.render(PageValues(), withTemplate: name))
        #expect(plan.render(name, [String: Any]()) == library.render([String: Any](), withTemplate: name))
    }

    @Test func pageValuesAreFoundByNameAndReplacedOrRemovedThroughTheSubscript() {
        var values: PageValues = ["title": "first", "count": 1]
        #expect(values["title"] as? String == "first")
        #expect(values["missing"] == nil)
        values["title"] = "second"
        values["added"] = true
        values["count"] = nil
        #expect(values["title"] as? String == "second")
        #expect(values["added"] as? Bool == true)
        #expect(values["count"] == nil)
        #expect(values.child(named: "title") as? String == "second")
        // PageValues reads each entry's name where a tuple's first element lies: its start.
        #expect(MemoryLayout<(String, Any)>.offset(of: \(String, Any).0) == 0)
        #expect(MemoryLayout<(String, Any)>.offset(of: \(String, Any).1) == PageValues.valueOffset)
    }

    @Test func writesTheInheritedBlocksAndTheValuesItReadsByReflection() throws {
        let library = try Self.library()
        let plan = try TemplatePlan(library, names: Array(Self.templates.keys))
        let grandchild = try #require(plan.render("grandchild", Self.values))
        #expect(grandchild.contains("grandchild's content Tom &amp; &quot;Jerry&quot; &lt;b&gt;"))
        #expect(grandchild.contains("the child's tail"))
        #expect(grandchild.contains("<title>default</title>"))
        let page = try #require(plan.render("page", Self.values))
        #expect(page.contains("reflected -7 maybe"))
        #expect(page.contains("<em>raw</em>"))
        #expect(page.contains("[α][&lt;β&gt;][한국어]"))
        #expect(plan.render("nowhere", Self.values) == nil)
    }

    @Test(arguments: [
        ("{{upper(title)}}", "transform"),
        ("  {{>line}}\n", "indented partial"),
        ("{{>*dynamic}}", "dynamicNamePartial"),
    ])
    func refusesWhatItDoesNotCover(_ text: String, _ what: String) throws {
        var library = try Self.library()
        try library.register("{{% CONTENT_TYPE: \(GalleryHTML.name) }}\n" + text, named: "uncovered")
        #expect(throws: TemplatePlan.Unplanned.self) {
            try TemplatePlan(library, names: ["uncovered", "line"])
        }
        var plain = MustacheLibrary()
        try plain.register("<p>{{title}}</p>", named: "plain")
        let error = #expect(throws: TemplatePlan.Unplanned.self) { try TemplatePlan(plain, names: ["plain"]) }
        #expect(error?.description.contains(GalleryHTML.name) == true)
    }

    @Test @MainActor func rendersWithSwiftMustacheWhenThereIsNoPlan() throws {
        let library = try Self.library()
        let planned = PageRenderer(
            library: library, plan: try TemplatePlan(library, names: Array(Self.templates.keys)))
        let unplanned = PageRenderer(library: library, plan: nil)
        let page: PageValues = ["lang": "en", "tail": false]
        let values = try #require(Self.pageValues(Self.values) as? PageValues)
        let rendered = planned.render("child", values, page: page)
        #expect(rendered.contains(#"<html lang="en">"#))
        #expect(!rendered.contains("tail"))
        #expect(unplanned.render("child", values, page: page) == rendered)
        #expect(planned.render("nowhere", values).isEmpty)
    }

    @Test func pageBytesGrowAndEscapeAsSafeTextDoes() {
        var page = PageBytes(capacity: 1)
        let texts = ["plain", "<b>Tom & \"Jerry's\"</b>", "a\tb\u{7}c\u{85}d\u{202E}e", "한국어 🍓", ""]
        var expected: [UInt8] = []
        for round in 0..<50 {
            for text in texts {
                SafeText.appendEscapedHTML(text, to: &page)
                expected += SafeText.escapedHTML(text).utf8
            }
            page.write(UInt8(round))
            expected.append(UInt8(round))
        }
        #expect(page.bytes() == expected)
    }

    @Test func plansEveryBundledTemplate() async throws {
        let renderer = try await PageRenderer.bundled()
        #expect(renderer.plan != nil)
        #expect(renderer.plan?.templates.count ?? 0 >= 30)
    }
}
