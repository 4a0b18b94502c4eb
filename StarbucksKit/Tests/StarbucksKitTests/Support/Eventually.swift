/// Waits until `condition` holds, checking between yields; `false` if it still does not after
/// `attempts` checks (a guard against a hang, not a measurement of time).
func eventually(attempts: Int = 2_000, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if await condition() { return true }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
    return await condition()
}
