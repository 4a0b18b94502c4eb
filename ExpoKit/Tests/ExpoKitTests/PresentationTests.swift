import ExpoKit
import Foundation
import Testing

@Suite("Formatting the screens")
struct PresentationTests {
    @Test func theKoreanPosterReadsAsTheAppShowedIt() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)
        let poster = presentation.poster

        #expect(poster.titleLines == ["파리 만국박람회 1900", "(L'Exposition de Paris 1900)"])
        #expect(poster.visitorsText == "방문객: 48,130,300명")
        #expect(poster.locationText == "개최지: 프랑스 파리")
        #expect(poster.durationText == "개최 기간: 1900년 4월 14일 ~ 11월 12일")
        #expect(poster.exhibitsButtonTitle == "한국의 출품작 보러 가기")
        #expect(presentation.language == "ko")
    }

    @Test func theEnglishPosterIsFormattedForEnglish() async throws {
        let poster = try await ExpoPresentation.load(locale: Fixture.english).poster

        #expect(poster.titleLines == ["Paris World Exposition 1900", "(L'Exposition de Paris 1900)"])
        #expect(poster.visitorsText == "Visitors: 48,130,300")
        #expect(poster.locationText == "Location: Paris, France")
        #expect(Fixture.plainSpaces(poster.durationText) == "Duration: April 14 – November 12, 1900")
    }

    @Test func theDurationBecomesTheDaysOfTheExposition() throws {
        let period = try #require(Exposition.period(from: "1900. 04. 14 - 1900. 11. 12"))
        let calendar = Exposition.periodCalendar

        #expect(
            calendar.dateComponents([.year, .month, .day], from: period.start)
                == DateComponents(year: 1900, month: 4, day: 14))
        #expect(
            calendar.dateComponents([.year, .month, .day], from: period.end)
                == DateComponents(year: 1900, month: 11, day: 12))
        #expect(period.duration == 212 * 86_400)
    }

    @Test(arguments: [
        "1900.04.14-1900.11.12", "1900. 4. 14 ~ 1900. 11. 12", " 1900. 04. 14. – 1900. 11. 12. ",
    ])
    func durationSpellingsThatStillRead(text: String) {
        #expect(Exposition.period(from: text) == Exposition.period(from: "1900. 04. 14 - 1900. 11. 12"))
    }

    @Test(arguments: [
        "", "1900", "spring to autumn 1900", "1900. 13. 01 - 1900. 11. 12", "1900. 02. 30 - 1900. 11. 12",
        "1900. 11. 12 - 1900. 04. 14", "1900. 04. 14 - 1900. 11. 12 and more", "19000. 04. 14 - 1900. 11. 12",
        "0000. 04. 14 - 1900. 11. 12", "1900. 04. 14 -", "1900/04/14 - 1900/11/12",
    ])
    func aDurationThatDoesNotReadIsShownAsWritten(text: String) {
        // Given an exposition whose duration is not `yyyy. MM. dd - yyyy. MM. dd` naming real days in order
        var exposition = Fixture.catalog(items: []).exposition
        exposition.duration = text

        // When its poster is formatted
        let poster = ExpoText(locale: Fixture.korean).poster(for: exposition)

        // Then the raw text is shown and there is no period
        #expect(poster.period == nil)
        #expect(poster.durationValue == text.trimmingCharacters(in: .whitespaces))
        #expect(poster.durationText == "개최 기간: \(text.trimmingCharacters(in: .whitespaces))")
    }

    @Test(arguments: [
        ("파리 만국박람회 1900(L'Exposition de Paris 1900)", ["파리 만국박람회 1900", "(L'Exposition de Paris 1900)"]),
        ("Expo 1900 (Paris)", ["Expo 1900", "(Paris)"]),
        ("No parenthesis", ["No parenthesis"]),
        ("(Only a parenthesis)", ["(Only a parenthesis)"]),
        ("A (b) (c)", ["A", "(b) (c)"]),
        ("  ", []),
    ])
    func theTitleBreaksBeforeItsParenthesis(title: String, lines: [String]) {
        #expect(ExpoText.titleLines(title) == lines)
    }

    @Test func descriptionsSplitIntoParagraphsAtBlankLines() async throws {
        let catalog = try await ExpoCatalog.load(from: Fixture.originalFolder)

        let poster = ExpoText(locale: Fixture.korean).poster(for: catalog.exposition)

        #expect(poster.paragraphs == ["첫째 문단입니다. 둘째 줄은 같은 문단에 이어집니다.", "둘째 문단입니다.", "셋째 문단입니다."])
    }

    @Test func textFromAFileLosesItsControlCharacters() {
        // Given an exhibit whose texts carry terminal escapes and bidirectional overrides
        let item = ExpositionItem(
            name: "\u{1B}[2J갓\u{7}", imageName: "god\u{202E}", shortDescription: "\tshort\u{85}",
            description: "one\u{1B}]0;title\u{7}\n\n\u{202E}two")
        let text = ExpoText(locale: Fixture.english)

        // When it is presented
        let row = text.row(for: item, number: 1)
        let detail = text.detail(for: item, number: 1, of: 1)

        // Then no control character is left
        let shown =
            [row.name, row.shortDescription, row.imageName, row.accessibilityLabel] + detail.paragraphs
        for value in shown {
            #expect(
                !value.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
                })
        }
        #expect(row.name == "[2J갓")
        #expect(detail.paragraphs == ["one]0;title", "two"])
    }

    @Test func rowsAndDetailsAreNumberedFromOne() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.english)

        #expect(presentation.list.rows.map(\.number) == Array(1...13))
        #expect(presentation.details.map(\.number) == Array(1...13))
        #expect(presentation.list.title == "Korean exhibits")
        #expect(presentation.list.countText == "Exhibits: 13")
        #expect(presentation.details[12].positionText == "Exhibit 13 of 13")
        #expect(presentation.list.rows[0].shortDescription == presentation.details[0].shortDescription)
    }

    @Test func koreanLabelsSurroundTheKoreanCatalog() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        #expect(presentation.list.title == "한국의 출품작")
        #expect(presentation.list.countText == "출품작 13점")
        #expect(presentation.details[0].positionText == "출품작 13점 중 1번째")
        #expect(presentation.labels.previous == "이전")
    }

    @Test func aLargeVisitorCountIsGroupedForTheLocale() {
        var exposition = Fixture.catalog(items: []).exposition
        exposition.visitors = Int.max

        let poster = ExpoText(locale: Fixture.korean).poster(for: exposition)

        #expect(poster.visitorsText == "방문객: 9,223,372,036,854,775,807명")
    }

    @Test func thePresentationEncodesForJSONOutput() async throws {
        let presentation = try await ExpoPresentation.load(locale: Fixture.korean)

        let data = try JSONEncoder().encode(presentation)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let poster = try #require(object["poster"] as? [String: Any])

        #expect(poster["opening"] as? String == "1900-04-14")
        #expect(poster["closing"] as? String == "1900-11-12")
        #expect(poster["visitorsText"] as? String == "방문객: 48,130,300명")
        #expect((object["details"] as? [Any])?.count == 13)
    }

    @Test func searchAndExportSentencesAreLocalized() {
        let korean = ExpoText(locale: Fixture.korean)
        let english = ExpoText(locale: Fixture.english)

        #expect(english.searchHeading(for: "gat", count: 2) == "Exhibits matching “gat”: 2")
        #expect(korean.noMatches(for: "xyz") == "“xyz”에 맞는 출품작이 없어요.")
        // A long query is quoted 80 characters long, then …, as a failed lookup's is.
        let long = String(repeating: "x", count: 200)
        #expect(
            english.noMatches(for: long) == "No exhibit matches “\(String(repeating: "x", count: 80))…”.",
            "\(english.noMatches(for: long))")
        #expect(
            english.exportSummary(fileCount: 15, directory: URL(fileURLWithPath: "/tmp/site"))
                == "Files written: 15, in /tmp/site.")
        #expect(english.missingImages(["god", "jikji"]) == "No picture found for: god, jikji.")
    }

    @Test(
        "The whole presentation numbers exhibits as formatting each number alone does",
        arguments: ["en_US", "ko_KR", "fr_FR", "ar_EG", "en@numbers=arab", "th_TH@numbers=thai", "zz"])
    func theListsNumbersMatchNumberFormatting(identifier: String) async throws {
        let locale = Locale(identifier: identifier)
        let text = ExpoText(locale: locale)
        let catalog = try await ExpoCatalog.bundled(locale: locale)
        // 1,200 exhibits: numbers past 1,000 are grouped, those below are not.
        let many = ExpoCatalog(
            exposition: catalog.exposition,
            items: (0..<1_200).map { catalog.items[$0 % catalog.items.count] })

        for catalog in [catalog, many] {
            let presentation = text.presentation(of: catalog)

            #expect(presentation.list.rows.map(\.numberText) == text.rows(for: catalog).map(\.numberText))
            #expect(presentation.list == text.list(for: catalog))
            if identifier == "en@numbers=arab" { #expect(presentation.list.rows[0].numberText == "١") }
            if identifier == "en_US", catalog == many {
                #expect(presentation.list.rows[999].numberText == "1,000")
                #expect(presentation.list.rows[998].numberText == "999")
            }
            let count = catalog.items.count
            for number in [1, count / 2, count] {
                #expect(
                    presentation.details[number - 1]
                        == text.detail(for: catalog.items[number - 1], number: number, of: count))
            }
        }
    }
}
