import ArgumentParser
import DiaryKit
import DiaryKitReports
import Foundation
import ToolSupport

extension DiaryCommand {
    /// `diary import FILE`: adds the entries of an export or of the original app's sample file.
    struct ImportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: localized(
                "Add the entries of a JSON export, or of the original app's sample file.",
                ko: "JSON으로 내보낸 파일이나 원래 앱의 샘플 파일에 있는 일기를 더해요."),
            discussion: localized(
                """
                Reads the JSON that 'diary export' writes, or a JSON array of title, body \
                and created_at (Unix seconds); - reads standard input. Entries the diary already \
                has are left as they are, so importing a file twice adds nothing the second time. \
                All or nothing: a file with one bad entry adds none.

                JSON: {insertedCount, skippedCount, message}.
                """,
                ko: """
                    'diary export'가 쓴 JSON이나, title, body, created_at(유닉스 초)이 있는 JSON 배열을 \
                    읽어요. -는 표준 입력을 읽어요. 일기장에 이미 있는 일기는 그대로 두니까, 같은 파일을 \
                    두 번 가져와도 두 번째에는 아무것도 더하지 않아요. 전부 아니면 전무: 잘못된 일기가 \
                    하나라도 있으면 아무것도 더하지 않아요.

                    JSON: {insertedCount, skippedCount, message}.
                    """))

        @Argument(
            help: ArgumentHelp(
                localized("The file to import (- is standard input).", ko: "가져올 파일 (-는 표준 입력)."),
                valueName: "file"))
        var file: String

        @OptionGroup var output: OutputOptions
        @OptionGroup var database: DatabaseOption

        func run() async throws {
            let session = Session(output, database)
            try session.refuseIfReadOnly()
            // Read and checked before the database is opened: a bad file changes nothing.
            let data = try FileInput.read(file, limit: DiaryImporter.maximumFileSize)
            let entries = try DiaryImporter().entries(from: data)
            // So is text the store would refuse: opening the file for writing changes its bytes.
            for entry in entries {
                guard DiaryEntry.fields(title: entry.title, body: entry.body) != nil else {
                    throw DiaryStoreError.emptyEntry
                }
                try DiaryEntry.checkText(title: entry.title, body: entry.body)
            }
            let report = try await session.storeForWriting().importEntries(entries)
            let message = session.text.imported(report)
            let answer = DiaryImportSummary(report, message: message)
            try session.console.emit(answer) { session.console.line(message) }
        }
    }
}
