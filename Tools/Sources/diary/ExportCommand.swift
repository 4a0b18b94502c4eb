import ArgumentParser
import DiaryKit
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary export [--format markdown|text|json] [--out FILE]`: every entry, for people or for
    /// a later import.
    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export every entry as Markdown, plain text or JSON, to standard output or a file.",
            discussion: """
                Markdown and text are for reading, dates in the output's language; JSON keeps IDs \
                and exact dates, and 'diary import' reads it back. A file given with --out is \
                replaced whole or not at all.
                """)

        @Option(
            name: .customLong("format"),
            help: ArgumentHelp("markdown (md), text (txt) or json.", valueName: "format"))
        var format = "markdown"

        @Option(
            name: .customLong("out"),
            help: ArgumentHelp("The file to write, instead of standard output.", valueName: "file"))
        var output: String?

        @OptionGroup var options: DiaryOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let format: DiaryExportFormat
            let count: Int
            /// The file written, when there is one.
            let file: String?
            /// The export itself, when it went to standard output.
            let content: String?
            /// The notice after writing a file.
            let message: String?
        }

        func validate() throws {
            if let output, output.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--out needs a file path; give one, or leave the option out.")
            }
        }

        func run() async throws {
            let session = Session(options)
            let format = try await session.run { try DiaryExportFormat(name: self.format) }
            let store = try await session.store()
            let entries = try await session.run { try await store.allEntries() }
            let exporter = DiaryExporter(text: session.text)
            let console = session.console
            guard let output else {
                let content = try await session.run { try exporter.string(for: entries, format: format) }
                if console.json {
                    try console.printJSON(
                        Answer(
                            format: format, count: entries.count, file: nil, content: content, message: nil))
                } else {
                    session.printDocument(content)
                }
                return
            }
            let file = URL(fileURLWithPath: output)
            guard !session.isDatabaseFile(file) else {
                throw session.failure(DiaryTransferError.exportOverDatabase(file.path))
            }
            try await session.run { try exporter.write(entries, format: format, to: file) }
            let message = session.text.exported(count: entries.count, to: file.path)
            if console.json {
                try console.printJSON(
                    Answer(
                        format: format, count: entries.count, file: file.path, content: nil, message: message)
                )
            } else {
                console.line(message)
            }
        }
    }
}
