import Foundation

/// Finds a byte string inside bytes with Boyer–Moore–Horspool.
///
/// On random data (compressed images) a long pattern lets each step skip almost the whole
/// pattern length. A single search is bound by the latency of one load feeding the next, so
/// the haystack is cut into four lanes searched in one loop as independent chains.
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
    func occurs(in haystack: Data) -> Bool {
        let length = pattern.count
        guard length > 0 else { return true }
        guard haystack.count >= length else { return false }
        return haystack.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            pattern.withUnsafeBufferPointer { needle -> Bool in
                shifts.withUnsafeBufferPointer { table -> Bool in
                    Self.search(raw.bindMemory(to: UInt8.self), needle: needle, table: table)
                }
            }
        }
    }

    private static func search(
        _ bytes: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>,
        table: UnsafeBufferPointer<Int>
    ) -> Bool {
        let length = needle.count
        let last = needle[length - 1]
        // Window end positions run over first..<bytes.count; lane k owns one quarter of them.
        let first = length - 1
        let span = (bytes.count - first + 3) / 4
        var position = [first, first + span, first + 2 * span, first + 3 * span]
        let limit = [
            min(first + span, bytes.count), min(first + 2 * span, bytes.count),
            min(first + 3 * span, bytes.count), bytes.count,
        ]
        func matches(endingAt end: Int) -> Bool {
            var matched = 1
            while matched < length, bytes[end - matched] == needle[length - 1 - matched] {
                matched += 1
            }
            return matched == length
        }
        var lane0 = position[0]
        var lane1 = position[1]
        var lane2 = position[2]
        var lane3 = position[3]
        while lane0 < limit[0], lane1 < limit[1], lane2 < limit[2], lane3 < limit[3] {
            let byte0 = bytes[lane0]
            let byte1 = bytes[lane1]
            let byte2 = bytes[lane2]
            let byte3 = bytes[lane3]
            if byte0 == last, matches(endingAt: lane0) { return true }
            if byte1 == last, matches(endingAt: lane1) { return true }
            if byte2 == last, matches(endingAt: lane2) { return true }
            if byte3 == last, matches(endingAt: lane3) { return true }
            lane0 += table[Int(byte0)]
            lane1 += table[Int(byte1)]
            lane2 += table[Int(byte2)]
            lane3 += table[Int(byte3)]
        }
        position = [lane0, lane1, lane2, lane3]
        for lane in 0..<4 {
            var end = position[lane]
            while end < limit[lane] {
                let byte = bytes[end]
                if byte == last, matches(endingAt: end) { return true }
                end += table[Int(byte)]
            }
        }
        return false
    }
}
