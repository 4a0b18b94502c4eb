import Foundation

/// Reads what a user names as input: a file, opened read-only, or `-` for standard input.
public enum FileInput {
    /// Everything in `path` (`-`: standard input), at most `limit` bytes.
    ///
    /// `tooLarge` makes the error for input over `limit`, from its size when it is known (a
    /// regular file, refused before it is read) or `nil` (a stream, refused once `limit` is
    /// passed): a caller whose limit is a rule of its own names that rule.
    ///
    /// - Throws: ``ToolError`` with status 74 and a sentence naming the path and the fix: a
    ///   folder, a missing file, no permission, or more than `limit` bytes
    ///   (status 65); 64 for `-` when standard input is closed, and for an empty path; or what
    ///   `tooLarge` makes.
    public static func read(
        _ path: String, limit: Int = 256 << 20, tooLarge: ((_ size: Int?) -> any Error)? = nil
    ) throws -> Data {
        if path == "-" {
            // Closed (`<&-`): the system's "bad file descriptor" would be read as a path's problem.
            guard StandardStream.inputIsOpen else {
                throw ToolError(
                    localized(
                        "Standard input is closed, so there is nothing to read; pipe the text in, or name a file instead of '-'.",
                        ko: "표준 입력이 닫혀 있어서 읽을 것이 없어요. 내용을 파이프로 넘기거나 '-' 대신 파일 이름을 주세요."),
                    status: .usage)
            }
            return try readAll(
                from: STDIN_FILENO, path: localized("standard input", ko: "표준 입력"), limit: limit,
                tooLarge: tooLarge)
        }
        // An empty argument (`""`, an unset variable) names no file: the system's "no such file"
        // would say it without a path.
        guard !path.isEmpty else {
            throw ToolError(
                localized(
                    "No file was named (the path is empty); give a file's path, or - for standard input.",
                    ko: "파일 이름이 비어 있어요. 파일 경로를 주거나, 표준 입력이면 -를 쓰세요."),
                status: .usage)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ToolError(
                SystemErrorText.sentence(errno: errno, path: path, writing: false), status: .ioError)
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw ToolError(
                    SystemErrorText.sentence(errno: EISDIR, path: path, writing: false), status: .ioError)
            }
            if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > limit, let tooLarge {
                throw tooLarge(Int(info.st_size))
            }
        }
        return try readAll(from: descriptor, path: path, limit: limit, tooLarge: tooLarge)
    }

    /// Reads `descriptor` to its end.
    private static func readAll(
        from descriptor: Int32, path: String, limit: Int, tooLarge: ((_ size: Int?) -> any Error)?
    ) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress, $0.count)
            }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw ToolError(
                    SystemErrorText.sentence(errno: errno, path: path, writing: false), status: .ioError)
            }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                if let tooLarge { throw tooLarge(nil) }
                throw ToolError(
                    localized(
                        "\(TerminalText.safe(path)) is larger than \(limit >> 20) MB; give a smaller file.",
                        ko: "\(TerminalText.safe(path))이(가) \(limit >> 20)MB보다 커요. 더 작은 파일을 주세요."),
                    status: .dataError)
            }
        }
    }
}
