import DiaryKit
import DiaryKitReports
import Foundation
import Subprocess
import ToolSupport

/// Where the text of a new or edited entry comes from: the command line, else standard input
/// (all of it), else, when standard input is a terminal, the editor `$EDITOR` names.
struct TextInput {
    /// The variable naming the editor.
    static let editorVariable = "EDITOR"

    /// The session, for its text and its errors.
    let session: Session
    /// The environment, for the editor.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The text: `words` joined by spaces when there are any; else all of standard input; else, on
    /// a terminal, what the person saved in the editor, which opens on `draft`.
    func read(words: [String], draft: String = "") throws -> String {
        if !words.isEmpty { return words.joined(separator: " ") }
        if isatty(STDIN_FILENO) == 1 { return try edit(draft) }
        guard StandardStream.inputIsOpen else {
            throw ToolError(session.text.textNeeded(editorVariable: Self.editorVariable), status: .usage)
        }
        return try readStandardInput()
    }

    /// All of standard input, as UTF-8 text (`--body -`); a closed standard input is a usage
    /// error.
    func readStandardInput() throws -> String {
        guard StandardStream.inputIsOpen else {
            throw ToolError(
                "--body - reads the body from standard input, which is closed; pipe the body in, or give it after --body.",
                ko: "표준 입력이 닫혀 있어서 본문을 읽을 수 없어요(--body -). 본문을 파이프로 넘기거나 --body 뒤에 주세요.",
                status: .usage)
        }
        let data: Data
        do {
            data = try FileHandle.standardInput.readToEnd() ?? Data()
        } catch {
            throw ToolError(
                SystemErrorText.sentence(
                    for: error, path: localized("standard input", ko: "표준 입력"), writing: false),
                status: .ioError)
        }
        return try decode(data)
    }

    /// UTF-8 `data` as text, through the kit.
    private func decode(_ data: Data) throws -> String {
        do {
            return try DiaryImporter().text(from: data)
        } catch {
            throw session.failure(error)
        }
    }

    /// Opens the editor on a private file holding `draft` and returns what was saved.
    private func edit(_ draft: String) throws -> String {
        guard let command = environment[Self.editorVariable]?.trimmingCharacters(in: .whitespaces),
            !command.isEmpty
        else {
            throw ToolError(session.text.textNeeded(editorVariable: Self.editorVariable), status: .usage)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diary-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("entry.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(draft.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            throw ToolError(
                SystemErrorText.sentence(for: error, path: file.path, writing: true), status: .ioError)
        }
        // Through the shell, so that EDITOR may hold arguments ("code --wait").
        let status: Int32
        do {
            status = try Self.runOnThisTerminal(["-c", command + " \"$1\"", "sh", file.path])
        } catch {
            let message =
                Self.reason(error).map { session.text.editorNotStarted(command: command, reason: $0) }
                ?? session.text.editorNotStarted(command: command)
            throw ToolError(message, status: .ioError)
        }
        guard status == 0 else {
            throw ToolError(
                session.text.editorFailed(command: command, status: Int(status)), status: .refused)
        }
        let saved: Data
        do {
            saved = try Data(contentsOf: file)
        } catch {
            throw ToolError(
                SystemErrorText.sentence(for: error, path: file.path, writing: false), status: .ioError)
        }
        return try decode(saved)
    }

    /// Runs `/bin/sh` with `arguments` on this terminal (it inherits standard input, output and
    /// error, and the environment) and waits for its end: its exit status, or 128 + the signal's
    /// number.
    ///
    /// Launched with swift-subprocess, never Foundation's `Process` (whose launch can crash on
    /// Linux). `read` is synchronous, as are its callers, so this thread waits for a task that runs
    /// the shell; the command does nothing else meanwhile.
    private static func runOnThisTerminal(_ arguments: [String]) throws -> Int32 {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                let result = try await Subprocess.run(
                    .path("/bin/sh"), arguments: Arguments(arguments), environment: .inherit,
                    input: .currentStandardInput, output: .currentStandardOutput,
                    error: .currentStandardError)
                switch result.terminationStatus {
                case .exited(let code): outcome.set(.success(code))
                case .signaled(let signal): outcome.set(.success(128 + signal))
                }
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try outcome.result.get()
    }

    /// Why the shell could not be started, in the run's language, when the error says: never the
    /// system's own words, an error domain or a function name.
    private static func reason(_ error: any Error) -> String? {
        guard let failure = error as? SubprocessError, let number = failure.underlyingError?.rawValue else {
            return nil
        }
        return SystemErrorText.reason(errno: number)
    }

    /// The shell's end, handed from the task that waits for it. `@unchecked Sendable`: `value`
    /// is only touched under `lock`.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<Int32, any Error> = .success(-1)

        func set(_ result: Result<Int32, any Error>) { lock.withLock { value = result } }
        var result: Result<Int32, any Error> { lock.withLock { value } }
    }
}
