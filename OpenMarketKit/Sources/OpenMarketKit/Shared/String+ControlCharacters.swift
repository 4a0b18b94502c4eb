/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
extension String {
    /// The text without control characters (ESC, BEL, C1 codes, bidirectional overrides…), so
    /// text that came from outside (a server, a file) cannot drive a terminal. Line and tab breaks
    /// become single spaces.
    func removingControlCharacters() -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D:
                scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The text as a message quotes what a person typed: at most `limit` characters, then `…`
    /// (a name a million characters long is not repeated whole in the sentence refusing it).
    func shortenedForMessage(to limit: Int = 80) -> String {
        var end = startIndex
        var count = 0
        while end < endIndex, count < limit {
            end = index(after: end)
            count += 1
        }
        return end == endIndex ? self : String(self[..<end]) + "…"
    }
}
