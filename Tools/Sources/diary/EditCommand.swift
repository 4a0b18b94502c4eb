import ArgumentParser
import DiaryKit
import DiaryKitReports
import ToolSupport

extension DiaryCommand {
    /// `diary edit <id-prefix> [TEXT] [--title T] [--body B]`: replaces an entry's text, or just
    /// its title or its body.
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
                editor $EDITOR names, which opens on the entry's current text (saved unchanged, an \
                entry without a title keeps none). --title replaces \
                just the title (--title '' removes it), --body just the body (--body - reads it from \
                standard input); the other field stays. TEXT and --title/--body do not mix; an \
                entry left with neither title nor body is refused and stays as it was.

                JSON: the entry as saved {id, title, body, created, updated, weather?} and the \
                notice under message.
                """,
                ko: """
                    새 글의 첫 줄은 제목, 나머지는 본문이에요. TEXT가 없으면 표준 입력에서 읽고, 표준 \
                    입력이 터미널이면 $EDITOR가 가리키는 편집기를 지금 글로 열어 고쳐요(그대로 저장하면 제목 \
                    없는 일기는 제목 없이 남아요). --title은 제목만 \
                    (--title ''이면 제목을 지워요), --body는 본문만 바꾸고(--body -는 표준 입력에서 읽어요) \
                    다른 쪽은 그대로 둬요. TEXT와 --title/--body는 함께 쓸 수 없어요. 제목도 본문도 없게 \
                    되는 수정은 거절하고 일기는 그대로 둬요.

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

        @OptionGroup var fields: FieldOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func validate() throws {
            try fields.check(words: words)
        }

        func run() async throws {
            let session = Session(output, database)
            try session.refuseIfReadOnly()
            // Found, and the new text checked, before the file is opened for writing, which
            // changes its bytes: a refusal leaves it as it was.
            let entry = try await session.store().entry(idPrefix: idPrefix)
            let input = TextInput(session: session)
            let edited: DiaryEntry
            if fields.isGiven {
                let body = try fields.resolvedBody(input: input)
                let parts = DiaryEntry.fields(title: fields.title ?? entry.title, body: body ?? entry.body)
                guard let parts else { throw DiaryStoreError.emptyEntry }
                try DiaryEntry.checkText(title: parts.title, body: parts.body)
                edited = try await session.storeForWriting().update(
                    id: entry.id, title: fields.title, body: body)
            } else {
                let typed = try input.read(words: words, draft: entry.text)
                guard let parts = DiaryEntry.split(typed) else { throw DiaryStoreError.emptyEntry }
                try DiaryEntry.checkText(title: parts.title, body: parts.body)
                edited = try await session.storeForWriting().update(id: entry.id, text: typed)
            }
            let message = session.text.updated(edited)
            try session.console.emit(DiaryEntryReport(edited, message: message)) {
                session.console.line(message)
            }
        }
    }
}
