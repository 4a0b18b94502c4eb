/// The version every CLI of the workspace reports with `--version`.
public enum WorkspaceVersion {
    /// The current version.
    public static let current = "0.1.0"
}
