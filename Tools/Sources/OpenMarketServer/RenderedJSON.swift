/// JSON written once, with the places where the server's base URL goes left open: a product's
/// answer is rendered when the product changes, and each request only fills in the address
/// the client reached the server at.
struct RenderedJSON: Sendable, Hashable {
    /// The JSON, without the base URL.
    let bytes: [UInt8]
    /// The offsets in ``bytes`` where the base URL is inserted, in order.
    let insertions: [Int]

    /// The number of bytes once `base` is inserted.
    func count(base: [UInt8]) -> Int {
        bytes.count + insertions.count * base.count
    }

    /// Appends the JSON with `base` inserted to `output`.
    func append(to output: inout [UInt8], base: [UInt8]) {
        var start = 0
        for offset in insertions {
            output.append(contentsOf: bytes[start..<offset])
            output.append(contentsOf: base)
            start = offset
        }
        output.append(contentsOf: bytes[start...])
    }

    /// The JSON with `base` inserted.
    func assembled(base: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(count(base: base))
        append(to: &output, base: base)
        return output
    }
}
