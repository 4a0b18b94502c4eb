import ExpoKit
import Foundation
import Testing

@Suite("Spoken labels")
struct AccessibilityTests {
    @Test func thePosterFactsAreReadAsOneSentenceInKorean() async throws {
        let poster = try await ExpoPresentation.load(locale: Fixture.korean).poster

        #expect(
            poster.accessibilityLabel == "파리 만국박람회 1900 (L'Exposition de Paris 1900). 방문객 48,130,300명. "
                + "개최지 프랑스 파리. 개최 기간 1900년 4월 14일 ~ 11월 12일.")
    }

    @Test func thePosterFactsAreReadAsOneSentenceInEnglish() async throws {
        let poster = try await ExpoPresentation.load(locale: Fixture.english).poster

        #expect(
            Fixture.plainSpaces(poster.accessibilityLabel)
                == "Paris World Exposition 1900 (L'Exposition de Paris 1900). "
                + "Visitors: 48,130,300. Location: Paris, France. Duration: April 14 – November 12, 1900.")
    }

    @Test func aRowIsReadAsItsNameThenItsDescription() async throws {
        let korean = try await ExpoPresentation.load(locale: Fixture.korean).list.rows[0]
        let english = try await ExpoPresentation.load(locale: Fixture.english).list.rows[10]

        #expect(korean.accessibilityLabel == "직지심체요절. 현존하는 가장 오래된 금속활자 인쇄본")
        #expect(
            english.accessibilityLabel == "Gat. A Joseon gentleman's wide-brimmed hat of horsehair and bamboo"
        )
        #expect(korean.accessibilityHint == "출품작의 자세한 설명을 열어요.")
    }

    @Test func everyPictureHasASpokenLabelNamingTheExhibit() async throws {
        for locale in [Fixture.korean, Fixture.english] {
            let presentation = try await ExpoPresentation.load(locale: locale)
            for detail in presentation.details {
                #expect(detail.imageAccessibilityLabel.contains(detail.title))
                #expect(detail.imageAccessibilityLabel != detail.title)
            }
        }
        let korean = try await ExpoPresentation.load(locale: Fixture.korean)
        #expect(korean.details[10].imageAccessibilityLabel == "갓 사진")
    }
}
