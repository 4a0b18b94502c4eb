import Foundation

/// The characters that set the direction of text around them (Unicode's bidirectional
/// formatting characters), as trimming tells them apart.
enum DirectionFormat {
    /// U+2066 LRI, U+2067 RLI, U+2068 FSI: an isolate begins.
    case isolateOpener
    /// U+2069 PDI: the isolate ends.
    case isolateCloser
    /// U+202A LRE, U+202B RLE, U+202D LRO, U+202E RLO: an embedding or override begins.
    case embeddingOpener
    /// U+202C PDF: the embedding or override ends.
    case embeddingCloser
    /// U+200E LRM, U+200F RLM, U+061C ALM: a mark with a direction and no width.
    case mark

    /// The kind of `character`, or `nil` when it is no direction formatting.
    init?(_ character: Character) {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return nil
        }
        switch scalar.value {
        case 0x2066...0x2068: self = .isolateOpener
        case 0x2069: self = .isolateCloser
        case 0x202A, 0x202B, 0x202D, 0x202E: self = .embeddingOpener
        case 0x202C: self = .embeddingCloser
        case 0x200E, 0x200F, 0x061C: self = .mark
        default: return nil
        }
    }

    /// The index of each opener's closer and each closer's opener in `characters`, paired as
    /// the Unicode Bidirectional Algorithm pairs them: a PDI closes the latest isolate still open
    /// and the embeddings opened inside it (their closer is that PDI), a PDF the latest embedding
    /// when no isolate opened after it; a line break ends everything still open, unpaired.
    static func pairs(in characters: [Character]) -> [Int: Int] {
        var partners: [Int: Int] = [:]
        var open: [(index: Int, isIsolate: Bool)] = []
        for (index, character) in characters.enumerated() {
            if character.isNewline {
                open.removeAll()
                continue
            }
            switch DirectionFormat(character) {
            case .isolateOpener?:
                open.append((index, true))
            case .embeddingOpener?:
                open.append((index, false))
            case .isolateCloser?:
                guard let position = open.lastIndex(where: \.isIsolate) else { break }
                // The embeddings opened inside the isolate end here too.
                for opener in open[position...] { partners[opener.index] = index }
                partners[index] = open[position].index
                open.removeSubrange(position...)
            case .embeddingCloser?:
                guard let top = open.last, !top.isIsolate else { break }
                partners[top.index] = index
                partners[index] = top.index
                open.removeLast()
            case .mark?, nil:
                break
            }
        }
        return partners
    }
}
