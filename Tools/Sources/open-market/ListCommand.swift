import ArgumentParser
import OpenMarketKit
import OpenMarketKitReports
import ToolSupport

extension OpenMarketCommand {
    /// `open-market list [--page N] [--per-page N] [--search TEXT]`: one page of products.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: localized("List one page of products, newest first.", ko: "상품 한 페이지를 최신순으로 보여 줘요."),
            discussion: localized(
                """
                --json: the page, {"pageNumber", "itemsPerPage", "totalCount", "lastPage", "hasNext", \
                "hasPrevious", "items"} (totalCount and lastPage null when the server did not say), each item \
                a product as in 'open-market show --help'.
                """,
                ko: """
                    --json: 페이지 {"pageNumber", "itemsPerPage", "totalCount", "lastPage", "hasNext", \
                    "hasPrevious", "items"} (서버가 알려 주지 않으면 totalCount와 lastPage는 null). 각 항목은 \
                    'open-market show --help'에 적힌 상품이에요.
                    """))

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "The page, from \(Self.pages.lowerBound) to \(Self.pages.upperBound).",
                    ko: "페이지 번호, \(Self.pages.lowerBound)부터 \(Self.pages.upperBound)까지.")))
        var page = 1

        @Option(
            name: .customLong("per-page"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "Products per page, from \(Self.sizes.lowerBound) to \(Self.sizes.upperBound).",
                    ko: "페이지당 상품 수, \(Self.sizes.lowerBound)부터 \(Self.sizes.upperBound)까지.")))
        var perPage = 20

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "Only products whose name or vendor contains this text (openMarket generation only).",
                    ko: "상품명이나 판매자에 이 글이 들어간 상품만 (openMarket 세대만).")))
        var search: String?

        @OptionGroup var output: OutputOptions
        @OptionGroup var generation: GenerationOption
        @OptionGroup var client: ClientOptions

        /// The page sizes the kit allows.
        static let sizes = OpenMarketAPI.itemsPerPageRange
        /// The page numbers the kit allows.
        static let pages = OpenMarketAPI.pageNumberRange

        /// The kit's limits of a listing (page, page size, search length), checked before
        /// anything is sent: a usage error naming the limit.
        func validate() throws {
            if let problem = OpenMarketAPI.listingProblem(page: page, itemsPerPage: perPage, search: search) {
                throw ValidationError(problem.message(locale: Language.currentLocale))
            }
        }

        func run() async throws {
            let listing = try await client.reader(generation).products(
                page: page, itemsPerPage: perPage, search: search)
            let console = output.console
            try console.emit(listing) {
                console.showPage(listing, text: OpenMarketText(locale: output.locale))
            }
        }
    }
}
