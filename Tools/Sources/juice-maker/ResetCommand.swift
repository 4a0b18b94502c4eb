import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker reset [--default-stock N]`: every fruit back to one count.
    struct ResetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Set every fruit to the same count (10 unless told).")

        @Option(
            name: .customLong("default-stock"), parsing: .unconditional,
            help: "The count every fruit gets, from 0 to 100.")
        var defaultStock = 10

        @OptionGroup var options: JuiceMakerOptions

        func run() async throws {
            let session = Session(options)
            let store = try session.resetStore(to: defaultStock)
            if !session.console.json { session.console.line(session.text.label(.reset)) }
            try session.printStock(await store.snapshot)
        }
    }
}
