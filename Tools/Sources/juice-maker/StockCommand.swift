import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker stock`: show or change the fruit stock.
    struct StockCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stock",
            abstract: "Show the fruit stock, or change it with set, add or remove.",
            subcommands: [
                StockShowCommand.self, StockSetCommand.self, StockAddCommand.self, StockRemoveCommand.self,
            ],
            defaultSubcommand: StockShowCommand.self)

        /// The global options, also accepted between `stock` and its subcommand.
        @OptionGroup var options: JuiceMakerOptions
    }
}

extension JuiceMakerCommand.StockCommand {
    /// `juice-maker stock show`: every fruit's count.
    struct StockShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show every fruit's count (the default).")

        @OptionGroup var options: JuiceMakerOptions

        func run() async throws {
            let session = Session(options)
            try session.printStock(await session.store().snapshot)
        }
    }

    /// `juice-maker stock set <fruit> <count>`: the stepper.
    struct StockSetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Set one fruit's count (0 to 100).")

        @Argument(help: "The fruit, in English or Korean (\"kiwi\", \"키위\").")
        var fruit: String

        @Argument(help: "The new count, from 0 to 100.")
        var count: Int

        @OptionGroup var options: JuiceMakerOptions

        func run() async throws {
            try await Session(options).changeStock(of: fruit, repairing: true) { store, fruit in
                try await store.setStock(count, of: fruit)
            }
        }
    }

    /// `juice-maker stock add <fruit> <amount>`.
    struct StockAddCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add fruit to the stock (up to 100 in all).")

        @Argument(help: "The fruit, in English or Korean.")
        var fruit: String

        @Argument(help: "How many to add, 1 or more.")
        var amount: Int

        @OptionGroup var options: JuiceMakerOptions

        func validate() throws {
            guard amount >= 1 else {
                throw ValidationError("The amount to add must be 1 or more, not \(amount).")
            }
        }

        func run() async throws {
            try await Session(options).changeStock(of: fruit) { store, fruit in
                try await store.add(amount, of: fruit)
            }
        }
    }

    /// `juice-maker stock remove <fruit> <amount>`.
    struct StockRemoveCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take fruit out of the stock (down to 0).")

        @Argument(help: "The fruit, in English or Korean.")
        var fruit: String

        @Argument(help: "How many to remove, 1 or more.")
        var amount: Int

        @OptionGroup var options: JuiceMakerOptions

        func validate() throws {
            guard amount >= 1 else {
                throw ValidationError("The amount to remove must be 1 or more, not \(amount).")
            }
        }

        func run() async throws {
            try await Session(options).changeStock(of: fruit) { store, fruit in
                try await store.remove(amount, of: fruit)
            }
        }
    }
}
