/// The name of the case an enum value holds: `outOfBounds` for
/// `.outOfBounds(fruit: .kiwi, count: 120, bounds: 0...100)`, `corrupt` for `.corrupt`.
///
/// A kit error keeps its cases in one private enum; its public kind and its strings key are this
/// name, so that enum is the only list of the error's cases.
func caseName(of value: some Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label { return label }
    let description = String(describing: value)
    return String(description.prefix { $0 != "(" })
}
