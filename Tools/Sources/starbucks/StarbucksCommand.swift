import ArgumentParser
import ToolSupport

/// `starbucks`: the Starbucks Korea app's launch flow, home and What's New, from the command line.
@main
struct StarbucksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "starbucks",
        abstract: localized(
            "Sign in, see the launch event popup, the home screen and What's New of the Starbucks app.",
            ko: "스타벅스 앱처럼 로그인하고, 시작할 때 뜨는 이벤트 팝업, 홈 화면, What's New를 봐요."),
        discussion: localized(
            """
            The sign-in and the popup's "don't show again" live in session.json and \
            event-popup.json in the data folder (--data-dir, else $STARBUCKS_DATA_DIR, else \
            $XDG_DATA_HOME/starbucks, else ~/.local/share/starbucks). The commands that read the \
            services (launch, home, whats-new, product) answer from the fixtures bundled with \
            StarbucksKit unless told otherwise: --fixtures replaces some of them from a folder, \
            --live reads the real hosts and --base-url (or --popup-base-url, --home-base-url, \
            --starbucks-base-url) reads servers of your own. The bundled event runs around \
            today. The global options (--data-dir, --lang, --json) go before or after the \
            subcommand; without --lang the language follows LC_ALL, LC_MESSAGES or LANG.

            With --json every command prints data (ids and codes, days as YYYY-MM-DD, moments \
            as ISO 8601 in UTC, stable words for states), with the text shown beside it; each \
            command's help gives its shape.

            Exit codes: 0 done, 1 refused (unknown product, nobody signed in), 64 usage error, \
            65 bad data (a malformed fixture or answer, a damaged state file), 69 service \
            unavailable, 74 file read or write error, 130 interrupted (the run was cancelled).
            """,
            ko: """
                로그인과 팝업의 '다시 보지 않기'는 데이터 폴더(--data-dir, 없으면 $STARBUCKS_DATA_DIR, \
                없으면 $XDG_DATA_HOME/starbucks, 없으면 ~/.local/share/starbucks)의 session.json과 \
                event-popup.json에 있어요. 서비스를 읽는 명령(launch, home, whats-new, product)은 따로 \
                말하지 않으면 StarbucksKit에 들어 있는 픽스처로 답해요. --fixtures는 그중 일부를 폴더의 \
                파일로 바꾸고, --live는 실제 호스트를, --base-url(또는 --popup-base-url, \
                --home-base-url, --starbucks-base-url)은 직접 띄운 서버를 읽어요. 들어 있는 이벤트는 \
                오늘을 끼고 진행돼요. 공통 옵션(--data-dir, --lang, --json)은 하위 명령 앞뒤 어디에나 \
                둘 수 있어요. --lang이 없으면 언어는 LC_ALL, LC_MESSAGES, LANG을 따라요.

                --json을 주면 모든 명령이 데이터(아이디와 코드, YYYY-MM-DD 날짜, UTC ISO 8601 시각, \
                상태를 나타내는 고정된 낱말)를 출력하고, 화면에 보이는 글은 그 옆에 함께 넣어요. \
                명령마다 도움말에 모양이 있어요.

                종료 코드: 0 완료, 1 거절(없는 상품, 로그인한 사람 없음), 64 사용법 오류, 65 잘못된 \
                데이터(형식이 틀린 픽스처나 응답, 손상된 상태 파일), 69 서비스를 쓸 수 없음, 74 파일을 \
                읽거나 쓸 수 없음, 130 중단됨(실행이 취소됨).
                """),
        version: WorkspaceVersion.current,
        subcommands: [
            SignInCommand.self, SignOutCommand.self, LaunchCommand.self, PopupCommand.self, HomeCommand.self,
            WhatsNewCommand.self, ProductCommand.self,
        ]
    )

    /// `--lang` and `--json`, accepted before the subcommand as well as after it.
    @OptionGroup var output: OutputOptions
    /// `--data-dir`, accepted before the subcommand as well as after it.
    @OptionGroup var data: DataDirectoryOption

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
