import ArgumentParser
import DiaryKit
import ToolSupport

/// `--page N --per-page N`: which page of a list to show, for every paged command.
struct PageOptions: ParsableArguments {
    /// The page number, from 1.
    @Option(
        name: .customLong("page"), parsing: .unconditional,
        help: ArgumentHelp(localized("Which page to show, from 1.", ko: "보여 줄 쪽 번호 (1부터)."), valueName: "n"))
    var page = 1

    /// How many entries a page holds.
    @Option(
        name: .customLong("per-page"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "How many entries a page holds, from 1 to \(DiaryPage.maximumSize).",
                ko: "한 쪽에 넣을 일기 수 (1부터 \(DiaryPage.maximumSize)까지)."),
            valueName: "n"))
    var perPage = 20

    /// The page, checked by the kit.
    func diaryPage() throws -> DiaryPage {
        try DiaryPage(number: page, size: perPage)
    }
}
