import Foundation
import Testing

@testable import ExpoKit

// In the shared suite of tests that supply tables (`KitStrings`), which runs its tests one at a
// time, since a supply changes what every lookup reads.
extension KitStringsTests {
    @Test func aSuppliedLanguageGetsItsWordsOnTheBundledEnglishCatalog() async throws {
        let folder = try StringsBundle([
            ("xx.lproj", "Kit.strings", "\"poster.exhibitsButton\" = \"xx-exhibits\";")
        ])
        defer {
            KitStrings.removeSupplements()
            folder.remove()
        }
        try KitStrings.supplement(from: folder.bundle, table: "Kit")
        let locale = Locale(identifier: "xx_YY")

        // The catalog exists only in the shipped languages; the words follow the app's table.
        #expect(ExpoCatalog.language(for: locale) == "en")
        let presentation = try await ExpoPresentation.load(locale: locale)
        #expect(presentation.language == "xx")
        #expect(presentation.poster.exhibitsButtonTitle == "xx-exhibits")
        #expect(presentation.list.title == "Korean exhibits")
    }
}
