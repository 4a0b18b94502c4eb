import Foundation

/// Finds a byte string inside bytes with Boyer–Moore–Horspool.
///
/// On random data (compressed images) a long pattern lets each step skip almost the whole
/// pattern length. A single search is bound by the latency of one load feeding the next, so
/// the haystack is cut into eight lanes searched in one loop as independent chains.
struct ByteSearch {
    private let pattern: [UInt8]
    private var shifts: [Int]

    /// Prepares a search for `pattern`.
    init(_ pattern: [UInt8]) {
        self.pattern = pattern
        shifts = [Int](repeating: pattern.count, count: 256)
        for (index, byte) in pattern.dropLast().enumerated() {
            shifts[Int(byte)] = pattern.count - 1 - index
        }
    }

    /// Whether the pattern occurs in `haystack`.
    func occurs(in haystack: UnsafeRawBufferPointer) -> Bool {
        let length = pattern.count
        guard length > 0 else { return true }
        guard haystack.count >= length else { return false }
        return pattern.withUnsafeBufferPointer { needle -> Bool in
            shifts.withUnsafeBufferPointer { table -> Bool in
                Self.search(haystack.bindMemory(to: UInt8.self), needle: needle, table: table)
            }
        }
    }

    private static func search(
        _ bytes: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>,
        table: UnsafeBufferPointer<Int>
    ) -> Bool {
        let length = needle.count
        let last = needle[length - 1]
        func matches(endingAt end: Int) -> Bool {
            var matched = 1
            while matched < length, bytes[end - matched] == needle[length - 1 - matched] {
                matched += 1
            }
            return matched == length
        }
        /// Searches the windows ending in `end..<limit` one after the other.
        func finish(from end: Int, before limit: Int) -> Bool {
            var end = end
            while end < limit {
                let byte = bytes[end]
                if byte == last, matches(endingAt: end) { return true }
                end += table[Int(byte)]
            }
            return false
        }
        // Window end positions run over first..<bytes.count; each of the eight lanes owns one
        // eighth of them. (The lanes' loads are independent, so several are in flight at once.)
        let first = length - 1
        let span = (bytes.count - first + 7) / 8
        func limit(_ lane: Int) -> Int { min(first + (lane + 1) * span, bytes.count) }
        let (limit0, limit1, limit2, limit3) = (limit(0), limit(1), limit(2), limit(3))
        let (limit4, limit5, limit6, limit7) = (limit(4), limit(5), limit(6), limit(7))
        var (lane0, lane1, lane2, lane3) = (first, first + span, first + 2 * span, first + 3 * span)
        var (lane4, lane5, lane6, lane7) = (
            first + 4 * span, first + 5 * span, first + 6 * span, first + 7 * span
        )
        while lane0 < limit0, lane1 < limit1, lane2 < limit2, lane3 < limit3, lane4 < limit4, lane5 < limit5,
            lane6 < limit6, lane7 < limit7
        {
            let byte0 = bytes[lane0]
            let byte1 = bytes[lane1]
            let byte2 = bytes[lane2]
            let byte3 = bytes[lane3]
            let byte4 = bytes[lane4]
            let byte5 = bytes[lane5]
            let byte6 = bytes[lane6]
            let byte7 = bytes[lane7]
            if byte0 == last, matches(endingAt: lane0) { return true }
            if byte1 == last, matches(endingAt: lane1) { return true }
            if byte2 == last, matches(endingAt: lane2) { return true }
            if byte3 == last, matches(endingAt: lane3) { return true }
            if byte4 == last, matches(endingAt: lane4) { return true }
            if byte5 == last, matches(endingAt: lane5) { return true }
            if byte6 == last, matches(endingAt: lane6) { return true }
            if byte7 == last, matches(endingAt: lane7) { return true }
            lane0 += table[Int(byte0)]
            lane1 += table[Int(byte1)]
            lane2 += table[Int(byte2)]
            lane3 += table[Int(byte3)]
            lane4 += table[Int(byte4)]
            lane5 += table[Int(byte5)]
            lane6 += table[Int(byte6)]
            lane7 += table[Int(byte7)]
        }
        return finish(from: lane0, before: limit0) || finish(from: lane1, before: limit1)
            || finish(from: lane2, before: limit2) || finish(from: lane3, before: limit3)
            || finish(from: lane4, before: limit4) || finish(from: lane5, before: limit5)
            || finish(from: lane6, before: limit6) || finish(from: lane7, before: limit7)
    }
}
