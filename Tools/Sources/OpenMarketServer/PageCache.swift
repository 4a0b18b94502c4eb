import Hummingbird

/// The pages answered since the catalogue last changed, as the JSON answered: a listing asked
/// for again (the first page, above all) is answered without the database or the encoder until
/// the next change is committed or the vendors are read again. Holds at most ``capacity`` pages.
struct PageCache: Sendable {
    /// What a page is asked for with, and the server address its items are written on.
    struct Key: Sendable, Hashable {
        let number: Int
        let size: Int
        let search: String?
        let base: String
    }

    /// The most pages kept.
    let capacity = 64
    private var version: [Int] = []
    private var answers: [Key: ByteBuffer?] = [:]

    /// The page kept for `key`, when the catalogue and vendors are still at `version`;
    /// `.some(nil)` for a page past the end.
    func answer(_ key: Key, version: [Int]) -> ByteBuffer?? {
        guard version == self.version else { return nil }
        return answers[key]
    }

    /// Keeps `answer` for `key`, read at `version`; what was kept for another version goes.
    mutating func keep(_ answer: ByteBuffer?, for key: Key, version: [Int]) {
        if version != self.version {
            answers.removeAll(keepingCapacity: true)
            self.version = version
        }
        if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
    }
}
