import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker order <juice> [--count N]`: make juice, all or nothing.
    struct OrderCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "order",
            abstract: "Order a juice; either all its fruit is used, or none is and the shortage is shown.",
            discussion: "Exits with 1 when there is not enough fruit; the stock is then unchanged.")

        @Argument(help: "The juice, in English or Korean (\"mango kiwi\", \"strawberry-banana\", \"딸바쥬스\").")
        var juice: [String]

        @Option(parsing: .unconditional, help: "How many to make (1 to 1000).")
        var count = 1

        @OptionGroup var options: JuiceMakerOptions
        @OptionGroup var menuOption: MenuFileOption

        /// The `--json` answer.
        struct Answer: Encodable {
            /// One short fruit.
            struct Short: Encodable {
                let fruit: String
                let needed: Int
                let available: Int
                let missing: Int
            }

            let served: Bool
            let juice: String
            let name: String
            let count: Int
            let message: String
            let stock: Inventory
            let shortfalls: [Short]
        }

        func validate() throws {
            guard (1...1_000).contains(count) else {
                throw ValidationError("--count must be a whole number from 1 to 1000, not \(count).")
            }
            guard !juice.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("Name a juice to order, e.g. 'juice-maker order mango'.")
            }
        }

        func run() async throws {
            let session = Session(options)
            let menu = try session.menu(file: menuOption.menuFile)
            let juice = try await session.run { try menu.juice(named: self.juice.joined(separator: " ")) }
            let maker = JuiceMaker(store: try session.store())
            let outcome = try await session.run { try await maker.order(juice, count: count) }
            let text = session.text
            let alert = text.alert(for: outcome)
            let console = session.console

            switch outcome {
            case .served(let order):
                if console.json {
                    try console.printJSON(
                        Answer(
                            served: true, juice: juice.id, name: text.name(of: juice), count: count,
                            message: alert.message, stock: order.remaining, shortfalls: []))
                    return
                }
                console.line(console.styled(alert.message, .green))
                console.line(
                    text.stockRows(order.remaining).map { "\($0.emoji) \($0.countText)" }.joined(
                        separator: "  "))
            case .shortage(let shortage):
                if console.json {
                    try console.printJSON(
                        Answer(
                            served: false, juice: juice.id, name: text.name(of: juice), count: count,
                            message: alert.message, stock: shortage.stock,
                            shortfalls: shortage.shortfalls.map {
                                .init(
                                    fruit: $0.fruit.rawValue, needed: $0.needed, available: $0.available,
                                    missing: $0.missing)
                            }))
                } else {
                    console.line(console.styled(alert.title, .red))
                    console.line(alert.message)
                    for line in text.lines(for: shortage) { console.line("  " + line) }
                }
                throw ExitCode(ExitStatus.refused.rawValue)
            }
        }
    }
}
