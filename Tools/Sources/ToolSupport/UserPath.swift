import Foundation

/// A path the user typed (a flag, a variable), as the CLIs open it and name it in messages:
/// absolute, with `.` and `..` taken out (`/tmp/jm3/../jm1/inventory.json` is
/// `/tmp/jm1/inventory.json`), so that a message names the file the way a person reads it.
///
/// A `..` after a symbolic link is not taken out by the text (the system goes up from the link's
/// target, not from the folder holding the link): such a path stays as typed, made absolute.
public enum UserPath {
    /// The file URL of `path`, made absolute against the working directory and standardized
    /// where that names the same place.
    public static func url(_ path: String) -> URL {
        let typed = URL(fileURLWithPath: path)
        return goesUpFromALink(typed) ? typed : typed.standardizedFileURL
    }

    /// `path` made absolute and standardized, as a path; `-` (standard input or output) stays `-`.
    public static func standardized(_ path: String) -> String {
        path == "-" || path.isEmpty ? path : url(path).path
    }

    /// Whether a `..` in `url` follows a component that is a symbolic link.
    private static func goesUpFromALink(_ url: URL) -> Bool {
        var kept: [String] = []
        for component in url.pathComponents {
            switch component {
            case ".": continue
            case "..":
                var status = stat()
                let here = "/" + kept.dropFirst().joined(separator: "/")
                if kept.count > 1, lstat(here, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
                    return true
                }
                if kept.count > 1 { kept.removeLast() }
            default: kept.append(component)
            }
        }
        return false
    }
}
