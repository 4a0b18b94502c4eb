/// Compares passwords and secrets in time that does not depend on where they differ.
enum Secrets {
    /// Whether `given` equals `expected`, looking at every byte of both whatever they hold, so
    /// the time taken tells nothing about how much of a guess was right.
    static func equal(_ given: String, _ expected: String) -> Bool {
        let left = Array(given.utf8)
        let right = Array(expected.utf8)
        let length = max(left.count, right.count)
        var difference = UInt64(truncatingIfNeeded: left.count ^ right.count)
        for index in 0..<length {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= UInt64(a ^ b)
        }
        return difference == 0
    }
}
