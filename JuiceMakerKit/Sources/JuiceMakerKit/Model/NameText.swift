import Foundation

/// How the kit cleans a name that came from a person or a file before it shows or compares it.
///
/// Names are compared in Unicode NFC, without invisible characters (zero-width spaces and joiners,
/// word joiners, byte-order marks), with every run of white space (no-break spaces and narrow
/// no-break spaces included) as one space, and trimmed. Control characters are not cleaned away
/// but refused: a name holding one is a mistake its owner should see.
enum NameText {
    /// Whether `scalar` is a character that takes no room: U+200B…U+200D, U+2060 or U+FEFF.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// Whether `scalar` is a control character a name may not hold: C0 controls other than tab and
    /// line breaks, DEL, C1 controls, and the bidirectional embedding, override and isolate controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds a control character (see ``isControl(_:)``).
    static func containsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// The name as it is kept and shown: NFC, invisible characters dropped (a zero-width joiner
    /// inside an emoji sequence stays), every run of white space one space, trimmed.
    static func display(_ text: String) -> String {
        let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for (position, scalar) in scalars.enumerated() {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if isInvisible(scalar) {
                let joinsEmoji =
                    scalar.value == 0x200D && !pendingSpace
                    && result.last.map(isEmoji) == true
                    && scalars.dropFirst(position + 1).first.map(isEmoji) == true
                guard joinsEmoji else { continue }
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// The key a name is looked up by: its ``display(_:)`` form, lower-cased, without spaces,
    /// hyphens, underscores, joiners or emoji variation selectors, so "Strawberry-Banana Juice"
    /// matches "strawberry banana juice".
    static func key(_ text: String) -> String {
        String(
            display(text).lowercased().unicodeScalars.filter { scalar in
                switch scalar.value {
                case 0x20, 0x2D, 0x5F, 0x2010, 0x2011, 0x200D, 0xFE0E, 0xFE0F: false
                default: true
                }
            })
    }

    /// The other spellings of a lookup key in which the Korean word for juice is written 주스 or
    /// 쥬스 (both are in everyday use): the key with every 주스 as 쥬스, and with every 쥬스 as 주스,
    /// less the key itself. Empty for a key without either.
    static func otherSpellings(ofKey key: String) -> [String] {
        guard key.contains("주스") || key.contains("쥬스") else { return [] }
        let spellings = [
            key.replacingOccurrences(of: "주스", with: "쥬스"), key.replacingOccurrences(of: "쥬스", with: "주스"),
        ]
        return Array(Set(spellings).subtracting([key])).sorted()
    }

    /// A lookup key without the Korean word for juice at its end (`딸바쥬스` → `딸바`,
    /// `망고키위주스` → `망고키위`), so that a Korean name is found without 주스 as an English one is
    /// found without "juice"; nil for a key that does not end in 주스 or 쥬스, or is only that word.
    static func withoutJuiceWord(ofKey key: String) -> String? {
        for word in ["주스", "쥬스"] where key.hasSuffix(word) && key.count > word.count {
            return String(key.dropLast(word.count))
        }
        return nil
    }

    /// `text` with its control and invisible characters spelled out (`\u{1B}`), so a message shows
    /// exactly what was given without letting it drive a terminal.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) || isInvisible(scalar) || scalar.value == 0x0A || scalar.value == 0x0D
                || scalar.value == 0x09
            {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a pictograph an emoji sequence joins (not a digit, `#` or `*`).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && (scalar.properties.isEmoji || scalar.value == 0xFE0F)
    }
}
