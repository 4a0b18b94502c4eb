import ArgumentParser
import ExpoKit
import ExpoKitReports
import ToolSupport

extension ExpoCommand {
    /// `expo items`: the numbered list of exhibits.
    struct ItemsCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "items",
            abstract: localized(
                "List the exhibits: number, name and one line about each.",
                ko: "출품작 목록을 보여 줘요: 번호, 이름, 한 줄 소개."),
            discussion: localized(
                """
                With --json: {"title", "count", "countText", "rows": [{"number", "numberText", \
                "name", "imageName", "shortDescription", "accessibilityLabel", "accessibilityHint"}]}.
                """,
                ko: """
                    --json이면 {"title", "count", "countText", "rows": [{"number", "numberText", \
                    "name", "imageName", "shortDescription", "accessibilityLabel", \
                    "accessibilityHint"}]}를 출력해요.
                    """))

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        func run() async throws {
            let session = Session(output, catalogFolder)
            let list = session.text.list(for: try await session.catalog())
            let console = session.console
            try console.emit(ExhibitListReport(list)) {
                session.printWrapped(list.title, style: .bold)
                session.printWrapped(list.countText, style: .dim)
                guard !list.rows.isEmpty else { return }
                console.line()
                session.printRows(list.rows, labels: session.text.labels)
            }
        }
    }
}
