import DiaryKit
import Foundation

/// Generated diary entries for the benchmarks, the same for a given seed: 60% Korean (words of
/// two or three syllables, most with a particle attached), 40% English (made-up words), words
/// drawn with a Zipf distribution so a few are very common and most are rare, titles of two to
/// five words and bodies of 30 to 70, one entry about every seven hours.
///
/// Two real words are planted at a known rate, for the searches: `garden` (or `gardens`,
/// `gardening`) in 15% of the English entries, and `산책` with a particle or inside a longer word
/// (`산책을`, `산책로에서`) in 10% of the Korean entries: each in about 6% of all entries. A third,
/// `river`, is added to half of all entries (drawn from a generator of its own, so the rest of
/// the corpus is as it was), for the worst case of ranking: a word in half of the diary.
enum DiaryCorpus {
    /// `count` entries, oldest first.
    static func entries(count: Int, seed: UInt64) -> [DiaryEntry] {
        var random = SplitMix64(seed: seed)
        var common = SplitMix64(seed: seed ^ 0x5151_5151)
        let korean = Vocabulary(words: koreanWords(&random))
        let english = Vocabulary(words: englishWords(&random))
        let start = Date(timeIntervalSince1970: 1_420_070_400)  // 1 January 2015
        return (0..<count).map { index in
            let isKorean = random.next(below: 10) < 6
            var words: [String] = []
            let titleCount = 2 + random.next(below: 4)
            let bodyCount = 30 + random.next(below: 41)
            for _ in 0..<(titleCount + bodyCount) {
                words.append(isKorean ? koreanWord(korean, &random) : english.draw(&random))
            }
            if isKorean, random.next(below: 10) == 0 {
                let planted = ["산책을", "산책로에서", "산책은", "산책하고", "산책"]
                words[random.next(below: words.count)] = planted[random.next(below: planted.count)]
            } else if !isKorean, random.next(below: 20) < 3 {
                let planted = ["garden", "gardens", "gardening", "garden", "garden"]
                words[random.next(below: words.count)] = planted[random.next(below: planted.count)]
            }
            if common.next(below: 2) == 0 {
                words[common.next(below: words.count)] += " river"
            }
            let title = words.prefix(titleCount).joined(separator: " ")
            var body = ""
            for (offset, word) in words.dropFirst(titleCount).enumerated() {
                body += offset == 0 ? "" : (offset % 9 == 0 ? ".\n" : " ")
                body += word
            }
            let created = start.addingTimeInterval(Double(index) * 25_200 + Double(random.next(below: 3_600)))
            return DiaryEntry(
                id: random.uuid(), title: title, body: body + ".", createdAt: created)
        }
    }

    /// A Korean word, usually with a particle.
    private static func koreanWord(_ vocabulary: Vocabulary, _ random: inout SplitMix64) -> String {
        let particles = ["을", "를", "이", "가", "은", "는", "에", "에서", "와", "도", "로", "의"]
        let word = vocabulary.draw(&random)
        return random.next(below: 10) < 6 ? word + particles[random.next(below: particles.count)] : word
    }

    /// 2,000 made-up Korean words of two or three syllables, none holding `산책`.
    private static func koreanWords(_ random: inout SplitMix64) -> [String] {
        let syllables = Array(
            "가나다라마바사아자차카타파하고노도로모보소오조초기니디리미비시이지치구누두루무부수우주추강날달밤봄빛꽃길"
        ).map(String.init)
        var words: [String] = []
        var seen: Set<String> = []
        while words.count < 2_000 {
            let length = random.next(below: 10) < 7 ? 2 : 3
            let word = (0..<length).map { _ in syllables[random.next(below: syllables.count)] }.joined()
            if !word.contains("산책"), seen.insert(word).inserted { words.append(word) }
        }
        return words
    }

    /// 2,000 made-up English-looking words, none starting with `garden`.
    private static func englishWords(_ random: inout SplitMix64) -> [String] {
        let consonants = Array("bcdfghklmnprstvw").map(String.init)
        let vowels = Array("aeiou").map(String.init)
        var words: [String] = []
        var seen: Set<String> = []
        while words.count < 2_000 {
            let length = 2 + random.next(below: 3)
            let word = (0..<length).map { _ in
                consonants[random.next(below: consonants.count)] + vowels[random.next(below: vowels.count)]
            }.joined()
            if !word.hasPrefix("garden"), seen.insert(word).inserted { words.append(word) }
        }
        return words
    }

    /// Words drawn with a Zipf distribution: the word of rank r with weight 1 / r.
    private struct Vocabulary {
        let words: [String]
        let cumulative: [Double]

        init(words: [String]) {
            self.words = words
            var total = 0.0
            cumulative = words.indices.map { rank in
                total += 1 / Double(rank + 1)
                return total
            }
        }

        func draw(_ random: inout SplitMix64) -> String {
            let target = random.nextUnit() * (cumulative.last ?? 1)
            var low = 0
            var high = cumulative.count - 1
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] < target { low = middle + 1 } else { high = middle }
            }
            return words[low]
        }
    }
}

/// A small, fast pseudo-random generator whose output depends only on its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number from 0 to `bound` - 1.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    /// A number from 0 up to 1.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A random version 4 UUID.
    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[index + 8] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
