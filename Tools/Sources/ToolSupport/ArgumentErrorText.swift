import ArgumentParser
import Foundation

/// Usage errors as the user reads them: one line, in their language, with the nearest
/// subcommand suggested for a mistyped one.
///
/// A value that begins with '-' (a negative number, a text) never reaches the parser as an
/// option (options take their values `.unconditional`ly, arguments go through ``DashValues``),
/// so a negative count is refused by the command that takes it, with the range it accepts, and
/// a text is never called a count.
public enum ArgumentErrorText {
    /// The line for the parser's `message` about `arguments` (the process arguments).
    public static func describe(
        _ message: String, root: any ParsableCommand.Type, arguments: [String], language: Language
    ) -> String {
        if let unknown = unknownSubcommand(root: root, arguments: arguments) {
            return unknownCommandMessage(
                unknown.typed, suggestion: unknown.suggestion, commands: unknown.commands, language: language)
        }
        let line = oneLine(message)
        let said = language == .ko ? korean(line) : line
        // A '-' and one letter the command lacks: how to give it as a word instead.
        if let letter = unknownShortOption(line) {
            return said + (said.hasSuffix(".") ? " " : ". ")
                + language.pick(
                    "To write '\(letter)' as a word, put it after '--' (-- \(letter)).",
                    "'\(letter)'을(를) 낱말로 쓰려면 '--' 뒤에 쓰세요(-- \(letter)).")
        }
        // A whole number past what any count holds (20 digits): the parser says only "invalid".
        if let sign = numberBeyondRange(line) {
            let why =
                sign == .minus
                ? language.pick("the number is too small", "수가 너무 작아요.")
                : language.pick("the number is too large", "수가 너무 커요.")
            return said + (language == .ko ? " " : ": ") + why
        }
        return said
    }

    /// The sign of the value of a parser's "The value '…' is invalid for '…'" line when it is a
    /// whole number no 64-bit integer holds.
    static func numberBeyondRange(_ line: String) -> FloatingPointSign? {
        guard line.hasPrefix("The value '"), let end = line.range(of: "' is invalid for '") else {
            return nil
        }
        let value = line[line.index(line.startIndex, offsetBy: "The value '".count)..<end.lowerBound]
        let digits = value.first == "-" || value.first == "+" ? value.dropFirst() : value[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), Int64(value) == nil else {
            return nil
        }
        return value.first == "-" ? .minus : .plus
    }

    /// The option of a parser's "Unknown option '-j'" line, when it is a '-' and one letter.
    static func unknownShortOption(_ line: String) -> String? {
        guard line.hasPrefix("Unknown option '-"), line.hasSuffix("'") else { return nil }
        let option = line.dropFirst("Unknown option '".count).dropLast()
        return option.count == 2 && option.last?.isLetter == true ? String(option) : nil
    }

    /// The first word that stands where a subcommand belongs but names none, the subcommand
    /// meant (when one is near enough in meaning or spelling) and the subcommands there are.
    static func unknownSubcommand(root: any ParsableCommand.Type, arguments: [String]) -> (
        typed: String, suggestion: String?, commands: [String]
    )? {
        var current = root
        var expectsValue = false
        for argument in arguments.dropFirst() {
            if argument == "--" { return nil }
            if expectsValue {
                expectsValue = false
                continue
            }
            if argument.hasPrefix("-") {
                expectsValue = !argument.contains("=") && !knownFlags.contains(argument)
                continue
            }
            if let next = ToolRunner.subcommand(of: current, named: argument) {
                current = next
                continue
            }
            let names = current.configuration.subcommands.flatMap { sub in
                [sub.configuration.commandName ?? sub._commandName] + sub.configuration.aliases
            }
            guard !names.isEmpty else { return nil }
            let commands = current.configuration.subcommands.map {
                $0.configuration.commandName ?? $0._commandName
            }
            if let nearest = nearest(to: argument, among: names) {
                return (argument, nearest, commands)
            }
            // A default subcommand takes its own arguments; anything else is not a command.
            if current.configuration.defaultSubcommand != nil { return nil }
            return (argument, nil, commands)
        }
        return nil
    }

    /// Flags that take no value, so the word after them is not theirs.
    static let knownFlags: Set<String> = ["--json", "--help", "-h", "--version", "--yes", "-y", "--force"]

    /// Words people type for the same command, one group a line: a word of a group that names
    /// no command of a tool is taken for the tool's command of the same group (`expo list` for
    /// `expo items`, `diary find` for `diary search`).
    static let synonyms: [Set<String>] = [
        ["list", "ls", "items", "all", "entries", "products", "menu"],
        ["show", "view", "get", "item", "info", "detail", "details", "open", "cat", "product"],
        ["search", "find", "grep", "query", "lookup", "look"],
        ["new", "add", "create", "write", "make", "post"],
        ["delete", "remove", "rm", "del", "erase", "drop"],
        ["edit", "update", "change", "modify", "set"],
        ["export", "save", "dump", "print"],
        ["import", "load", "read"],
        ["order", "buy", "blend"],
        ["serve", "server", "start", "run"],
    ]

    /// The command a mistyped or misremembered `word` most likely meant, among `names`: the
    /// name of the same meaning (see ``synonyms``), else the nearest by spelling when it is close
    /// enough to be meant; `nil` when none is.
    static func nearest(to word: String, among names: [String]) -> String? {
        let typed = word.lowercased()
        if let group = synonyms.first(where: { $0.contains(typed) }),
            let meant = names.first(where: { group.contains($0) })
        {
            return meant
        }
        let nearest = names.map { ($0, editDistance(typed, $0)) }.min { $0.1 < $1.1 }
        guard let nearest, nearest.1 <= max(2, typed.count / 3) else { return nil }
        return nearest.0
    }

    /// "Unknown command …", naming the command meant or the tool's commands; the runner adds
    /// where the help is.
    static func unknownCommandMessage(
        _ typed: String, suggestion: String?, commands: [String] = [], language: Language
    ) -> String {
        let shown = TerminalText.safe(typed)
        if let suggestion {
            return language.pick(
                "Unknown command '\(shown)'; did you mean '\(suggestion)'?",
                "'\(shown)'은(는) 없는 명령이에요. '\(suggestion)'을(를) 쓰려던 건가요?")
        }
        guard !commands.isEmpty else {
            return language.pick("Unknown command '\(shown)'.", "'\(shown)'은(는) 없는 명령이에요.")
        }
        let list = commands.joined(separator: ", ")
        return language.pick(
            "Unknown command '\(shown)'; the commands are \(list).",
            "'\(shown)'은(는) 없는 명령이에요. 명령은 \(list)이에요.")
    }

    /// Folds a multi-line message into one line without control or format characters, leaving
    /// out the parser's usage and help-hint lines.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { line in
                String(
                    String.UnicodeScalarView(
                        line.unicodeScalars.filter {
                            ![.control, .format].contains($0.properties.generalCategory)
                        })
                ).trimmingCharacters(in: .whitespaces)
            }
            .filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }
            .joined(separator: " ")
    }

    /// The parser's English messages and their Korean, as patterns over the whole message.
    static let patterns: [(NSRegularExpression, String)] = [
        (#"^Missing expected argument '(.+)'$"#, "필요한 인자 '$1'이(가) 없어요."),
        (#"^Missing one of: (.+)$"#, "다음 중 하나가 필요해요: $1"),
        (#"^Unknown option '(.+)'\. Did you mean '(.+)'\?$"#, "'$1'은(는) 없는 옵션이에요. '$2'을(를) 쓰려던 건가요?"),
        (#"^Unknown option '(.+)'$"#, "'$1'은(는) 없는 옵션이에요."),
        (#"^Missing value for '(.+)'$"#, "'$1'에 값이 필요해요."),
        (#"^Unexpected argument '(.+)'$"#, "'$1'은(는) 필요 없는 인자예요."),
        (#"^(\d+) unexpected arguments: (.+)$"#, "필요 없는 인자가 $1개 있어요: $2"),
        (
            #"^The value '(.*)' is invalid for '(.+)'\. Please provide one of (.+)\.$"#,
            "'$1'은(는) '$2'에 쓸 수 없는 값이에요. 다음 중에서 고르세요: $3."
        ),
        (#"^The value '(.*)' is invalid for '(.+)': (.+)$"#, "'$1'은(는) '$2'에 쓸 수 없는 값이에요: $3"),
        (#"^The value '(.*)' is invalid for '(.+)'$"#, "'$1'은(는) '$2'에 쓸 수 없는 값이에요."),
        (
            #"^The option '(.+)' does not take any value, but '(.*)' was specified\.$"#,
            "'$1' 옵션은 값을 받지 않는데 '$2'이(가) 주어졌어요."
        ),
        (#"^Missing required subcommand\.$"#, "하위 명령이 필요해요."),
        (#"^Invalid option: (.+)$"#, "잘못된 옵션이에요: $1"),
        (#"^Value to be set with (.+) had already been set with (.+)$"#, "$1의 값이 이미 $2(으)로 정해졌어요."),
    ].compactMap { pattern, template in
        (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
    }

    /// The Korean of one of the parser's English messages; a message of ours (already Korean)
    /// or one we do not know comes back unchanged.
    static func korean(_ message: String) -> String {
        let range = NSRange(message.startIndex..., in: message)
        for (expression, template) in patterns {
            guard expression.firstMatch(in: message, range: range) != nil else { continue }
            let replaced = expression.stringByReplacingMatches(
                in: message, range: range, withTemplate: template)
            return KoreanParticles.resolve(
                replaced.replacingOccurrences(of: "' and '", with: "', '")
                    .replacingOccurrences(of: "' or '", with: "', '"))
        }
        return message
    }

    /// The edit distance between two words, a swap of two neighbouring letters counting as one
    /// edit (`itme` is one edit from `item`, two from `items`).
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
