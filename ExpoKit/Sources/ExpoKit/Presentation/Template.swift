/// A localized sentence with numbered slots (`%1$@`, `%2$@`, or `%@` in order), split once so
/// that filling it in is a few appends rather than a `String(format:)` call.
///
/// The screens fill the same few sentences for every row; this keeps formatting a whole catalog
/// cheap. Anything not a slot (including `%%`, written as `%`) is kept as text.
struct Template: Sendable, Hashable {
    /// A piece of the sentence.
    private enum Piece: Sendable, Hashable {
        case text(String)
        case slot(Int)
    }

    /// The pieces in order.
    private let pieces: [Piece]

    /// The template of `format`, a strings-table value.
    init(_ format: String) {
        var pieces: [Piece] = []
        var text = ""
        var next = 0
        var scalars = Substring(format).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                text += "%"
                continue
            }
            var digits = 0
            var number = 0
            var rest = scalars
            while let digit = rest.first, ("0"..."9").contains(digit), digits < 2 {
                number = number * 10 + Int(digit.value - 48)
                digits += 1
                rest.removeFirst()
            }
            let slot: Int
            if digits > 0, rest.first == "$", rest.dropFirst().first == "@", number >= 1 {
                slot = number - 1
                rest.removeFirst(2)
            } else if digits == 0, rest.first == "@" {
                slot = next
                rest.removeFirst()
            } else {
                text += "%"
                continue
            }
            next = slot + 1
            scalars = rest
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.slot(slot))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The sentence with `arguments` in its slots; a slot without an argument stays empty.
    func callAsFunction(_ arguments: String...) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .slot(let index): if index < arguments.count { result += arguments[index] }
            }
        }
        return result
    }
}
