import Foundation

extension StringProtocol {
    /// The text without the blank characters at its ends (see `trimmingBlanks()`), keeping the
    /// text-direction formatting that belongs to what it keeps: an isolate or an embedding that
    /// opens before the first visible character and closes after it (both ends are kept), one
    /// whose other end lies within the visible text, and a direction mark (U+200E, U+200F,
    /// U+061C) that touches a character kept. `"\u{2066}x\u{2069}"` stays whole; an unmatched
    /// isolate or a mark after a trailing space still goes, as every blank at the ends does.
    ///
    /// A line break ends every isolate and embedding, as it ends a paragraph: a pair is looked
    /// for within one line only.
    ///
    /// - Parameters:
    ///   - leading: Whether the blanks before the first visible character go.
    ///   - trailing: Whether the blanks after the last visible character go.
    func trimmingBlanksKeepingDirection(leading: Bool = true, trailing: Bool = true) -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isBlankCharacter }),
            let last = characters.lastIndex(where: { !$0.isBlankCharacter })
        else { return leading || trailing ? "" : String(self) }
        let partners = DirectionFormat.pairs(in: characters)
        var kept = [Character]()
        kept.reserveCapacity(characters.count)
        if leading {
            // From the first visible character back: an opener whose closer comes after it, and
            // a mark touching what is kept.
            var touching = true
            var before = [Character]()
            for index in stride(from: first - 1, through: 0, by: -1) {
                let character = characters[index]
                switch DirectionFormat(character) {
                case .isolateOpener?, .embeddingOpener?:
                    touching = (partners[index] ?? -1) > first
                case .mark?:
                    break
                default:
                    touching = false
                }
                if touching { before.append(character) }
            }
            kept += before.reversed()
        } else {
            kept += characters[..<first]
        }
        kept += characters[first...last]
        if trailing {
            // From the last visible character on: a closer whose opener comes before it, and a
            // mark touching what is kept.
            var touching = true
            for index in (last + 1)..<characters.count {
                let character = characters[index]
                switch DirectionFormat(character) {
                case .isolateCloser?, .embeddingCloser?:
                    touching = (partners[index] ?? Int.max) < last
                case .mark?:
                    break
                default:
                    touching = false
                }
                if touching { kept.append(character) }
            }
        } else {
            kept += characters[(last + 1)...]
        }
        return String(kept)
    }
}
