import Foundation
import HTTPTypes
import Hummingbird

/// The `Idempotency-Key` of a create, and the fingerprint of the request it was sent with.
///
/// A client sends a fresh key with each product it creates and the same key when it sends the
/// same create again (after a timeout, say). The store keeps, per vendor and key, the first
/// answer for 24 hours: a repeat gets that answer back instead of a second product, and the
/// same key with a different product is refused (422).
struct IdempotencyKey: Sendable, Hashable {
    /// The longest key accepted.
    static let maximumLength = 255
    /// How long a key is remembered, in milliseconds (24 hours).
    static let lifetime: Int64 = 86_400_000

    /// The header's name.
    static let headerName = HTTPField.Name("Idempotency-Key") ?? .authorization

    /// The key, 1 to ``maximumLength`` visible ASCII characters.
    let text: String

    /// The request's key, or `nil` when it has none.
    ///
    /// - Throws: ``APIError`` 400 when the header is repeated, empty, too long, or holds anything
    ///   but visible ASCII.
    static func of(_ request: Request) throws(APIError) -> IdempotencyKey? {
        let values = request.headers[values: headerName]
        guard let value = values.first else { return nil }
        let fix =
            "send one Idempotency-Key of 1 to \(maximumLength) visible ASCII characters, such as a UUID."
        guard values.count == 1 else {
            throw APIError.badRequest("INVALID_IDEMPOTENCY_KEY", "Idempotency-Key is given twice; \(fix)")
        }
        let bytes = Array(value.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.allSatisfy({ $0 >= 0x21 && $0 <= 0x7E })
        else {
            throw APIError.badRequest(
                "INVALID_IDEMPOTENCY_KEY",
                "The Idempotency-Key header is empty, too long or not plain text; \(fix)")
        }
        return IdempotencyKey(text: value)
    }

    /// A fingerprint of what a create asks for: its fields and its images' bytes, in order. Two
    /// requests with the same fingerprint ask for the same product, whatever their multipart
    /// boundaries or JSON spacing.
    static func fingerprint(of fields: NewProduct, images: [IncomingImage]) -> String {
        var hasher = Fingerprint()
        for text in [
            fields.name, fields.description, fields.currency, "\(fields.price)", "\(fields.discountedPrice)",
        ] {
            hasher.add(Array(text.utf8))
        }
        hasher.add(Array(String(fields.stock).utf8))
        for image in images {
            hasher.add(image.bytes)
        }
        return hasher.hex
    }
}

/// Two independent 64-bit FNV-1a hashes over length-prefixed pieces: a 128-bit fingerprint that
/// tells apart requests a client sends by mistake under one key (not a defence against a
/// vendor forging collisions with its own key, which would only get that vendor its own answer).
private struct Fingerprint {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4 ^ 0x9e37_79b9_7f4a_7c15

    mutating func add(_ bytes: [UInt8]) {
        var length = UInt64(bytes.count)
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: length))
            length >>= 8
        }
        for byte in bytes { mix(byte) }
    }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        second = (second ^ UInt64(byte ^ 0x5c)) &* 0x0000_0100_0000_01b3
    }

    var hex: String {
        String(first, radix: 16) + ":" + String(second, radix: 16)
    }
}
