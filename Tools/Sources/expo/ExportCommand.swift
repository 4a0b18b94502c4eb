import ArgumentParser
import ExpoKit
import Foundation
import ToolSupport

extension ExpoCommand {
    /// `expo export --format markdown|html --out DIR [--images DIR]`.
    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the whole exposition as one Markdown document or as a small HTML site.",
            discussion: """
                Markdown is one file, exposition.md; the HTML site is index.html (the poster), \
                exhibits.html (the list) and one page per exhibit, linked to each other. With \
                --images, each exhibit's picture (jikji.png, god.jpg, …) is copied into the export's \
                images folder and shown. The output folder is created when missing; files of the \
                same names in it are replaced.
                """)

        @Option(
            name: .customLong("format"),
            help: ArgumentHelp("What to write: markdown (or md) or html.", valueName: "format"))
        var format: String

        @Option(name: .customLong("out"), help: ArgumentHelp("The folder to write into.", valueName: "dir"))
        var output: String

        @Option(
            name: .customLong("images"),
            help: ArgumentHelp(
                "A folder of the exhibits' pictures, named after their image names (jikji.png…).",
                valueName: "dir"))
        var images: String?

        @OptionGroup var options: ExpoOptions

        /// The `--json` answer.
        struct Answer: Encodable {
            let format: ExportFormat
            let directory: String
            let files: [String]
            let missingImages: [String]
        }

        func validate() throws {
            if output.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--out needs a folder path to write into.")
            }
            if let images, images.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--images needs a folder path; give one, or leave the option out.")
            }
        }

        func run() async throws {
            let session = Session(options)
            let format = try await session.run { try ExportFormat(parsing: self.format) }
            let presentation = try await session.presentation()
            let exporter = ExpoExporter(
                presentation: presentation, imageDirectory: images.map { URL(fileURLWithPath: $0) })
            let directory = URL(fileURLWithPath: output)
            let result = try await session.run { try await exporter.write(format, to: directory) }
            let console = session.console
            if console.json {
                try console.printJSON(
                    Answer(
                        format: result.format, directory: result.directory.path, files: result.files,
                        missingImages: result.missingImages))
            } else {
                // Not wrapped: a path broken across lines could not be copied.
                console.line(
                    session.text.exportSummary(fileCount: result.files.count, directory: result.directory))
                for file in result.files { console.line("  " + file) }
            }
            if !result.missingImages.isEmpty {
                Console.printError("expo: " + session.text.missingImages(result.missingImages))
            }
        }
    }
}
