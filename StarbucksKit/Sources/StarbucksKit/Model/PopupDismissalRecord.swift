import Foundation

/// A stored "don't show again": which kind, and when it was chosen.
public struct PopupDismissalRecord: Hashable, Sendable, Codable {
    /// Which dismissal was chosen (never ``PopupDismissal/close``, which stores nothing).
    public let dismissal: PopupDismissal
    /// When it was chosen.
    public let dismissedAt: Date

    /// A record of `dismissal` chosen at `dismissedAt`.
    public init(dismissal: PopupDismissal, dismissedAt: Date) {
        self.dismissal = dismissal
        self.dismissedAt = dismissedAt
    }

    private enum CodingKeys: String, CodingKey {
        case dismissal, dismissedAt
    }

    /// Reads a record; a dismissal that is not one of ``PopupDismissal``'s names is refused with
    /// the names it may be.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .dismissal)
        guard let dismissal = PopupDismissal(rawValue: name) else {
            throw InvalidChoice(
                key: CodingKeys.dismissal.rawValue, value: name,
                choices: PopupDismissal.allCases.map(\.rawValue))
        }
        self.dismissal = dismissal
        self.dismissedAt = try container.decode(Date.self, forKey: .dismissedAt)
    }
}
