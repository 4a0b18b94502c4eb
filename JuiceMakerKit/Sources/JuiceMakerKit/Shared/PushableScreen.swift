/// A screen model a navigation stack can push (`navigationDestination(item:)` needs `Hashable`):
/// identified by the object, and equal only to itself, so two screens showing the same thing are
/// still two screens.
///
/// A screen model adopts it by name alone; the equality and the hash come with it.
public protocol PushableScreen: AnyObject, Hashable, Identifiable {}

extension PushableScreen {
    /// Whether `lhs` and `rhs` are one screen (the same object).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the screen's identity (the object).
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
