import ExpoKit
import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import Testing

/// The Expo's pages clicked through as a person does, with scripting off.
@Suite("Gallery: the Expo's pages")
struct ExpoPagesTests {
    @Test func posterThenListThenDetailThenBack() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let start = try await browser.get("/")
            #expect(start.body.contains(#"href="/expo""#))

            let poster = try await browser.get("/expo")
            #expect(poster.status == .ok)
            #expect(poster.body.contains("<h1 tabindex=\"-1\">Exposition</h1>"))
            #expect(poster.body.contains("Visitors: 48,130,300"))
            #expect(poster.body.contains("Location: Paris, France"))
            #expect(poster.body.contains("Duration: April 14"))
            #expect(poster.body.contains(#"action="/expo/show-exhibits""#))
            #expect(poster.body.contains(">See the Korean exhibits</button>"))
            #expect(poster.body.contains(#"title="Opens the list of the exhibits.""#))
            // No picture folder: placeholders naming the poster and the two flags.
            #expect(!poster.body.contains("<img"))
            #expect(
                poster.body.contains(
                    #"class="expo-picture poster placeholder" role="img" aria-label="Poster of"#))
            // The flags beside the button are its decoration: shown, never read (the button says Korea).
            #expect(
                occurrences(
                    of:
                        #"<span class="expo-picture flag placeholder" aria-hidden="true">Flag of Korea (Taegukgi)</span>"#,
                    in: poster.body) == 2)
            #expect(!poster.body.contains(#"role="img" aria-label="Flag of Korea"#))

            let list = try await browser.click("/expo/show-exhibits")
            #expect(list.location == "/expo/exhibits")
            #expect(list.body.contains("<h1 tabindex=\"-1\">Korean exhibits</h1>"))
            #expect(list.body.contains("Exhibits: 13"))
            #expect(occurrences(of: #"action="/expo/exhibits/select""#, in: list.body) == 13)
            #expect(list.body.contains(#"<span class="expo-row-name">Tripitaka Koreana</span>"#))
            #expect(list.body.contains(#"<a href="/expo">‹ Exposition</a>"#))

            let detail = try await browser.click("/expo/exhibits/select", ["number": "3"])
            #expect(detail.location == "/expo/exhibits/3")
            #expect(detail.body.contains("<h1 tabindex=\"-1\">Tripitaka Koreana</h1>"))
            #expect(detail.body.contains(#"class="expo-position""#))
            #expect(detail.body.contains(#"class="expo-picture exhibit placeholder" role="img""#))
            #expect(detail.body.contains(#"<a href="/expo/exhibits">‹ Korean exhibits</a>"#))

            // A reload shows the same exhibit; the browser's back is a GET of the previous URL.
            let reloaded = try await browser.get("/expo/exhibits/3")
            #expect(reloaded.body.contains("<h1 tabindex=\"-1\">Tripitaka Koreana</h1>"))
            let back = try await browser.get("/expo/exhibits")
            #expect(back.body.contains("<h1 tabindex=\"-1\">Korean exhibits</h1>"))
            #expect(!back.body.contains("expo-exhibit-picture"))
            let first = try await browser.get("/expo")
            #expect(first.body.contains("Visitors: 48,130,300"))
            #expect(!first.body.contains("Exhibits: 13"))

            // An exhibit's URL brings the models to it from the poster (poster → list → detail).
            let direct = try await browser.get("/expo/exhibits/11")
            #expect(direct.status == .ok)
            #expect(direct.body.contains("<h1 tabindex=\"-1\">Gat</h1>"))
            let other = try await browser.click("/expo/exhibits/select", ["number": "1"])
            #expect(other.location == "/expo/exhibits/1")
            #expect(other.body.contains("<h1 tabindex=\"-1\">Jikji</h1>"))
        }
    }

    @Test func korean() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let headers: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9"]
            let poster = try await browser.get("/expo", headers: headers)
            #expect(poster.body.contains(#"<html lang="ko">"#))
            #expect(poster.body.contains("<h1 tabindex=\"-1\">박람회</h1>"))
            #expect(poster.body.contains("<li>방문객: 48,130,300명</li>"))
            #expect(poster.body.contains(">한국의 출품작 보러 가기</button>"))
            #expect(occurrences(of: #"aria-hidden="true">태극기</span>"#, in: poster.body) == 2)
            #expect(!poster.body.contains(#"aria-label="태극기""#))
            // The facts as Korean writes them, as the poster's spoken label has them.
            #expect(poster.body.contains("<li>개최지: 프랑스 파리</li>"))
            #expect(poster.body.contains("<li>개최 기간: 1900년 4월 14일 ~ 11월 12일</li>"))
            #expect(poster.body.contains("방문객 48,130,300명. 개최지 프랑스 파리."))
            let list = try await browser.get("/expo/exhibits", headers: headers)
            #expect(list.body.contains("<h1 tabindex=\"-1\">한국의 출품작</h1>"))
            #expect(list.body.contains("출품작 13점"))
            let detail = try await browser.get("/expo/exhibits/11", headers: headers)
            #expect(detail.body.contains("<h1 tabindex=\"-1\">갓</h1>"))
            let missing = try await browser.get("/expo/exhibits/99", headers: headers)
            #expect(missing.status == .notFound)
            #expect(missing.body.contains("“99”번 출품작은 없어요"))
        }
    }

    @Test func picturesFromAFolderAndOnlyTheCataloguesNames() async throws {
        let pictures = try temporaryDirectory("expo-pictures")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        for name in ["poster.png", "flag.png", "jikji.png", "secret.png"] {
            try png.write(to: pictures.appendingPathComponent(name))
        }
        try Data("not for the web".utf8).write(
            to: pictures.deletingLastPathComponent().appendingPathComponent("outside.png"))
        var configuration = testConfiguration(try temporaryDirectory())
        configuration.expoImages = pictures
        try await withGallery(configuration) { client in
            var browser = Browser(client)
            let poster = try await browser.get("/expo")
            #expect(
                poster.body.contains(
                    #"<img class="expo-picture poster" src="/expo/images/poster" alt="Poster of"#))
            // The flags beside the button are its decoration: `alt=""`, so the flag is not read twice.
            #expect(
                occurrences(
                    of: #"<img class="expo-picture flag" src="/expo/images/flag" alt="">"#, in: poster.body)
                    == 2)
            #expect(!poster.body.contains(#"alt="Flag of Korea"#))
            let list = try await browser.get("/expo/exhibits")
            #expect(list.body.contains(#"src="/expo/images/jikji""#))
            // The exhibits without a picture show a placeholder naming them.
            #expect(
                list.body.contains(#"class="expo-picture thumbnail placeholder" role="img" aria-label="Gat""#)
            )
            let detail = try await browser.get("/expo/exhibits/1")
            #expect(detail.body.contains(#"<img class="expo-picture exhibit" src="/expo/images/jikji""#))

            let image = try await browser.get("/expo/images/jikji")
            #expect(image.status == .ok)
            #expect(image.headers[.contentType] == "image/png")
            #expect(Data(image.body.utf8).count > 0)
            #expect(try await browser.get("/expo/images/poster").status == .ok)

            for refused in [
                "/expo/images/secret", "/expo/images/jikji.png", "/expo/images/..%2Foutside",
                "/expo/images/..%2F..%2F..%2Fetc%2Fpasswd", "/expo/images/%2Fetc%2Fpasswd",
                "/expo/images/../outside", "/expo/images/%2E%2E",
                "/expo/images/" + pictures.path + "/jikji.png",
                "/expo/images/" + pictures.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
                "/expo/images/god",
            ] {
                let answer = try await browser.get(refused)
                #expect(answer.status == .notFound, "\(refused) answered \(answer.status)")
                #expect(!answer.body.contains("not for the web"))
            }
        }
    }

    @Test func anUnknownExhibitNumberIsAPageSayingSo() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            for (path, shown) in [
                ("/expo/exhibits/99", "99"), ("/expo/exhibits/0", "0"), ("/expo/exhibits/abc", "abc"),
            ] {
                let missing = try await browser.get(path)
                #expect(missing.status == .notFound)
                #expect(missing.body.contains("There is no exhibit numbered “\(shown)”: the list has 13"))
                #expect(missing.body.contains(#"<a href="/expo/exhibits">‹ Korean exhibits</a>"#))
            }
            let hostile = try await browser.get("/expo/exhibits/%3Cimg%20src=x%20onerror=alert(1)%3E")
            #expect(hostile.status == .notFound)
            #expect(!hostile.body.contains("<img src=x"))
            #expect(hostile.body.contains("&lt;img src=x onerror=alert(1)&gt;"))
            // Another spelling of an exhibit's number leads to its one address.
            for spelling in ["01", "%2B1", "0001"] {
                let other = try await browser.get("/expo/exhibits/\(spelling)")
                #expect(other.status == .seeOther, "\(spelling)")
                #expect(other.location == "/expo/exhibits/1", "\(spelling)")
            }
            // A number no page sends selects nothing: the list stays.
            try await browser.get("/expo/exhibits")
            let refused = try await browser.click("/expo/exhibits/select", ["number": "99"])
            #expect(refused.location == "/expo/exhibits")
            let notANumber = try await browser.click("/expo/exhibits/select", ["number": "x"])
            #expect(notANumber.location == "/expo/exhibits")
        }
    }

    @Test func thePostersButtonShowsTheListEvenWhenAnExhibitWasShownLast() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let poster = try await browser.get("/expo")
            try await browser.click("/expo/show-exhibits")
            let haegeum = try await browser.click("/expo/exhibits/select", ["number": "5"])
            #expect(haegeum.location == "/expo/exhibits/5")
            // Back, Back: the browser shows the poster it kept, and its button is pressed again.
            browser.page = poster.body
            let list = try await browser.click("/expo/show-exhibits")
            #expect(list.location == "/expo/exhibits")
            #expect(list.body.contains("<h1 tabindex=\"-1\">Korean exhibits</h1>"))
            #expect(!list.body.contains("expo-exhibit-picture"))

            // Two tabs of one session: one on an exhibit, the other on the poster.
            var exhibitTab = browser
            var posterTab = browser
            try await posterTab.get("/expo")
            let shown = try await exhibitTab.get("/expo/exhibits/5")
            #expect(shown.body.contains(#"class="expo-exhibit-picture""#))
            let fromOtherTab = try await posterTab.click("/expo/show-exhibits")
            #expect(fromOtherTab.location == "/expo/exhibits")
            #expect(fromOtherTab.body.contains("<h1 tabindex=\"-1\">Korean exhibits</h1>"))
        }
    }

    @Test(arguments: ["0", "14", "abc", ""])
    func aNumberNoRowSendsShowsTheListWithNothingSelected(_ number: String) async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let haegeum = try await browser.get("/expo/exhibits/5")
            #expect(haegeum.body.contains(#"class="expo-exhibit-picture""#))
            let refused = try await browser.click("/expo/exhibits/select", ["number": number])
            #expect(refused.location == "/expo/exhibits", "number=\(number)")
            #expect(refused.body.contains("<h1 tabindex=\"-1\">Korean exhibits</h1>"))
            #expect(!refused.body.contains("expo-exhibit-picture"))
        }
    }

    @Test func aCatalogThatCannotBeReadShowsTheFailureAndItsRetry() async throws {
        let folder = try temporaryDirectory("expo-catalog")
        try Data(Self.exposition.utf8).write(
            to: folder.appendingPathComponent(ExpoCatalog.expositionFileName))
        // A folder where the exhibits' file should be: it cannot be read.
        let items = folder.appendingPathComponent(ExpoCatalog.itemsFileName)
        try FileManager.default.createDirectory(at: items, withIntermediateDirectories: true)
        let pages = ExpoPages(source: .folder(folder))
        try await withGallery(testConfiguration(try temporaryDirectory()), apps: [pages]) { client in
            var browser = Browser(client)
            let failed = try await browser.get("/expo")
            #expect(failed.status == .ok)
            #expect(failed.body.contains(#"<div class="failure" role="alert">"#))
            #expect(failed.body.contains(#"action="/expo/retry""#))
            #expect(failed.body.contains(">Try again</button>"))
            #expect(!failed.body.contains("show-exhibits"))
            let still = try await browser.click("/expo/retry")
            #expect(still.location == "/expo")
            #expect(still.body.contains(">Try again</button>"))
            // The list fails the same way; an exhibit's URL leads to it.
            let list = try await browser.get("/expo/exhibits/1")
            #expect(list.status == .seeOther)
            #expect(list.location == "/expo/exhibits")
            let failedList = try await browser.get("/expo/exhibits")
            #expect(failedList.body.contains(">Try again</button>"))

            try FileManager.default.removeItem(at: items)
            try Data(Self.items.utf8).write(to: items)
            let fixed = try await browser.click("/expo/retry")
            #expect(fixed.location == "/expo/exhibits")
            #expect(!fixed.body.contains("Try again"))
            // Outside text shows as its characters.
            #expect(fixed.body.contains("&lt;img src=x onerror=alert(1)&gt;"))
            #expect(!fixed.body.contains("<img src=x"))
            // The poster, failed before, loads again when it is shown.
            let poster = try await browser.get("/expo")
            #expect(poster.body.contains("Visitors: 48,130,300"))
            #expect(!poster.body.contains("Try again"))
        }
    }

    /// An exposition file in the original format.
    static let exposition = """
        {"title": "Paris 1900", "visitors": 48130300, "location": "Paris", "duration": "1900. 04. 14 - 1900. 11. 12",
         "description": "One.\\n\\nTwo."}
        """

    /// An exhibits file in the original format, one name of outside markup.
    static let items = """
        [{"name": "<img src=x onerror=alert(1)>", "image_name": "jikji", "short_desc": "short",
          "desc": "First.\\n\\nSecond."}]
        """
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
