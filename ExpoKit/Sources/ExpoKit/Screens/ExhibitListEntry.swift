/// One row of the exhibit list screen: the row's texts and, when the picture folder has it, the
/// exhibit's picture.
public struct ExhibitListEntry: Sendable, Hashable, Identifiable {
    /// The number, name, short description, image name and spoken label and hint.
    public let row: ExhibitRow
    /// The exhibit's picture, when the folder has it.
    public let picture: ExpoPicture?

    /// The exhibit's number in the list.
    public var id: Int { row.number }

    /// An entry of `row` with `picture`.
    public init(row: ExhibitRow, picture: ExpoPicture?) {
        self.row = row
        self.picture = picture
    }
}
