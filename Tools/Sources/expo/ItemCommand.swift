import ArgumentParser
import ExpoKit
import ExpoKitReports
import ToolSupport

extension ExpoCommand {
    /// `expo item <name-or-number>`: one exhibit's whole story.
    struct ItemCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "item",
            abstract: localized(
                "Show one exhibit's description, by its number in the list or by its name.",
                ko: "출품작 하나의 설명을 목록의 번호나 이름으로 찾아 보여 줘요."),
            discussion: localized(
                """
                The exhibit is named by its number in 'expo items' (1 to 13 for the bundled \
                catalog), or by its name in English or Korean, or its image name (with or without \
                the picture's extension: "jikji", "jikji.png"), or a part of one of these that only \
                one exhibit has ("직지", "tripitaka", "gat").

                With --json: {"number", "count" (how many exhibits), "title", "imageName", \
                "shortDescription", "positionText", "paragraphs", "imageAccessibilityLabel"}.
                """,
                ko: """
                    출품작은 'expo items'의 번호(번들 카탈로그는 1부터 13까지)나, 한국어나 영어 \
                    이름, 이미지 이름(사진의 확장자는 있어도 없어도 돼요: "jikji", "jikji.png"), \
                    또는 한 출품작에만 있는 그 일부("직지", "tripitaka", "갓")로 지정해요.

                    --json이면 {"number", "count"(출품작 수), "title", "imageName", \
                    "shortDescription", "positionText", "paragraphs", "imageAccessibilityLabel"}을 \
                    출력해요.
                    """))

        @Argument(
            help: ArgumentHelp(
                localized("The exhibit's number or (part of) its name.", ko: "출품작 번호나 이름(의 일부)."),
                valueName: "name-or-number"))
        var query: [String] = []

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        func run() async throws {
            let session = Session(output, catalogFolder)
            let catalog = try await session.catalog()
            let match = try await session.index(of: catalog).lookup(query.joined(separator: " "))
            let detail = session.text.detail(for: match, of: catalog.items.count)
            let console = session.console
            try console.emit(ExhibitDetailReport(detail: detail, count: catalog.items.count)) {
                session.printWrapped(detail.title, style: .bold)
                session.printWrapped(detail.positionText, style: .dim)
                session.printWrapped(detail.shortDescription)
                if !detail.paragraphs.isEmpty {
                    console.line()
                    session.printParagraphs(detail.paragraphs)
                }
            }
        }
    }
}
