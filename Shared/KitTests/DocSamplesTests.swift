import Foundation
import Testing

/// The shared doc-sample matcher: what it finds, what it reports missing, and its two
/// translations (a guarded `import SwiftUI`, a `#Preview` as a preview function).
@Suite("DocSamples matcher")
struct DocSamplesTests {
    /// The ```swift blocks of `markdown`.
    private func blocks(_ markdown: String) -> [DocSamples.Block] {
        DocSamples.swiftBlocks(inMarkdown: markdown, place: "Article.md")
    }

    @Test func blocksAreFoundWithTheirPlaceAndOnlyForTheirLanguage() {
        let markdown = """
            # Title

            ```swift
            let answer = 42
            ```

            ```json
            {"answer": 42}
            ```

              ```swift
              print(answer)
              ```
            """
        let found = blocks(markdown)
        #expect(found.map(\.place) == ["Article.md:4", "Article.md:12"])
        #expect(found.map(\.code) == ["let answer = 42", "  print(answer)"])
        #expect(DocSamples.blocks(of: "json", inMarkdown: markdown).map(\.code) == [#"{"answer": 42}"#])
    }

    @Test func blocksOfDocumentationCommentsAreFound() {
        let source = """
            /// Makes juice.
            ///
            /// ```swift
            /// let maker = JuiceMaker()
            ///     .ready()
            /// ```
            // ```swift
            // not documentation
            // ```
            struct JuiceMaker {}
            """
        let found = DocSamples.swiftBlocks(inDocComments: source, place: "JuiceMaker.swift")
        #expect(
            found == [
                DocSamples.Block(place: "JuiceMaker.swift:4", code: "let maker = JuiceMaker()\n    .ready()")
            ])
    }

    @Test func aBlockCopiedWithOtherWhiteSpaceIsFound() {
        let sample = blocks(
            """
            ```swift
            import Foundation

            func greet() {
                print("hello,   world")
            }
            ```
            """)
        let test = """
            import Foundation
            import Testing

            @Test func greets() {
                    func greet() {
                print("hello, world")

                }
            }
            """
        #expect(DocSamples.missing(blocks: sample, from: [test]).isEmpty)
    }

    @Test func aChangedLineOrAMissingImportIsReported() {
        let sample = blocks(
            """
            ```swift
            import Foundation
            let total = 1 + 2
            print(total)
            ```
            """)
        let changed = "import Foundation\nlet total = 1 + 3\nprint(total)"
        let unimported = "let total = 1 + 2\nprint(total)"
        let split = ["import Foundation\nlet total = 1 + 2", "import Foundation\nprint(total)"]
        #expect(DocSamples.missing(blocks: sample, from: [changed]) == sample)
        #expect(DocSamples.missing(blocks: sample, from: [unimported]) == sample)
        // The lines must follow one another in one file.
        #expect(DocSamples.missing(blocks: sample, from: split) == sample)
        #expect(DocSamples.missing(blocks: sample, from: ["import Foundation\n" + unimported]).isEmpty)
    }

    @Test func aDocumentedSwiftUIImportIsMatchedByTheGuardedImport() {
        let sample = blocks(
            """
            ```swift
            import JuiceMakerKit
            import SwiftUI

            struct StockView: View {
                var body: some View { Text("10") }
            }
            ```
            """)
        let guarded = """
            import JuiceMakerKit

            #if canImport(SwiftUI)
                import SwiftUI
            #endif

            struct StockView: View {
                var body: some View { Text("10") }
            }
            """
        let unimported = """
            import JuiceMakerKit

            struct StockView: View {
                var body: some View { Text("10") }
            }
            """
        #expect(DocSamples.missing(blocks: sample, from: [guarded]).isEmpty)
        #expect(DocSamples.missing(blocks: sample, from: [unimported]) == sample)
        #expect(DocSamples.imports(in: guarded) == ["JuiceMakerKit", "SwiftUI"])
    }

    @Test func conditionalsThatOnlyWrapImportsAreLeftOutAndOthersStay() {
        let code = """
            #if canImport(Glibc)
                import Glibc
            #endif
            #if canImport(UIKit)
                import UIKit
                let scale = 2
            #endif
            @testable import DiaryKit
            import struct Foundation.URL
            """
        #expect(DocSamples.comparedLines(code) == ["#if canImport(UIKit)", "let scale = 2", "#endif"])
        #expect(DocSamples.imports(in: code) == ["Glibc", "UIKit", "DiaryKit", "Foundation"])
    }

    @Test func aPreviewIsMatchedByAPreviewFunctionWithTheSameBody() {
        let sample = blocks(
            """
            ```swift
            #Preview("Stock") {
                let store = InMemoryStore()
                StockView(store: store)
            }

            #Preview { StockView(store: InMemoryStore()) }
            ```
            """)
        let test = """
            @MainActor @ViewBuilder func previewStock() -> some View {
                let store = InMemoryStore()
                StockView(store: store)
            }

            @MainActor func preview2() -> some View { StockView(store: InMemoryStore()) }
            """
        let otherBody = test.replacingOccurrences(
            of: "let store = InMemoryStore()", with: "let store = Store()")
        let otherFunction = test.replacingOccurrences(of: "func previewStock()", with: "func makeStock()")
        #expect(DocSamples.missing(blocks: sample, from: [test]).isEmpty)
        #expect(DocSamples.missing(blocks: sample, from: [otherBody]) == sample)
        #expect(DocSamples.missing(blocks: sample, from: [otherFunction]) == sample)
    }

    @Test func onlyTheMissingBlocksAreReported() {
        let samples = blocks(
            """
            ```swift
            let a = 1
            ```

            ```swift
            let b = 2
            ```
            """)
        let missing = DocSamples.missing(blocks: samples, from: ["let a = 1"])
        #expect(missing.map(\.code) == ["let b = 2"])
        #expect(missing.first?.description == "Article.md:6:\nlet b = 2")
    }
}
