import ArgumentParser
import DiaryKit
import DiaryKitReports
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary export [--format markdown|text|json] [--out FILE]`: every entry, for people or for
    /// a later import.
    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: localized(
                "Export every entry as Markdown, plain text or JSON, to standard output or a file.",
                ko: "모든 일기를 마크다운, 일반 텍스트, JSON으로 표준 출력이나 파일에 내보내요."),
            discussion: localized(
                """
                Markdown and text are for reading, dates in the output's language; JSON keeps IDs \
                and exact dates, and 'diary import' reads it back. A regular file given with --out \
                is replaced whole or not at all, keeping its permissions, and a read-only one is \
                refused and left as it was; a symbolic link is written through (the link stays), a \
                FIFO or a device is written into, and - is standard output. The diary database \
                itself, or any other SQLite database (another diary), is never overwritten.

                JSON (--json): {format, count, file?, content?, message?}: the export itself under \
                content when it went to standard output, else the file and the notice.
                """,
                ko: """
                    마크다운과 텍스트는 읽기 위한 것이라 날짜가 출력 언어로 나와요. JSON은 ID와 정확한 \
                    날짜를 담고, 'diary import'로 다시 읽을 수 있어요. --out으로 준 일반 파일은 권한을 \
                    그대로 두고 통째로 바뀌거나 전혀 바뀌지 않고, 읽기 전용 파일은 쓰지 않고 그대로 \
                    둬요. 심볼릭 링크는 링크를 그대로 두고 가리키는 파일에 쓰고, \
                    FIFO나 장치에는 그대로 써 넣고, -는 표준 출력이에요. 일기 데이터베이스 자체나 다른 \
                    SQLite 데이터베이스(다른 일기)는 절대 덮어쓰지 않아요.

                    JSON(--json): {format, count, file?, content?, message?}: 표준 출력으로 내보냈으면 \
                    content에 내보낸 내용이, 아니면 파일과 알림이 들어 있어요.
                    """))

        @Option(
            name: .customLong("format"), parsing: .unconditional,
            help: ArgumentHelp(
                localized("markdown (md), text (txt) or json.", ko: "markdown(md), text(txt), json 중 하나."),
                valueName: "format"))
        var format = "markdown"

        @Option(
            name: .customLong("out"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "The file to write, instead of standard output (- is standard output).",
                    ko: "표준 출력 대신 쓸 파일 (-는 표준 출력)."),
                valueName: "file"))
        var destination: String?

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func validate() throws {
            if let destination, destination.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized(
                        "--out needs a file path; give one, or leave the option out.",
                        ko: "--out에는 파일 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
            }
        }

        func run() async throws {
            let session = Session(output, database)
            let format = try DiaryExportFormat(name: self.format)
            if let destination, destination != "-" {
                try DiaryExporter.checkDestination(
                    UserPath.url(destination), database: UserPath.url(session.path))
            }
            let entries = try await session.store().allEntries()
            let exporter = DiaryExporter(text: session.text)
            let console = session.console
            guard let destination, destination != "-" else {
                let content = try exporter.string(for: entries, format: format)
                let answer = DiaryExportSummary(format: format, count: entries.count, content: content)
                try console.emit(answer) { session.printDocument(content) }
                return
            }
            try FileOutput.write(try exporter.data(for: entries, format: format), to: destination)
            let message = session.text.exported(count: entries.count, to: destination)
            let answer = DiaryExportSummary(
                format: format, count: entries.count, file: destination, message: message)
            try console.emit(answer) { console.line(message) }
        }
    }
}
