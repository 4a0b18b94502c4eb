/// A stored value that is not one of the choices its key may hold (`"dismissal": "later"`),
/// thrown while decoding a state file so that its message can list the choices.
struct InvalidChoice: Error, Hashable, Sendable {
    /// The key holding the value (`dismissal`).
    let key: String
    /// The value found.
    let value: String
    /// The values the key may hold; empty when the key holds a moment (an ISO 8601 date and time).
    let choices: [String]
}
