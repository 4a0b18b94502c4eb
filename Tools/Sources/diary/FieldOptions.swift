import ArgumentParser
import DiaryKit
import ToolSupport

/// `--title` and `--body`: an entry's title and body given apart, as a screen with two fields
/// has them; a blank title stays empty (the body's first line never becomes the title). `--body -`
/// reads the body from standard input.
struct FieldOptions: ParsableArguments {
    /// The title, as given.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The title alone, on one line; may be empty.",
                ko: "제목만, 한 줄로. 비워도 돼요."),
            valueName: "title"))
    var title: String?

    /// The body, as given, or `-` for standard input.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The body alone; - reads it from standard input.",
                ko: "본문만. -이면 표준 입력에서 읽어요."),
            valueName: "body"))
    var body: String?

    /// Whether either field was given.
    var isGiven: Bool { title != nil || body != nil }

    /// Refuses a field beside the one-text form: `words` are the command's TEXT.
    func check(words: [String]) throws {
        if isGiven && !words.isEmpty {
            throw ValidationError(
                localized(
                    "Give the text either as TEXT or with --title and --body, not both.",
                    ko: "글은 TEXT로 주거나 --title과 --body로 주세요. 둘을 함께 쓸 수는 없어요."))
        }
    }

    /// The body: standard input when it is `-`, else as given (`nil` when not given).
    func resolvedBody(input: TextInput) throws -> String? {
        guard let body else { return nil }
        return body == "-" ? try input.readStandardInput() : body
    }
}
