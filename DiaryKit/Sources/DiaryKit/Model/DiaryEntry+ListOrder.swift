import Foundation

extension DiaryEntry {
    /// Whether `self` comes before `other` in the newest-first list: written later, or at the same
    /// millisecond with the larger identifier (as lowercase text), the order every store lists in.
    func comesBefore(_ other: DiaryEntry) -> Bool {
        if createdAt != other.createdAt { return createdAt > other.createdAt }
        return id.uuidString.lowercased() > other.id.uuidString.lowercased()
    }
}
