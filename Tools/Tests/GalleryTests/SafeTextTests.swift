import Gallery
import Testing

/// The templates' escaping: HTML's five characters and the control characters, in one pass.
@Suite("Gallery: escaping and cleaning text for a page")
struct SafeTextTests {
    @Test(arguments: [
        ("plain words", "plain words"),
        ("", ""),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        (#"Tom & "Jerry's""#, "Tom &amp; &quot;Jerry&#39;s&quot;"),
        ("a\tb\nc\r\nd", "a b c  d"),
        ("bell\u{7}nul\u{0}esc\u{1B}[31mdel\u{7F}", "bellnulesc[31mdel"),
        ("c1\u{85}\u{9F}end", "c1end"),
        ("\u{202E}evil\u{202C} \u{200E}\u{200F}\u{2066}x\u{2069}", "evil x"),
        ("한국어 일기 — “따옴표” … →", "한국어 일기 — “따옴표” … →"),
        ("emoji 🍓🍌 and e\u{301}", "emoji 🍓🍌 and e\u{301}"),
        ("<\u{338} keeps its mark", "&lt;\u{338} keeps its mark"),
        (
            "\u{2028}line separator stays, \u{2060}joiner stays",
            "\u{2028}line separator stays, \u{2060}joiner stays"
        ),
    ])
    func escapesAndCleans(text: String, expected: String) {
        #expect(SafeText.escapedHTML(text) == expected)
    }

    @Test func agreesWithCleanThenEscapeOnEveryScalarBelowU3000() {
        var text = ""
        for value in 0..<0x3000 {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        let cleaned = SafeText.clean(text)
        var escaped = ""
        for scalar in cleaned.unicodeScalars {
            switch scalar {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        #expect(SafeText.escapedHTML(text) == escaped)
    }
}
