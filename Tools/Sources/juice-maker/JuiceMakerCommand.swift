import ArgumentParser
import ToolSupport

/// `juice-maker`: sell juices and keep the fruit stock, from the command line.
@main
struct JuiceMakerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juice-maker",
        abstract: localized("Sell juices and keep the fruit stock.", ko: "쥬스를 팔고 과일 재고를 관리해요."),
        discussion: localized(
            """
            The stock lives in inventory.json under the data directory (--data-dir, \
            JUICE_MAKER_DATA_DIR, $XDG_DATA_HOME/juice-maker or ~/.local/share/juice-maker); a fresh \
            one starts with 10 of every fruit. Juice and fruit names are accepted in English or \
            Korean, in any case. The global options (--data-dir, --lang, --json) go before or after \
            the subcommand; without --lang the language follows LC_ALL, LC_MESSAGES or LANG. With \
            --json every command prints data: ids and plain numbers (each subcommand's help shows \
            its shape).

            Exit codes: 0 done, 1 refused (out of stock, unknown name, out of bounds), \
            64 usage error, 65 bad menu or inventory file, 74 file read or write error, \
            130 interrupted (the run was cancelled).
            """,
            ko: """
                재고는 데이터 폴더(--data-dir, JUICE_MAKER_DATA_DIR, $XDG_DATA_HOME/juice-maker, \
                ~/.local/share/juice-maker 순서)의 inventory.json에 있어요. 처음에는 과일마다 10개씩 \
                있어요. 쥬스와 과일 이름은 한국어나 영어로, 대소문자 상관없이 쓸 수 있어요. 공통 \
                옵션(--data-dir, --lang, --json)은 하위 명령 앞이나 뒤에 둘 수 있어요. --lang이 \
                없으면 LC_ALL, LC_MESSAGES, LANG 순서로 언어를 정해요. --json을 주면 모든 명령이 \
                아이디와 가공하지 않은 숫자로 된 데이터를 출력해요(모양은 각 하위 명령의 도움말에 \
                있어요).

                종료 코드: 0 완료, 1 거절(재고 부족, 없는 이름, 범위 밖), 64 사용법 오류, \
                65 메뉴나 재고 파일의 데이터 오류, 74 파일 읽기·쓰기 오류, 130 중단됨(실행이 취소됨).
                """),
        version: WorkspaceVersion.current,
        subcommands: [MenuCommand.self, StockCommand.self, OrderCommand.self, ResetCommand.self]
    )

    /// `--lang` and `--json`, accepted before the subcommand as well as after it.
    @OptionGroup var output: OutputOptions
    /// `--data-dir`, accepted before the subcommand as well as after it.
    @OptionGroup var dataDirectory: DataDirectoryOption

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
