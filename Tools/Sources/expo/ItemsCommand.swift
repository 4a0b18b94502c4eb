import ArgumentParser
import ExpoKit
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

        /// The `--json` answer: the kit's list, with the number of exhibits.
        struct Answer: Encodable {
            /// The list.
            let list: ExhibitList

            private enum CodingKeys: String, CodingKey {
                case count
            }

            /// The list's keys, and `count`.
            func encode(to encoder: any Encoder) throws {
                try list.encode(to: encoder)
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(list.rows.count, forKey: .count)
            }
        }

        func run() async throws {
            let session = Session(output, catalogFolder)
            let list = session.text.list(for: try await session.catalog())
            let console = session.console
            try console.emit(Answer(list: list)) {
                session.printWrapped(list.title, style: .bold)
                session.printWrapped(list.countText, style: .dim)
                guard !list.rows.isEmpty else { return }
                console.line()
                session.printRows(list.rows, labels: session.text.labels)
            }
        }
    }
}
