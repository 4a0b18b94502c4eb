import ArgumentParser
import ExpoKit
import ExpoKitReports
import ToolSupport

extension ExpoCommand {
    /// `expo poster`: the exposition's title, facts and story.
    struct PosterCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "poster",
            abstract: localized(
                "Show the exposition's poster: its title, visitors, place, dates and story.",
                ko: "박람회 포스터를 보여 줘요: 제목, 방문객, 개최지, 기간, 이야기."),
            discussion: localized(
                """
                With --json: {"title", "titleLines", "visitors" (a number), "visitorsText", \
                "location", "locationText", "opening" and "closing" (YYYY-MM-DD), "durationValue", \
                "durationText", "paragraphs", "exhibitsButtonTitle", "accessibilityLabel", \
                "posterImageName", "posterImageAccessibilityLabel", "flagImageName", \
                "flagImageAccessibilityLabel"} (the pictures' names, shown when a picture folder has them).
                """,
                ko: """
                    --json이면 {"title", "titleLines", "visitors"(숫자), "visitorsText", "location", \
                    "locationText", "opening"과 "closing"(YYYY-MM-DD), "durationValue", "durationText", \
                    "paragraphs", "exhibitsButtonTitle", "accessibilityLabel", "posterImageName", \
                    "posterImageAccessibilityLabel", "flagImageName", "flagImageAccessibilityLabel"}을 \
                    출력해요(사진 이름은 사진 폴더에 그 사진이 있을 때 보여 줘요).
                    """))

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        func run() async throws {
            let session = Session(output, catalogFolder)
            let exposition = try await session.catalog().exposition
            let poster = session.text.poster(for: exposition)
            let console = session.console
            try console.emit(PosterReport(poster: poster, exposition: exposition)) {
                for line in poster.titleLines { session.printWrapped(line, style: .bold) }
                console.line()
                for fact in [poster.visitorsText, poster.locationText, poster.durationText] {
                    session.printWrapped(fact)
                }
                if !poster.paragraphs.isEmpty {
                    console.line()
                    session.printParagraphs(poster.paragraphs)
                }
                console.line()
                session.printWrapped("\(poster.exhibitsButtonTitle) → expo items", style: .dim)
            }
        }
    }
}
