import ArgumentParser
import Foundation

/// Usage errors as the user reads them: one line, in their language, with the nearest
/// subcommand suggested for a mistyped one and a negative number named as such.
public enum ArgumentErrorText {
    /// The line for the parser's `message` about `arguments` (the process arguments).
    public static func describe(
        _ message: String, root: any ParsableCommand.Type, arguments: [String], language: Language
    ) -> String {
        if let unknown = unknownSubcommand(root: root, arguments: arguments) {
            return unknownCommandMessage(unknown.typed, suggestion: unknown.suggestion, language: language)
        }
        let line = explainNegative(oneLine(message), arguments: arguments, language: language)
        return language == .ko ? korean(line) : line
    }

    /// The first word that stands where a subcommand belongs but names none, and the nearest
    /// subcommand's name (when one is close enough to be meant).
    static func unknownSubcommand(root: any ParsableCommand.Type, arguments: [String]) -> (
        typed: String, suggestion: String?
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
            let nearest = names.map { ($0, editDistance(argument.lowercased(), $0)) }.min { $0.1 < $1.1 }
            if let nearest, nearest.1 <= max(2, argument.count / 3) {
                return (argument, nearest.0)
            }
            // A default subcommand takes its own arguments; anything else is not a command.
            if current.configuration.defaultSubcommand != nil { return nil }
            return (argument, nil)
        }
        return nil
    }

    /// Flags that take no value, so the word after them is not theirs.
    static let knownFlags: Set<String> = ["--json", "--help", "-h", "--version", "--yes", "-y", "--force"]

    /// "Unknown command …".
    static func unknownCommandMessage(_ typed: String, suggestion: String?, language: Language) -> String {
        let shown = TerminalText.safe(typed)
        if let suggestion {
            return language.pick(
                "unknown command '\(shown)'; did you mean '\(suggestion)'?",
                "'\(shown)'은(는) 없는 명령이에요. '\(suggestion)'을(를) 쓰려던 건가요?")
        }
        return language.pick(
            "unknown command '\(shown)'; see the list of commands in --help.",
            "'\(shown)'은(는) 없는 명령이에요. --help에서 명령 목록을 보세요.")
    }

    /// Names a negative number the parser took for an option (it then reports a missing
    /// argument, a missing value or an unknown option, not the number). When the parser's
    /// complaint is only the number's doing, the line says the number and the place it was meant
    /// for, and nothing else, so the user reads one message, not two.
    static func explainNegative(_ message: String, arguments: [String], language: Language) -> String {
        guard let negative = arguments.dropFirst().first(where: { Int($0).map { $0 < 0 } ?? false })
        else { return message }
        if let place = swallowedPlace(message) {
            return language.pick(
                "'\(negative)' is negative: \(place) takes no negative number.",
                "'\(negative)'은(는) 음수예요. \(place)에는 음수를 쓸 수 없어요.")
        }
        if message == "Unknown option '\(negative)'" {
            return language.pick(
                "'\(negative)' is negative; counts and amounts must be 0 or more.",
                "'\(negative)'은(는) 음수예요. 개수와 금액은 0 이상이어야 해요.")
        }
        guard !message.contains(negative) else { return message }
        return language.pick(
            "'\(negative)' is negative; counts and amounts must be 0 or more. \(message)",
            "'\(negative)'은(는) 음수예요. 개수와 금액은 0 이상이어야 해요. \(message)")
    }

    /// The argument or option a "missing" message of the parser names (`<id>`, `--count <count>`).
    private static func swallowedPlace(_ message: String) -> String? {
        for prefix in ["Missing expected argument '", "Missing value for '"]
        where message.hasPrefix(prefix) && message.hasSuffix("'") {
            return String(message.dropFirst(prefix.count).dropLast())
        }
        return nil
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

    /// The Levenshtein distance between two words.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
