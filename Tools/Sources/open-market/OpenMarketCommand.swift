import ArgumentParser
import ToolSupport

/// `open-market`: list, show, create, edit and delete Open Market products, and run the local
/// server.
@main
struct OpenMarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open-market",
        abstract: localized(
            "Browse and sell on an Open Market server, or run a local one.",
            ko: "오픈 마켓 서버에서 상품을 둘러보고 팔거나, 로컬 서버를 실행해요."),
        discussion: localized(
            """
            The server is --server, else $OPEN_MARKET_SERVER, else the local server's default \
            address (http://127.0.0.1:8080); its API generation is --generation, else \
            $OPEN_MARKET_GENERATION, else marketTraining. Selling (create, update, delete) needs \
            the vendor's identifier (--vendor or $OPEN_MARKET_VENDOR) and password \
            ($OPEN_MARKET_PASSWORD, or one line on standard input with --password-stdin; never \
            on the command line); $OPEN_MARKET_VENDOR_NUMBER (its vendor_id) or \
            $OPEN_MARKET_VENDOR_NAME may say who the vendor is in the catalogue. The global options go before or after the subcommand; \
            without --lang the language follows LC_ALL, LC_MESSAGES or LANG. Each command's \
            --help describes its --json answer.

            Exit codes: 0 done, 1 refused by the server (401, 403, 404), 64 usage error, \
            65 invalid input, 69 server unreachable, failing (5xx), silent or answering only at another address (421), 74 local file error, \
            130 interrupted (the run was cancelled).
            """,
            ko: """
                서버는 --server, 없으면 $OPEN_MARKET_SERVER, 없으면 로컬 서버의 기본 주소\
                (http://127.0.0.1:8080)이에요. API 세대는 --generation, 없으면 \
                $OPEN_MARKET_GENERATION, 없으면 marketTraining이에요. 판매(create, update, \
                delete)에는 판매자 식별자(--vendor 또는 $OPEN_MARKET_VENDOR)와 비밀번호\
                ($OPEN_MARKET_PASSWORD, 또는 --password-stdin과 함께 표준 입력의 한 줄. 명령줄에는 \
                절대 쓰지 않음)가 필요해요. $OPEN_MARKET_VENDOR_NUMBER(vendor_id)나 \
                $OPEN_MARKET_VENDOR_NAME으로 카탈로그 속 판매자가 누구인지 알려 줄 수 있어요. 전역 옵션은 하위 명령 앞이나 뒤에 쓸 수 있고, \
                --lang이 없으면 언어는 LC_ALL, LC_MESSAGES, LANG을 따라요. 각 명령의 --help에 \
                --json 응답의 모양이 있어요.

                종료 코드: 0 완료, 1 서버가 거절함(401, 403, 404), 64 사용법 오류, 65 잘못된 입력, \
                69 서버에 연결할 수 없거나 서버 오류(5xx)이거나 응답이 없거나 다른 주소로만 응답함(421), 74 로컬 파일 오류, \
                130 중단됨(실행이 취소됨).
                """),
        version: WorkspaceVersion.current,
        subcommands: [
            HealthCommand.self, ListCommand.self, ShowCommand.self, CreateCommand.self, UpdateCommand.self,
            DeleteCommand.self, ServeCommand.self,
        ]
    )

    /// `--lang` and `--json`, accepted before the subcommand as well as after it.
    @OptionGroup var output: OutputOptions
    /// `--generation`, accepted before the subcommand as well.
    @OptionGroup var generation: GenerationOption
    /// The client commands' options, accepted before the subcommand as well.
    @OptionGroup var client: ClientOptions

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
