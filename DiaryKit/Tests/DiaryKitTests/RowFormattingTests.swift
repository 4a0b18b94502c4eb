import Foundation
import Testing

@testable import DiaryKit

/// The shortcuts a list row's texts take say exactly what the general way says.
@Suite("Row formatting shortcuts")
struct RowFormattingTests {
    @Test(arguments: [
        "%1$@, written %2$@. %3$@", "%1$@, %2$@에 씀, 날씨 %3$@. %4$@", "%@ and %@", "%2$@ before %1$@",
        "100%% sure: %@", "no slots", "",
    ])
    func aTemplateIsFilledAsStringFormatFillsIt(_ template: String) {
        let arguments = ["Picnic", "January 1, 2023", "By the river. 100% fun, %@ kept", "Rain"]
        #expect(DiaryText.fill(template, arguments) == String(format: template, arguments: arguments))
    }

    @Test func aTemplateWithOtherSlotsTakesTheGeneralWay() {
        #expect(DiaryText.fill("%ld entries", ["3"]) == nil)
        #expect(DiaryText.fill("%3$@", ["a"]) == nil)
        #expect(DiaryText.fill("%", ["a"]) == nil)
    }

    @Test func todayAndYesterdayFollowTheClockAcrossMidnight() {
        // Given a clock the test moves, late on January 2
        let utc = TimeZone(identifier: "UTC") ?? .current
        let clock = ManualDate(day(86_400 * 2 - 60))
        let text = DiaryText(locale: Locale(identifier: "en"), timeZone: utc, now: { clock.now })
        #expect(text.relativeDay(day(86_400 + 10)) == "Today")
        #expect(text.relativeDay(day(86_400 - 1)) == "Yesterday")
        #expect(text.relativeDay(day(10)) == "Yesterday")
        #expect(text.relativeDay(day(-1)) == nil)
        #expect(text.relativeDay(day(86_400 * 2)) == nil)

        // When midnight passes, then what today and yesterday are moves with it
        clock.advance(seconds: 120)
        #expect(text.relativeDay(day(86_400 * 2 + 5)) == "Today")
        #expect(text.relativeDay(day(86_400 + 10)) == "Yesterday")
        #expect(text.relativeDay(day(10)) == nil)

        // And back again (a clock set back)
        clock.advance(seconds: -86_400)
        #expect(text.relativeDay(day(86_400 + 10)) == "Today")
    }
}
