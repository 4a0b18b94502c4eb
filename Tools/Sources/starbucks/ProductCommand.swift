import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks product <code>`: one product's page.
    struct ProductCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "product",
            abstract: localized(
                "Show one product: names, details, nutrition and picture.",
                ko: "상품 하나를 보여 줘요: 이름, 정보, 영양 성분, 사진."),
            discussion: localized(
                """
                Exits with 1 when no product has the code.

                JSON: {code, name, englishName, details: [{kind: \
                category|temperature|serving|allergens, label, value, temperature?: hot|iced}], \
                description?, recommendation?, nutritionTitle, nutrition: [{nutrient, label, amount \
                (a number), unit: kilocalories|grams|milligrams, amountText, line}], \
                nutritionEmptyText?, imageURL?}.
                """,
                ko: """
                    그 코드의 상품이 없으면 1로 끝나요.

                    JSON: {code, name, englishName, details: [{kind: \
                    category|temperature|serving|allergens, label, value, temperature?: hot|iced}], \
                    description?, recommendation?, nutritionTitle, nutrition: [{nutrient, label, \
                    amount(숫자), unit: kilocalories|grams|milligrams, amountText, line}], \
                    nutritionEmptyText?, imageURL?}.
                    """))

        @Argument(
            help: ArgumentHelp(
                localized("The product code, its digits (106509).", ko: "숫자로 된 상품 코드 (106509)."),
                valueName: "code"))
        var code: String

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var service: ServiceOptions

        func run() async throws {
            let context = RunContext(output, data)
            let product = try await context.dependencies(service).productLoader().load(code: code)
            let page = context.text.product(product)
            try context.console.emit(page) { context.printProduct(page) }
        }
    }
}
