import ArgumentParser
import Foundation

/// Runs a root command the way every CLI of the workspace behaves: help and version on stdout
/// in the user's language, every failure as one line on stderr, and the workspace's exit codes.
public enum ToolRunner {
    /// Parses the process arguments, runs the command and exits.
    ///
    /// Before anything else it makes the locale variables safe for ICU (see ``LocaleEnvironment``)
    /// and checks that stdout can take output: a closed stdout or `/dev/full` ends the run with
    /// exit 74 before any file is touched. Stderr matters only when something must be written
    /// there: a command with nothing to say on it runs as usual when it is closed or full; a
    /// message it cannot take ends the run with 74 (see ``finish(_:_:)``). `SIGPIPE` is ignored so
    /// that a vanished reader is seen by the write, which then ends the run quietly (status 0).
    ///
    /// Errors reach the user through ``ReportableError``: its message and status. Cancelled work
    /// (`CancellationError`, which the kits let through untouched) ends with 130, as a shell
    /// reports an interrupted command. Any other error is described without system internals
    /// and ends with 74.
    public static func main<Root: ParsableCommand>(_ root: Root.Type) async -> Never {
        let name = Root.configuration.commandName ?? "tool"
        LocaleEnvironment.sanitize()
        signal(SIGPIPE, SIG_IGN)
        StandardStream.prepareStandardInput()
        StandardStream.prepareStandardError()
        if let reason = StandardStream.output.unusableReason() {
            Console.printError(
                localized(
                    "\(name): Can't write to standard output (\(reason)); nothing was done.",
                    ko: "\(name): 표준 출력에 쓸 수 없어서(\(reason)) 아무것도 하지 않았어요."))
            exit(ExitStatus.ioError.rawValue)
        }
        if let (position, text) = invalidArgument() {
            // Swift repairs such bytes into U+FFFD, which a command would then store as typed.
            let shown = TerminalText.clip(TerminalText.oneLine(text), to: 80)
            Console.printError(
                localized(
                    "\(name): Argument \(position) (“\(shown)”) is not valid UTF-8 text, so nothing was done. "
                        + "Give it in UTF-8: check the terminal's or the script's character encoding.",
                    ko: "\(name): \(position)번째 인수(“\(shown)”)가 올바른 UTF-8 텍스트가 아니라서 아무것도 하지 않았어요. "
                        + "UTF-8로 주세요. 터미널이나 스크립트의 문자 인코딩을 확인하세요."))
            exit(ExitStatus.dataError.rawValue)
        }
        do {
            var command = try Root.parseAsRoot(
                DashValues.prepared(Array(CommandLine.arguments.dropFirst()), root: Root.self))
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            finish(name, ExitStatus.success.rawValue)
        } catch is CancellationError {
            Console.printError(
                localized(
                    "\(name): The run was cancelled before it finished; check what it changed before you run it again.",
                    ko: "\(name): 실행이 끝나기 전에 취소됐어요. 다시 실행하기 전에 바뀐 것을 확인하세요."))
            finish(name, ExitStatus.interrupted.rawValue)
        } catch let error as ReportableError {
            // Made only for this message: nothing else here needs the locale.
            let message = error.toolMessage(locale: Language.currentLocale)
            Console.printError("\(name): \(TerminalText.oneLine(message))")
            finish(name, error.exitStatus.rawValue)
        } catch let error as ExitCode {
            finish(name, error.rawValue)
        } catch {
            let code = Root.exitCode(for: error)
            if code == .success {
                let text = Root.fullMessage(for: error)
                StandardStream.output.write(HelpText.translate(text, to: Language.current) + "\n")
                finish(name, code.rawValue)
            }
            if code == .validationFailure {
                let message = ArgumentErrorText.describe(
                    Root.message(for: error), root: Root.self, arguments: CommandLine.arguments,
                    language: Language.current)
                let path = helpPath(Root.self)
                Console.printError(
                    localized(
                        "\(name): \(message) (see '\(path) --help')",
                        ko: "\(name): \(message) ('\(path) --help'에서 도움말을 보세요)"))
                finish(name, ExitStatus.usage.rawValue)
            }
            let message =
                SystemErrorText.errnoCode(of: error).map { SystemErrorText.reason(errno: $0) }
                ?? localized("an error this tool cannot describe", ko: "이 도구가 설명할 수 없는 오류")
            Console.printError(
                localized(
                    "\(name): The run stopped: \(message). Check the command's input and run it again.",
                    ko: "\(name): 실행이 멈췄어요: \(message). 입력을 확인하고 다시 실행하세요."))
            finish(name, ExitStatus.ioError.rawValue)
        }
    }

    /// The first process argument (after the command's own name) whose bytes are not valid
    /// UTF-8: its position from 1, and its text with each invalid byte shown as U+FFFD.
    static func invalidArgument(
        _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv,
        count: Int = Int(CommandLine.argc)
    ) -> (position: Int, text: String)? {
        for index in 1..<max(count, 1) {
            guard let argument = arguments[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument)).bindMemory(
                to: UInt8.self)
            if String(validating: bytes, as: UTF8.self) == nil {
                return (index, String(decoding: bytes, as: UTF8.self))
            }
        }
        return nil
    }

    /// Exits with `status`, or with 74 when some output could not be written: stdout, or a
    /// message or a warning stderr had to take. It is said on stderr when stderr can take it.
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
            guard let next = subcommand(of: current, named: argument) else { continue }
            path.append(argument)
            current = next
        }
        return path.joined(separator: " ")
    }

    /// The subcommand of `command` called `name`, by its name or an alias.
    static func subcommand(of command: any ParsableCommand.Type, named name: String)
        -> (any ParsableCommand.Type)?
    {
        command.configuration.subcommands.first { sub in
            (sub.configuration.commandName ?? sub._commandName) == name
                || sub.configuration.aliases.contains(name)
        }
    }

    /// Folds a multi-line message into one line, without control characters: the parser quotes
    /// what was typed, and an escape sequence in it must not reach the terminal.
    static func oneLine(_ text: String) -> String {
        ArgumentErrorText.oneLine(text)
    }
}
