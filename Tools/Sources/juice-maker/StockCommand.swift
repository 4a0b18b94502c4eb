import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker stock`: show or change the fruit stock.
    struct StockCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stock",
            abstract: localized(
                "Show the fruit stock, or change it with set, add or remove.",
                ko: "과일 재고를 보여 주거나 set, add, remove로 바꿔요."),
            discussion: localized(
                #"With --json every stock subcommand prints the stock as {fruit id: count}, e.g. {"banana": 10, "kiwi": 10, …}."#,
                ko: #"--json이면 stock의 모든 하위 명령이 재고를 {과일 아이디: 수량}으로 출력해요. 예: {"banana": 10, "kiwi": 10, …}."#),
            subcommands: [
                StockShowCommand.self, StockSetCommand.self, StockAddCommand.self, StockRemoveCommand.self,
            ],
            defaultSubcommand: StockShowCommand.self)

        /// `--lang` and `--json`, also accepted between `stock` and its subcommand.
        @OptionGroup var output: OutputOptions
        /// `--data-dir`, also accepted between `stock` and its subcommand.
        @OptionGroup var dataDirectory: DataDirectoryOption
    }
}

/// The help of a stock subcommand's fruit argument.
private let fruitHelp = ArgumentHelp(
    localized(
        "The fruit, in English or Korean (\"kiwi\", \"키위\", \"🥝\").",
        ko: "과일 이름, 한국어나 영어로 (\"키위\", \"kiwi\", \"🥝\")."),
    valueName: "fruit")

extension JuiceMakerCommand.StockCommand {
    /// `juice-maker stock show`: every fruit's count.
    struct StockShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: localized("Show every fruit's count (the default).", ko: "과일마다 재고를 보여 줘요(기본)."),
            discussion: localized(#"With --json: {fruit id: count}."#, ko: #"--json이면 {과일 아이디: 수량}을 출력해요."#))

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            try session.show(await session.store().snapshot)
        }
    }

    /// `juice-maker stock set <fruit> <count>`: the stepper.
    struct StockSetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: localized("Set one fruit's count (0 to 100).", ko: "과일 하나의 재고를 정해요(0부터 100까지)."),
            discussion: localized(
                #"Also repairs a stored count outside 0 to 100. With --json: the stock, {fruit id: count}."#,
                ko: #"저장된 수량이 0–100을 벗어났을 때도 이것으로 고쳐요. --json이면 재고를 {과일 아이디: 수량}으로 출력해요."#))

        @Argument(help: fruitHelp)
        var fruit: String

        @Argument(
            help: ArgumentHelp(
                localized("The new count, from 0 to 100.", ko: "새 수량, 0부터 100까지."), valueName: "count"))
        var count: Int

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            let fruit = try Fruit.named(fruit)
            let store = try session.opening { try FruitStore(repairing: session.file) }
            try await store.setStock(count, of: fruit)
            try session.show(await store.snapshot)
        }
    }

    /// `juice-maker stock add <fruit> <amount>`.
    struct StockAddCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: localized("Add fruit to the stock (up to 100 in all).", ko: "재고에 과일을 더해요(모두 100개까지)."),
            discussion: localized(
                #"With --json: the stock, {fruit id: count}."#, ko: #"--json이면 재고를 {과일 아이디: 수량}으로 출력해요."#))

        @Argument(help: fruitHelp)
        var fruit: String

        @Argument(
            help: ArgumentHelp(
                localized("How many to add, 1 or more.", ko: "더할 수, 1 이상."), valueName: "amount"))
        var amount: Int

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            let fruit = try Fruit.named(fruit)
            let store = try session.store()
            try await store.add(amount, of: fruit)
            try session.show(await store.snapshot)
        }
    }

    /// `juice-maker stock remove <fruit> <amount>`.
    struct StockRemoveCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: localized("Take fruit out of the stock (down to 0).", ko: "재고에서 과일을 빼요(0개까지)."),
            discussion: localized(
                #"With --json: the stock, {fruit id: count}."#, ko: #"--json이면 재고를 {과일 아이디: 수량}으로 출력해요."#))

        @Argument(help: fruitHelp)
        var fruit: String

        @Argument(
            help: ArgumentHelp(
                localized("How many to remove, 1 or more.", ko: "뺄 수, 1 이상."), valueName: "amount"))
        var amount: Int

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            let fruit = try Fruit.named(fruit)
            let store = try session.store()
            try await store.remove(amount, of: fruit)
            try session.show(await store.snapshot)
        }
    }
}
