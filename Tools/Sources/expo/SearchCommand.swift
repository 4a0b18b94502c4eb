import ArgumentParser
import ExpoKit
import ExpoKitReports
import ToolSupport

extension ExpoCommand {
    /// `expo search <text>`: the exhibits whose name holds the text.
    struct SearchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: localized(
                "Find exhibits by name, in English or Korean, or by image name.",
                ko: "출품작을 한국어나 영어 이름, 또는 이미지 이름으로 찾아요."),
            discussion: localized(
                """
                Exact names come first, then names holding the text, ignoring case and accents; an \
                image name may carry its picture's extension ("jikji.png"). Exits with 1 when no \
                exhibit matches.

                With --json: {"query", "heading", "count", "matches": [{"number", "numberText", \
                "name", "imageName", "shortDescription", "accessibilityLabel", "accessibilityHint"}]}.
                """,
                ko: """
                    정확히 같은 이름이 먼저, 그다음 그 말이 든 이름이 나와요. 대소문자와 악센트는 \
                    가리지 않고, 이미지 이름에는 사진의 확장자("jikji.png")가 붙어도 돼요. 맞는 \
                    출품작이 없으면 1로 끝나요.

                    --json이면 {"query", "heading", "count", "matches": [{"number", "numberText", \
                    "name", "imageName", "shortDescription", "accessibilityLabel", \
                    "accessibilityHint"}]}를 출력해요.
                    """))

        @Argument(
            help: ArgumentHelp(localized("The text to look for.", ko: "찾을 말."), valueName: "text"))
        var words: [String] = []

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        func run() async throws {
            let session = Session(output, catalogFolder)
            let query = words.joined(separator: " ")
            let index = try await session.index(of: try await session.catalog())
            let rows = session.text.rows(for: try index.matches(for: query))
            let shown = query.trimmingCharacters(in: .whitespacesAndNewlines)
            let heading = session.text.searchHeading(for: shown, count: rows.count)
            let console = session.console
            try console.emit(ExhibitSearchReport(query: shown, heading: heading, matches: rows)) {
                guard !rows.isEmpty else { return }
                session.printWrapped(heading, style: .bold)
                console.line()
                session.printRows(rows, labels: session.text.labels)
            }
            if rows.isEmpty {
                throw ToolError(session.text.noMatches(for: shown), status: .refused)
            }
        }
    }
}
