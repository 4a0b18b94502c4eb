import Foundation

extension UUID {
    /// The identifier the 36-character text `text` names (hex digits in either case, dashes at
    /// offsets 8, 13, 18 and 23), or `nil`.
    ///
    /// Reading a page of entries parses one identifier per row, and Foundation's parser costs
    /// about a microsecond a call on Linux, a fifth of reading the whole row; this one costs a
    /// few nanoseconds.
    init?(storedText text: String) {
        var text = text
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = text.withUTF8 { bytes -> Bool in
            guard bytes.count == 36 else { return false }
            return withUnsafeMutableBytes(of: &value) { output -> Bool in
                var index = 0
                for byteIndex in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = Self.nibble(bytes[index]), let low = Self.nibble(bytes[index + 1]) else {
                        return false
                    }
                    output[byteIndex] = high << 4 | low
                    index += 2
                }
                return true
            }
        }
        guard parsed else { return nil }
        self.init(uuid: value)
    }

    /// The value of one hex digit, or `nil`.
    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
