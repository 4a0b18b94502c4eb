import ArgumentParser
import JuiceMakerKit
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker reset [--default-stock N]`: every fruit back to one count.
    struct ResetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: localized(
                "Set every fruit to the same count (10 unless told).",
                ko: "모든 과일을 같은 수량으로 맞춰요(따로 말하지 않으면 10개)."),
            discussion: localized(
                """
                Replaces the stored stock, even a damaged inventory file; a file written by a newer \
                juice-maker is kept. With --json: the stock, {fruit id: count}.
                """,
                ko: """
                    저장된 재고를 바꿔요. 손상된 재고 파일도 바꾸지만, 더 새로운 juice-maker가 쓴 파일은 \
                    그대로 둬요. --json이면 재고를 {과일 아이디: 수량}으로 출력해요.
                    """))

        @Option(
            name: .customLong("default-stock"), parsing: .unconditional,
            help: ArgumentHelp(
                localized("The count every fruit gets, from 0 to 100.", ko: "모든 과일이 받을 수량, 0부터 100까지."),
                valueName: "n"))
        var defaultStock = 10

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption

        func run() async throws {
            let session = Session(output, dataDirectory)
            let store = try FruitStore(resetting: session.file, to: defaultStock)
            try session.show(await store.snapshot, after: session.text.label(.reset))
        }
    }
}
