import ArgumentParser
import ExpoKit
import Foundation
import ToolSupport

extension ExpoCommand {
    /// `expo export --format markdown|html --out DIR [--images DIR]`.
    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: localized(
                "Write the whole exposition as one Markdown document or as a small HTML site.",
                ko: "박람회 전체를 Markdown 문서 하나나 작은 HTML 사이트로 써요."),
            discussion: localized(
                """
                Markdown is one file, exposition.md; the HTML site is index.html (the poster), \
                exhibits.html (the list) and one page per exhibit, linked to each other. With \
                --images, each exhibit's picture (jikji.png, god.jpg, …) is copied into the export's \
                images folder and shown; a poster picture (poster.png) is shown under the poster's \
                title and a flag (flag.png) on each side of its button in the site (the Markdown \
                shows the poster), each only when the folder has it and never counted as missing. \
                The output folder is created when missing; files of the same names in it are \
                replaced. A path that is a file is refused.

                With --json: {"format": "markdown" or "html", "directory", "files": [paths in the \
                folder], "missingImages": [image names without a picture]}.
                """,
                ko: """
                    Markdown은 exposition.md 파일 하나이고, HTML 사이트는 index.html(포스터), \
                    exhibits.html(목록), 출품작마다 한 쪽씩이며 서로 링크돼요. --images를 주면 \
                    출품작마다 사진(jikji.png, god.jpg, …)을 내보낸 폴더의 images 폴더에 복사해서 \
                    보여 줘요. 포스터 사진(poster.png)은 사이트의 포스터 제목 아래에, 국기(flag.png)는 \
                    버튼 양쪽에 보여 주고(Markdown에는 포스터만), 폴더에 있을 때만 쓰며 없어도 빠진 \
                    사진으로 치지 않아요. 출력 폴더가 없으면 만들고, 그 안에 같은 이름의 파일이 있으면 바꿔요. \
                    파일인 경로는 받지 않아요.

                    --json이면 {"format": "markdown" 또는 "html", "directory", "files": [폴더 안의 \
                    경로], "missingImages": [사진이 없는 이미지 이름]}을 출력해요.
                    """))

        @Option(
            name: .customLong("format"),
            help: ArgumentHelp(
                localized("What to write: markdown (or md) or html.", ko: "쓸 형식: markdown(또는 md)이나 html."),
                valueName: "format"))
        var format: String

        @Option(
            name: .customLong("out"),
            help: ArgumentHelp(localized("The folder to write into.", ko: "내보낼 폴더."), valueName: "dir"))
        var folder: String

        @Option(
            name: .customLong("images"),
            help: ArgumentHelp(
                localized(
                    "A folder of the pictures, named after their image names (jikji.png…, poster.png, flag.png).",
                    ko: "이미지 이름으로 된 사진(jikji.png…, poster.png, flag.png)이 들어 있는 폴더."),
                valueName: "dir"))
        var images: String?

        @OptionGroup var output: OutputOptions
        @OptionGroup var catalogFolder: CatalogFolderOption

        /// The `--json` answer, from the kit's result.
        struct Answer: Encodable {
            /// The format written.
            let format: ExportFormat
            /// The folder written into, as a path.
            let directory: String
            /// The files written, relative to the folder.
            let files: [String]
            /// The image names no picture was found for.
            let missingImages: [String]

            /// The answer for `result`.
            init(_ result: ExportResult) {
                format = result.format
                directory = result.directory.path
                files = result.files
                missingImages = result.missingImages
            }
        }

        func validate() throws {
            if folder.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized("--out needs a folder path to write into.", ko: "--out에는 내보낼 폴더 경로가 필요해요."))
            }
            if folder == "-" {
                throw ValidationError(
                    localized(
                        "--out names a folder to write the export's files into; standard output ('-') can't hold them.",
                        ko: "--out에는 내보낼 파일들을 둘 폴더를 주세요. 표준 출력('-')에는 담을 수 없어요."))
            }
            if let images, images.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized(
                        "--images needs a folder path; give one, or leave the option out.",
                        ko: "--images에는 폴더 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
            }
        }

        func run() async throws {
            let session = Session(output, catalogFolder)
            let format = try ExportFormat(parsing: self.format)
            let presentation = session.text.presentation(of: try await session.catalog())
            let exporter = ExpoExporter(
                presentation: presentation, imageDirectory: images.map { UserPath.url($0) })
            let result = try await exporter.write(format, to: UserPath.url(folder))
            let console = session.console
            try console.emit(Answer(result)) {
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
