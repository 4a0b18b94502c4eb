import DiaryKit
import Foundation
import Gallery
import HTTPTypes
import HummingbirdTesting
import Testing

/// The diary's forms lose nothing and store nothing twice: a new entry's form names its entry
/// from the first render, long text saves (or is refused in words), and an edit made elsewhere
/// is never overwritten without a word.
@Suite("Gallery: the diary's forms keep every word once")
struct DiaryFormsTests {
    /// The `draft` a new entry's page carries.
    func draft(in page: String) -> String? {
        guard let range = page.range(of: #"name="draft" value=""#) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The store of the gallery's diary in `directory`.
    func store(_ directory: URL) throws -> SQLiteDiaryStore {
        try SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
    }

    @Test func aNewEntrysFormSavedAgainAfterBackEditsTheSameEntry() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            let first = try await browser.click(
                "/diary/new/save", ["draft": form, "title": "Picnic", "body": "Bread.", "action": "save"])
            #expect(first.location == "/diary/entries/\(form)")
            // Back shows the old form from the cache; it is edited and saved again.
            let again = try await browser.click(
                "/diary/new/save",
                ["draft": form, "title": "Picnic", "body": "Bread and plums.", "action": "save"])
            #expect(again.location == "/diary/entries/\(form)")
            // Another tab (another session) sending the same form edits it too.
            var other = Browser(client)
            _ = try await other.get("/diary")
            try await other.click(
                "/diary/new/save",
                ["draft": form, "title": "Picnic", "body": "Bread and plums, then rain.", "action": "save"])
            let entries = try await store(directory).allEntries()
            #expect(entries.map { $0.id.uuidString.lowercased() } == [form])
            #expect(entries.first?.body == "Bread and plums, then rain.")
        }
    }

    @Test func aFieldTheFormDoesNotCarryIsLeftAsItIs() async throws {
        let directory = try temporaryDirectory()
        let entry = try await store(directory).create(title: "Kept", body: "Precious body.")
        let id = entry.id.uuidString.lowercased()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary/entries/\(id)")
            // No body field at all, then no title field: each other field is taken.
            let saved = try await browser.post(
                "/diary/entries/\(id)/save", ["title": "Kept, renamed", "action": "save"])
            #expect(saved.status == .seeOther)
            let renamed = try await store(directory).entry(id: entry.id)
            #expect(renamed?.title == "Kept, renamed")
            #expect(renamed?.body == "Precious body.")
            _ = try await browser.get("/diary/entries/\(id)")
            try await browser.click(
                "/diary/entries/\(id)/save", ["body": "Precious body, longer.", "action": "save"])
            let edited = try await store(directory).entry(id: entry.id)
            #expect(edited?.title == "Kept, renamed")
            #expect(edited?.body == "Precious body, longer.")
            // Neither: nothing changes and the entry stays.
            _ = try await browser.get("/diary/entries/\(id)")
            try await browser.click("/diary/entries/\(id)/save", ["action": "save"])
            #expect(try await store(directory).entry(id: entry.id)?.body == "Precious body, longer.")
        }
    }

    @Test func aNewEntryIsDatedByTheGallerysClock() async throws {
        let directory = try temporaryDirectory()
        var configuration = testConfiguration(directory)
        let moment = Date(timeIntervalSince1970: 1_653_004_800)
        configuration.now = { moment }
        try await withGallery(configuration) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            try await browser.click(
                "/diary/new/save", ["draft": form, "title": "Then", "body": "", "action": "save"])
            #expect(try await store(directory).allEntries().first?.createdAt == moment)
        }
    }

    @Test func theFirstAutosaveStoresTheEntryAndLaterOnesFollowIt() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            // The script's first autosave: the entry is stored at once and the answer is its URL.
            let first = try await browser.post(
                "/diary/new/save", ["draft": form, "title": "Walk", "body": "", "action": "autosave"])
            #expect(first.status == .seeOther)
            #expect(first.location == "/diary/entries/\(form)")
            // A burst that still posts to the new-entry route (a page that has not followed yet),
            // and a beacon sent as the page is left: the same entry.
            for body in ["By the", "By the river"] {
                let later = try await browser.post(
                    "/diary/new/save", ["draft": form, "title": "Walk", "body": body, "action": "autosave"])
                #expect(later.location == "/diary/entries/\(form)")
            }
            _ = try await browser.click(
                "/diary/entries/\(form)/save", ["title": "Walk", "body": "By the river.", "action": "save"])
        }
        let entries = try await store(directory).allEntries()
        #expect(entries.map(\.title) == ["Walk"])
        #expect(entries.first?.body == "By the river.")
    }

    @Test func aNulCharacterSentInTheFormIsDroppedAsEveryControlCharacterIs() async throws {
        // DiaryKit refuses a NUL (SQLite would cut the text there); the gallery never hands it
        // one: a form's text loses its control characters first (SafeText), so the save goes
        // through whole, with no error page.
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            let saved = try await browser.click(
                "/diary/new/save",
                ["draft": form, "title": "a\u{0}b", "body": "body\u{0}end", "action": "save"])
            #expect(saved.status == .ok)
            #expect(saved.location == "/diary/entries/\(form)")
            #expect(saved.body.contains("Saved"))
        }
        let entries = try await store(directory).allEntries()
        #expect(entries.map(\.title) == ["ab"])
        #expect(entries.first?.body == "bodyend")
    }

    @Test func longTextSavesUpToTheKitsLimitAndIsRefusedInWordsPastIt() async throws {
        let directory = try temporaryDirectory()
        let korean = String(repeating: "가나다라마바사아자차", count: 2_000)
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            // No maxlength: a browser counts it in UTF-16 units and cuts a paste without a word
            // (50,001 emoji are 100,002 units); the limit is the kit's, said in words.
            #expect(!new.body.contains("maxlength"))
            let saved = try await browser.click(
                "/diary/new/save", ["draft": form, "title": "Long", "body": korean, "action": "save"])
            #expect(saved.location == "/diary/entries/\(form)")
            #expect(saved.body.contains("Saved"))
            // An entry as long as the kit takes, of characters of four bytes, edited: the form
            // sends it twice (as typed and as shown), and it saves.
            let longest = String(repeating: "𝒜", count: DiaryEntry.maximumLength - 4)
            _ = try await browser.click(
                "/diary/entries/\(form)/save",
                [
                    "title": "Long", "body": longest, "shownTitle": "Long", "shownBody": korean,
                    "action": "save",
                ])
            let edited = try await browser.click(
                "/diary/entries/\(form)/save",
                [
                    "title": "Long", "body": "b" + longest.dropFirst(), "shownTitle": "Long",
                    "shownBody": longest, "action": "save",
                ])
            #expect(edited.status == .ok)
            #expect(edited.body.contains("Saved"))
            #expect(
                try await store(directory).entry(id: #require(UUID(uuidString: form)))?.body.hasPrefix("b𝒜")
                    == true)
            _ = try await browser.click(
                "/diary/entries/\(form)/save",
                [
                    "title": "Long", "body": korean, "shownTitle": "Long",
                    "shownBody": "b" + longest.dropFirst(), "action": "save",
                ])
            // Past the kit's limit: the kit's message, and the text stays on screen.
            let tooLong = String(repeating: "a", count: DiaryEntry.maximumLength + 1)
            let refused = try await browser.click(
                "/diary/entries/\(form)/save", ["title": "Long", "body": tooLong, "action": "save"])
            #expect(refused.body.contains("more than the 100,000 an entry can hold"))
            #expect(refused.body.contains(tooLong))
            // Past what any entry can be: the gallery's page, in the page's language.
            let huge = String(repeating: "가", count: 300_000)
            let page = try await browser.post(
                "/diary/entries/\(form)/save", ["title": "Long", "body": huge, "action": "save"],
                headers: [.acceptLanguage: "ko"])
            #expect(page.status == .contentTooLarge)
            #expect(page.body.contains("보내기에 너무 길어요"))
        }
        let entries = try await store(directory).allEntries()
        #expect(entries.first?.body == korean)
    }

    @Test func tabsAndDirectionMarksComeBackAsTheyWereAndAnEditKeepsThem() async throws {
        // Given an entry written elsewhere with tabs, right-to-left text and direction marks
        let directory = try temporaryDirectory()
        let diary = try store(directory)
        let body = "Recipe:\n\tstep 1\tmix\nשלום \u{200F}(123)\u{200F} \u{2067}world\u{2069} end"
        let entry = try await diary.create(title: "Tabs\tentry", body: body)
        let id = entry.id.uuidString.lowercased()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            // When the editor opens, its fields hold the text as it is (a tab as &#9;)
            let opened = try await browser.get("/diary/entries/\(id)")
            let shownBody =
                "Recipe:&#10;&#9;step 1&#9;mix&#10;שלום \u{200F}(123)\u{200F} \u{2067}world\u{2069} end"
            #expect(opened.body.contains(">\n\(shownBody)</textarea>"))
            #expect(opened.body.contains(#"name="shownBody" value="\#(shownBody)""#))
            #expect(opened.body.contains(#"value="Tabs&#9;entry""#))
            // And a save of one more word, as a browser sends the fields back
            let sent = body.replacingOccurrences(of: "\n", with: "\r\n")
            let saved = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Tabs\tentry", "shownTitle": "Tabs\tentry", "body": sent + "!",
                    "shownBody": sent, "action": "save",
                ])
            // Then the entry keeps every tab and mark, with no clash shown
            #expect(!saved.body.contains(#"class="diary-conflict""#))
        }
        #expect(try await diary.entry(id: entry.id)?.body == body + "!")
        #expect(try await diary.entry(id: entry.id)?.title == "Tabs\tentry")
    }

    @Test func anEditMadeElsewhereIsKeptAndAClashIsShownWithBothTexts() async throws {
        let directory = try temporaryDirectory()
        let diary = try store(directory)
        let entry = try await diary.create(title: "Morning", body: "Tea.")
        let id = entry.id.uuidString.lowercased()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            let opened = try await browser.get("/diary/entries/\(id)")
            #expect(opened.body.contains(#"value="Morning""#))
            // The title changes in another process (the CLI).
            _ = try await SQLiteDiaryStore(path: directory.appendingPathComponent("diary/diary.sqlite").path)
                .update(id: entry.id, title: "Early morning", body: nil)
            // A second tab shows it once the gallery has noticed (the first page is now stale).
            for _ in 0..<100 {
                if try await browser.get("/diary/entries/\(id)").body.contains(#"value="Early morning""#) {
                    break
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            // The first page's save carries its old title, untouched, and a new body, with each
            // field as that page showed it (its hidden `shownTitle` and `shownBody`, as a browser
            // sends them): the title changed elsewhere stays.
            let saved = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Morning", "body": "Tea and toast.", "shownTitle": "Morning",
                    "shownBody": "Tea.",
                    "action": "save",
                ])
            #expect(saved.body.contains(#"value="Early morning""#))
            #expect(try await diary.entry(id: entry.id)?.title == "Early morning")
            #expect(try await diary.entry(id: entry.id)?.body == "Tea and toast.")
            // Both change the body: the person's text is kept, the other shown beside it.
            _ = try await diary.update(id: entry.id, title: nil, body: "Coffee.")
            // The second tab shows it once the gallery has taken it in; the first page still
            // shows "Tea and toast." and sends that as the body it showed.
            for _ in 0..<100 {
                if try await browser.get("/diary/entries/\(id)").body.contains("Coffee.</textarea>") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let clashed = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Early morning", "body": "Green tea.", "shownTitle": "Early morning",
                    "shownBody": "Tea and toast.", "action": "save",
                ])
            #expect(clashed.body.contains(#"class="diary-conflict""#))
            #expect(clashed.body.contains("Coffee.</textarea>"))
            #expect(clashed.body.contains("Green tea.</textarea>"))
            let taken = try await browser.click("/diary/entries/\(id)/conflict/take")
            #expect(!taken.body.contains(#"class="diary-conflict""#))
            #expect(taken.body.contains("Coffee.</textarea>"))
        }
        #expect(try await diary.entry(id: entry.id)?.body == "Coffee.")
    }

    @Test func saveAndGoBackFromAStalePageShowsTheClashInsteadOfLeaving() async throws {
        let directory = try temporaryDirectory()
        let diary = try store(directory)
        let entry = try await diary.create(title: "Morning", body: "Tea.")
        let id = entry.id.uuidString.lowercased()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary/entries/\(id)")
            // Another tab (here, another process) saves another body, and the gallery takes it in.
            _ = try await diary.update(id: entry.id, title: nil, body: "Coffee.")
            for _ in 0..<100 {
                if try await browser.get("/diary/entries/\(id)").body.contains("Coffee.</textarea>") { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            // The first page, still showing "Tea.", sends its own body with Save and go back.
            let answer = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Morning", "body": "Green tea.", "shownTitle": "Morning", "shownBody": "Tea.",
                    "action": "close",
                ])
            // The page stays on the entry with both texts, rather than going back to the list and
            // dropping "Coffee." unseen.
            #expect(answer.body.contains(#"class="diary-conflict""#))
            #expect(answer.body.contains("Coffee.</textarea>"))
            #expect(answer.body.contains("Green tea.</textarea>"))
            let kept = try await browser.click("/diary/entries/\(id)/conflict/keep")
            #expect(!kept.body.contains(#"class="diary-conflict""#))
        }
        #expect(try await diary.entry(id: entry.id)?.body == "Green tea.")
    }

    /// Save and go back leaves only once the text is stored: a save the store refused (here, a
    /// text longer than an entry holds; a locked or full file alike) keeps the writing screen with
    /// its message and the text, for a new entry and an edit alike.
    @Test func saveAndGoBackWhoseSaveFailsStaysWithTheText() async throws {
        let directory = try temporaryDirectory()
        let diary = try store(directory)
        let entry = try await diary.create(title: "Morning", body: "Tea.")
        let id = entry.id.uuidString.lowercased()
        let tooLong = String(repeating: "a", count: DiaryEntry.maximumLength + 1)
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            _ = try await browser.get("/diary")
            let new = try await browser.click("/diary/new-entry")
            let form = try #require(draft(in: new.body))
            let refusedNew = try await browser.click(
                "/diary/new/save", ["draft": form, "title": "Kept", "body": tooLong, "action": "close"])
            #expect(refusedNew.location != "/diary")
            #expect(refusedNew.body.contains("more than the 100,000 an entry can hold"))
            #expect(refusedNew.body.contains(tooLong))
            _ = try await browser.get("/diary/entries/\(id)")
            let refusedEdit = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Morning", "body": tooLong, "shownTitle": "Morning", "shownBody": "Tea.",
                    "action": "close",
                ])
            #expect(refusedEdit.location == "/diary/entries/\(id)")
            #expect(refusedEdit.body.contains("more than the 100,000 an entry can hold"))
            #expect(refusedEdit.body.contains(tooLong))
            // The failure is said as an alert, tied to the fields, and the text has the focus.
            #expect(
                refusedEdit.body.contains(#"<p id="diary-status-text" class="diary-status" role="alert">"#))
            #expect(
                refusedEdit.body.contains(
                    #"aria-invalid="true" aria-describedby="diary-status-text" autofocus>"#))
            // Once the text fits, Save and go back leaves as ever.
            let left = try await browser.click(
                "/diary/entries/\(id)/save",
                [
                    "title": "Morning", "body": "Green tea.", "shownTitle": "Morning", "shownBody": tooLong,
                    "action": "close",
                ])
            #expect(left.location == "/diary")
        }
        #expect(try await diary.allEntries().map(\.body) == ["Green tea."])
    }

    /// The new-entry page is always a new entry: a page left as the person typed (its script
    /// saving the text as it goes) stored its entry, and the next new-entry page is another one,
    /// never that entry, so what is typed there is not merged into it.
    @Test func theNewEntryPageAfterALeftNewEntryIsAnotherEntry() async throws {
        let directory = try temporaryDirectory()
        try await withGallery(testConfiguration(directory)) { client in
            var browser = Browser(client)
            // Opened by its address (a bookmark, a new tab), not with "+".
            let first = try await browser.get("/diary/new")
            let left = try #require(draft(in: first.body))
            // The page is left (Back) as "Beta" is typed: its script saves it as it goes.
            let saved = try await browser.post(
                "/diary/new/save",
                [
                    "draft": left, "title": "Beta", "body": "", "shownTitle": "", "shownBody": "",
                    "action": "autosave", "leaving": "1",
                ])
            #expect(saved.status == .seeOther)
            // The new-entry page asked for again: a blank page of another entry, at its own address.
            let again = try await browser.get("/diary/new")
            #expect(again.status == .ok)
            let next = try #require(draft(in: again.body))
            #expect(next != left)
            #expect(!again.body.contains("Beta"))
            let typed = try await browser.click(
                "/diary/new/save",
                [
                    "draft": next, "title": "Gamma", "body": "", "shownTitle": "", "shownBody": "",
                    "action": "save",
                ])
            #expect(typed.location == "/diary/entries/\(next)")
        }
        let titles = try await store(directory).allEntries().map(\.title).sorted()
        #expect(titles == ["Beta", "Gamma"])
    }
}
