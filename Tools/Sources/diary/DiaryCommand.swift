import ArgumentParser
import ToolSupport

/// `diary`: write, find, show, export and import diary entries, from the command line.
@main
struct DiaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diary",
        abstract: localized(
            "Keep a diary: write entries, list, search, look back on this day, show, edit, share, export and import them.",
            ko: "일기를 써요: 일기를 쓰고, 목록을 보고, 찾고, 예전 해의 이날을 돌아보고, 보여 주고, 고치고, 공유하고, 내보내고 가져와요."),
        discussion: localized(
            """
            Entries live in one SQLite file: --db, else $DIARY_DB, else diary.sqlite in the data \
            folder (--data-dir, else $DIARY_DATA_DIR, else $XDG_DATA_HOME/diary, else \
            ~/.local/share/diary), made by the first command that writes (new, import): reading creates \
            nothing. Several \
            diary commands may use the file at once. The first line \
            of an entry's text is its title, the rest its body; text comes from the command line, \
            else from standard input, else, on a terminal, from $EDITOR. 'new' and 'edit' also \
            take --title and --body apart (an entry may have a body and no title), and 'new \
            --weather' records the weather from OpenWeather (see 'diary new --help'). Entries are picked by \
            their ID or any start of it that only one entry has (see 'diary list'). The global \
            options (--db, --data-dir, --lang, --json) go before or after the subcommand; without \
            --lang the language follows LC_ALL, LC_MESSAGES or LANG. Days (--from, --to, --on, \
            --date) are YYYY-MM-DD, today or yesterday, in the machine's time zone (TZ).

            With --json every command prints data: an entry is {id, title, body, created, \
            updated, weather?: {condition, icon}}, dates as ISO 8601 timestamps in UTC, with the \
            text shown for it under display or message. Each command's help gives its shape.

            Exit codes: 0 done, 1 refused (no such entry, an ID start shared by several entries, \
            no match, a page past the end, a deletion not confirmed), 64 usage error (also a date that is not one, or --from after --to), 65 bad data \
            (empty, too long or non-UTF-8 text, a damaged database, an SQLite database that is not a diary, \
            a file that is not an export), 74 a file \
            that cannot be read or written (a diary that may be read but not written is read as \
            usual, and new, edit, delete and import refuse, changing nothing), 130 interrupted (the \
            run was cancelled).
            """,
            ko: """
                일기는 SQLite 파일 하나에 있어요: --db, 없으면 $DIARY_DB, 없으면 데이터 폴더(--data-dir, \
                없으면 $DIARY_DATA_DIR, 없으면 $XDG_DATA_HOME/diary, 없으면 ~/.local/share/diary)의 \
                diary.sqlite예요. 이 파일은 처음으로 쓰는 명령(new, import)이 만들고, 읽기만 하는 명령은 아무것도 만들지 않아요. \
                여러 diary 명령이 한 파일을 동시에 써도 돼요. 일기 글의 첫 줄은 제목, \
                나머지는 본문이에요. 글은 명령줄에서, 없으면 표준 입력에서, 그것도 없으면 터미널에서 \
                $EDITOR로 받아요. 'new'와 'edit'은 --title과 --body를 따로 받기도 하고(본문만 있고 \
                제목이 없는 일기도 돼요), 'new --weather'는 OpenWeather에서 날씨를 받아 함께 저장해요 \
                ('diary new --help' 참고). 일기는 ID나, 그 일기만 가진 ID 앞부분으로 골라요('diary list' 참고). \
                공통 옵션(--db, --data-dir, --lang, --json)은 하위 명령 앞뒤 어디에나 둘 수 있어요. \
                --lang이 없으면 언어는 LC_ALL, LC_MESSAGES, LANG을 따라요. 날짜(--from, --to, --on, \
                --date)는 YYYY-MM-DD, today, yesterday로 쓰고, 이 컴퓨터 시간대(TZ)의 날이에요.

                --json을 주면 모든 명령이 데이터를 출력해요: 일기는 {id, title, body, created, updated, \
                weather?: {condition, icon}}이고, 날짜는 UTC ISO 8601 타임스탬프예요. 화면에 보이는 글은 \
                display나 message에 함께 들어 있어요. 명령마다 도움말에 모양이 있어요.

                종료 코드: 0 완료, 1 거절(없는 일기, 여러 일기가 같이 쓰는 ID 앞부분, 검색 결과 없음, \
                끝을 넘은 쪽, 확인받지 못한 삭제), 64 사용법 오류(날짜가 아니거나 --from이 --to보다 늦은 것도), \
                65 잘못된 데이터(비었거나 너무 길거나 UTF-8이 아닌 글, 손상된 데이터베이스, 일기장이 아닌 SQLite \
                데이터베이스, 내보낸 파일이 아닌 파일), \
                74 읽거나 쓸 수 없는 파일(읽을 수만 있는 일기장은 평소처럼 읽고, new, edit, delete, \
                import는 아무것도 바꾸지 않고 거절해요), 130 중단됨(실행이 취소됨).
                """),
        version: WorkspaceVersion.current,
        subcommands: [
            NewCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
            SearchCommand.self, OnThisDayCommand.self, ExportCommand.self, ImportCommand.self,
            ShareCommand.self,
        ]
    )

    /// `--lang` and `--json`, accepted before the subcommand as well as after it.
    @OptionGroup var output: OutputOptions
    /// `--db` and `--data-dir`, accepted before the subcommand as well as after it.
    @OptionGroup var database: DatabaseOption

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
