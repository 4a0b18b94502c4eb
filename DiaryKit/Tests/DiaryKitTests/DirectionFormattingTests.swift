import DiaryKit
import Foundation
import Testing

/// Trimming a title or a body keeps the isolates, embeddings and direction marks that belong to
/// the text, so right-to-left text and text isolated inside a line come back as they were typed;
/// an unmatched one at either end goes, as any blank does.
@Suite("Direction formatting at the ends of a title or body")
struct DirectionFormattingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let typed: String
        let kept: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an isolate around the text", typed: "\u{2066}x\u{2069}", kept: "\u{2066}x\u{2069}"),
        Case(
            name: "a right-to-left isolate", typed: "\u{2067}שלום עולם\u{2069}",
            kept: "\u{2067}שלום עולם\u{2069}"),
        Case(
            name: "a first-strong isolate at the end", typed: "Hi \u{2068}שלום\u{2069}",
            kept: "Hi \u{2068}שלום\u{2069}"),
        Case(
            name: "spaces inside and outside the isolate go", typed: "  \u{2066} x \u{2069}  ",
            kept: "\u{2066}x\u{2069}"),
        Case(name: "an embedding", typed: "\u{202B}x\u{202C}", kept: "\u{202B}x\u{202C}"),
        Case(
            name: "an embedding the isolate's end closes", typed: "\u{2067}\u{202B}x\u{2069}",
            kept: "\u{2067}\u{202B}x\u{2069}"),
        Case(name: "a mark touching the text", typed: "שלום!\u{200F}", kept: "שלום!\u{200F}"),
        Case(
            name: "marks touching a kept isolate", typed: "\u{200F}\u{2067}x\u{2069}\u{200F} ",
            kept: "\u{200F}\u{2067}x\u{2069}\u{200F}"),
        Case(name: "an unmatched end of an isolate goes", typed: "x\u{2069}", kept: "x"),
        Case(name: "an unmatched start of an isolate goes", typed: "\u{2066}x", kept: "x"),
        Case(
            name: "an isolate opened at the end goes", typed: "\u{2066}a\u{2069}\u{2066}",
            kept: "\u{2066}a\u{2069}"),
        Case(name: "an empty isolate before the text goes", typed: "\u{2066}\u{2069} x", kept: "x"),
        Case(name: "a mark after a trailing space goes", typed: "x \u{200F}", kept: "x"),
        Case(name: "an unmatched end of an embedding goes", typed: "x\u{202C}", kept: "x"),
    ]

    @Test(arguments: cases)
    func aTitleKeepsWhatBelongsToIt(_ example: Case) throws {
        let fields = try #require(DiaryEntry.fields(title: example.typed, body: "body"))
        #expect(fields.title == example.kept)
        let split = try #require(DiaryEntry.split(example.typed + "\nbody"))
        #expect(split.title == example.kept)
    }

    /// A body keeps the blanks it starts with (indentation): only its end is trimmed.
    @Test(arguments: [
        ("\u{2066}x\u{2069}", "\u{2066}x\u{2069}"),
        ("line\n\u{2067}שלום\u{2069}  \n\n", "line\n\u{2067}שלום\u{2069}"),
        ("  indented \u{2066}x\u{2069} ", "  indented \u{2066}x\u{2069}"),
        ("  \u{2066} x \u{2069}", "  \u{2066} x\u{2069}"),
        ("שלום!\u{200F}\n", "שלום!\u{200F}"),
        ("x\u{2069}", "x"),
        ("x \u{200F}", "x"),
    ])
    func aBodyKeepsWhatBelongsToItsEnd(_ typed: String, _ kept: String) throws {
        #expect(DiaryEntry.fields(title: "Title", body: typed)?.body == kept)
        #expect(DiaryEntry.split("Title\n" + typed)?.body == kept)
    }

    @Test func theReviewersBodyIsStoredWhole() throws {
        let parts = try #require(DiaryEntry.fields(title: "", body: "\u{2066}x\u{2069}"))
        #expect(parts.body == "\u{2066}x\u{2069}")
        #expect(parts.body.unicodeScalars.last == "\u{2069}")
    }

    @Test func anIsolateNeverPairsAcrossALineBreak() throws {
        // A line break ends a paragraph, and every isolate in it: the last line's end is its own.
        let parts = try #require(DiaryEntry.fields(title: "", body: "\u{2066}a\nb\u{2069}"))
        #expect(parts.body == "\u{2066}a\nb")
    }

    @Test(arguments: cases)
    func trimmingTwiceChangesNothing(_ example: Case) throws {
        let once = try #require(DiaryEntry.fields(title: example.typed, body: "x\n" + example.typed))
        let twice = try #require(DiaryEntry.fields(title: once.title, body: once.body))
        #expect(twice.title == once.title)
        #expect(twice.body == once.body)
        let entry = DiaryEntry(title: once.title, body: once.body, createdAt: day(0))
        let again = try #require(DiaryEntry.split(entry.text))
        #expect(again.title == entry.title)
        #expect(again.body == entry.body)
    }

    @Test(arguments: StoreKind.allCases)
    func bothStoresKeepTheIsolates(_ kind: StoreKind) async throws {
        let store = try kind.makeStore()
        let created = try await store.create(title: "\u{2067}עברית\u{2069}", body: "\u{2066}x\u{2069}")
        #expect(created.title == "\u{2067}עברית\u{2069}")
        #expect(created.body == "\u{2066}x\u{2069}")
        let stored = try #require(try await store.entry(id: created.id))
        #expect(stored.title == created.title)
        #expect(stored.body == created.body)
        let edited = try await store.update(id: created.id, title: nil, body: "\u{2067}y\u{2069}  ")
        #expect(edited.body == "\u{2067}y\u{2069}")
    }
}
