import ArgumentParser
import ExpoKit
import ExpoKitReports
import Foundation
import ToolSupport

extension ExpoCommand {
    /// `expo export --format markdown|html --out FILE|DIR [--images DIR]`.
    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: localized(
                "Write the whole exposition as one Markdown file (or to standard output) or as a small HTML site.",
                ko: "박람회 전체를 Markdown 파일 하나(또는 표준 출력)나 작은 HTML 사이트로 써요."),
            discussion: localized(
                """
                Markdown is one file: --out names it (in a folder that exists), and - is standard \
                output. The HTML site is a \
                folder: --out names the folder (created when missing), which gets index.html (the \
                poster), exhibits.html (the list) and one page per exhibit, linked to each other; \
                a path that is a file is refused. With --images, each exhibit's picture (jikji.png, \
                god.jpg, …) is copied into an images folder (in the site's folder, or beside the \
                Markdown file, which links there; not with -) and shown; a poster picture \
                (poster.png) is shown under the poster's title and a flag (flag.png) on each side \
                of its button in the site (the Markdown shows the poster), each only when the \
                folder has it and never counted as missing. Files of the same names are replaced \
                whole, keeping their permissions; a read-only one is refused before anything is \
                written; a symbolic link is written through.

                With --json: {"format": "markdown" or "html", "directory", "files": [paths in the \
                folder], "missingImages": [image names without a picture]}; for Markdown on \
                standard output, {"format", "content", "missingImages"}.
                """,
                ko: """
                    Markdown은 파일 하나예요. --out으로 파일을 정하고(있는 폴더 안에), -는 표준 출력이에요. HTML \
                    사이트는 폴더예요. --out으로 폴더를 정하면(없으면 만들어요) index.html(포스터), \
                    exhibits.html(목록), 출품작마다 한 쪽씩을 서로 링크해서 써요. 파일인 경로는 받지 \
                    않아요. --images를 주면 출품작마다 사진(jikji.png, god.jpg, …)을 images 폴더(사이트 \
                    폴더 안이나, 링크가 가리키는 Markdown 파일 옆. -일 때는 안 돼요)에 복사해서 보여 \
                    줘요. 포스터 사진(poster.png)은 사이트의 포스터 제목 아래에, 국기(flag.png)는 버튼 \
                    양쪽에 보여 주고(Markdown에는 포스터만), 폴더에 있을 때만 쓰며 없어도 빠진 사진으로 \
                    치지 않아요. 같은 이름의 파일은 권한을 그대로 두고 통째로 바꿔요. 읽기 전용 파일이 \
                    있으면 아무것도 쓰기 전에 멈추고, 심볼릭 링크는 가리키는 파일에 써요.

                    --json이면 {"format": "markdown" 또는 "html", "directory", "files": [폴더 안의 \
                    경로], "missingImages": [사진이 없는 이미지 이름]}을 출력해요. Markdown을 표준 \
                    출력으로 보내면 {"format", "content", "missingImages"}예요.
                    """))

        @Option(
            name: .customLong("format"), parsing: .unconditional,
            help: ArgumentHelp(
                localized("What to write: markdown (or md) or html.", ko: "쓸 형식: markdown(또는 md)이나 html."),
                valueName: "format"))
        var format: String

        @Option(
            name: .customLong("out"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "Markdown: the file to write (- is standard output). HTML: the folder to write into.",
                    ko: "Markdown이면 쓸 파일(-는 표준 출력), HTML이면 내보낼 폴더."),
                valueName: "path"))
        var destination: String

        @Option(
            name: .customLong("images"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "A folder of the pictures, named after their image names (jikji.png…, poster.png, flag.png).",
                    ko: "이미지 이름으로 된 사진(jikji.png…, poster.png, flag.png)이 들어 있는 폴더."),
                valueName: "dir"))
        var images: String?

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        func validate() throws {
            if destination.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized(
                        "--out needs a path: the Markdown file, or the site's folder.",
                        ko: "--out에는 경로가 필요해요. Markdown 파일이나 사이트 폴더를 주세요."))
            }
            if destination == "-", (try? ExportFormat(parsing: format)) == .html {
                throw ValidationError(
                    localized(
                        "The HTML site is a folder of files, which standard output ('-') can't hold; name a folder with --out, or use --format markdown.",
                        ko:
                            "HTML 사이트는 파일 여러 개가 든 폴더라서 표준 출력('-')에는 담을 수 없어요. --out으로 폴더를 주거나 --format markdown을 쓰세요."
                    ))
            }
            if destination == "-", images != nil {
                throw ValidationError(
                    localized(
                        "--images copies the pictures beside the Markdown file, which standard output ('-') has not; name a file with --out, or leave --images out.",
                        ko:
                            "--images는 사진을 Markdown 파일 옆에 복사하는데 표준 출력('-')에는 옆이 없어요. --out으로 파일을 주거나 --images를 빼세요."
                    ))
            }
            if let images, images.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized(
                        "--images needs a folder path; give one, or leave the option out.",
                        ko: "--images에는 폴더 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
            }
        }

        /// Writes every file of the export the way every CLI writes a file a user names.
        static let writer = ExportWriter(
            check: { try FileOutput.checkWritable($0.path) }, write: { try FileOutput.write($0, to: $1.path) }
        )

        func run() async throws {
            let session = Session(output, catalogFolder)
            let format = try ExportFormat(parsing: self.format)
            let presentation = session.text.presentation(of: try await session.catalog())
            let exporter = ExpoExporter(
                presentation: presentation, imageDirectory: images.map { UserPath.url($0) })
            let console = session.console
            if destination == "-" {
                let document = try await exporter.files(for: .markdown).map(\.contents).joined()
                try console.emit(ExportReport(document: document, missingImages: [])) {
                    try FileOutput.write(Data(document.utf8), to: "-")
                }
                return
            }
            let target = UserPath.url(destination)
            // The Markdown file goes into a folder that exists, as a shell's `>` would have it
            // (a mistyped folder is not made); the site's folder is made when missing.
            var isFolder: ObjCBool = false
            if format == .markdown,
                !FileManager.default.fileExists(
                    atPath: target.deletingLastPathComponent().path, isDirectory: &isFolder)
            {
                throw ToolError(
                    SystemErrorText.sentence(errno: ENOENT, path: destination, writing: true),
                    status: .ioError)
            }
            let result =
                format == .markdown
                ? try await exporter.writeMarkdown(to: target, using: Self.writer)
                : try await exporter.write(format, to: target, using: Self.writer)
            try console.emit(ExportReport(result)) {
                // Not wrapped: a path broken across lines could not be copied.
                console.line(
                    session.text.exportSummary(fileCount: result.files.count, directory: result.directory))
                for file in result.files { console.line("  " + file) }
            }
            if !result.missingImages.isEmpty {
                Console.printError(
                    "expo: " + session.text.missingImages(result.missingImages, in: presentation))
            }
        }
    }
}
