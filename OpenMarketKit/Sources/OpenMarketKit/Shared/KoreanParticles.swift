/// Chooses Korean particles for the word before them, so no message shows both forms:
/// `을(를)`, `이(가)`, `은(는)`, `과(와)`, `(으)로`, `(이)라` and `(이)에요` in a formatted Korean
/// string become the form the word before them takes.
///
/// The word's last sound decides: a Hangul syllable by its final consonant (`ㄹ` takes `로`);
/// digits as they are read in Korean (1 `일` ends in `ㄹ`, 3 `삼` in `ㅁ`); Latin letters as
/// an English word is read in Korean (`l` like `ㄹ`; `m`, `n`, `ng` and a `k` or `p` after a
/// vowel as a final consonant; `t`, `d`, `s` and the rest as a vowel: 카운트, 키드). Closing quotes and brackets are looked through.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
enum KoreanParticles {
    /// How a word ends, for choosing its particle.
    enum Ending {
        /// A vowel: `를`, `가`, `는`, `와`, `로`.
        case vowel
        /// A final consonant other than `ㄹ`: `을`, `이`, `은`, `과`, `으로`.
        case consonant
        /// A final `ㄹ`: like a consonant, but `로`.
        case rieul
    }

    /// The markers, with their form after a consonant and after a vowel.
    private static let markers: [(marker: String, consonant: String, vowel: String)] = [
        ("을(를)", "을", "를"), ("를(을)", "을", "를"),
        ("이(가)", "이", "가"), ("가(이)", "이", "가"),
        ("은(는)", "은", "는"), ("는(은)", "은", "는"),
        ("과(와)", "과", "와"), ("와(과)", "과", "와"),
        ("(으)로", "으로", "로"), ("(이)라", "이라", "라"), ("(이)에요", "이에요", "예요"),
    ]

    /// `text` with every particle marker replaced by the form the word before it takes.
    static func resolve(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var result = ""
        var rest = Substring(text)
        outer: while !rest.isEmpty {
            for entry in markers where rest.hasPrefix(entry.marker) {
                switch ending(of: result) {
                case .vowel: result += entry.vowel
                case .consonant: result += entry.consonant
                case .rieul: result += entry.marker == "(으)로" ? "로" : entry.consonant
                }
                rest = rest.dropFirst(entry.marker.count)
                continue outer
            }
            result.append(rest.removeFirst())
        }
        return result
    }

    /// How the text before a particle ends, looking through closing quotes and brackets.
    static func ending(of text: String) -> Ending {
        let skipped: Set<Character> = ["'", "\"", "”", "’", ")", "]", "」", "』", "»", "`", " "]
        guard let last = text.last(where: { !skipped.contains($0) }),
            let scalar = last.unicodeScalars.first
        else { return .vowel }
        switch scalar.value {
        case 0xAC00...0xD7A3:
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x30...0x39:
            switch last {
            case "1", "7", "8": return .rieul
            case "0", "3", "6": return .consonant
            default: return .vowel
            }
        default:
            break
        }
        let word = text.reversed().drop(while: { skipped.contains($0) }).prefix(while: \.isLetter)
        let spelled = String(word.reversed()).lowercased()
        guard let final = spelled.last, final.isASCII else { return .vowel }
        switch final {
        case "l": return .rieul
        case "m", "n": return .consonant
        case "g": return spelled.hasSuffix("ng") ? .consonant : .vowel
        case "k", "p":
            // "book", "cup", "back": a short vowel before k or p closes the syllable; "desk" does not.
            let before = spelled.dropLast().last
            return before.map { "aeiouc".contains($0) } == true ? .consonant : .vowel
        case "e": return spelled.hasSuffix("le") ? .rieul : .vowel
        default: return .vowel
        }
    }
}
