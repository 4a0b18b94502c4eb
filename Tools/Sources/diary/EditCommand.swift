import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary edit <id-prefix> [TEXT]`: replaces an entry's text.
    struct EditCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: localized(
                "Replace an entry's title and body; its ID and date stay.",
                ko: "일기의 제목과 본문을 바꿔요. ID와 날짜는 그대로예요."),
            discussion: localized(
                """
                The new text's first line is the title, the rest the body. Without TEXT, it is \
                read from standard input, or, when standard input is a terminal, edited in the \
                editor $EDITOR names, which opens on the entry's current text.

                JSON: the entry as saved {id, title, body, created, updated, weather?} and the \
                notice under message.
                """,
                ko: """
                    새 글의 첫 줄은 제목, 나머지는 본문이에요. TEXT가 없으면 표준 입력에서 읽고, 표준 \
                    입력이 터미널이면 $EDITOR가 가리키는 편집기를 지금 글로 열어 고쳐요.

                    JSON: 저장된 일기 {id, title, body, created, updated, weather?}와 message 아래의 알림.
                    """))

        @Argument(help: ArgumentHelp(EntryArgument.help, valueName: "id"))
        var idPrefix: String

        @Argument(
            help: ArgumentHelp(
                localized(
                    "The new text; several words are joined by spaces.",
                    ko: "새 글. 여러 낱말은 공백으로 이어 붙여요."),
                valueName: "text"))
        var words: [String] = []

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            let store = try session.storeForWriting()
            let entry = try await store.entry(idPrefix: idPrefix)
            let typed = try TextInput(session: session).read(words: words, draft: entry.text)
            let edited = try await store.update(id: entry.id, text: typed)
            let message = session.text.updated(edited)
            try session.console.emit(EntryData(entry: edited, message: message)) {
                session.console.line(message)
            }
        }
    }
}
