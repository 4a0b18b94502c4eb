import ArgumentParser
import Foundation
import JuiceMakerKit
import ToolSupport

/// `--menu`, for the commands that read the menu (`menu` and `order`).
struct MenuFileOption: ParsableArguments {
    @Option(
        name: .customLong("menu"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "A menu file (JSON) to use instead of the classic menu; - reads it from standard input.",
                ko: "기본 메뉴 대신 쓸 메뉴 파일(JSON). -이면 표준 입력에서 읽어요."),
            valueName: "file"))
    var path: String?

    /// The classic menu, or the one `--menu` names, read and checked by the kit.
    ///
    /// - Throws: the kit's ``JuiceMenuError``; a name or id holding control characters is the
    ///   file's bad data here (65), not a name the person typed (64).
    func menu() throws -> JuiceMenu {
        do {
            switch path {
            case nil: return .classic
            case "-": return try JuiceMenu(json: FileInput.read("-"))
            case let path?:
                let url = UserPath.url(path)
                var info = stat()
                // A pipe (`--menu <(…)`, a FIFO) is read as standard input is; the kit reads
                // regular files only.
                if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
                    return try JuiceMenu(json: FileInput.read(url.path))
                }
                return try JuiceMenu(contentsOf: url)
            }
        } catch let error as JuiceMenuError where error.kind == .invalidName {
            throw ToolError(error.message(locale: Language.currentLocale), status: .dataError)
        }
    }
}
