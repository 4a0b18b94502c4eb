// `juice-maker stock` written the plain way: a command tree shaped like juice-maker's (the same
// subcommands and option groups), parsed by swift-argument-parser; `stock` reads the stock file
// with JSONDecoder, looks its words up in a strings table through Bundle.module, and prints a
// line per fruit; the other commands only print a line, so `menu` is the floor that parsing
// alone sets. `make bench` times `juice-maker stock` against `parser-baseline stock` (our
// overhead over the libraries doing the same work) and both against hello-baseline.
import ArgumentParser
import Foundation

struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir")) var dataDirectory: String?
    @Option(name: .customLong("lang")) var language: String?
    @Flag var json = false
}

struct MenuFile: ParsableArguments {
    @Option(name: .customLong("menu")) var menuFile: String?
}

@main
struct ParserBaseline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parser-baseline",
        subcommands: [MenuCommand.self, StockCommand.self, OrderCommand.self, ResetCommand.self])
    @OptionGroup var options: GlobalOptions
}

struct MenuCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "menu")
    @OptionGroup var options: GlobalOptions
    @OptionGroup var menu: MenuFile
    func run() async throws { print("menu") }
}

struct StockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock",
        subcommands: [ShowCommand.self, SetCommand.self, AddCommand.self, RemoveCommand.self],
        defaultSubcommand: ShowCommand.self)
    @OptionGroup var options: GlobalOptions
}

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show")
    @OptionGroup var options: GlobalOptions

    /// What the stock file holds.
    struct Inventory: Decodable {
        let stock: [String: Int]
    }

    func run() async throws {
        let folder = URL(fileURLWithPath: options.dataDirectory ?? FileManager.default.currentDirectoryPath)
        let file = folder.appendingPathComponent("inventory.json")
        let inventory = try JSONDecoder().decode(Inventory.self, from: Data(contentsOf: file))
        print(Bundle.module.localizedString(forKey: "label.stock", value: nil, table: "Words"))
        for fruit in ["strawberry", "banana", "pineapple", "kiwi", "mango"] {
            let name = Bundle.module.localizedString(forKey: "fruit.\(fruit)", value: nil, table: "Words")
            print(name.padding(toLength: 12, withPad: " ", startingAt: 0), inventory.stock[fruit] ?? 0)
        }
    }
}

struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set")
    @Argument var fruit: String
    @Argument var count: Int
    @OptionGroup var options: GlobalOptions
    func run() async throws { print("set") }
}

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add")
    @Argument var fruit: String
    @Argument var amount: Int
    @OptionGroup var options: GlobalOptions
    func run() async throws { print("add") }
}

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove")
    @Argument var fruit: String
    @Argument var amount: Int
    @OptionGroup var options: GlobalOptions
    func run() async throws { print("remove") }
}

struct OrderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "order")
    @Argument var juice: [String]
    @Option var count = 1
    @OptionGroup var options: GlobalOptions
    @OptionGroup var menu: MenuFile
    func run() async throws { print("order") }
}

struct ResetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset")
    @Option(name: .customLong("default-stock")) var defaultStock = 10
    @OptionGroup var options: GlobalOptions
    func run() async throws { print("reset") }
}
