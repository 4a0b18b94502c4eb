/// Lets at most `limit` downloads run at once; the others wait their turn, first come first
/// served.
actor DownloadLimiter {
    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// The most downloads that ran at the same time.
    private(set) var maximumRunning = 0

    /// A limiter letting `limit` (at least 1) run at once.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a turn; the caller must call ``release()`` when done.
    func acquire() async {
        if running < limit {
            running += 1
        } else {
            // The releasing download hands its turn over: `running` stays the same.
            await withCheckedContinuation { waiting.append($0) }
        }
        maximumRunning = max(maximumRunning, running)
    }

    /// Ends a turn, handing it to the first one waiting.
    func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
