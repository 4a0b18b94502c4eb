import Foundation

/// What a search looks for, and how the SQLite index is asked for it.
///
/// The query is split at white space into terms; an entry matches when it has every term in its
/// title or body. Each term is read literally, whatever it contains: quotes, `*`, `-`, brackets
/// and words like `NEAR`, `AND` or `OR` are never search syntax.
///
/// - Korean, Chinese and Japanese text matches anywhere inside words: `일기` finds `일기장을`. The
///   index stores such text as overlapping two-character pieces (`일기 기장 장을 을`), so a
///   two-syllable word, the most common length in Korean, is one index lookup.
/// - Other words match whole words, in any case, without accents, and in other English forms:
///   `rain` finds `Rain`, `rains` and `raining`.
/// - A term with no letter or digit at all (`"`, `*`, `:)`) is looked for as a plain substring.
///
/// ```swift
/// let query = DiarySearchQuery("  일기 NEAR ")
/// print(query.isEmpty)  // false
/// ```
public struct DiarySearchQuery: Sendable, Hashable {
    /// One run of letters or digits inside a term.
    struct Run: Sendable, Hashable {
        /// Whether the run is Korean, Chinese or Japanese text, indexed as two-character pieces.
        let isCJK: Bool
        /// The run's characters, folded (lowercase, without accents, compatibility forms unified).
        let scalars: [Unicode.Scalar]
        /// The run as text.
        var text: String { Self.string(scalars[...]) }
        /// How many characters the run has.
        var count: Int { scalars.count }

        /// The text of some of a run's characters.
        static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }

    /// One white-space-separated piece of the query.
    struct Term: Sendable, Hashable {
        /// The piece as typed.
        let original: String
        /// Its runs of letters and digits; empty for a term of punctuation only.
        let runs: [Run]
    }

    /// The query as given.
    public let text: String
    /// The query's terms.
    let terms: [Term]

    /// The query `text`.
    public init(_ text: String) {
        self.text = text
        self.terms = text.split(whereSeparator: { $0.isBlankCharacter }).map { piece in
            Term(original: String(piece), runs: Self.runs(in: Self.folded(String(piece))))
        }
    }

    /// Whether the query has no term at all (it finds nothing).
    public var isEmpty: Bool { terms.isEmpty }

    /// The FTS5 `MATCH` expression for the terms that have letters or digits, or `nil` when there
    /// are none. Every piece is a quoted FTS5 string, so nothing in it is read as an operator.
    var ftsPattern: String? {
        let phrases = terms.compactMap(Self.phrase(for:))
        return phrases.isEmpty ? nil : phrases.joined(separator: " AND ")
    }

    /// The one index token (before FTS5's stemming) a query of one word stands for: a word, or a
    /// Korean, Chinese or Japanese word of two characters; `nil` for any other query (several
    /// terms, punctuation, a single CJK character, which is a prefix, or a longer CJK word, which
    /// is a phrase of pieces).
    var singleIndexToken: String? {
        guard terms.count == 1, terms[0].runs.count == 1, let run = terms[0].runs.first else { return nil }
        if run.isCJK { return run.count == 2 ? run.text : nil }
        return run.text
    }

    /// The terms without a letter or digit, looked for as plain substrings of the title or body.
    var literalTerms: [String] {
        terms.filter(\.runs.isEmpty).map(\.original)
    }

    /// The text the SQLite search index stores for `text`: words folded to lowercase without
    /// accents, Korean, Chinese and Japanese runs as overlapping two-character pieces followed by
    /// their last character.
    /// For example, `일기장을 샀다, Rainy DAY` is stored as `일기 기장 장을 을 샀다 다 rainy day`.
    static func indexedText(_ text: String) -> String {
        guard let fast = quickIndexedText(text) else { return carefulIndexedText(text) }
        return fast
    }

    /// ``indexedText(_:)`` the thorough way: fold the whole text, split it into runs, make the
    /// tokens.
    static func carefulIndexedText(_ text: String) -> String {
        var tokens: [String] = []
        for run in runs(in: folded(text)) {
            appendTokens(of: run, to: &tokens)
        }
        return tokens.joined(separator: " ")
    }

    /// ``indexedText(_:)`` in one pass over the UTF-8 bytes, for the usual text made of ASCII,
    /// Hangul syllables, kana, Han ideographs and punctuation that folding leaves alone; `nil`
    /// for any other text. Gives exactly what ``carefulIndexedText(_:)`` gives, many times faster
    /// (it runs for every entry written).
    static func quickIndexedText(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count * 2 + 8)
            var lastCJK = 0..<0  // the bytes of the previous character of the current CJK run
            var inWord = false
            var wroteToken = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    let isUpper = byte >= 0x41 && byte <= 0x5A
                    let isWordByte =
                        isUpper || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    if !lastCJK.isEmpty {
                        if wroteToken { output.append(0x20) }
                        output.append(contentsOf: bytes[lastCJK])
                        wroteToken = true
                        lastCJK = 0..<0
                    }
                    if isWordByte {
                        if !inWord {
                            if wroteToken { output.append(0x20) }
                            wroteToken = true
                            inWord = true
                        }
                        output.append(isUpper ? byte + 0x20 : byte)
                    } else {
                        inWord = false
                    }
                    index += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : (byte >= 0xE0 ? 3 : 2)
                guard index + length <= bytes.count else { return nil }
                var value = UInt32(byte & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07)))
                for offset in 1..<length {
                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                let range = index..<(index + length)
                index += length
                inWord = false
                if isStableCJK(value) {
                    if !lastCJK.isEmpty {
                        if wroteToken { output.append(0x20) }
                        output.append(contentsOf: bytes[lastCJK])
                        output.append(contentsOf: bytes[range])
                        wroteToken = true
                    }
                    lastCJK = range
                    continue
                }
                guard let scalar = Unicode.Scalar(value), isQuickSeparator(scalar) else { return nil }
                if !lastCJK.isEmpty {
                    if wroteToken { output.append(0x20) }
                    output.append(contentsOf: bytes[lastCJK])
                    wroteToken = true
                    lastCJK = 0..<0
                }
            }
            if !lastCJK.isEmpty {
                if wroteToken { output.append(0x20) }
                output.append(contentsOf: bytes[lastCJK])
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether `value` is a CJK character that folding and normalization never change and that
    /// never combines with its neighbours: Hangul syllables, Han ideographs, kana.
    private static func isStableCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII `scalar` separates tokens both before and after folding: not a letter,
    /// digit or mark, and unchanged by folding, or a space or ellipsis folding makes into
    /// separators.
    private static func isQuickSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x2000...0x200B, 0x2026, 0x202F, 0x205F, 0x3000:
            return true
        default:
            let properties = scalar.properties
            return !properties.changesWhenNFKCCaseFolded && !properties.isAlphabetic
                && properties.numericType == nil && !isMark(scalar) && !isCJK(scalar)
        }
    }

    // MARK: - Folding and runs

    /// `text` in lowercase, without accents and with compatibility forms unified (full-width
    /// letters, half-width katakana), in composed form. Korean, Chinese and Japanese characters
    /// are kept as they are (decomposing Hangul syllables would split them).
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var result = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
            if scalar.isASCII || isCJK(scalar) {
                result.append(scalar.isASCII ? lowercaseASCII(scalar) : scalar)
            } else {
                let folded = String(scalar).folding(
                    options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                result.append(contentsOf: folded.precomposedStringWithCompatibilityMapping.unicodeScalars)
            }
        }
        return String(result)
    }

    private static func lowercaseASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 32) else {
            return scalar
        }
        return lower
    }

    /// The runs of letters and digits in folded `text`; CJK and other runs are kept apart.
    /// Combining marks continue the run they follow.
    static func runs(in text: String) -> [Run] {
        var runs: [Run] = []
        var current: [Unicode.Scalar] = []
        var currentIsCJK = false
        func close() {
            if !current.isEmpty { runs.append(Run(isCJK: currentIsCJK, scalars: current)) }
            current = []
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                let isWordCharacter =
                    (0x30...0x39).contains(value) || (0x61...0x7A).contains(value)
                    || (0x41...0x5A).contains(value)
                if isWordCharacter {
                    if currentIsCJK { close() }
                    currentIsCJK = false
                    current.append(scalar)
                } else {
                    close()
                }
            } else if isCJK(scalar) {
                if !currentIsCJK { close() }
                currentIsCJK = true
                current.append(scalar)
            } else if isMark(scalar), !current.isEmpty {
                current.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if currentIsCJK { close() }
                currentIsCJK = false
                current.append(scalar)
            } else {
                close()
            }
        }
        close()
        return runs
    }

    /// Whether `scalar` is a combining mark.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether `scalar` is Hangul, a Han ideograph, hiragana or katakana.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
            return true  // Hangul jamo and syllables
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF:
            return true  // hiragana, katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
            return true  // Han ideographs
        default:
            return false
        }
    }

    /// The index tokens of one run: a word as it is; a CJK run as its overlapping pairs, then its
    /// last character.
    private static func appendTokens(of run: Run, to tokens: inout [String]) {
        guard run.isCJK, run.count > 1 else {
            tokens.append(run.text)
            return
        }
        appendPairs(of: run, to: &tokens)
        tokens.append(Run.string(run.scalars[(run.count - 1)...]))
    }

    /// The overlapping two-character pieces of a CJK run.
    private static func appendPairs(of run: Run, to tokens: inout [String]) {
        for index in 0..<(run.count - 1) {
            tokens.append(Run.string(run.scalars[index...(index + 1)]))
        }
    }

    /// The FTS5 phrase matching `term` anywhere the index tokens line up, or `nil` for a term of
    /// punctuation only.
    ///
    /// The first run may start inside a longer CJK run of the text and the last may end inside
    /// one, so they leave out what depends on the run's edges: the last run's final-character
    /// token, and a lone last character becomes a prefix.
    private static func phrase(for term: Term) -> String? {
        guard !term.runs.isEmpty else { return nil }
        var tokens: [String] = []
        var prefixLast = false
        for (index, run) in term.runs.enumerated() {
            let isLast = index == term.runs.count - 1
            if run.isCJK, run.count == 1 {
                tokens.append(run.text)
                prefixLast = isLast
            } else if run.isCJK {
                appendPairs(of: run, to: &tokens)
                if !isLast { tokens.append(Run.string(run.scalars[(run.count - 1)...])) }
            } else {
                tokens.append(run.text)
            }
        }
        let quoted = "\"" + tokens.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return prefixLast ? quoted + " *" : quoted
    }
}
