/// Any clock measuring in `Duration`, as one concrete type: its instants are the time since the
/// erased clock was made. Lets a screen model take `any Clock<Duration>` and still hand
/// ``DiaryEditor`` a concrete clock.
struct ErasedClock: Clock {
    /// A moment: the time since the erased clock was made.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let elapsed: @Sendable () -> Duration
    private let sleepUntil: @Sendable (Duration) async throws -> Void
    let minimumResolution: Duration

    /// `clock`, erased.
    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepUntil = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
        minimumResolution = clock.minimumResolution
    }

    var now: Instant { Instant(offset: elapsed()) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleepUntil(deadline.offset)
    }
}
