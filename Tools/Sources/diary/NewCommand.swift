import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary new [TEXT]`: writes an entry and prints its ID.
    struct NewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: localized(
                "Write a new entry and print its ID (with --json, the whole entry).",
                ko: "새 일기를 쓰고 ID를 출력해요 (--json이면 일기 전체)."),
            discussion: localized(
                """
                The first line of the text is the title, the rest the body. Without TEXT, the text \
                is read from standard input (all of it, as UTF-8), or, when standard input is a \
                terminal, written in the editor $EDITOR names. Blank text is never saved.

                JSON: the entry {id, title, body, created, updated, weather?}.
                """,
                ko: """
                    글의 첫 줄은 제목, 나머지는 본문이에요. TEXT가 없으면 표준 입력을 모두 UTF-8로 읽고, \
                    표준 입력이 터미널이면 $EDITOR가 가리키는 편집기에서 써요. 빈 글은 저장하지 않아요.

                    JSON: 일기 {id, title, body, created, updated, weather?}.
                    """))

        @Argument(
            help: ArgumentHelp(
                localized(
                    "The entry's text; several words are joined by spaces.",
                    ko: "일기 글. 여러 낱말은 공백으로 이어 붙여요."),
                valueName: "text"))
        var words: [String] = []

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            // A diary that may not be written is refused before the text is asked for.
            try session.refuseIfReadOnly()
            let typed = try TextInput(session: session).read(words: words)
            // Checked before the database is opened, so blank text leaves no file behind.
            guard DiaryEntry.split(typed) != nil else { throw DiaryStoreError.emptyEntry }
            let entry = try await session.storeForWriting().create(text: typed)
            try session.console.emit(EntryData(entry: entry)) {
                session.console.line(entry.id.uuidString.lowercased())
            }
        }
    }
}
