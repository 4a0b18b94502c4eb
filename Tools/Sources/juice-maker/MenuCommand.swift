import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker menu`: the juices, their recipes and how many the stock can make.
    struct MenuCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "menu",
            abstract: "List the juices with their recipes and how many the stock can make now.")

        @OptionGroup var options: JuiceMakerOptions
        @OptionGroup var menuOption: MenuFileOption

        /// One juice in `--json` output.
        struct Item: Encodable {
            let id: String
            let name: String
            let recipe: [String: Int]
            let servings: Int
        }

        func run() async throws {
            let session = Session(options)
            let menu = try session.menu(file: menuOption.menuFile)
            let inventory = try await session.store().snapshot
            let rows = session.text.menuRows(menu, inventory: inventory)
            if session.console.json {
                try session.console.printJSON(
                    rows.map { row in
                        Item(
                            id: row.juice.id, name: row.name,
                            recipe: Dictionary(
                                uniqueKeysWithValues: row.juice.recipe.map { ($0.fruit.rawValue, $0.amount) }),
                            servings: row.servings)
                    })
                return
            }
            let text = session.text
            if let title = menu.name { session.console.line(session.console.styled(title, .bold)) }
            session.console.table(
                [[text.label(.juice), text.label(.recipe), text.label(.servings)]]
                    + rows.map { [$0.name, $0.recipeText, $0.servingsText] },
                alignRight: [2])
        }
    }
}
