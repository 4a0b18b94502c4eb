extension String {
    /// The text ready for a screen: control characters removed (line breaks become spaces) and
    /// white space trimmed from both ends. Text without control characters is not copied.
    func cleanedForDisplay() -> String {
        var text = self
        let hasControls = text.withUTF8(Self.hasControlCharacters)
        return (hasControls ? removingControlCharacters() : text).trimmingWhiteSpace()
    }

    /// The paragraphs of the text: runs of lines separated by blank lines, each run joined into
    /// one line and cleaned for display; empty paragraphs are dropped.
    ///
    /// One pass over the UTF-8 bytes finds the paragraphs; only a paragraph holding a line break
    /// or a control character goes through ``removingControlCharacters()``.
    func displayParagraphs() -> [String] {
        var text = self
        let found = text.withUTF8(Self.paragraphRanges(in:))
        var paragraphs: [String] = []
        paragraphs.reserveCapacity(found.count)
        let start = utf8.startIndex
        for (range, needsCleaning) in found {
            let lower = utf8.index(start, offsetBy: range.lowerBound)
            let upper = utf8.index(start, offsetBy: range.upperBound)
            let raw = String(self[lower..<upper])
            let cleaned = (needsCleaning ? raw.removingControlCharacters() : raw).trimmingWhiteSpace()
            if !cleaned.isEmpty { paragraphs.append(cleaned) }
        }
        return paragraphs
    }

    /// The byte ranges of the paragraphs in `bytes`, each with whether it holds a line break or a
    /// control character. Lines holding only spaces and tabs separate paragraphs; a range starts
    /// and ends on a line's first or last byte, so it is always a whole run of characters.
    private static func paragraphRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [(Range<Int>, Bool)] {
        var paragraphs: [(Range<Int>, Bool)] = []
        var paragraph: Range<Int>?
        var needsCleaning = false
        var lineStart = 0
        var lineHasControls = false
        var index = 0
        let count = bytes.count
        while true {
            // Most bytes are printable and in no control character: skip them in a tight loop.
            while index < count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { break }
                index += 1
            }
            let byte: UInt8 = index < count ? bytes[index] : 0x0A
            guard byte == 0x0A || byte == 0x0D else {
                if controlCharacterLength(in: bytes, at: index) > 0 { lineHasControls = true }
                index += 1
                continue
            }
            if bytes[lineStart..<index].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if let range = paragraph { paragraphs.append((range, needsCleaning)) }
                paragraph = nil
                needsCleaning = false
            } else if let range = paragraph {
                paragraph = range.lowerBound..<index
                needsCleaning = true
            } else {
                paragraph = lineStart..<index
                needsCleaning = lineHasControls
            }
            if index >= count { break }
            index += byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            lineStart = index
            lineHasControls = false
        }
        if let range = paragraph { paragraphs.append((range, needsCleaning)) }
        return paragraphs
    }

    /// The text without white space at either end.
    ///
    /// The end bytes are looked at first: only an ASCII space or control, or a byte that can begin
    /// (or end) one of the other white-space characters, calls for a look at the characters.
    private func trimmingWhiteSpace() -> String {
        var text = self
        let mayHaveWhiteSpace = text.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return false }
            // U+0085 and U+00A0 start with C2; U+1680 with E1; U+2000…U+205F with E2; U+3000 with E3.
            let leading = first <= 0x20 || first == 0xC2 || first == 0xE1 || first == 0xE2 || first == 0xE3
            // Their last bytes: 80…8A, 9F, A0, A8, A9 or AF.
            let trailing =
                last <= 0x20 || (0x80...0x8A).contains(last) || [0x9F, 0xA0, 0xA8, 0xA9, 0xAF].contains(last)
            return leading || trailing
        }
        guard mayHaveWhiteSpace, let first, let last, first.isWhitespace || last.isWhitespace else {
            return self
        }
        var trimmed = Substring(self)
        while let character = trimmed.first, character.isWhitespace { trimmed.removeFirst() }
        while let character = trimmed.last, character.isWhitespace { trimmed.removeLast() }
        return String(trimmed)
    }

    /// Whether ``removingControlCharacters()`` would change `bytes` (UTF-8).
    private static func hasControlCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte > 0x20, byte != 0x7F, byte != 0xC2, byte != 0xE2 { continue }
            if controlCharacterLength(in: bytes, at: index) > 0 { return true }
        }
        return false
    }

    /// The length in bytes of the scalar at `index` when ``removingControlCharacters()`` would
    /// change it, otherwise 0: C0 controls, DEL, C1 controls (`C2 80`–`C2 9F`) and the
    /// bidirectional overrides and isolates (`E2 80 AA`–`AE`, `E2 81 A6`–`A9`).
    private static func controlCharacterLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        if byte == 0xE2, index + 2 < bytes.count {
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if (second == 0x80 && (0xAA...0xAE).contains(third))
                || (second == 0x81 && (0xA6...0xA9).contains(third))
            {
                return 3
            }
        }
        return 0
    }
}
