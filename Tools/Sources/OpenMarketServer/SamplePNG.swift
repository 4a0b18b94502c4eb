/// Draws the small PNG swatches of the sample catalogue: a square of one colour crossed by a
/// lighter diagonal band, encoded without compression (stored deflate blocks).
package enum SamplePNG {
    /// The side of a swatch, in pixels.
    static let size = 48

    /// A swatch in one of twelve hues around the colour wheel (`hue` 0 to 11).
    package static func swatch(hue: Int) -> [UInt8] {
        let (red, green, blue) = colour(hue: hue)
        var raw: [UInt8] = []
        raw.reserveCapacity(size * (size * 3 + 1))
        for row in 0..<size {
            raw.append(0)  // filter: none
            for column in 0..<size {
                let band = abs(row - column) < 6
                raw += band ? [lighter(red), lighter(green), lighter(blue)] : [red, green, blue]
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(size))
        header += bigEndian(UInt32(size))
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func colour(hue: Int) -> (UInt8, UInt8, UInt8) {
        let palette: [(UInt8, UInt8, UInt8)] = [
            (201, 76, 60), (214, 124, 52), (222, 178, 58), (150, 172, 62), (74, 150, 86), (52, 146, 138),
            (58, 128, 178), (72, 92, 168), (112, 80, 160), (156, 74, 146), (186, 72, 108), (120, 110, 100),
        ]
        return palette[((hue % 12) + 12) % 12]
    }

    private static func lighter(_ value: UInt8) -> UInt8 {
        UInt8((Int(value) + 255) / 2)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out.append(last)
            out += [
                UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
            ]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
