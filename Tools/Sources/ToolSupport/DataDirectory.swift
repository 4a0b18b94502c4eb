import Foundation

/// Where a CLI keeps its state: `--data-dir`, else an environment variable, else
/// `$XDG_DATA_HOME/<tool>` (when absolute), else `~/.local/share/<tool>`: the kits' shared
/// `StorageLocation` with its XDG convention.
public enum DataDirectory {
    /// The environment variable naming `tool`'s data folder: `JUICE_MAKER_DATA_DIR` for `juice-maker`.
    public static func variable(for tool: String) -> String {
        String(tool.uppercased().map { $0 == "-" ? "_" : $0 }) + "_DATA_DIR"
    }

    /// The directory for `tool`, from the flag, the environment variable `variable`, or the XDG default.
    public static func resolve(
        flag: String?, variable: String, tool: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let flag, !flag.isEmpty { return UserPath.url(flag) }
        if let value = environment[variable], !value.isEmpty { return UserPath.url(value) }
        // The kits' own rule for their XDG folder (an XDG variable counts only when absolute), on
        // every platform: the CLIs keep XDG's folders on a Mac too.
        return StorageLocation(appleFolder: tool, xdgFolder: tool).dataDirectory(
            convention: .xdg, environment: environment)
    }
}
