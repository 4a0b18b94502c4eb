import ArgumentParser
import JuiceMakerKit
import JuiceMakerKitReports
import ToolSupport

extension JuiceMakerCommand {
    /// `juice-maker order <juice> [--count N]`: make juice, all or nothing.
    struct OrderCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "order",
            abstract: localized(
                "Order a juice; either all its fruit is used, or none is and the shortage is shown.",
                ko: "쥬스를 주문해요. 과일을 모두 쓰거나, 하나도 쓰지 않고 모자란 과일을 보여 줘요."),
            discussion: localized(
                """
                Exits with 1 when there is not enough fruit; the stock is then unchanged, and the \
                shortage is said on standard error (the --json data stays on standard output).

                With --json: {"served": true or false, "juice": id, "name", "count", "message", \
                "stock": {fruit id: count}, "shortfalls": [{"fruit": id, "needed", "available", \
                "missing"}]} (the stock after the order, or untouched when short).
                """,
                ko: """
                    과일이 모자라면 1로 끝나고 재고는 그대로예요. 모자란 과일은 표준 오류로 알려 줘요 \
                    (--json 데이터는 표준 출력에 그대로 나와요).

                    --json이면 {"served": true 또는 false, "juice": 아이디, "name", "count", \
                    "message", "stock": {과일 아이디: 수량}, "shortfalls": [{"fruit": 아이디, \
                    "needed", "available", "missing"}]}을 출력해요(주문 뒤의 재고, 모자라면 그대로인 재고).
                    """))

        @Argument(
            help: ArgumentHelp(
                localized(
                    "The juice, in English or Korean (\"mango kiwi\", \"strawberry-banana\", \"딸기바나나 주스\").",
                    ko: "쥬스 이름, 한국어나 영어로 (\"딸바쥬스\", \"키위망고 주스\", \"mango kiwi\")."),
                valueName: "juice"))
        var juice: [String]

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(localized("How many to make, 1 or more.", ko: "만들 수, 1 이상."), valueName: "n"))
        var count = 1

        @OptionGroup var output: OutputOptions
        @OptionGroup var dataDirectory: DataDirectoryOption
        @OptionGroup var menuFile: MenuFileOption

        func validate() throws {
            guard !juice.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError(
                    localized(
                        "Name a juice to order, e.g. 'juice-maker order mango'.",
                        ko: "주문할 쥬스를 적어 주세요. 예: 'juice-maker order 망고쥬스'."))
            }
        }

        func run() async throws {
            let session = Session(output, dataDirectory)
            let juice = try menuFile.menu().juice(named: self.juice.joined(separator: " "))
            let outcome = try await JuiceMaker(store: session.store()).order(
                juice, count: count)
            let (text, console) = (session.text, session.console)
            switch outcome {
            case .served(let order):
                try console.emit(OrderReport(outcome, text: text)) {
                    console.line(console.styled(text.alert(for: outcome).message, .green))
                    console.line(
                        text.stockRows(order.remaining).map { "\($0.emoji) \($0.countText)" }.joined(
                            separator: "  "))
                }
            case .shortage(let shortage):
                let missing = text.lines(for: shortage).joined(separator: "; ")
                let name = text.name(of: shortage.juice)
                try console.refuse(
                    OrderReport(outcome, text: text),
                    because: localized(
                        "Not enough fruit for \(name): \(missing). Nothing was used; add fruit with 'juice-maker stock add', or order fewer.",
                        ko:
                            "\(name)에 쓸 과일이 모자라요: \(missing). 아무것도 쓰지 않았어요. 'juice-maker stock add'로 과일을 더하거나 더 적게 주문하세요."
                    ))
            }
        }
    }
}
