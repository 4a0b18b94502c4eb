// The start-up floor that argument parsing sets: a command tree shaped like juice-maker's
// (the same subcommands and option groups), parsed by swift-argument-parser, whose chosen
// command only prints a line. `make bench` times `juice-maker stock` against this and against
// hello-baseline, so the figure shows how much of the start-up is ours and how much is the parser.
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
    func run() async throws { print("stock in \(options.dataDirectory ?? "-")") }
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
