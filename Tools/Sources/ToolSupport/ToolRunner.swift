import ArgumentParser
import Foundation

/// Runs a root command the way every CLI of the workspace behaves: help and version
/// on stdout, every failure as one line on stderr, and the workspace's exit codes.
public enum ToolRunner {
    /// Parses the process arguments, runs the command and exits.
    ///
    /// Before anything else it makes the locale variables safe for ICU (see ``LocaleEnvironment``)
    /// and checks that stdout and stderr can take output: a closed stream or `/dev/full` ends the
    /// run with exit 74 before any file is touched. `SIGPIPE` is ignored so that a vanished reader
    /// is a write error (exit 74), not a silent death.
    public static func main<Root: ParsableCommand>(_ root: Root.Type) async -> Never {
        let name = Root.configuration.commandName ?? "tool"
        LocaleEnvironment.sanitize()
        signal(SIGPIPE, SIG_IGN)
        if StandardStream.error.unusableReason() != nil {
            exit(ExitStatus.ioError.rawValue)
        }
        if let reason = StandardStream.output.unusableReason() {
            Console.printError("\(name): can't write to standard output (\(reason)); nothing was done.")
            exit(ExitStatus.ioError.rawValue)
        }
        do {
            var command = try Root.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            finish(name, ExitStatus.success.rawValue)
        } catch let error as ToolError {
            Console.printError("\(name): \(error.message)")
            finish(name, error.status.rawValue)
        } catch let error as ExitCode {
            finish(name, error.rawValue)
        } catch {
            let code = Root.exitCode(for: error)
            if code == .success {
                StandardStream.output.write(Root.fullMessage(for: error) + "\n")
                finish(name, code.rawValue)
            }
            let message = explain(oneLine(Root.message(for: error)))
            Console.printError("\(name): \(message) (see '\(helpPath(Root.self)) --help')")
            finish(name, code == .failure ? ExitStatus.refused.rawValue : code.rawValue)
        }
    }

    /// Exits with `status`, or with 74 when some output could not be written.
    static func finish(_ name: String, _ status: Int32) -> Never {
        if let failure = StandardStream.failure {
            Console.printError("\(name): \(failure).")
            exit(ExitStatus.ioError.rawValue)
        }
        exit(status)
    }

    /// The command path the process arguments name (`juice-maker stock set`), for the help hint.
    static func helpPath(_ root: any ParsableCommand.Type, arguments: [String] = CommandLine.arguments)
        -> String
    {
        var path = [root.configuration.commandName ?? root._commandName]
        var current = root
        for argument in arguments.dropFirst() {
            guard
                let next = current.configuration.subcommands.first(where: {
                    ($0.configuration.commandName ?? $0._commandName) == argument
                })
            else { continue }
            path.append(argument)
            current = next
        }
        return path.joined(separator: " ")
    }

    /// Names a negative number the parser took for an option (it then reports a missing
    /// argument or an unknown option, not the number).
    static func explain(_ message: String, arguments: [String] = CommandLine.arguments) -> String {
        guard
            let negative = arguments.dropFirst().first(where: { Int($0).map { $0 < 0 } ?? false }),
            !message.contains(negative)
        else { return message }
        return "'\(negative)' is negative; counts and amounts must be 0 or more. \(message)"
    }

    /// Folds a multi-line message into one line, without control characters: the parser quotes
    /// what was typed, and an escape sequence in it must not reach the terminal.
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
}
