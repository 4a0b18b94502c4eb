import Foundation
import Testing

@testable import JuiceMakerKit

@Suite("Reading Localizable.strings")
struct StringsFileTests {
    @Test func textTablesWithCommentsAndEscapesAreRead() {
        let text = """
            /* A block comment
               over two lines */
            "plain" = "value";
            // a line comment
            "quote" = "say \\"hi\\"";   "tab" = "a\\tb";
            "unicode" = "\\U00E9t\\u00E9";
            "korean" = "딸기 %1$@";
            """
        #expect(
            StringsFile.parse(Data(text.utf8)) == [
                "plain": "value", "quote": "say \"hi\"", "tab": "a\tb", "unicode": "été", "korean": "딸기 %1$@",
            ])
    }

    @Test func binaryTablesFallBackToThePropertyListParser() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["key": "값"], format: .binary, options: 0)
        #expect(StringsFile.parse(data) == ["key": "값"])
    }

    @Test func brokenTextIsNotMistakenForATable() {
        #expect(StringsFile.scanText(Data(#""key" = "value""#.utf8)) == nil)
        #expect(StringsFile.scanText(Data(#""key" "value";"#.utf8)) == nil)
        #expect(StringsFile.scanText(Data(#""open = "x";"#.utf8)) == nil)
    }

    @Test func theShippedTablesHaveTheSameKeys() {
        #expect(Localizer.translations(of: "fruit.kiwi") == ["en": "Kiwi", "ko": "키위"])
        let english = Localizer.table(for: "en")
        #expect(english.count > 40)
        #expect(Set(english.keys) == Set(Localizer.table(for: "ko").keys))
    }
}
