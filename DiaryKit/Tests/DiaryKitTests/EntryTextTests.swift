import DiaryKit
import Foundation
import Testing

@Suite("Entry text: first line is the title, the rest the body")
struct EntryTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let title: String
        let body: String
        var testDescription: String { name }
    }

    static let splits: [Case] = [
        Case(name: "title only", text: "Picnic", title: "Picnic", body: ""),
        Case(name: "title and body", text: "Picnic\nBy the river.", title: "Picnic", body: "By the river."),
        Case(
            name: "leading blank lines", text: "\n\n   \nPicnic\nBy the river.", title: "Picnic",
            body: "By the river."),
        Case(
            name: "trailing blank lines", text: "Picnic\nBy the river.\n\n  \n", title: "Picnic",
            body: "By the river."),
        Case(
            name: "blank lines between title and body", text: "Picnic\n\n\nBy the river.", title: "Picnic",
            body: "By the river."),
        Case(
            name: "title trimmed", text: "  \tPicnic  \nBy the river.", title: "Picnic", body: "By the river."
        ),
        Case(
            name: "inner blank lines and indentation kept", text: "Poem\n  line one\n\n  line two",
            title: "Poem", body: "  line one\n\n  line two"),
        Case(
            name: "trailing spaces of the body dropped", text: "Picnic\nBy the river.   ", title: "Picnic",
            body: "By the river."),
        Case(
            name: "Windows line breaks", text: "Picnic\r\nBy the river.\r\nHome late.", title: "Picnic",
            body: "By the river.\nHome late."),
        Case(
            name: "old Mac line breaks", text: "Picnic\rBy the river.", title: "Picnic", body: "By the river."
        ),
        Case(
            name: "Unicode line separator", text: "Picnic\u{2028}By the river.", title: "Picnic",
            body: "By the river."),
        Case(
            name: "ideographic space around a Korean title", text: "\u{3000}소풍\u{3000}\n강가에서.", title: "소풍",
            body: "강가에서."),
        Case(
            name: "byte-order mark before the title", text: "\u{FEFF}Picnic\nBy the river.", title: "Picnic",
            body: "By the river."),
        Case(name: "zero-width space line is blank", text: "\u{200B}\nPicnic", title: "Picnic", body: ""),
        Case(name: "emoji title", text: "🌧️\nRain all day.", title: "🌧️", body: "Rain all day."),
    ]

    @Test(arguments: splits)
    func splitReadsTitleAndBody(_ example: Case) throws {
        let parts = try #require(DiaryEntry.split(example.text))
        #expect(parts.title == example.title)
        #expect(parts.body == example.body)
    }

    @Test(arguments: [
        "", " ", "\n", "\n\n\t  \n", "\r\n\r\n", "\u{3000}\u{200B}\u{FEFF}", "\u{2028}\u{2029}",
    ])
    func blankTextIsNotAnEntry(_ text: String) {
        #expect(DiaryEntry.split(text) == nil)
        #expect(DiaryEntry(text: text, createdAt: day(0)) == nil)
    }

    @Test(arguments: splits)
    func textSplitsBackIntoTheSameTitleAndBody(_ example: Case) throws {
        let entry = try #require(DiaryEntry(text: example.text, createdAt: day(0)))
        let again = try #require(DiaryEntry.split(entry.text))
        #expect(again.title == entry.title)
        #expect(again.body == entry.body)
    }

    @Test func textOfATitleOnlyEntryHasNoLineBreak() throws {
        let entry = try #require(DiaryEntry(text: "Picnic\n\n", createdAt: day(0)))
        #expect(entry.text == "Picnic")
    }

    @Test func replacingTextKeepsIdentityCreationAndWeather() throws {
        // Given an entry with weather
        let weather = DiaryWeather(condition: "Rain", iconCode: "10d")
        let original = try #require(DiaryEntry(text: "Old\nbody", createdAt: day(0), weather: weather))
        // When its text is replaced
        let edited = try #require(original.replacingText("New title\nnew body", at: day(60)))
        // Then only title, body and update date change
        #expect(edited.id == original.id)
        #expect(edited.createdAt == day(0))
        #expect(edited.updatedAt == day(60))
        #expect(edited.weather == weather)
        #expect(edited.title == "New title")
        #expect(edited.body == "new body")
        #expect(original.replacingText(" \n ", at: day(60)) == nil)
    }

    @Test func datesAreKeptToTheMillisecond() {
        let entry = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: 1.234_567_8))
        #expect(entry.createdAt == Date(timeIntervalSince1970: 1.235))
        #expect(entry.updatedAt == entry.createdAt)
    }

    @Test func absurdDatesAreClampedToTheYears1To9999() {
        let late = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: 1e300))
        let early = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: -1e300))
        let notANumber = DiaryEntry(title: "t", body: "", createdAt: Date(timeIntervalSince1970: .nan))
        #expect(late.createdAt == Date(timeIntervalSince1970: 253_402_300_799.999))
        #expect(early.createdAt == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(notANumber.createdAt == Date(timeIntervalSince1970: 0))
    }

    @Test func entryEncodesAsReadableJSONAndDecodesBack() throws {
        let original = DiaryEntry(
            id: try #require(UUID(uuidString: "ABCDEF00-0000-4000-8000-000000000001")), title: "Picnic",
            body: "By the river.", createdAt: day(0.25), updatedAt: day(90),
            weather: DiaryWeather(condition: "Clear", iconCode: "01d"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(original), as: UTF8.self)
        #expect(
            json
                == #"{"body":"By the river.","createdAt":"2023-01-01T00:00:00.250Z","id":"abcdef00-0000-4000-8000-000000000001","#
                + #""title":"Picnic","updatedAt":"2023-01-01T00:01:30.000Z","weather":{"condition":"Clear","icon":"01d"}}"#
        )
        #expect(try JSONDecoder().decode(DiaryEntry.self, from: Data(json.utf8)) == original)
    }

    @Test(arguments: [
        #"{"id": "nope", "title": "t", "body": "", "createdAt": "2023-01-01T00:00:00Z"}"#,
        #"{"id": "abcdef00-0000-4000-8000-000000000001", "title": "t", "body": "", "createdAt": "yesterday"}"#,
        #"{"id": "abcdef00-0000-4000-8000-000000000001", "title": "t", "body": "", "createdAt": 5}"#,
    ])
    func malformedEntryJSONIsRejected(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DiaryEntry.self, from: Data(json.utf8))
        }
    }
}
