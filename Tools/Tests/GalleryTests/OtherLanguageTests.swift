import DiaryKit
import Foundation
import Gallery
import HTTPTypes
import Testing

/// Text in the other of the gallery's two languages is marked with its own `lang`, so a screen
/// reader reads it with the right voice: a product's or an entry's words by their script, the
/// language switch's buttons by the language each names.
@Suite("Gallery: text in the other language carries its lang")
struct OtherLanguageTests {
    @Test func productNamesAndTitlesAreMarkedByTheirScript() async throws {
        try await withMarket(testConfiguration(try temporaryDirectory())) { client, _ in
            var browser = Browser(client)
            let korean: HTTPFields = [.acceptLanguage: "ko"]
            let list = try await browser.get("/open-market", headers: korean)
            #expect(list.body.contains(#"<html lang="ko">"#))
            // The sample's English names are marked on the Korean page.
            let english = list.body.components(separatedBy: #"<span class="om-name" lang="en">"#).count - 1
            #expect(english > 0)
            #expect(!list.body.contains(#"<span class="om-name" lang="ko">"#))
            #expect(list.body.contains(#"<button type="submit" name="lang" value="en" lang="en""#))
            // A product's page titled with its English name says so on its heading.
            let id = try #require(productIDs(in: list.body).first)
            let detail = try await browser.get("/open-market/products/\(id)", headers: korean)
            let heading = try #require(detail.body.components(separatedBy: "<h1 ").dropFirst().first)
            let name = heading.components(separatedBy: ">").dropFirst().first ?? ""
            #expect(heading.hasPrefix(#"tabindex="-1" lang="en">"#) == !name.contains(where: \.isHangul))
        }
    }

    @Test func aKoreanEntryOnAnEnglishPageIsMarkedKorean() async throws {
        let directory = try temporaryDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        _ = try await store.create(text: "비 오는 날\n우산을 잃어버렸다.")
        _ = try await store.create(text: "Sunny\nA walk by the river.")
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let page = try await browser.get("/diary", headers: [.acceptLanguage: "en"])
            #expect(page.body.contains(#"<span class="diary-title" lang="ko">비 오는 날</span>"#))
            #expect(page.body.contains(#"<span class="diary-preview" lang="ko">우산을 잃어버렸다.</span>"#))
            #expect(page.body.contains(#"<span class="diary-title">Sunny</span>"#))
            #expect(page.body.contains(#"<button type="submit" name="lang" value="ko" lang="ko""#))
        }
    }
}

extension Character {
    /// Whether the character is a Hangul syllable or letter.
    fileprivate var isHangul: Bool {
        unicodeScalars.contains {
            (0x1100...0x11FF).contains($0.value) || (0x3130...0x318F).contains($0.value)
                || (0xAC00...0xD7AF).contains($0.value)
        }
    }
}
