import ToolSupport

/// The help of the argument naming an entry.
enum EntryArgument {
    /// "The entry's ID, or a start of it only that entry has."
    static let help = localized(
        "The entry's ID, or a start of it only that entry has.",
        ko: "일기 ID, 또는 그 일기만 가진 ID 앞부분.")
}
