import ArgumentParser
import DiaryKit
import DiaryKitReports
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary new [TEXT] [--title T] [--body B] [--weather [--at LAT,LON]]`: writes an entry and
    /// prints its ID.
    struct NewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: localized(
                "Write a new entry and print its ID (with --json, the whole entry).",
                ko: "새 일기를 쓰고 ID를 출력해요 (--json이면 일기 전체)."),
            discussion: localized(
                """
                The first line of TEXT is the title, the rest the body. Without TEXT, the text is \
                read from standard input (all of it, as UTF-8), or, when standard input is a \
                terminal, written in the editor $EDITOR names. With --title and --body (either may \
                be alone) the fields are saved as given instead: an entry with only a body keeps an \
                empty title; --body - reads the body from standard input. TEXT and --title/--body \
                do not mix. Blank text is never saved.

                --weather records the weather now at --at LAT,LON (else $DIARY_LOCATION), asked of \
                OpenWeather with the key in $OPENWEATHER_API_KEY, at $OPENWEATHER_URL when set (the \
                full address of a current-weather endpoint). A missing key or place, a place that \
                is not LAT,LON or is off the Earth, and an address that is not http(s) are usage \
                errors (64) and nothing is saved. When the service refuses the key, cannot be \
                reached or takes more than 5 seconds, the entry is saved without the weather and \
                one warning line goes to standard error (exit 0).

                JSON: the entry {id, title, body, created, updated, weather?: {condition, icon}}.
                """,
                ko: """
                    TEXT의 첫 줄은 제목, 나머지는 본문이에요. TEXT가 없으면 표준 입력을 모두 UTF-8로 읽고, \
                    표준 입력이 터미널이면 $EDITOR가 가리키는 편집기에서 써요. --title과 --body를 주면(하나만 \
                    줘도 돼요) 준 그대로 저장해요. 본문만 있는 일기는 제목이 빈 채로 남아요. --body -는 \
                    본문을 표준 입력에서 읽어요. TEXT와 --title/--body는 함께 쓸 수 없어요. 빈 글은 \
                    저장하지 않아요.

                    --weather는 --at LAT,LON(없으면 $DIARY_LOCATION) 위치의 지금 날씨를 \
                    $OPENWEATHER_API_KEY의 키로 OpenWeather에 물어 함께 저장해요. $OPENWEATHER_URL이 \
                    있으면 그 주소(현재 날씨 엔드포인트의 전체 주소)에 물어요. 키나 위치가 없거나, 위치가 \
                    LAT,LON 꼴이 아니거나 지구 밖이거나, 주소가 http(s)가 아니면 사용법 오류(64)이고 아무것도 \
                    저장하지 않아요. 서비스가 키를 거절하거나, 연결되지 않거나, 5초 넘게 걸리면 날씨 없이 \
                    저장하고 표준 오류에 경고 한 줄을 남겨요(종료 코드 0).

                    JSON: 일기 {id, title, body, created, updated, weather?: {condition, icon}}.
                    """))

        @Argument(
            help: ArgumentHelp(
                localized(
                    "The entry's text; several words are joined by spaces.",
                    ko: "일기 글. 여러 낱말은 공백으로 이어 붙여요."),
                valueName: "text"))
        var words: [String] = []

        @OptionGroup var fields: FieldOptions
        @OptionGroup var weather: WeatherOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func validate() throws {
            try fields.check(words: words)
        }

        func run() async throws {
            let environment = ProcessInfo.processInfo.environment
            let session = Session(output, database, environment: environment)
            // Checked before any text is read or the database opened: a usage error saves nothing.
            let weatherRequest = try weather.request(environment: environment, locale: session.text.locale)
            // A diary that may not be written is refused before the text is asked for.
            try session.refuseIfReadOnly()
            let input = TextInput(session: session)
            let parts: (title: String, body: String)?
            if fields.isGiven {
                parts = DiaryEntry.fields(
                    title: fields.title ?? "", body: try fields.resolvedBody(input: input) ?? "")
            } else {
                parts = DiaryEntry.split(try input.read(words: words))
            }
            // Checked before the database is opened, so blank text leaves no file behind.
            guard let parts else { throw DiaryStoreError.emptyEntry }
            // So is text the store would refuse: opening the file for writing changes its bytes.
            try DiaryEntry.checkText(title: parts.title, body: parts.body)
            var recorded: DiaryWeather?
            var warning: String?
            if let (client, place) = weatherRequest {
                do {
                    recorded = try await client.currentWeather(at: place)
                } catch let error as WeatherLookupError {
                    warning = session.text.savedWithoutWeather(error)
                }
            }
            let entry = try await session.storeForWriting().create(
                title: parts.title, body: parts.body, weather: recorded)
            try session.console.emit(DiaryEntryReport(entry)) {
                session.console.line(entry.id.uuidString.lowercased())
            }
            if let warning { Console.printError(warning) }
        }
    }
}
