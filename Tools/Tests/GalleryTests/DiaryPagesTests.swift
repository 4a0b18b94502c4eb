import DiaryKit
import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import Testing

/// The diary's pages clicked through as a person does, with scripting off.
@Suite("Gallery: the diary's pages")
struct DiaryPagesTests {
    @Test func writingOpeningEditingSharingAndDeletingAnEntry() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let start = try await browser.get("/")
            #expect(start.body.contains(#"href="/diary""#))

            let empty = try await browser.get("/diary")
            #expect(empty.status == .ok)
            #expect(empty.body.contains("<h1 tabindex=\"-1\">Diary</h1>"))
            #expect(empty.body.contains("No entries yet. Write the first one."))
            #expect(empty.body.contains(#"aria-label="New Entry""#))
            #expect(
                empty.body.contains(#"<div id="diary-rows" data-live>"#), "no live region: read again whole")

            let new = try await browser.click("/diary/new-entry")
            #expect(new.location == "/diary/new")
            #expect(new.body.contains("<h1 tabindex=\"-1\">New Entry</h1>"))
            #expect(new.body.contains(#"<input id="diary-title" name="title""#))
            #expect(new.body.contains(#"<textarea id="diary-body" name="body""#))
            #expect(!new.body.contains(#"action="/diary/new/delete""#))

            let saved = try await browser.click(
                "/diary/new/save",
                ["title": "Picnic", "body": "Sandwiches by the river.\r\nThen rain.", "action": "save"])
            let id = try #require(entryID(in: saved.location ?? ""))
            #expect(saved.location == "/diary/entries/\(id)")
            #expect(saved.body.contains(#"value="Picnic""#))
            #expect(saved.body.contains(">\nSandwiches by the river.&#10;Then rain.</textarea>"))
            let savedStatus = #"<p id="diary-status-text" class="diary-status" role="status">Saved</p>"#
            #expect(saved.body.contains(savedStatus))

            let back = try await browser.get("/diary")
            #expect(!back.body.contains("No entries yet"))
            #expect(back.body.contains(#"href="/diary/entries/\#(id)""#))
            #expect(back.body.contains(#"<span class="diary-title">Picnic</span>"#))
            #expect(back.body.contains("Sandwiches by the river."))
            #expect(back.body.contains(#"aria-label="Picnic,"#))

            let opened = try await browser.get("/diary/entries/\(id)")
            #expect(opened.status == .ok)
            #expect(opened.body.contains(#"value="Picnic""#))
            let edited = try await browser.click(
                "/diary/entries/\(id)/save",
                ["title": "Picnic at noon", "body": "Sandwiches.", "action": "save"])
            #expect(edited.location == "/diary/entries/\(id)")
            #expect(edited.body.contains(#"value="Picnic at noon""#))
            #expect(edited.body.contains("Saved"))

            let shared = try await browser.click(
                "/diary/entries/\(id)/save",
                ["title": "Picnic at noon", "body": "Sandwiches.", "action": "share"])
            #expect(shared.location == "/diary/entries/\(id)/share")
            #expect(shared.body.contains(#"class="sheet diary-share""#))
            #expect(shared.body.contains("Picnic at noon&#10;"))
            #expect(shared.body.contains("Sandwiches.</textarea>"))
            let shareClosed = try await browser.click("/diary/entries/\(id)/share/done")
            #expect(shareClosed.location == "/diary/entries/\(id)")
            #expect(!shareClosed.body.contains("diary-share"))
            // The share's URL opens it again.
            #expect(try await browser.get("/diary/entries/\(id)/share").body.contains("diary-share"))

            let asked = try await browser.click("/diary/entries/\(id)/delete")
            #expect(asked.location == "/diary/entries/\(id)/delete")
            #expect(asked.body.contains("<dialog open"))
            #expect(asked.body.contains("Really?"))
            // The question names the entry it deletes.
            #expect(asked.body.contains("Are you sure you want to delete “Picnic at noon”?"))
            let kept = try await browser.click("/diary/entries/\(id)/delete/cancel")
            #expect(kept.location == "/diary/entries/\(id)")
            #expect(!kept.body.contains("<dialog"))
            #expect(kept.body.contains(#"value="Picnic at noon""#))

            let again = try await browser.get("/diary/entries/\(id)/delete")
            #expect(again.body.contains("<dialog open"))
            let deleted = try await browser.click("/diary/entries/\(id)/delete/confirm")
            #expect(deleted.location == "/diary")
            #expect(!deleted.body.contains("<dialog"))
            #expect(!deleted.body.contains(id))
            #expect(deleted.body.contains("Deleted “Picnic at noon”."))
            #expect(deleted.body.contains("No entries yet. Write the first one."))
            // The entry's URL now says it is not there.
            let gone = try await browser.get("/diary/entries/\(id)")
            #expect(gone.status == .notFound)
            #expect(gone.body.contains("There is no such entry"))
        }
        // The state is the CLI's database in the data folder.
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        #expect(try await store.count() == 0)
    }

    @Test func saveAndGoBackShowsTheListWithTheRowAndAnEmptyEntryLeavesNothing() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/diary/new")
            let nothing = try await browser.click(
                "/diary/new/save", ["title": "", "body": "", "action": "close"])
            #expect(nothing.location == "/diary")
            #expect(nothing.body.contains("No entries yet."))
            try await browser.get("/diary/new")
            let list = try await browser.click(
                "/diary/new/save", ["title": "Walk", "body": "By the sea.", "action": "close"])
            #expect(list.location == "/diary")
            #expect(list.body.contains(#"<span class="diary-title">Walk</span>"#))
            // The back button (a GET of the list) after typing saves too.
            try await browser.get("/diary/new")
            try await browser.post("/diary/new/save", ["title": "Dusk", "body": "", "action": "save"])
            let shown = try await browser.get("/diary")
            #expect(shown.body.contains(#"<span class="diary-title">Dusk</span>"#))
        }
    }

    @Test func aRowSharesAndDeletesAfterItsQuestion() async throws {
        let directory = try temporaryDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        let kept = try await store.create(title: "Kept", body: "Stays.")
        let gone = try await store.create(title: "Picnic", body: "Sandwiches.")
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let list = try await browser.get("/diary")
            let id = gone.id.uuidString.lowercased()
            #expect(
                list.body.contains(
                    #"<a href="/diary/entries/\#(id)/share?from=list" aria-label="Share: Picnic">Share</a>"#))
            #expect(list.body.contains(#"action="/diary/rows/\#(id)/delete""#))
            #expect(list.body.contains(#"aria-label="Delete: Picnic">Delete</button>"#))

            let shared = try await browser.get("/diary/entries/\(id)/share?from=list")
            #expect(shared.body.contains(#"class="sheet diary-share""#))
            #expect(shared.body.contains("Sandwiches.</textarea>"))
            // Done returns where the share was opened: the list, not the entry's writing screen.
            #expect(shared.body.contains(#"<input type="hidden" name="from" value="list">"#))
            let done = try await browser.click("/diary/entries/\(id)/share/done", ["from": "list"])
            #expect(done.location == "/diary")
            #expect(!done.body.contains(#"class="sheet diary-share""#))
            // Opened from the entry's own screen, Done returns to it.
            try await browser.get("/diary/entries/\(id)/share")
            let back = try await browser.click("/diary/entries/\(id)/share/done")
            #expect(back.location == "/diary/entries/\(id)")
            try await browser.get("/diary")

            let asked = try await browser.click("/diary/rows/\(id)/delete")
            #expect(asked.location == "/diary/rows/\(id)/delete")
            #expect(asked.body.contains(#"<dialog open class="alert" role="alertdialog" aria-modal="true""#))
            #expect(asked.body.contains("Really?"))
            #expect(asked.body.contains(#"<span class="diary-title">Picnic</span>"#))
            // A reload shows the same question; the list's URL shows the list alone.
            #expect(try await browser.get("/diary/rows/\(id)/delete").body.contains("<dialog open"))
            let cancelled = try await browser.click("/diary/rows/\(id)/delete/cancel")
            #expect(cancelled.location == "/diary")
            #expect(!cancelled.body.contains("<dialog"))
            #expect(cancelled.body.contains(#"<span class="diary-title">Picnic</span>"#))

            // A confirmation sent by a page that asked about another row (a second tab: this
            // session has moved on to Picnic's question) is that page's answer: the row it names
            // is deleted, never silently kept.
            let spare = try await store.create(title: "Spare", body: "Left over.")
            for _ in 0..<100 where !(try await browser.get("/diary").body.contains("Spare")) {
                try await Task.sleep(for: .milliseconds(50))
            }
            try await browser.click("/diary/rows/\(id)/delete")
            let other = spare.id.uuidString.lowercased()
            let elsewhere = try await browser.click("/diary/rows/\(other)/delete/confirm")
            #expect(elsewhere.body.contains("Deleted “Spare”."))
            #expect(try await store.entry(id: spare.id) == nil)
            #expect(try await store.count() == 2)

            try await browser.click("/diary/rows/\(id)/delete")
            let deleted = try await browser.click("/diary/rows/\(id)/delete/confirm")
            #expect(deleted.location == "/diary")
            #expect(deleted.body.contains("Deleted “Picnic”."))
            #expect(!deleted.body.contains(#"<span class="diary-title">Picnic</span>"#))
            #expect(deleted.body.contains(#"<span class="diary-title">Kept</span>"#))

            // A row that is not there asks nothing.
            let missing = try await browser.get("/diary/rows/\(id)/delete")
            #expect(missing.status == .notFound)
            let malformed = try await browser.get("/diary/rows/not-an-id/delete")
            #expect(malformed.status == .notFound)
        }
        #expect(try await store.count() == 1)
        #expect(try await store.entry(id: kept.id) != nil)
    }

    @Test func answersFromAPageTheSessionMovedOnFromTakeEffect() async throws {
        // Given an entry, and a page that asked "Delete it?" about it
        let directory = try temporaryDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        let first = try await store.create(title: "First", body: "One.")
        let second = try await store.create(title: "Second", body: "Two.")
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let id = first.id.uuidString.lowercased()
            try await browser.get("/diary/entries/\(id)/delete")
            // When another tab of the session opens a new entry, then the first page's Delete is
            // pressed
            try await browser.get("/diary/new")
            let deleted = try await browser.click("/diary/entries/\(id)/delete/confirm")
            // Then the entry is deleted, as the person answered
            #expect(try await store.entry(id: first.id) == nil)
            #expect(deleted.body.contains("Deleted “First”."), "\(deleted.body)")

            // Given the second entry open in one tab
            let other = second.id.uuidString.lowercased()
            try await browser.get("/diary/entries/\(other)")
            // When another tab of the session deletes it from the list, and the first tab, which
            // says its text is kept, sends what the person typed
            try await browser.click("/diary/rows/\(other)/delete")
            try await browser.click("/diary/rows/\(other)/delete/confirm")
            #expect(try await store.entry(id: second.id) == nil)
            let saved = try await browser.click(
                "/diary/entries/\(other)/save",
                [
                    "title": "Second", "shownTitle": "Second", "body": "Two, and more.", "shownBody": "Two.",
                    "action": "autosave",
                ])
            // Then it is saved again as that entry
            #expect(saved.location == "/diary/entries/\(other)")
        }
        #expect(try await store.entry(id: second.id)?.body == "Two, and more.")
        #expect(try await store.count() == 1)
    }

    @Test func autosaveTakesTheFieldsAndANewEntryStaysOneEntry() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let new = try await browser.get("/diary/new")
            #expect(new.body.contains(#"action="/diary/new/save" data-autosave data-autosave-failed="#))
            // What the page's script posts as the person types: a new entry is stored at its first
            // autosave, so the page's form and URL follow the entry from then on.
            let draft = try #require(
                new.body.range(of: #"name="draft" value=""#).map {
                    String(new.body[$0.upperBound...].prefix { $0 != "\"" })
                })
            let typed = try await browser.click(
                "/diary/new/save", ["draft": draft, "title": "Dawn", "body": "Birds.", "action": "autosave"])
            let id = try #require(entryID(in: typed.location ?? ""))
            #expect(id == draft)
            #expect(typed.body.contains(#"value="Dawn""#))
            // /diary/new asked for again is another new entry, never the stored one.
            let another = try await browser.get("/diary/new")
            #expect(another.status == .ok)
            #expect(!another.body.contains(#"value="Dawn""#))
            // A page still posting to /diary/new (its script has not seen the move) edits the same
            // entry: its form names it (`draft`).
            let again = try await browser.post(
                "/diary/new/save",
                ["draft": draft, "title": "Dawn", "body": "Birds, then rain.", "action": "autosave"])
            #expect(again.location == "/diary/entries/\(id)")
            let list = try await browser.get("/diary")
            #expect(list.body.contains("Birds, then rain."))
        }
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        #expect(try await store.count() == 1)
    }

    @Test func aHostileTitleShowsAsTextAndControlCharactersAreRemoved() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            try await browser.get("/diary/new")
            let hostile = "<img src=x onerror=alert(1)>"
            let saved = try await browser.click(
                "/diary/new/save",
                ["title": hostile + "\u{7}\u{202E}", "body": "a\u{0}b\u{1B}[31m\nline two", "action": "save"])
            #expect(!saved.body.contains("<img"))
            #expect(saved.body.contains(#"value="&lt;img src=x onerror=alert(1)&gt;""#))
            #expect(saved.body.contains(">\nab[31m&#10;line two</textarea>"))
            let list = try await browser.get("/diary")
            #expect(!list.body.contains("<img"))
            #expect(list.body.contains("&lt;img src=x onerror=alert(1)&gt;</span>"))
            #expect(!list.body.contains("\u{7}"))
            #expect(!list.body.contains("\u{202E}"))
            #expect(!list.body.contains("\u{1B}"))
        }
    }

    @Test func theNextPageComesWithTheMoreButton() async throws {
        let directory = try temporaryDirectory()
        let store = try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
        for number in 1...25 { _ = try await store.create(title: "Day \(number)", body: "") }
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let first = try await browser.get("/diary")
            #expect(first.body.components(separatedBy: #"<span class="diary-title">"#).count - 1 == 20)
            #expect(first.body.contains(#"action="/diary/more""#))
            let more = try await browser.click("/diary/more")
            #expect(more.location == "/diary")
            #expect(more.body.components(separatedBy: #"<span class="diary-title">"#).count - 1 == 25)
            #expect(!more.body.contains(#"action="/diary/more""#))
        }
    }

    @Test func korean() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            let korean: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9"]
            let list = try await browser.get("/diary", headers: korean)
            #expect(list.body.contains(#"<html lang="ko">"#))
            #expect(list.body.contains("<h1 tabindex=\"-1\">일기장</h1>"))
            #expect(list.body.contains("아직 일기가 없어요. 첫 일기를 써 보세요."))
            #expect(list.body.contains(#"aria-label="새 일기 쓰기""#))
            browser.cookies["lang"] = "ko"
            let new = try await browser.click("/diary/new-entry")
            #expect(new.body.contains("<h1 tabindex=\"-1\">새 일기</h1>"))
            let saved = try await browser.click(
                "/diary/new/save", ["title": "소풍", "body": "강가에서 샌드위치를 먹었다.", "action": "close"])
            #expect(saved.body.contains(#"<span class="diary-title">소풍</span>"#))
            #expect(saved.body.contains("강가에서 샌드위치를 먹었다."))
        }
    }

    @Test func aBadOrUnknownEntryShowsNotFoundWithALinkBack() async throws {
        try await withGallery(testConfiguration(try temporaryDirectory())) { client in
            var browser = Browser(client)
            for path in [
                "/diary/entries/not-an-id", "/diary/entries/\(UUID().uuidString)",
                "/diary/entries/%3Cscript%3E", "/diary/entries/\(UUID().uuidString)/delete",
                "/diary/entries/nope/share",
            ] {
                let page = try await browser.get(path)
                #expect(page.status == .notFound, "\(path)")
                #expect(page.body.contains("There is no such entry"), "\(path)")
                #expect(page.body.contains(#"<a href="/diary">Back to the diary</a>"#), "\(path)")
                #expect(!page.body.contains("<script>"))
            }
            // Intents on an unknown entry change nothing and lead to the list.
            let confirm = try await browser.click("/diary/entries/\(UUID().uuidString)/delete/confirm")
            #expect(confirm.location == "/diary")
            let save = try await browser.click(
                "/diary/entries/not-an-id/save", ["title": "x", "body": "y", "action": "save"])
            #expect(save.location == "/diary")
            #expect(save.body.contains("No entries yet."))
            // A share of a blank new entry, or a delete question for one, shows the editor.
            try await browser.get("/diary/new")
            let blank = try await browser.click(
                "/diary/new/save", ["title": " ", "body": "", "action": "share"])
            #expect(blank.location == "/diary/new")
        }
    }

    @Test func anEntryWrittenThroughAnotherStoreShowsInTheOpenList() async throws {
        let directory = try temporaryDirectory()
        var configuration = testConfiguration(directory)
        configuration.eventLimit = 1
        try await withGallery(configuration) { client in
            var browser = Browser(client)
            let empty = try await browser.get("/diary")
            #expect(empty.body.contains("No entries yet."))
            let (stream, finished) = browser.openStream("/diary/events")
            // Another process: its own store on the same file, as the `diary` CLI opens it.
            let elsewhere = try SQLiteDiaryStore(
                path: directory.appendingPathComponent("diary/diary.sqlite").path)
            // Keep writing until the stream has delivered (it may open after a write).
            _ = try await elsewhere.create(title: "From the terminal", body: "Written with diary new.")
            var written = 1
            while !finished.isSet, written < 100 {
                try await Task.sleep(for: .milliseconds(30))
                _ = try await elsewhere.create(title: "From the terminal", body: "Entry \(written).")
                written += 1
            }
            let events = changes(inStream: try await stream.value.body)
            #expect(events.hasPrefix("event: replace\ndata: {"))
            #expect(events.contains(#""id":"diary-rows""#))
            #expect(events.contains("From the terminal"))
            let list = try await browser.get("/diary")
            #expect(list.body.contains(#"<span class="diary-title">From the terminal</span>"#))
        }
    }
}

/// The entry identifier in a URL such as `/diary/entries/<id>`.
private func entryID(in url: String) -> String? {
    let prefix = "/diary/entries/"
    guard url.hasPrefix(prefix) else { return nil }
    let id = url.dropFirst(prefix.count).prefix { $0 != "/" }
    return UUID(uuidString: String(id)) == nil ? nil : String(id)
}

extension DiaryPagesTests {
    /// The page speaks English or Korean, but its dates follow the browser's full language tag.
    @Test func aDayIsWrittenTheWayTheBrowsersRegionWritesIt() async throws {
        let directory = try temporaryDirectory()
        let configuration = testConfiguration(directory)
        let diary = DiaryPages(configuration: configuration)
        let written = try #require(
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: .gmt, year: 2020, month: 12, day: 22, hour: 12)))
        try await diary.store().insert(
            DiaryEntry(title: "Snow", body: "It snowed all day.", createdAt: written))
        try await withGallery(configuration, apps: [diary]) { client in
            var browser = Browser(client)
            let british = try await browser.get("/diary", headers: [.acceptLanguage: "en-GB,en;q=0.9"])
            #expect(british.body.contains("22 December 2020"))
            #expect(british.body.contains(#"<html lang="en">"#))
            let american = try await browser.get("/diary", headers: [.acceptLanguage: "en-US,en;q=0.9"])
            #expect(american.body.contains("December 22, 2020"))
        }
    }
}

extension DiaryPagesTests {
    /// An entry's weather shows on its row and its writing screen as an icon of the gallery's own
    /// with the weather's name in the page's language.
    @Test func anEntrysWeatherShowsAsItsIconAndName() async throws {
        let directory = try temporaryDirectory()
        let configuration = testConfiguration(directory)
        let diary = DiaryPages(configuration: configuration)
        let entry = DiaryEntry(
            title: "Umbrella", body: "It rained on the way home.", createdAt: Date(),
            weather: DiaryWeather(condition: "Rain", iconCode: "10d"))
        try await diary.store().insert(entry)
        try await withGallery(configuration, apps: [diary]) { client in
            var browser = Browser(client)
            let list = try await browser.get("/diary")
            #expect(
                list.body.contains(
                    #"<img src="/assets/weather-rain.svg" alt="" width="20" height="20"> Rain"#))
            let editor = try await browser.get("/diary/entries/\(entry.id.uuidString.lowercased())")
            #expect(
                editor.body.contains(
                    #"<img src="/assets/weather-rain.svg" alt="" width="24" height="24"> Rain"#))
            browser.cookies["lang"] = "ko"
            let korean = try await browser.get("/diary")
            #expect(korean.body.contains(#"weather-rain.svg" alt="" width="20" height="20"> 비"#))
            let icon = try await browser.get("/assets/weather-rain.svg")
            #expect(icon.status == .ok)
            #expect(icon.headers[.contentType] == "image/svg+xml")
        }
    }
}
