import Foundation

/// A path the user typed (a flag, a variable), as the CLIs open it and name it in messages:
/// absolute, with `.` and `..` taken out (`/tmp/jm3/../jm1/inventory.json` is
/// `/tmp/jm1/inventory.json`), so that a message names the file the way a person reads it.
public enum UserPath {
    /// The file URL of `path`, made absolute against the working directory and standardized.
    public static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path).standardizedFileURL
    }

    /// `path` made absolute and standardized, as a path; `-` (standard input or output) stays `-`.
    public static func standardized(_ path: String) -> String {
        path == "-" || path.isEmpty ? path : url(path).path
    }
}
