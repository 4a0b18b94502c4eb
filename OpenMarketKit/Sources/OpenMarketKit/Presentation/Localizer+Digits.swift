import Foundation

extension Localizer {
    /// The whole number written with the ASCII digits `digits`, of any length, formatted as
    /// ``number(_:)`` formats an `Int`: `"9223372036854775808"` is `9,223,372,036,854,775,808`
    /// in English, as `Int.max` is `9,223,372,036,854,775,807`, so a message quotes a number too
    /// large for an `Int` the way it quotes every other. Leading zeros go.
    ///
    /// A number an `Int` holds is ``number(_:)``'s own answer. A larger one takes the locale's
    /// digits, its grouping separator and its group sizes, read off the locale's answer for
    /// 10¹⁸ (the first group may be shorter, then the secondary size, then the primary size, as
    /// `1,00,00,000` in Indian English).
    func number(digits: some StringProtocol) -> String {
        let significant = digits.drop { $0 == "0" }
        if significant.isEmpty { return number(0) }
        if let value = Int(significant) { return number(value) }
        let glyphs = (0...9).map { number($0) }
        // The locale's own pattern: its digit glyphs for 1 and 0, its separators between groups.
        var groups: [Int] = []
        var separator = ""
        var pendingSeparator = ""
        for character in number(1_000_000_000_000_000_000) {
            if String(character) == glyphs[0] || String(character) == glyphs[1] {
                // What stands between two digits separates two groups (never a mark before them).
                if groups.isEmpty || !pendingSeparator.isEmpty {
                    if !groups.isEmpty { separator = pendingSeparator }
                    groups.append(0)
                    pendingSeparator = ""
                }
                groups[groups.count - 1] += 1
            } else {
                pendingSeparator.append(character)
            }
        }
        let primary = groups.last ?? 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        let written = significant.compactMap { $0.wholeNumberValue.map { glyphs[$0] } }
        guard groups.count > 1, primary > 0, secondary > 0 else { return written.joined() }
        // Groups from the right: the primary size first, then the secondary size.
        var parts: [String] = []
        var end = written.count
        var size = primary
        while end > 0 {
            let start = max(0, end - size)
            parts.append(written[start..<end].joined())
            end = start
            size = secondary
        }
        return parts.reversed().joined(separator: separator)
    }
}
