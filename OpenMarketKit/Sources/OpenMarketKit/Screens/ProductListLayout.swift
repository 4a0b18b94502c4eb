/// How the product list lays out its rows: one per line, or several per line as tiles.
public enum ProductListLayout: String, Sendable, Hashable, CaseIterable {
    /// One product per line.
    case list
    /// Products as tiles, several per line.
    case grid
}
