/// The pages answered since the catalogue last changed: a listing asked for again (the first
/// page, above all) is answered without the database until the next change is committed or the
/// vendors are read again. Holds at most ``capacity`` pages.
struct PageCache: Sendable {
    /// What a page is asked for with.
    struct Key: Sendable, Hashable {
        let number: Int
        let size: Int
        let search: String?
    }

    /// The most pages kept.
    let capacity = 64
    private var version: [Int] = []
    private var answers: [Key: ProductStore.PageSlice?] = [:]

    /// The page kept for `key`, when the catalogue and vendors are still at `version`;
    /// `.some(nil)` for a page past the end.
    func answer(_ key: Key, version: [Int]) -> ProductStore.PageSlice?? {
        guard version == self.version else { return nil }
        return answers[key]
    }

    /// Keeps `answer` for `key`, read at `version`; what was kept for another version goes.
    mutating func keep(_ answer: ProductStore.PageSlice?, for key: Key, version: [Int]) {
        if version != self.version {
            answers.removeAll(keepingCapacity: true)
            self.version = version
        }
        if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
    }
}
