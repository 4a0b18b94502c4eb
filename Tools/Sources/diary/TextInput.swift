import DiaryKit
import Foundation
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
        guard Self.standardInputIsOpen() else {
            throw ToolError(session.text.textNeeded(editorVariable: Self.editorVariable), status: .usage)
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " \"$1\"", "sh", file.path]
        do {
            try process.run()
        } catch {
            throw ToolError(
                session.text.editorNotStarted(command: command),
                status: .ioError)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(
                session.text.editorFailed(command: command, status: Int(process.terminationStatus)),
                status: .refused)
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

    /// Whether standard input is open. A descriptor 0 closed at launch may have been taken by the
    /// runtime (an `eventfd`, which has no file type); reading it would wait forever.
    static func standardInputIsOpen() -> Bool {
        guard fcntl(STDIN_FILENO, F_GETFD) != -1 else { return false }
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) != 0
    }
}
