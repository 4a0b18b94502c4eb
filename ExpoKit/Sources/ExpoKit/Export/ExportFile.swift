/// One file of an export: where it goes inside the output folder, and its text.
public struct ExportFile: Sendable, Hashable, Encodable {
    /// The path inside the output folder, like `index.html`.
    public let path: String
    /// The file's UTF-8 text.
    public let contents: String

    /// A file at `path` holding `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
