import Foundation

extension String {
    /// The text with its lines kept and control characters removed from each line (tabs become
    /// spaces), so text from a file or a database can be shown on a terminal.
    func removingControlCharactersKeepingLines() -> String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0).removingControlCharacters() }
            .joined(separator: "\n")
    }

    /// The text on one line: control characters removed, runs of white space made one space,
    /// trimmed, and cut to `limit` characters with an ellipsis.
    ///
    /// A long text is read only as far as the line needs: the one line of a short piece from its
    /// start begins like the whole text's, so once that piece's line is longer than `limit`, the
    /// rest cannot change the answer (a list row of a long entry costs its preview, not its body).
    func singleLine(limit: Int) -> String {
        if let line = plainSingleLine(limit: limit) { return line }
        if limit > 0 {
            let piece = prefix(limit + 20)
            if piece.endIndex != endIndex {
                let line = Self.oneLine(String(piece))
                if line.count > limit { return String(line.prefix(limit - 1)).trimmingBlanks() + "…" }
            }
        }
        let line = Self.oneLine(self)
        guard line.count > limit, limit > 0 else { return line }
        return String(line.prefix(limit - 1)).trimmingBlanks() + "…"
    }

    /// The whole text on one line: control characters removed and runs of white space made one
    /// space, trimmed, never shortened.
    func singleLine() -> String {
        Self.oneLine(self)
    }

    /// ``singleLine(limit:)`` in one pass over the scalars, for a text (or its start, as far as
    /// the line needs) made only of scalars that are each a whole character whatever surrounds
    /// them (ASCII, Hangul syllables, CJK ideographs, precomposed Latin letters, common
    /// punctuation); `nil` for any other text, which takes the general way. A list row's preview
    /// costs a few hundred nanoseconds this way instead of tens of microseconds.
    private func plainSingleLine(limit: Int) -> String? {
        guard limit > 0 else { return nil }
        var line: [UInt8] = []
        line.reserveCapacity(Swift.min(utf8.count, 4 * limit + 4))
        var count = 0
        // Where the line stands once it holds `limit - 1` characters: what a cut keeps.
        var kept = 0
        var blankBefore = false
        for scalar in unicodeScalars {
            switch Self.plainKind(of: scalar) {
            case .other: return nil
            case .dropped: continue
            case .blank: blankBefore = count > 0
            case .shown:
                if blankBefore {
                    if count == limit { return Self.cut(line, at: kept) }
                    line.append(0x20)
                    count += 1
                    if count == limit - 1 { kept = line.count }
                    blankBefore = false
                }
                if count == limit { return Self.cut(line, at: kept) }
                if scalar.isASCII {
                    line.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    UTF8.encode(scalar) { line.append($0) }
                }
                count += 1
                if count == limit - 1 { kept = line.count }
            }
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// The first `end` bytes of `line`, without a space at the end, and an ellipsis.
    private static func cut(_ line: [UInt8], at end: Int) -> String {
        var end = end
        if end > 0, line[end - 1] == 0x20 { end -= 1 }
        return String(decoding: line[..<end], as: UTF8.self) + "…"
    }

    /// What ``plainSingleLine(limit:)`` does with a scalar.
    private enum PlainKind {
        /// Shown as it is, a character on its own.
        case shown
        /// White space: words around it are joined by one space.
        case blank
        /// A control character: removed.
        case dropped
        /// Anything else: the text takes the general way.
        case other
    }

    /// The kind of `scalar` (see ``PlainKind``).
    private static func plainKind(of scalar: Unicode.Scalar) -> PlainKind {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D: .blank
        case 0x00...0x1F, 0x7F: .dropped
        case 0x21...0x7E, 0xC0...0x24F, 0x2010...0x2027, 0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            .shown
        default: .other
        }
    }

    /// `text` with control characters removed and its words joined by single spaces.
    private static func oneLine(_ text: String) -> String {
        text.removingControlCharacters().split(whereSeparator: \.isBlankCharacter).joined(separator: " ")
    }
}
