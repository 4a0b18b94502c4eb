import ArgumentParser
import DiaryKit
import ToolSupport

extension DiaryCommand {
    /// `diary list [--limit N] [--page N]`: one page of entries, newest first.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the entries, newest first, one page at a time.",
            discussion: """
                Each row shows the start of the entry's ID, its date, its title and the first \
                words of its body. Exits with 1 for a page past the end of the list.
                """)

        @Option(
            name: .customLong("limit"), parsing: .unconditional,
            help: ArgumentHelp("How many entries a page holds, from 1 to 1000.", valueName: "n"))
        var limit = 20

        @Option(
            name: .customLong("page"), parsing: .unconditional,
            help: ArgumentHelp("Which page to show, from 1.", valueName: "n"))
        var page = 1

        @OptionGroup var options: DiaryOptions

        func run() async throws {
            let session = Session(options)
            let page = try await session.run { try DiaryPage(number: self.page, size: limit) }
            let store = try await session.store()
            let (entries, total) = try await session.run {
                (try await store.entries(page: page), try await store.count())
            }
            let list = session.text.listPage(entries, page: page, totalCount: total)
            let console = session.console
            if entries.isEmpty && total > 0 {
                throw ToolError(list.emptyMessage ?? list.summary, status: .refused)
            }
            if console.json {
                try console.printJSON(list)
                return
            }
            if let empty = list.emptyMessage {
                console.line(empty)
                return
            }
            session.printRows(list.rows)
            console.line()
            console.line(console.styled(list.summary, .dim))
        }
    }
}
