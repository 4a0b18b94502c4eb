import Foundation

/// The parts of swift-argument-parser's help that the commands do not write themselves
/// (section headings, the built-in `--help` and `--version` lines, default values), in the
/// user's language.
///
/// The commands' own abstracts, discussions and option help are already in that language
/// (written with ``localized(_:ko:)``).
public enum HelpText {
    /// The parser's fixed phrases and their Korean.
    static let korean: [(String, String)] = [
        ("OVERVIEW: ", "개요: "),
        ("USAGE: ", "사용법: "),
        ("ARGUMENTS:", "인자:"),
        ("OPTIONS:", "옵션:"),
        ("SUBCOMMANDS:", "하위 명령:"),
        ("Show help information.", "도움말을 보여 줘요."),
        ("Show the version.", "버전을 보여 줘요."),
        ("(default: ", "(기본값: "),
        ("(values: ", "(값: "),
        (" (default)", " (기본)"),
        ("<subcommand>' for detailed help.", "<subcommand>'에서 자세한 도움말을 보세요."),
        ("  See '", "  '"),
    ]

    /// `text` (a help or usage message of the parser) in `language`, fitted to `width` columns.
    public static func translate(
        _ text: String, to language: Language, width: Int = TerminalWidth.current()
    ) -> String {
        guard language == .ko else { return text }
        var result = text
        for (english, korean) in korean {
            result = result.replacingOccurrences(of: english, with: korean)
        }
        return fit(result, to: width)
    }

    /// `text` reflowed to `width` columns.
    ///
    /// The parser wraps help by counting characters, and a Hangul syllable takes two columns,
    /// so Korean lines come out nearly twice too wide. Paragraphs of running text are joined and
    /// wrapped again; an option's or a subcommand's description is wrapped under its
    /// description column. The usage line and headings stay as they are.
    static func fit(_ text: String, to width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        var index = 0
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        func isHeading(_ line: String) -> Bool {
            line.hasSuffix(":") && line.count <= 24 && !line.hasPrefix(" ")
        }
        while index < lines.count {
            let line = lines[index]
            let leading = indentation(line)
            if line.isEmpty || line.hasPrefix("사용법:") || isHeading(line) {
                output.append(line)
                index += 1
                continue
            }
            if leading == 0 {
                var paragraph = [line]
                index += 1
                while index < lines.count, !lines[index].isEmpty, indentation(lines[index]) == 0,
                    !isHeading(lines[index])
                {
                    paragraph.append(lines[index])
                    index += 1
                }
                output += TerminalText.wrap(paragraph.joined(separator: " "), to: width)
                continue
            }
            let column = descriptionColumn(of: line)
            let head = column.map { String(line.prefix($0)) } ?? ""
            var body = column.map { [String(line.dropFirst($0))] } ?? []
            if column == nil { output.append(line) }
            index += 1
            let continuation = column ?? (index < lines.count ? indentation(lines[index]) : 0)
            while index < lines.count, !lines[index].isEmpty, continuation > 4,
                indentation(lines[index]) == continuation
            {
                body.append(String(lines[index].dropFirst(continuation)))
                index += 1
            }
            guard !body.isEmpty else { continue }
            let indent = column ?? continuation
            let wrapped = TerminalText.wrap(body.joined(separator: " "), to: max(width - indent, 20))
            for (number, part) in wrapped.enumerated() {
                output.append(
                    (number == 0 && column != nil ? head : String(repeating: " ", count: indent)) + part)
            }
        }
        return output.joined(separator: "\n")
    }

    /// Where the description of an option or subcommand line starts (`  --json   Print…`): the
    /// character offset after the first run of two or more spaces; `nil` for a line without one.
    static func descriptionColumn(of line: String) -> Int? {
        let characters = Array(line)
        let leading = characters.prefix { $0 == " " }.count
        guard (1...4).contains(leading) else { return nil }
        var position = leading
        while position < characters.count {
            if characters[position] == " ", position + 1 < characters.count, characters[position + 1] == " " {
                var start = position
                while start < characters.count, characters[start] == " " { start += 1 }
                return start < characters.count ? start : nil
            }
            position += 1
        }
        return nil
    }
}
