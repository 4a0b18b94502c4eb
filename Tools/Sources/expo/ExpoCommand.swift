import ArgumentParser
import ToolSupport

/// `expo`: the 1900 Paris exposition and its Korean exhibits, from the command line.
@main
struct ExpoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expo",
        abstract: localized(
            "The 1900 Paris world exposition and the Korean Empire's thirteen exhibits.",
            ko: "1900년 파리 만국박람회와 대한제국의 출품작 열세 점."),
        discussion: localized(
            """
            Shows the exposition's poster, the list of exhibits and each exhibit's story, finds \
            exhibits by name in English or Korean, and exports everything as Markdown or as a small \
            HTML site. The catalog is the one bundled in English and Korean, or the original app's \
            two files from the folder --data names. The global options (--data, --lang, --json) go \
            before or after the subcommand; without --lang the language follows LC_ALL, LC_MESSAGES \
            or LANG. Text is wrapped to $COLUMNS, else to the terminal's width, else to 80 columns. \
            With --json every command prints data: numbers, image names and dates beside the text \
            (each subcommand's help shows its shape).

            Exit codes: 0 done, 1 no such exhibit (or no match), 64 usage error, 65 a data file \
            that is not in the original format, 74 a file or folder that cannot be read or written, \
            130 interrupted (the run was cancelled).
            """,
            ko: """
                박람회 포스터, 출품작 목록, 출품작마다의 이야기를 보여 주고, 한국어나 영어 이름으로 \
                출품작을 찾고, 모든 내용을 Markdown 문서나 작은 HTML 사이트로 내보내요. 카탈로그는 \
                한국어와 영어로 번들된 것이나, --data로 지정한 폴더에 있는 원래 앱의 두 파일이에요. \
                공통 옵션(--data, --lang, --json)은 하위 명령 앞이나 뒤에 둘 수 있어요. --lang이 \
                없으면 LC_ALL, LC_MESSAGES, LANG 순서로 언어를 정해요. 글은 $COLUMNS, 없으면 \
                터미널 너비, 없으면 80칸에 맞춰 줄을 바꿔요. --json을 주면 모든 명령이 글과 함께 \
                번호, 이미지 이름, 날짜 같은 데이터를 출력해요(모양은 각 하위 명령의 도움말에 있어요).

                종료 코드: 0 완료, 1 출품작 없음(또는 검색 결과 없음), 64 사용법 오류, \
                65 원래 형식이 아닌 데이터 파일, 74 읽거나 쓸 수 없는 파일이나 폴더, \
                130 중단됨(실행이 취소됨).
                """),
        version: WorkspaceVersion.current,
        subcommands: [
            PosterCommand.self, ItemsCommand.self, ItemCommand.self, SearchCommand.self, ExportCommand.self,
        ]
    )

    /// `--lang` and `--json`, accepted before the subcommand as well as after it.
    @OptionGroup var output: OutputOptions
    /// `--data`, accepted before the subcommand as well as after it.
    @OptionGroup var catalogFolder: CatalogFolderOption

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
