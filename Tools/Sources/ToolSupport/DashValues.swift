import ArgumentParser
import Foundation

/// Lets a command's argument begin with '-' (a negative number, an id, a text such as
/// "-5 degrees today"), where swift-argument-parser has no strategy for it.
///
/// Options are the parser's own work: every option of the CLIs that takes a value is declared
/// with `parsing: .unconditional`, so `--at -33.9,151.2` and `--count -1` parse as typed, as do
/// `--at=-33.9,151.2` and anything after `--`. What is left here, and why:
///
/// - A word beginning with a single '-' where the command takes arguments (`search -rain`,
///   `stock set kiwi -5`, `show -1`). The parser reads every such word as an option: a
///   single-value `@Argument` has no parsing strategy, and an array's `.allUnrecognized` would
///   also take a mistyped option (`--jsno`) as a word, losing "Did you mean '--json'?", and keep
///   a typed `--` among the words. Before parsing, the runner moves such words, with the
///   command's other arguments in their order, after a `--` (`search -rain --on today` becomes
///   `search --on today -- -rain`).
/// - The same word after a command that has a default subcommand (`stock -kiwi`): the default is
///   named first (`stock show -- -kiwi`), so that the moved words reach it and not its parent.
/// - The first value of an option that lists several (`--image a.png b.png`,
///   `.upToNextOption`), a strategy with no unconditional form: `--image -a.png` becomes
///   `--image=-a.png`.
///
/// Words beginning with `--` stay options (a mistyped one is reported with its nearest name), and
/// so do the command's own short options (`-h`, `-y`). Arguments that hold no such word are left
/// exactly as they are.
public enum DashValues {
    /// `arguments` (without the program's name) as the parser should read them for `root`.
    ///
    /// The subcommands named before the first word beginning with '-' are found through their
    /// configurations (`order -dragonfruit` reaches `order`), and only the command they reach is
    /// described by the parser (with its own subcommands): describing every command of the tree
    /// is most of what this costs a run. The rewriting of the rest is the same as from the root,
    /// where such words only lead from a command to its subcommand.
    public static func prepared(_ arguments: [String], root: any ParsableCommand.Type) -> [String] {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        guard beforeTerminator.contains(where: mayBeValue) else { return arguments }
        var command = root
        var named = 0
        while named < arguments.count, !arguments[named].hasPrefix("-"),
            let next = subcommand(of: command, named: arguments[named])
        {
            command = next
            named += 1
        }
        guard var tree = CommandTree(command) else { return arguments }
        if named > 0, subcommand(of: command, named: "help") == nil {
            // The parser's description gives the command it describes a `help` subcommand, which
            // only the root has.
            tree.subcommands.removeAll { $0.names == ["help"] }
        }
        return Array(arguments[..<named]) + prepared(Array(arguments[named...]), tree: tree)
    }

    /// The subcommand of `command` called `name` (its name or one of its aliases), from the
    /// commands' configurations alone.
    static func subcommand(of command: any ParsableCommand.Type, named name: String)
        -> (any ParsableCommand.Type)?
    {
        command.configuration.subcommands.first {
            $0._commandName == name || $0.configuration.aliases.contains(name)
        }
    }

    /// `arguments` as the parser should read them for the command `tree` describes.
    static func prepared(_ arguments: [String], tree: CommandTree) -> [String] {
        var node = tree
        var front: [String] = []
        var values: [String] = []
        var rest: [String] = []
        var movedADashValue = false
        var joinedADashValue = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                rest = Array(arguments[(index + 1)...])
                break
            }
            if word.hasPrefix("-") && word != "-" {
                if let option = node.option(for: word) {
                    index += 1
                    guard option.takesValue, !word.contains("=") else {
                        front.append(word)
                        continue
                    }
                    // No value: the parser says so, about the arguments as they were typed.
                    guard index < arguments.count else { return arguments }
                    let value = arguments[index]
                    if option.listsValues, mayBeValue(value), let long = option.long.first {
                        front.append("--\(long)=\(value)")
                        joinedADashValue = true
                    } else {
                        front += [word, value]
                    }
                    index += 1
                    continue
                }
                if let fallback = node.defaultSubcommand,
                    fallback.option(for: word) != nil || mayBeValue(word)
                {
                    front.append(fallback.names[0])
                    node = fallback
                    continue
                }
                if mayBeValue(word) && node.takesArguments {
                    values.append(word)
                    movedADashValue = true
                } else {
                    front.append(word)
                }
                index += 1
                continue
            }
            if values.isEmpty, let next = node.subcommand(named: word) {
                front.append(word)
                node = next
                index += 1
                continue
            }
            if values.isEmpty, let fallback = node.defaultSubcommand {
                front.append(fallback.names[0])
                node = fallback
                continue
            }
            values.append(word)
            index += 1
        }
        if movedADashValue { return front + ["--"] + values + rest }
        if joinedADashValue { return front + values + (rest.isEmpty ? [] : ["--"] + rest) }
        return arguments
    }

    /// Whether `word` begins with a single '-' and has more after it: a value to a person
    /// (`-5`, `-33.9,151.2`, `-rain`) unless the command has such an option. A '-' and one
    /// letter (`-j`) is an option as every tool spells one, so one the command lacks is refused
    /// (a mistyped `--json`), not written into a text; `-- -j` gives it as a word.
    static func mayBeValue(_ word: String) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 1 else { return false }
        let rest = word.unicodeScalars.dropFirst()
        let oneLetter = rest.count == 1 && rest.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
        return !oneLetter
    }

    /// A command's options, arguments and subcommands, as swift-argument-parser describes them.
    struct CommandTree: Sendable {
        /// One option or flag.
        struct Option: Sendable {
            /// Its long names (`at`), short names (`y`) and single-dash long names.
            let long: [String]
            let short: [Character]
            let singleDash: [String]
            /// Whether it takes a value (an option, not a flag).
            let takesValue: Bool
            /// Whether it takes several values after one name (`parsing: .upToNextOption`).
            let listsValues: Bool
        }

        let names: [String]
        let options: [Option]
        let takesArguments: Bool
        var subcommands: [CommandTree]
        let defaultSubcommandName: String?

        /// The subcommand run when none is named.
        var defaultSubcommand: CommandTree? {
            defaultSubcommandName.flatMap { subcommand(named: $0) }
        }

        /// The subcommand called `name` (by its name or an alias).
        func subcommand(named name: String) -> CommandTree? {
            subcommands.first { $0.names.contains(name) }
        }

        /// The option `word` names (`--at`, `--at=…`, `-y`, a group of short flags such as `-hy`).
        func option(for word: String) -> Option? {
            if word.hasPrefix("--") {
                let name = word.dropFirst(2).prefix { $0 != "=" }
                return options.first { $0.long.contains(String(name)) }
            }
            let name = word.dropFirst().prefix { $0 != "=" }
            if let option = options.first(where: { $0.singleDash.contains(String(name)) }) { return option }
            let letters = Array(word.dropFirst())
            let found = letters.compactMap { letter in options.first { $0.short.contains(letter) } }
            guard !letters.isEmpty, found.count == letters.count else { return nil }
            // In a group only the last may take a value (`-vn 5`); `-n` alone is that option.
            guard found.dropLast().allSatisfy({ !$0.takesValue }) else { return nil }
            return found.last
        }

        /// The description of `root` and its subcommands, from the parser's own dump of them.
        init?(_ root: any ParsableCommand.Type) {
            guard let dump = try? JSONDecoder().decode(Dump.self, from: Data(root._dumpHelp().utf8)) else {
                return nil
            }
            self.init(dump.command)
        }

        init(_ command: Dump.Command) {
            names = [command.commandName] + (command.aliases ?? [])
            let arguments = command.arguments ?? []
            options = arguments.filter { $0.kind != "positional" }.map { argument in
                let names = argument.names ?? []
                return Option(
                    long: names.filter { $0.kind == "long" }.map(\.name),
                    short: names.filter { $0.kind == "short" }.compactMap(\.name.first),
                    singleDash: names.filter { $0.kind == "longWithSingleDash" }.map(\.name),
                    takesValue: argument.kind == "option",
                    listsValues: argument.kind == "option" && argument.parsingStrategy == "upToNextOption")
            }
            takesArguments = arguments.contains { $0.kind == "positional" }
            subcommands = (command.subcommands ?? []).map(CommandTree.init)
            defaultSubcommandName = command.defaultSubcommand
        }
    }

    /// The parts of swift-argument-parser's JSON description of a command (`_dumpHelp()`, the
    /// `--experimental-dump-help` output) this reads.
    struct Dump: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        struct Argument: Decodable {
            let kind: String
            let names: [Name]?
            let parsingStrategy: String?
        }

        struct Command: Decodable {
            let commandName: String
            let aliases: [String]?
            let defaultSubcommand: String?
            let subcommands: [Command]?
            let arguments: [Argument]?
        }

        let command: Command
    }
}
