import ArgumentParser
import ToolSupport

/// `--db` and `--data-dir`: where the diary database is, before or after the subcommand.
struct DatabaseOption: ParsableArguments {
    /// The database file given with `--db`.
    @Option(
        name: .customLong("db"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The diary database file (default: $DIARY_DB, else diary.sqlite in the data folder).",
                ko: "일기 데이터베이스 파일 (기본값: $DIARY_DB, 없으면 데이터 폴더의 diary.sqlite)."),
            valueName: "path"))
    var database: String?

    /// The data folder, holding `diary.sqlite` when `--db` and `DIARY_DB` are not given.
    @OptionGroup var dataDirectory: DataDirectoryOption

    /// Refuses an empty `--db`.
    func validate() throws {
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(
                localized(
                    "--db needs a file path; give one, or leave the option out.",
                    ko: "--db에는 파일 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
        }
    }

    /// The database file: `--db`, else `$DIARY_DB`, else `diary.sqlite` in the data folder
    /// (`--data-dir`, `$DIARY_DATA_DIR`, `$XDG_DATA_HOME/diary`, `~/.local/share/diary`).
    func path(environment: [String: String]) -> String {
        if let database { return UserPath.standardized(database) }
        if let variable = environment["DIARY_DB"], !variable.isEmpty {
            return UserPath.standardized(variable)
        }
        return dataDirectory.resolve(tool: "diary").appendingPathComponent("diary.sqlite").path
    }
}
