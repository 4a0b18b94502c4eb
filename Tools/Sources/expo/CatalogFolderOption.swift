import ArgumentParser
import Foundation
import ToolSupport

/// `--data` (or `--data-dir`): a folder of the original app's files, read instead of the bundled
/// catalog; accepted before or after the subcommand.
struct CatalogFolderOption: ParsableArguments {
    @Option(
        name: [.customLong("data"), .customLong("data-dir")], parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "A folder holding the original app's exposition_universelle_1900.json and items.json, read instead of the bundled catalog.",
                ko: "원래 앱의 exposition_universelle_1900.json과 items.json이 들어 있는 폴더. 번들 카탈로그 대신 읽어요."),
            valueName: "dir"))
    var path: String?

    /// Refuses an empty `--data`.
    func validate() throws {
        if let path, path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(
                localized(
                    "--data needs a folder path; give one, or leave the option out.",
                    ko: "--data에는 폴더 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
        }
    }

    /// The folder, when one was given.
    var folder: URL? { path.map { UserPath.url($0) } }
}
