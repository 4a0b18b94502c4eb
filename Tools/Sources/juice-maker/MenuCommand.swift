import ArgumentParser
import JuiceMakerKit
import JuiceMakerKitReports
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker menu`: the juices, their recipes and how many the stock can make.
    struct MenuCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "menu",
            abstract: localized(
                "List the juices with their recipes and how many the stock can make now.",
                ko: "쥬스와 레시피, 지금 재고로 만들 수 있는 수를 보여 줘요."),
            discussion: localized(
                """
                With --json: a list of juices, each {"id", "name" (in the output language), \
                "names": {"en", "ko"}, "recipe": {fruit id: amount}, "servings"}.
                """,
                ko: """
                    --json이면 쥬스 목록을 출력해요. 쥬스마다 {"id", "name"(출력 언어의 이름), \
                    "names": {"en", "ko"}, "recipe": {과일 아이디: 수량}, "servings"(만들 수 있는 수)}예요.
                    """))

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption
        @OptionGroup var menuFile: MenuFileOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            let menu = try menuFile.menu()
            let stock = try await session.store().snapshot
            let rows = session.text.menuRows(menu, inventory: stock)
            let (text, console) = (session.text, session.console)
            try console.emit(rows.map(MenuItemReport.init)) {
                if let title = menu.name { console.line(console.styled(TerminalText.safe(title), .bold)) }
                console.table(
                    [[text.label(.juice), text.label(.recipe), text.label(.servings)]]
                        + rows.map { [TerminalText.safe($0.name), $0.recipeText, $0.servingsText] },
                    alignRight: [2])
            }
        }
    }
}
