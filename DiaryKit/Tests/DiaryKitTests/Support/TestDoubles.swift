import DiaryKitTesting

/// The kit's own tests use the doubles the DiaryKitTesting product ships.
typealias TestClock = ManualClock
